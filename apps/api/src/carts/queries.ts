/**
 * Carts that come back (docs/product-rules.md, "Abandoned checkouts"; decision 054): the checkout's
 * cart kept on the server, restored by its link's key, listed for the store when no order came,
 * and marked converted (recovered, after a restore) by the order placed with it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AbandonedCart,
  type CartLine,
  type MediaEntry,
  pictureFor,
  type ProductFulfilment,
  type RestoredCart,
  type RestoredLine,
  MAX_LINE_QTY,
  type StoreInfo,
} from '@agency/contract';
import { checkSelection } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';

type Shown = AbandonedCart['lines'][number];

export interface CartWrite {
  lines: CartLine[];
  name: string;
  phone: string;
  email: string;
}

/**
 * The lines as the catalogue has them now: names, options, prices and stock. An item no longer
 * sold, or options it no longer has, is left out (the restored checkout has only what can be
 * ordered; the store's list shows what still is).
 */
async function catalogueLines(db: Queryable, storeId: string, lines: CartLine[]) {
  const found: RestoredLine[] = [];
  for (const line of lines) {
    const { rows } = await db.query<{
      slug: string;
      name: string;
      media: MediaEntry[];
      fulfilment: ProductFulfilment;
      lead_days: number;
      mods: never[];
      variant_mods: Record<string, string>;
      price_kobo: number;
      qty: number;
    }>(
      `SELECT p.slug, p.name, p.media, p.fulfilment, p.lead_days, p.mods,
              v.mods AS variant_mods, v.price_kobo,
              -- A made-to-order item is limited by the per-line cap only.
              CASE WHEN p.track_stock THEN v.qty ELSE ${MAX_LINE_QTY} END AS qty
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = $1 AND p.id = $2 AND p.store_id = $3 AND p.status = 'active'`,
      [line.variant_id, line.product_id, storeId],
    );
    const row = rows[0];
    if (!row) continue;
    let options: RestoredLine['options'];
    try {
      options = checkSelection(row, { mods: row.variant_mods }, line.selection ?? {});
    } catch {
      continue;
    }
    found.push({
      ...line,
      product_slug: row.slug,
      name: row.name,
      image: pictureFor(row.media, line.selection ?? {}),
      options,
      unit_price_kobo: row.price_kobo,
      max_qty: row.qty,
      fulfilment: row.fulfilment,
      lead_days: row.lead_days,
    });
  }
  return found;
}

function sameKey(given: string, kept: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Keeps the cart `id` of `store` (made by its first save, which answers its key; a later save
 * must bring that key). A cart another store has, or a wrong key, is not found; a cart an order
 * was already placed with is a conflict (the browser starts a new one).
 */
export async function saveCart(
  db: Queryable,
  store: StoreInfo,
  id: string,
  key: string,
  cart: CartWrite,
): Promise<{ id: string; key: string }> {
  const shown: Shown[] = (await catalogueLines(db, store.id, cart.lines)).map((l) => ({
    name: l.name,
    qty: l.qty,
    unit_price_kobo: l.unit_price_kobo,
    options: l.options,
  }));
  const value = shown.reduce((sum, l) => sum + l.unit_price_kobo * l.qty, 0);
  const fresh = randomBytes(24).toString('base64url');
  const { rows } = await db.query<{ access_key: string; store_id: string; converted: boolean }>(
    `INSERT INTO carts AS c (id, store_id, access_key, lines, shown, value_kobo, name, phone, email)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9)
     ON CONFLICT (id) DO UPDATE SET lines = EXCLUDED.lines, shown = EXCLUDED.shown,
       value_kobo = EXCLUDED.value_kobo, name = EXCLUDED.name, phone = EXCLUDED.phone,
       email = EXCLUDED.email, updated_at = now()
       WHERE c.store_id = EXCLUDED.store_id AND c.converted_at IS NULL AND c.access_key = $10
     RETURNING access_key, store_id, false AS converted`,
    [
      id,
      store.id,
      fresh,
      JSON.stringify(cart.lines),
      JSON.stringify(shown),
      value,
      cart.name,
      cart.phone,
      cart.email,
      key,
    ],
  );
  if (rows[0]) return { id, key: rows[0].access_key };
  const kept = await db.query<{ access_key: string; converted: boolean }>(
    'SELECT access_key, converted_at IS NOT NULL AS converted FROM carts WHERE id = $1 AND store_id = $2',
    [id, store.id],
  );
  const found = kept.rows[0];
  if (found?.converted && sameKey(key, found.access_key))
    throw new DomainError('conflict', 'An order was already placed with this cart.');
  throw new DomainError('not_found', 'Cart not found');
}

/** The cart its link's key opens (any device), marked restored; null for a wrong key or id. */
export async function restoreCart(
  db: Queryable,
  storeId: string,
  id: string,
  key: string,
): Promise<RestoredCart | null> {
  const { rows } = await db.query<CartWrite & { id: string; access_key: string }>(
    `SELECT id, access_key, lines, name, phone, email FROM carts
      WHERE id = $1 AND store_id = $2 AND converted_at IS NULL`,
    [id, storeId],
  );
  const row = rows[0];
  if (!row || !key || !sameKey(key, row.access_key)) return null;
  await db.query('UPDATE carts SET restored_at = coalesce(restored_at, now()) WHERE id = $1', [id]);
  const { access_key, lines, ...cart } = row;
  // Sold out since: left out, as the checkout could not order it.
  const available = (await catalogueLines(db, storeId, lines)).filter((l) => l.max_qty > 0);
  return {
    ...cart,
    key: access_key,
    lines: available.map((l) => ({ ...l, qty: Math.min(l.qty, l.max_qty) })),
  };
}

/**
 * The order placed with cart `id` converts it (in the order's transaction): it leaves the store's
 * list, and counts as recovered when a restore link had opened it. Another store's cart, or an id
 * the store never kept, is left alone (the order stands either way).
 */
export async function convertCart(
  db: Queryable,
  storeId: string,
  id: string,
  orderId: string,
): Promise<void> {
  await db.query(
    `UPDATE carts SET order_id = $3, converted_at = now(), recovered = restored_at IS NOT NULL
      WHERE id = $1 AND store_id = $2 AND converted_at IS NULL`,
    [id, storeId, orderId],
  );
}

/** A page of the store's carts left without an order for `minutes` or more, the newest first. */
export async function listAbandoned(
  db: Queryable,
  storeId: string,
  { minutes, page, per_page }: { minutes: number; page: number; per_page: number },
): Promise<{
  documents: (Omit<AbandonedCart, 'restore_link'> & { key: string })[];
  total: number;
}> {
  const where = `store_id = $1 AND converted_at IS NULL
    AND updated_at <= now() - make_interval(mins => $2::int)`;
  // One after the other: inside a transaction the connection takes one query at a time.
  const rows = await db.query<Omit<AbandonedCart, 'restore_link'> & { key: string }>(
    `SELECT id, access_key AS key, name, phone, email, shown AS lines, value_kobo::int AS value_kobo, updated_at
         FROM carts WHERE ${where}
        ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4`,
    [storeId, minutes, per_page, (page - 1) * per_page],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM carts WHERE ${where}`,
    [storeId, minutes],
  );
  return { documents: rows.rows, total: count.rows[0]!.n };
}
