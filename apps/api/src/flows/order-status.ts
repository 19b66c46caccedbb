/**
 * A store's staff move an order: its status (new → confirmed → delivered, or cancelled) or its
 * payment (paid, refunded, unpaid again). The orders module makes the change and queues the
 * shopper's mail; the audit log records it in the same transaction; a cancel's restock drops the
 * store's cached catalogue; the mail worker is woken once the change is committed.
 */
import type { Order, OrderStatus, PaymentStatus } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf, recordEvent } from '../audit/index.ts';
import { dropCatalogue } from '../catalogue/index.ts';
import type { Context, User } from '../context.ts';
import { changeOrderStatus, changePaymentStatus } from '../orders/index.ts';

export async function moveOrder(
  ctx: Context,
  request: FastifyRequest,
  user: User,
  storeId: string,
  orderId: string,
  next: OrderStatus,
): Promise<Order> {
  const order = await ctx.db.transaction(async (tx) => {
    const { before, order } = await changeOrderStatus(tx, storeId, orderId, next);
    if (before !== order.status)
      await recordEvent(tx, request, actorOf(user), {
        action: 'orders.status_changed',
        storeId,
        target: { type: 'order', id: order.id },
        details: { number: order.number, status: { before, after: order.status } },
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
  const order = await ctx.db.transaction(async (tx) => {
    const { before, order } = await changePaymentStatus(tx, storeId, orderId, next);
    if (before !== order.payment_status)
      await recordEvent(tx, request, actorOf(user), {
        action: 'orders.payment_changed',
        storeId,
        target: { type: 'order', id: order.id },
        details: {
          number: order.number,
          payment_status: { before, after: order.payment_status },
          total_kobo: order.total_kobo,
        },
      });
    return order;
  });
  ctx.mailQueue.kick();
  return order;
}
