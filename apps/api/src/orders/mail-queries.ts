/** Order mails to the store: claiming one order's mail or a digest's, and where they go. */
import type { Queryable } from '../db/index.ts';
import { takeToken } from '../lib/limits.ts';
import { enqueueMail } from '../lib/mail-queue.ts';

/** The mail queue's kind of a store's mail about one new order (rendered by store-mail.ts). */
export const STORE_ORDER_MAIL = 'store-order';

/** Claims an order's own mail; false when a digest claimed it first (it is mailed once). */
async function markOrderMailed(db: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE orders SET mailed_at = now() WHERE id = $1 AND mailed_at IS NULL RETURNING 1',
    [orderId],
  );
  return rows.length > 0;
}

export interface DigestOrder {
  number: number;
  name: string;
  total_kobo: number;
}

/**
 * The orders of one store placed while its order mails were used up (mailed_at unset), claimed
 * for one digest mail: marked mailed in the same statement, so no two instances send them.
 */
export async function claimUnmailedOrders(
  tx: Queryable,
): Promise<
  { store_id: string; store_name: string; contact_email: string; orders: DigestOrder[] } | undefined
> {
  const { rows: stores } = await tx.query<{ store_id: string }>(
    `SELECT store_id FROM orders WHERE mailed_at IS NULL ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  const storeId = stores[0]?.store_id;
  if (!storeId) return undefined;
  const { rows: orders } = await tx.query<DigestOrder>(
    `UPDATE orders SET mailed_at = now()
      WHERE id IN (SELECT id FROM orders WHERE store_id = $1 AND mailed_at IS NULL FOR UPDATE SKIP LOCKED)
      RETURNING number::int AS number, name, total_kobo::float8 AS total_kobo`,
    [storeId],
  );
  const { rows: store } = await tx.query<{ name: string; contact_email: string }>(
    `SELECT s.name, ${ORDER_MAIL_TO} AS contact_email FROM stores s
       JOIN businesses b ON b.id = s.business_id LEFT JOIN users u ON u.id = b.owner_id
      WHERE s.id = $1`,
    [storeId],
  );
  orders.sort((a, b) => a.number - b.number);
  return {
    store_id: storeId,
    store_name: store[0]?.name ?? '',
    contact_email: store[0]?.contact_email ?? '',
    orders,
  };
}

/**
 * Where a store's order mails go: its public contact address, or (a new store has none; the
 * owner's sign-in address is not published) its owner's. A demo store's go nowhere: its orders
 * are anyone's to place and its contact is demo text (docs/decisions/033).
 */
const ORDER_MAIL_TO = `CASE WHEN s.is_demo THEN '' ELSE coalesce(nullif(s.contact_email, ''), u.email, '') END`;

export async function orderMailAddress(db: Queryable, storeId: string): Promise<string> {
  const { rows } = await db.query<{ to: string }>(
    `SELECT ${ORDER_MAIL_TO} AS "to" FROM stores s
       JOIN businesses b ON b.id = s.business_id LEFT JOIN users u ON u.id = b.owner_id
      WHERE s.id = $1`,
    [storeId],
  );
  return rows[0]?.to ?? '';
}

/**
 * The store's mail about a new order, queued in the order's transaction like the shopper's
 * receipt (the outbox, lib/mail-queue.ts): a crash after the order loses neither. One mail per
 * order, and at most `perHour` a store an hour: past that the order waits (mailed_at unset) for one
 * digest from the next sweep (orders/sweep.ts), so a flood of orders is not also a flood of mail.
 */
export async function queueStoreNotice(
  tx: Queryable,
  storeId: string,
  orderId: string,
  perHour: number,
): Promise<void> {
  const mailNow = await takeToken(
    tx,
    `order-mail:${storeId}`,
    { capacity: perHour, perSeconds: 3600 },
    '',
  ).then(
    () => true,
    () => false,
  );
  if (!mailNow || !(await markOrderMailed(tx, orderId))) return;
  const to = await orderMailAddress(tx, storeId);
  if (to)
    await enqueueMail(tx, {
      kind: STORE_ORDER_MAIL,
      ref: orderId,
      to,
      key: `${STORE_ORDER_MAIL}:${orderId}`,
    });
}
