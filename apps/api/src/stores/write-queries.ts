/** Stores: the writes (settings, categories, a new store, delivery days, order limits). */
import { randomBytes } from 'node:crypto';
import {
  leavesNoWayToPay,
  NO_WAY_TO_PAY,
  type StoreInfo,
  type StoreLook,
  RESERVED_STORE_SLUGS,
  type TagGroup,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { firstFree, slugify } from '../lib/slugs.ts';

/** The fields a store's settings write: everything StoreSettingsRequest can change. */
export type StoreSettings = Pick<
  StoreInfo,
  | 'id'
  | 'name'
  | 'contact_email'
  | 'contact_phone'
  | 'delivery_zones'
  | 'pay_on_delivery'
  | 'pickup_address'
  | 'bank_details'
  | keyof StoreLook
  | 'custom_domain'
>;

/** Holds a store's row until the caller's transaction ends (one settings save at a time). */
export async function lockStore(tx: Queryable, storeId: string): Promise<void> {
  await tx.query('SELECT 1 FROM stores WHERE id = $1 FOR UPDATE', [storeId]);
}

/** Replaces a store's tag groups (an import that brought tags the store had not named yet). */
export async function writeCategories(
  db: Queryable,
  storeId: string,
  categories: TagGroup[],
): Promise<void> {
  await db.query('UPDATE stores SET categories = $2 WHERE id = $1', [
    storeId,
    JSON.stringify(categories),
  ]);
}

/**
 * Writes a store's settings (every field, the caller merges the changes into the current ones).
 * A demo store's bank details and contact address stay as they are (the answer's are demo text).
 * Refused when shoppers would be left with no way to pay (pay on delivery off, no bank details).
 */
export async function updateStore(db: Queryable, store: StoreSettings): Promise<void> {
  if (leavesNoWayToPay(store)) throw new DomainError('invalid', NO_WAY_TO_PAY);
  try {
    await db.query(
      `UPDATE stores SET name = $2,
            contact_email = CASE WHEN is_demo THEN contact_email ELSE $3 END,
            contact_phone = $4, delivery_zones = $5, pickup_address = $6,
            bank_details = CASE WHEN is_demo THEN bank_details ELSE $7 END, tagline = $8, description = $9, logo_url = $10,
            hero_url = $11, primary_colour = $12, accent_colour = $13, search_hint = $14,
            delivery_promise = $15, categories = $16, social = $17, custom_domain = nullif($18, ''),
            -- A new domain starts unchecked, with a token of its own (stores/domain-check.ts).
            domain_state = CASE WHEN custom_domain IS DISTINCT FROM nullif($18, '')
              THEN 'not_connected' ELSE domain_state END,
            domain_token = CASE WHEN custom_domain IS DISTINCT FROM nullif($18, '')
              THEN CASE WHEN $18 = '' THEN NULL ELSE $19 END ELSE domain_token END,
            domain_checked_at = CASE WHEN custom_domain IS DISTINCT FROM nullif($18, '')
              THEN NULL ELSE domain_checked_at END,
            domain_problem = CASE WHEN custom_domain IS DISTINCT FROM nullif($18, '')
              THEN '' ELSE domain_problem END,
            pay_on_delivery = $20, hero_focus = coalesce($21, hero_focus)
        WHERE id = $1`,
      [
        store.id,
        store.name,
        store.contact_email,
        store.contact_phone,
        JSON.stringify(store.delivery_zones),
        store.pickup_address,
        store.bank_details,
        store.tagline,
        store.description,
        store.logo_url,
        store.hero_url,
        store.primary_colour,
        store.accent_colour,
        store.search_hint,
        store.delivery_promise,
        JSON.stringify(store.categories),
        JSON.stringify(store.social),
        store.custom_domain,
        randomBytes(16).toString('hex'),
        store.pay_on_delivery,
        store.hero_focus ?? null,
      ],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new DomainError(
        'conflict',
        `${store.custom_domain} is already the address of another store`,
      );
    throw error;
  }
}

/** A URL word for a new store, unique among stores and clear of the storefront's own paths. */
async function freeStoreSlug(tx: Queryable, name: string): Promise<string> {
  const base = slugify(name, 'store', 50);
  const { rows } = await tx.query<{ slug: string }>(
    'SELECT slug FROM stores WHERE slug = $1 OR slug LIKE $2',
    [base, `${base}-%`],
  );
  return firstFree(base, [...rows.map((r) => r.slug), ...RESERVED_STORE_SLUGS]);
}

/**
 * A business's new, empty store with the default look; its slug is returned. `slug`, when given
 * (a random one for a demo workspace's store), is used instead of one made from the name.
 */
export async function insertStore(
  tx: Queryable,
  businessId: string,
  name: string,
  { isDemo = false, slug }: { isDemo?: boolean; slug?: string } = {},
): Promise<{ id: string; slug: string }> {
  const { rows } = await tx.query<{ id: string; slug: string }>(
    `INSERT INTO stores (business_id, slug, name, is_demo) VALUES ($1, $2, $3, $4)
     RETURNING id, slug`,
    [businessId, slug ?? (await freeStoreSlug(tx, name)), name, isDemo],
  );
  return rows[0]!;
}

/** The store's delivery zones were saved by its people: no longer a template's samples. */
export async function zonesSet(db: Queryable, storeId: string): Promise<void> {
  await db.query('UPDATE stores SET sample_zones = false WHERE id = $1', [storeId]);
}

/** The days a store delivers made-to-order items and the times of day it offers; left out: stay. */
export async function updateDeliveryDays(
  db: Queryable,
  storeId: string,
  days: Partial<Pick<StoreInfo, 'opening_days' | 'delivery_windows'>>,
): Promise<void> {
  await db.query(
    `UPDATE stores SET opening_days = coalesce($2::int[], opening_days),
        delivery_windows = coalesce($3::jsonb, delivery_windows) WHERE id = $1`,
    [
      storeId,
      days.opening_days ?? null,
      days.delivery_windows ? JSON.stringify(days.delivery_windows) : null,
    ],
  );
}

/** A store's order limits (docs/product-rules.md, "Order limits"); fields left out stay. */
export async function updateOrderLimits(
  db: Queryable,
  storeId: string,
  limits: Partial<
    Pick<
      StoreInfo,
      'max_units_per_variant' | 'max_order_kobo' | 'unconfirmed_order_hours' | 'low_stock_threshold'
    >
  >,
): Promise<void> {
  await db.query(
    `UPDATE stores SET max_units_per_variant = coalesce($2, max_units_per_variant),
        max_order_kobo = coalesce($3, max_order_kobo),
        unconfirmed_order_hours = coalesce($4, unconfirmed_order_hours),
        low_stock_threshold = coalesce($5, low_stock_threshold) WHERE id = $1`,
    [
      storeId,
      limits.max_units_per_variant ?? null,
      limits.max_order_kobo ?? null,
      limits.unconfirmed_order_hours ?? null,
      limits.low_stock_threshold ?? null,
    ],
  );
}
