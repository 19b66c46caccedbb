/** The discounts module as other modules see it: all they may import from it. */
export { claimDiscount, recordRedemption, releaseDiscount } from './queries.ts';
