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

/** The mail queue's kind of a store's digest of the orders placed past its hourly order mails. */
export const DIGEST_MAIL = 'store-digest';

/**
 * Claims the orders of one store placed while its order mails were used up (mailed_at unset) and
 * queues one digest of them in the outbox, in the caller's transaction: the orders are marked
 * mailed and given the digest's key in the same statement (FOR UPDATE SKIP LOCKED), so two
 * instances sweeping at once never claim an order twice, and the key (the store and its first
 * claimed order's number) queues the digest once. Answers the store, or undefined when none waits.
 */
export async function queueOrderDigest(tx: Queryable): Promise<string | undefined> {
  // The store of the oldest order still waiting for a mail.
  const { rows: waiting } = await tx.query<{ store_id: string }>(
    'SELECT store_id FROM orders WHERE mailed_at IS NULL ORDER BY created_at LIMIT 1',
  );
  const storeId = waiting[0]?.store_id;
  if (!storeId) return undefined;
  // One digest at a time per store: a second sweep waits here for the first to commit, then finds
  // the store's orders claimed (locking orders one by one let two sweeps split them in two mails).
  await tx.query('SELECT 1 FROM stores WHERE id = $1 FOR UPDATE', [storeId]);
  const { rows } = await tx.query<{ first: number | null }>(
    'SELECT min(number)::int AS first FROM orders WHERE store_id = $1 AND mailed_at IS NULL',
    [storeId],
  );
  const first = rows[0]?.first;
  // Claimed by another sweep meanwhile: the caller goes on to the next store.
  if (first == null) return storeId;
  const key = `${DIGEST_MAIL}:${storeId}:${first}`;
  await tx.query(
    'UPDATE orders SET mailed_at = now(), digest_key = $2 WHERE store_id = $1 AND mailed_at IS NULL',
    [storeId, key],
  );
  const to = await orderMailAddress(tx, storeId);
  await enqueueMail(tx, { kind: DIGEST_MAIL, ref: key, to, key });
  return storeId;
}

/** The orders of a queued digest and their store, as they are when it is sent. */
export async function digestOrders(
  db: Queryable,
  key: string,
): Promise<{ store_name: string; orders: DigestOrder[] }> {
  const { rows } = await db.query<DigestOrder & { store_name: string }>(
    `SELECT o.number::int AS number, o.name, o.total_kobo::float8 AS total_kobo, s.name AS store_name
       FROM orders o JOIN stores s ON s.id = o.store_id
      WHERE o.digest_key = $1 ORDER BY o.number`,
    [key],
  );
  return {
    store_name: rows[0]?.store_name ?? '',
    orders: rows.map(({ store_name: _, ...order }) => order),
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
