/** Audit events of orders (orders.*): status and payment changes, made and recorded together. */
import type { OrderStatus, PaymentStatus } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { changePaymentStatus } from '../orders/payment-queries.ts';
import { changeOrderStatus } from '../orders/status-queries.ts';
import { orderStatusOf } from './queries.ts';
import { actorOf, recordEvent } from './record.ts';

/** orders' changeOrderStatus, with the change recorded in its transaction. */
export async function changeOrderStatusAudited(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  storeId: string,
  orderId: string,
  next: OrderStatus,
) {
  const before = await orderStatusOf(tx, storeId, orderId);
  const order = await changeOrderStatus(tx, storeId, orderId, next);
  if (before && before.status !== order.status)
    await recordEvent(tx, request, actorOf(user), {
      action: 'orders.status_changed',
      storeId,
      target: { type: 'order', id: order.id },
      details: { number: before.number, status: { before: before.status, after: order.status } },
    });
  return order;
}

/** orders' changePaymentStatus (marked paid, refunded, or unpaid again), recorded in its transaction. */
export async function changePaymentStatusAudited(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  storeId: string,
  orderId: string,
  next: PaymentStatus,
) {
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
}
