/** The orders module as other modules see it: all they may import from it. */
export { storeOrderMailRenderer } from './mail.ts';
export { queueStoreNotice, STORE_ORDER_MAIL } from './mail-queries.ts';
export { changePaymentStatus } from './payment-queries.ts';
export { placeOrder } from './place-queries.ts';
export { ORDER_COLUMNS } from './read-queries.ts';
export { orderMailRenderer } from './shopper-mail.ts';
export { changeOrderStatus, clearStoreDemoOrders } from './status-queries.ts';
export { sweepOrders } from './sweep.ts';
