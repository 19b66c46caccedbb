/**
 * What counts as a sale, and as money received, wherever numbers are shown (docs/product-rules.md,
 * "What counts as paid"): the overview, analytics, the owner's businesses and the client stores
 * board read these, so every screen counts alike. `o` is the orders table's alias.
 */

/** An order that counts as a sale: anything but cancelled. */
export const IS_SALE = (o = 'o') => `${o}.status <> 'cancelled'`;

/**
 * A sale whose money came in: marked paid (online: only Paystack marks it so; by transfer or on
 * delivery: the store's "Mark as paid", or a sale recorded as paid), or a pay-on-delivery or
 * transfer order delivered and never marked otherwise (the rider took the money at the door).
 * A refunded order is no revenue, nor is a card order Paystack never confirmed.
 */
export const IS_PAID = (o = 'o') =>
  `(${IS_SALE(o)} AND (${o}.payment_status = 'paid' OR (${o}.status = 'delivered'
     AND ${o}.payment <> 'card' AND ${o}.payment_status = 'unpaid')))`;

/** A sale still waiting for its money: what "awaiting payment" adds up. */
export const IS_AWAITING = (o = 'o') =>
  `(${IS_SALE(o)} AND ${o}.payment_status = 'unpaid' AND NOT ${IS_PAID(o)})`;
