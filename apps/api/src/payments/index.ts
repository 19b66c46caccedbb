/** The payments module as other modules see it: all they may import from it. */
export { PaystackError, paystackClient, signatureMatches } from './paystack.ts';
export type { PaystackClient, PaystackTransaction } from './paystack.ts';
export { claimEvent, flagPayment, maskAccount, payoutsOf } from './queries.ts';
