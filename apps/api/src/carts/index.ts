/** The carts module as other modules see it: all they may import from it. */
export { convertCart } from './queries.ts';
