import type { OrderEventKind } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { enqueueMail } from '../lib/mail-queue.ts';

/** Receipts one e-mail address gets in an hour, from any store (docs/product-rules.md, "Shopper mails"). */
export const RECEIPTS_PER_HOUR_PER_EMAIL = 10;

/** The steps whose shopper gets a mail (docs/product-rules.md, "Shopper mails"). */
const MAILED_EVENTS: readonly OrderEventKind[] = [
  'placed',
  'confirmed',
  'paid',
  'refunded',
  'delivered',
  'cancelled',
];

/**
 * A step of an order's history, in the change's transaction, and (for the steps shoppers hear
 * about) its mail queued once: a step that happens again (paid, unpaid, paid) is not mailed twice.
 * No `email`: the step is recorded and nobody is mailed.
 */
export async function recordOrderEvent(
  tx: Queryable,
  orderId: string,
  email: string,
  kind: OrderEventKind,
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, kind) VALUES ($1, $2)', [orderId, kind]);
  if (MAILED_EVENTS.includes(kind))
    await enqueueMail(tx, {
      kind: 'order',
      ref: `${orderId}:${kind}`,
      to: email,
      key: `order:${orderId}:${kind}`,
    });
}
