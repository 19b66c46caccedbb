import type { Order, OrderStatus, PaymentStatus } from '@agency/contract';
import { PAYMENT_TRANSITIONS } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { recordOrderEvent } from './history.ts';
import { readOrder } from './read-queries.ts';

/**
 * Moves an order's payment (PAYMENT_TRANSITIONS): unpaid → paid, paid → refunded or back to
 * unpaid. A cancelled order that was never paid cannot become paid. The row is locked.
 */
export async function changePaymentStatus(
  tx: Queryable,
  storeId: string,
  orderId: string,
  next: PaymentStatus,
): Promise<{ before: PaymentStatus; order: Order }> {
  const { rows } = await tx.query<{
    payment_status: PaymentStatus;
    status: OrderStatus;
    email: string;
  }>(
    'SELECT payment_status, status, email FROM orders WHERE id = $1 AND store_id = $2 FOR UPDATE',
    [orderId, storeId],
  );
  const row = rows[0];
  if (!row) throw new DomainError('not_found', 'Order not found');
  const before = row.payment_status;
  if (before !== next) {
    if (!PAYMENT_TRANSITIONS[before].includes(next))
      throw new DomainError('conflict', `A ${before} order cannot become ${next}`);
    if (next === 'paid' && row.status === 'cancelled')
      throw new DomainError('conflict', 'A cancelled order cannot be marked paid');
    await tx.query('UPDATE orders SET payment_status = $2, updated_at = now() WHERE id = $1', [
      orderId,
      next,
    ]);
    await recordOrderEvent(tx, orderId, row.email, next);
  }
  return { before, order: (await readOrder(tx, orderId))! };
}

/**
 * Find my order: the order numbered `number` in the store, when `contact` is its phone (the last
 * 10 digits compared, so 0803 555 0199 finds +234 803 555 0199) or its e-mail (any case). Nothing otherwise: the
 * caller answers the same whether the number or the contact was wrong.
 */
export async function findOrderByContact(
  db: Queryable,
  storeId: string,
  number: number,
  contact: string,
): Promise<{ id: string; access_key: string } | undefined> {
  const digits = contact.replace(/\D/g, '');
  const { rows } = await db.query<{ id: string; access_key: string }>(
    `SELECT id, access_key FROM orders
      WHERE store_id = $1 AND number = $2
        AND (lower(email) = lower($3)
             OR (length($4) >= 7 AND right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = right($4, 10)))`,
    [storeId, number, contact.trim(), digits],
  );
  return rows[0];
}
