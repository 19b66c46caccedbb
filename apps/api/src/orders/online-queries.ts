/**
 * An order's money online (Paystack): finding a card order by its transaction reference, and
 * keeping each charge and refund (order_payments). The status moves go through
 * changePaymentStatus like the store's buttons; these only record what Paystack said.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@agency/contract';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

export interface OrderByReference {
  id: string;
  store_id: string;
  number: number;
  total_kobo: number;
  status: OrderStatus;
  payment: PaymentMethod;
  payment_status: PaymentStatus;
  email: string;
}

/**
 * A card order's Paystack reference: the transfer reference (SNAIL-1001) and six random letters,
 * because Paystack's references are unique across the agency's account and two stores' names
 * may start alike.
 */
export function cardReference(reference: string): string {
  const tail = randomBytes(6)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'X')
    .toUpperCase()
    .slice(0, 6);
  return `${reference}-${tail}`;
}

/** The card order with this Paystack reference, locked until the transaction ends. */
export async function orderByReference(
  tx: Queryable,
  reference: string,
): Promise<OrderByReference | undefined> {
  const { rows } = await tx.query<OrderByReference>(
    `SELECT id, store_id, number::int AS number, total_kobo::float8 AS total_kobo, status, payment,
            payment_status, email
       FROM orders WHERE payment = 'card' AND payment_reference = $1 FOR UPDATE`,
    [reference],
  );
  return rows[0];
}

/** A charge Paystack confirmed (or one flagged: it did not match); once per reference. */
export async function recordCharge(
  tx: Queryable,
  orderId: string,
  charge: {
    reference: string;
    providerId: string;
    amountKobo: number;
    channel: string;
    status: 'success' | 'flagged';
    paidAt: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_payments (order_id, kind, reference, provider_id, amount_kobo, channel, status, paid_at)
     VALUES ($1, 'charge', $2, $3, $4, $5, $6, $7)
     ON CONFLICT (reference) WHERE kind = 'charge' DO NOTHING`,
    [
      orderId,
      charge.reference,
      charge.providerId,
      charge.amountKobo,
      charge.channel,
      charge.status,
      charge.paidAt,
    ],
  );
}

/** Kobo refunded or being refunded (failed refunds left out). */
export async function refundedKobo(tx: Queryable, orderId: string): Promise<number> {
  const { rows } = await tx.query<{ kobo: number }>(
    `SELECT coalesce(sum(amount_kobo), 0)::float8 AS kobo FROM order_payments
      WHERE order_id = $1 AND kind = 'refund' AND status <> 'failed'`,
    [orderId],
  );
  return rows[0]!.kobo;
}

/** A refund Paystack accepted ('pending' until its webhook says processed or failed). */
export async function recordRefund(
  tx: Queryable,
  orderId: string,
  refund: { reference: string; providerId: string; amountKobo: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_payments (order_id, kind, reference, provider_id, amount_kobo, status)
     VALUES ($1, 'refund', $2, $3, $4, 'pending')
     ON CONFLICT (provider_id) WHERE kind = 'refund' AND provider_id <> '' DO NOTHING`,
    [orderId, refund.reference, refund.providerId, refund.amountKobo],
  );
}

/**
 * Paystack finished a refund: its row takes the outcome (once: a processed or failed refund is
 * final). Answers the order's id and whether this call moved it, and the kobo now refunded.
 */
export async function settleRefund(
  tx: Queryable,
  providerId: string,
  outcome: 'processed' | 'failed',
): Promise<{ orderId: string; moved: boolean; processedKobo: number } | undefined> {
  const { rows } = await tx.query<{ order_id: string; status: string }>(
    `SELECT order_id, status FROM order_payments WHERE kind = 'refund' AND provider_id = $1 FOR UPDATE`,
    [providerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const moved = row.status === 'pending';
  if (moved)
    await tx.query(
      `UPDATE order_payments SET status = $2, updated_at = now() WHERE kind = 'refund' AND provider_id = $1`,
      [providerId, outcome],
    );
  const { rows: sum } = await tx.query<{ kobo: number }>(
    `SELECT coalesce(sum(amount_kobo), 0)::float8 AS kobo FROM order_payments
      WHERE order_id = $1 AND kind = 'refund' AND status = 'processed'`,
    [row.order_id],
  );
  return { orderId: row.order_id, moved, processedKobo: sum[0]!.kobo };
}
