import { sizedName } from '@agency/contract/pictures';
import type { ClientStoreRow, StoreChecklist } from '@agency/contract';
import type { Caller, User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { IS_SALE } from '../orders/index.ts';
import {
  CHECKLIST_DONE,
  CHECKLIST_ROW,
  CHECKLIST_SIZE,
  checklistOf,
  type ChecklistRow,
} from '../stores/index.ts';
import { VISITORS_PER_ADDRESS } from './views.ts';

const LAGOS_TODAY = `(now() AT TIME ZONE 'Africa/Lagos')::date`;

/** A business of the outreach list as the prospect routes need it, with its store if it has one. */
export interface ProspectBusiness {
  id: string;
  name: string;
  notes: string;
  email: string;
  contact_person: string;
  status: string;
  marketer_id: string;
  store_id: string | null;
  store_slug: string | null;
  store_is_demo: boolean | null;
  store_made_for_prospect: boolean | null;
}

/** A staff business (recorded by staff, not an owner's own) in the caller's workspace. */
export async function prospectBusiness(
  db: Queryable,
  id: string,
  workspace: string,
  { forUpdate = false } = {},
): Promise<ProspectBusiness | undefined> {
  const { rows } = await db.query<ProspectBusiness>(
    `SELECT b.id, b.name, b.notes, b.email, b.contact_person, b.status, b.marketer_id,
            s.id AS store_id, s.slug AS store_slug, s.is_demo AS store_is_demo,
            s.prospect_demo_at IS NOT NULL AS store_made_for_prospect
       FROM businesses b LEFT JOIN stores s ON s.business_id = b.id
      WHERE b.id = $1 AND b.workspace = $2 AND b.deleted_at IS NULL
        AND (b.owner_id IS NULL OR b.owner_id <> b.marketer_id)
      ${forUpdate ? 'FOR UPDATE OF b' : ''}`,
    [id, workspace],
  );
  return rows[0];
}

/**
 * Marks a new store as a demo made for a prospect, with the brand colour and logo given. The brand
 * colour becomes the accent too: a template's own accent beside it would clash (red and green).
 */
export async function markProspectDemo(
  tx: Queryable,
  storeId: string,
  madeBy: string,
  look: { logo_url?: string; primary_colour?: string },
): Promise<void> {
  await tx.query(
    `UPDATE stores SET prospect_demo_at = now(), prospect_demo_by = $2,
            logo_url = coalesce($3, logo_url), primary_colour = coalesce($4, primary_colour),
            accent_colour = coalesce($4, accent_colour)
      WHERE id = $1`,
    [storeId, madeBy, look.logo_url || null, look.primary_colour || null],
  );
}

/** Stores a demo workspace may hold at once (its businesses go with it when it starts over). */
export const SANDBOX_MAX_STORES = 10;

export async function workspaceStoreCount(db: Queryable, workspace: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stores s JOIN businesses b ON b.id = s.business_id
      WHERE b.workspace = $1`,
    [workspace],
  );
  return rows[0]!.n;
}

/** A demo store made for a prospect, by slug (public routes: views and "Make it yours"). */
export async function prospectDemoBySlug(
  db: Queryable,
  slug: string,
): Promise<{ id: string; business_id: string } | undefined> {
  const { rows } = await db.query<{ id: string; business_id: string }>(
    `SELECT id, business_id FROM stores
      WHERE slug = $1 AND is_demo AND prospect_demo_at IS NOT NULL`,
    [slug],
  );
  return rows[0];
}

/**
 * Counts one view: once per visitor per Lagos day, at most VISITORS_PER_ADDRESS visitors per
 * address. The store's first counted view brings its business's follow-up to today, unless one is
 * set for today or earlier. Answers whether the view was counted.
 */
export async function recordView(
  tx: Queryable,
  store: { id: string; business_id: string },
  day: string,
  hashes: { visitor: Buffer; address: Buffer },
): Promise<boolean> {
  // The store's row is held until the transaction ends: parallel views count one at a time.
  const { rows: first } = await tx.query<{ first: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM store_views WHERE store_id = $1) AS first
       FROM stores WHERE id = $1 FOR UPDATE`,
    [store.id],
  );
  const { rows: crowd } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM store_views WHERE store_id = $1 AND day = $2 AND address = $3',
    [store.id, day, hashes.address],
  );
  if (crowd[0]!.n >= VISITORS_PER_ADDRESS) return false;
  const { rows } = await tx.query(
    `INSERT INTO store_views (store_id, day, visitor, address) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [store.id, day, hashes.visitor, hashes.address],
  );
  if (rows.length === 0) return false;
  // Only a counted view keeps the demo from expiring: calls that count nothing cannot hold it.
  await tx.query('UPDATE stores SET last_viewed_at = now() WHERE id = $1', [store.id]);
  if (first[0]?.first)
    await tx.query(
      `UPDATE businesses SET next_follow_up = ${LAGOS_TODAY}, updated_at = now()
        WHERE id = $1 AND (next_follow_up IS NULL OR next_follow_up > ${LAGOS_TODAY})`,
      [store.business_id],
    );
  return true;
}

/** A won business's demo store goes live: demo marks off, identity and catalogue kept. */
export async function launchDemoStore(
  tx: Queryable,
  storeId: string,
): Promise<{ id: string; slug: string; name: string } | undefined> {
  const { rows } = await tx.query<{ id: string; slug: string; name: string }>(
    `UPDATE stores SET is_demo = false, launched_at = now(), opened_at = NULL
      WHERE id = $1 AND is_demo AND prospect_demo_at IS NOT NULL RETURNING id, slug, name`,
    [storeId],
  );
  return rows[0];
}

/** A store's launch checklist, computed from its data. */
export async function storeChecklist(db: Queryable, storeId: string): Promise<StoreChecklist> {
  const { rows } = await db.query<ChecklistRow>(
    `SELECT ${CHECKLIST_ROW} FROM stores s WHERE s.id = $1`,
    [storeId],
  );
  return checklistOf(rows[0]!);
}

/** The store of a business recorded by this marketer (staff may read its checklist). */
export async function storeOfMarketer(
  db: Queryable,
  slug: string,
  marketerId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM stores s JOIN businesses b ON b.id = s.business_id
      WHERE s.slug = $1 AND b.marketer_id = $2 AND b.workspace = 'live'`,
    [slug, marketerId],
  );
  return rows[0]?.id;
}

/**
 * The agency's client stores board: live stores of live businesses (every one for an admin, those
 * of the marketer's businesses otherwise), the one who needs help first on top: orders left "new"
 * over 24 hours, then the least of the checklist done, then items out of stock, then the longest
 * without an order (never first).
 */
export async function clientStoreBoard(
  db: Queryable,
  user: User | Caller,
): Promise<ClientStoreRow[]> {
  const { rows } = await db.query<ClientStoreRow>(
    `SELECT * FROM (
       SELECT s.slug, s.name, b.id AS business_id, b.name AS business_name, u.name AS marketer_name,
              ${CHECKLIST_DONE} AS checklist_done, ${CHECKLIST_SIZE} AS checklist_total,
              (SELECT count(*)::int FROM orders o WHERE o.store_id = s.id AND ${IS_SALE()}
                  AND o.created_at >= now() - interval '7 days') AS orders_this_week,
              (SELECT count(*)::int FROM orders o WHERE o.store_id = s.id AND o.status = 'new'
                  AND o.created_at < now() - interval '24 hours') AS stale_new_orders,
              (SELECT count(*)::int FROM products p WHERE p.store_id = s.id AND p.status = 'active' AND p.track_stock
                  AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.qty > 0)) AS out_of_stock,
              (SELECT (${LAGOS_TODAY} - max(o.created_at AT TIME ZONE 'Africa/Lagos')::date)::int
                 FROM orders o WHERE o.store_id = s.id) AS days_since_last_order,
              EXISTS (SELECT 1 FROM store_payouts sp WHERE sp.store_id = s.id) AS pays_online
         FROM stores s JOIN businesses b ON b.id = s.business_id
         LEFT JOIN users u ON u.id = b.marketer_id
        WHERE NOT s.is_demo AND b.workspace = 'live' AND b.deleted_at IS NULL
          AND ($1::text = 'admin' OR b.marketer_id = $2::uuid)) AS board
      ORDER BY stale_new_orders DESC, checklist_done ASC, out_of_stock DESC,
               days_since_last_order DESC NULLS FIRST, lower(name)
      LIMIT 500`,
    [user.role, user.id],
  );
  return rows;
}

/** Demo stores made for prospects that nobody opened for `days` days. */
export async function expiredDemoStores(db: Queryable, days: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM stores WHERE is_demo AND prospect_demo_at IS NOT NULL
        AND coalesce(last_viewed_at, prospect_demo_at) < now() - make_interval(days => $1)
      ORDER BY coalesce(last_viewed_at, prospect_demo_at) LIMIT 100`,
    [days],
  );
  return rows.map((r) => r.id);
}

/** Uploaded pictures (/api/v1/media/<file>) the stores show: logo, hero and products' pictures. */
export async function storePictures(db: Queryable, storeIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ url: string }>(
    `SELECT s.logo_url AS url FROM stores s WHERE s.id = ANY($1::uuid[])
     UNION SELECT s.hero_url FROM stores s WHERE s.id = ANY($1::uuid[])
     UNION SELECT m->>'file' FROM products p, jsonb_array_elements(p.media) m WHERE p.store_id = ANY($1::uuid[])`,
    [storeIds],
  );
  const names = rows
    .map((r) => /\/api\/v1\/media\/([\w.-]+)$/.exec(r.url ?? '')?.[1])
    .filter((n): n is string => Boolean(n));
  return [...new Set(names)];
}

/** Of these pictures, the ones no other store, product or article still shows. */
export async function unusedPictures(db: Queryable, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await db.query<{ name: string }>(
    `SELECT n AS name FROM unnest($1::text[]) AS n
      WHERE NOT EXISTS (SELECT 1 FROM stores s WHERE s.logo_url LIKE '%/' || n OR s.hero_url LIKE '%/' || n)
        AND NOT EXISTS (SELECT 1 FROM products p WHERE p.media::text LIKE '%/' || n || '"%')
        AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.content LIKE '%/' || n || '%')`,
    [names],
  );
  return rows.map((r) => r.name);
}

/** Deletes stores (their products, variants, orders and views go with them). */
export async function deleteStores(tx: Queryable, storeIds: string[]): Promise<void> {
  await tx.query('DELETE FROM stores WHERE id = ANY($1::uuid[])', [storeIds]);
}

/**
 * Deletes the media rows of these uploads; answers every file they had in storage, the original
 * and its sized copies, for the caller to delete once the transaction is over.
 */
export async function deleteMediaRows(tx: Queryable, names: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ file_name: string; widths: number[] }>(
    'DELETE FROM media WHERE file_name = ANY($1::text[]) RETURNING file_name, widths',
    [names],
  );
  return rows.flatMap((r) => [r.file_name, ...r.widths.map((w) => sizedName(r.file_name, w))]);
}
