/**
 * A store's staff move an order: its status (ORDER_TRANSITIONS: new → confirmed → ready for
 * pickup or shipped with its tracking → delivered, or cancelled) or its
 * payment (paid, refunded, unpaid again). The orders module makes the change and queues the
 * shopper's mail, and the flow emits its event (orders.status_changed, orders.payment_changed),
 * which the audit log records in the same transaction; a cancel's restock drops the store's
 * cached catalogue; the mail worker is woken once the change is committed.
 */
import type { Order, OrderStatus, PaymentStatus } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { dropCatalogue } from '../catalogue/index.ts';
import type { Context, User } from '../context.ts';
import { originOf } from '../lib/events.ts';
import { HttpError } from '../lib/errors.ts';
import {
  changeOrderStatus,
  changePaymentStatus,
  readOrder,
  type Tracking,
} from '../orders/index.ts';
import { refundCardOrder } from './online-payment.ts';

/** The store's "Mark as paid" (or unpaid) on an order paid online. */
export const CARD_MARKED_BY_PAYSTACK =
  'This order is paid online: Paystack marks it paid when the shopper pays. To give the money back, refund it.';

export async function moveOrder(
  ctx: Context,
  request: FastifyRequest,
  user: User,
  storeId: string,
  orderId: string,
  next: OrderStatus,
  tracking: Tracking = {},
): Promise<Order> {
  const order = await ctx.db.transaction(async (tx) => {
    const { before, changed, order } = await changeOrderStatus(
      tx,
      storeId,
      orderId,
      next,
      tracking,
    );
    if (changed)
      await ctx.events.emit(tx, {
        type: 'orders.status_changed',
        origin: originOf(request, user),
        storeId,
        order,
        before,
        after: order.status,
      });
    return order;
  });
  dropCatalogue(ctx, storeId);
  ctx.mailQueue.kick();
  return order;
}

export async function movePayment(
  ctx: Context,
  request: FastifyRequest,
  user: User,
  storeId: string,
  orderId: string,
  next: PaymentStatus,
): Promise<Order> {
  // A card order's payment is Paystack's to mark; a refund of it goes through Paystack.
  const current = await readOrder(ctx.db, orderId);
  if (current?.payment === 'card' && current.payment_status !== next) {
    if (next !== 'refunded') throw new HttpError(409, CARD_MARKED_BY_PAYSTACK);
    return refundCardOrder(ctx, storeId, orderId);
  }
  const order = await ctx.db.transaction(async (tx) => {
    const { before, order } = await changePaymentStatus(tx, storeId, orderId, next);
    if (before !== order.payment_status)
      await ctx.events.emit(tx, {
        type: 'orders.payment_changed',
        origin: originOf(request, user),
        storeId,
        order,
        before,
        after: order.payment_status,
      });
    return order;
  });
  ctx.mailQueue.kick();
  return order;
}
