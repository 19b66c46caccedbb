import type { OrderEventKind } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { takeToken } from '../lib/limits.ts';
import { enqueueMail } from '../lib/mail-queue.ts';

/**
 * Shopper mails one e-mail address gets in an hour, from any store and of any step (receipt,
 * confirmed, paid, refunded, delivered, cancelled): docs/product-rules.md, "Shopper mails".
 */
export const SHOPPER_MAILS_PER_HOUR_PER_EMAIL = 10;

/** The steps whose shopper gets a mail (docs/product-rules.md, "Shopper mails"). */
const MAILED_EVENTS: readonly OrderEventKind[] = [
  'placed',
  'confirmed',
  'ready',
  'shipped',
  'paid',
  'refunded',
  'delivered',
  'cancelled',
];

/**
 * Whether this step's mail may go to `email`: never from a demo store (its name, bank details and
 * orders are anyone's to make up: docs/decisions/033), never twice for one step, and at most
 * SHOPPER_MAILS_PER_HOUR_PER_EMAIL to one address, so neither checkout nor a store admin pressing
 * through the steps can flood a stranger's inbox.
 */
async function mayMail(tx: Queryable, orderId: string, email: string, key: string) {
  if (!email) return false;
  const { rows } = await tx.query<{ is_demo: boolean; queued: boolean }>(
    `SELECT s.is_demo, EXISTS (SELECT 1 FROM mail_queue q WHERE q.dedupe_key = $2) AS queued
       FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.id = $1`,
    [orderId, key],
  );
  if (!rows[0] || rows[0].is_demo || rows[0].queued) return false;
  return takeToken(
    tx,
    `shopper-mail:${email.toLowerCase()}`,
    { capacity: SHOPPER_MAILS_PER_HOUR_PER_EMAIL, perSeconds: 3600 },
    '',
  ).then(
    () => true,
    () => false,
  );
}

/**
 * A step of an order's history, in the change's transaction, and (for the steps shoppers hear
 * about) its mail queued once: a step that happens again (paid, unpaid, paid) is not mailed twice.
 * The step is always recorded; the mail only when mayMail allows it.
 */
export async function recordOrderEvent(
  tx: Queryable,
  orderId: string,
  email: string,
  kind: OrderEventKind,
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, kind) VALUES ($1, $2)', [orderId, kind]);
  const key = `order:${orderId}:${kind}`;
  if (MAILED_EVENTS.includes(kind) && (await mayMail(tx, orderId, email, key)))
    await enqueueMail(tx, { kind: 'order', ref: `${orderId}:${kind}`, to: email, key });
}

/** The mail queue's kind of the mail for part of a payment refunded (orders/part-refund-mail.ts). */
export const PART_REFUND_MAIL = 'order-part-refund';

/**
 * Part of an order's online payment went back (Paystack confirmed the refund): the shopper's mail,
 * once per refund, within the same cap and demo rule as the steps' mails.
 */
export async function queuePartRefundMail(
  tx: Queryable,
  orderId: string,
  email: string,
  refund: { id: string; amountKobo: number },
): Promise<void> {
  const key = `order:${orderId}:part-refund:${refund.id}`;
  if (await mayMail(tx, orderId, email, key))
    await enqueueMail(tx, {
      kind: PART_REFUND_MAIL,
      ref: `${orderId}:${refund.amountKobo}`,
      to: email,
      key,
    });
}
