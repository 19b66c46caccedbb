/** The orders module as other modules see it: all they may import from it. */
export { digestMailRenderer, storeOrderMailRenderer, subscribeStoreOrderMail } from './mail.ts';
export { DIGEST_MAIL, STORE_ORDER_MAIL } from './mail-queries.ts';
export { changePaymentStatus } from './payment-queries.ts';
export { placeOrder } from './place-queries.ts';
export { ORDER_COLUMNS, SUMMARY_COLUMNS } from './read-queries.ts';
export { orderMailRenderer } from './shopper-mail.ts';
export { changeOrderStatus, clearStoreDemoOrders, type Tracking } from './status-queries.ts';
export { sweepOrders } from './sweep.ts';
export {
  cardReference,
  orderByReference,
  recordCharge,
  recordRefund,
  refundedKobo,
  settleRefund,
} from './online-queries.ts';
export type { OrderByReference } from './online-queries.ts';
export { readOrder } from './read-queries.ts';
export { orderLink } from './shopper-mail.ts';
export { PART_REFUND_MAIL, queuePartRefundMail } from './history.ts';
export { partRefundMailRenderer } from './part-refund-mail.ts';
export { IS_AWAITING, IS_PAID, IS_SALE } from './sales.ts';
