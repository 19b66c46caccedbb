/** The shopper's mail when part of an online payment is refunded (the whole: 'refunded' step). */
import { orderNumber } from '@agency/contract';
import { money } from '../lib/money.ts';
import type { MailRenderer } from '../lib/mail-queue.ts';

export const partRefundMailRenderer: MailRenderer = async (db, ref, to) => {
  const [orderId, kobo] = ref.split(':');
  const { rows } = await db.query<{ number: number; name: string; store: string }>(
    `SELECT o.number::int AS number, o.name, s.name AS store
       FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return null;
  const n = orderNumber(order.number);
  const amount = money(Number(kobo));
  return {
    to,
    subject: `${order.store} refunded ${amount} of your payment for order ${n}`,
    body: `Hello ${order.name},\n\n${order.store} refunded ${amount} of your payment for order ${n}. Paystack sends it back the way you paid. Talk to the store if it has not reached you in a few days.`,
  };
};
