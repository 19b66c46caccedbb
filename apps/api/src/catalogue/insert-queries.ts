/** Writing new products: a free slug, room in the store, and the inserts (one or a batch). */
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { firstFree, slugify } from '../lib/slugs.ts';
import { type ProductWrite, searchText } from './write-queries.ts';

/** A URL word for a product name, unique in its store. */
export async function freeSlug(db: Queryable, storeId: string, name: string): Promise<string> {
  const base = slugify(name, 'item', 60);
  const { rows } = await db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE store_id = $1 AND (slug = $2 OR slug LIKE $3)`,
    [storeId, base, `${base}-%`],
  );
  return firstFree(
    base,
    rows.map((r) => r.slug),
  );
}

export interface NewProductExtra {
  slug: string;
  created_at?: string;
  popularity?: number;
  rating?: { value: number; count: number };
}

/** The ids of those of `slugs` the store has, by slug. */
export async function productIdsBySlug(
  db: Queryable,
  storeId: string,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM products WHERE store_id = $1 AND slug = ANY($2::text[])',
    [storeId, slugs],
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

const items = (n: number) => `${n.toLocaleString('en-NG')} item${n === 1 ? '' : 's'}`;

/**
 * Room in the store for `adding` new items, or 409 (docs/product-rules.md: every store holds at
 * most STORE_MAX_PRODUCTS, a sandbox fewer). The count is taken under a lock on the store's items
 * held to the end of the caller's transaction, so writes at the same moment cannot both pass it.
 */
export async function checkProductRoom(
  tx: Queryable,
  storeId: string,
  adding: number,
  max: number,
): Promise<void> {
  if (adding <= 0) return;
  await tx.query('SELECT pg_advisory_xact_lock(727018, hashtext($1))', [storeId]);
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products WHERE store_id = $1',
    [storeId],
  );
  const has = rows[0]!.n;
  if (has + adding <= max) return;
  throw new DomainError(
    'conflict',
    adding === 1 || has >= max
      ? `This store has ${items(has)}, the most it can hold. Delete some to add more.`
      : `This would bring the store to ${items(has + adding)}; it can hold ${items(max)}. Delete some, or add fewer.`,
  );
}

/** Inserts a product and its variants (inside the caller's transaction). */
export async function insertProduct(
  tx: Queryable,
  storeId: string,
  product: ProductWrite,
  extra: NewProductExtra,
): Promise<string> {
  const [id] = await insertProducts(tx, storeId, [{ product, extra }]);
  return id!;
}

/** Products a query inserts at once (a CSV import writes 1,000 items in a few statements). */
const INSERT_BATCH = 500;

/**
 * Inserts products with their variants and price ranges (inside the caller's transaction), a
 * batch per statement; returns their ids in the order given. The one way products are created.
 */
export async function insertProducts(
  tx: Queryable,
  storeId: string,
  items: readonly { product: ProductWrite; extra: NewProductExtra }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < items.length; from += INSERT_BATCH) {
    const batch = items.slice(from, from + INSERT_BATCH);
    const rows = batch.map(({ product, extra }) => {
      const prices = product.variants.map((v) => v.price_kobo);
      return {
        slug: extra.slug,
        name: product.name,
        description: product.description,
        details: product.details,
        delivery: product.delivery,
        tags: product.tags,
        price_suffix: product.price_suffix,
        mods: product.mods,
        media: product.media,
        search_text: searchText(product),
        popularity: extra.popularity ?? 0,
        rating_value: extra.rating?.value ?? 0,
        rating_count: extra.rating?.count ?? 0,
        created_at: extra.created_at ?? null,
        status: product.status ?? 'active',
        fulfilment: product.fulfilment ?? 'shipped',
        lead_days: product.lead_days ?? 0,
        sample: product.sample ?? false,
        track_stock: product.track_stock ?? true,
        price_kobo: prices.length ? Math.min(...prices) : 0,
        price_max_kobo: prices.length ? Math.max(...prices) : 0,
      };
    });
    const { rows: made } = await tx.query<{ id: string; slug: string }>(
      `INSERT INTO products (store_id, slug, name, description, details, delivery, tags, price_suffix,
          mods, media, search_text, popularity, rating_value, rating_count, created_at, status,
          fulfilment, lead_days, sample, track_stock, price_kobo, price_max_kobo, stock_version)
        SELECT $1, r.slug, r.name, r.description, r.details, r.delivery, r.tags, r.price_suffix,
          r.mods, r.media, r.search_text, r.popularity, r.rating_value, r.rating_count,
          coalesce(r.created_at, now()), r.status, r.fulfilment, r.lead_days, r.sample, r.track_stock, r.price_kobo,
          r.price_max_kobo, 1
          FROM jsonb_to_recordset($2::jsonb) AS r(slug text, name text, description text,
            details text, delivery text, tags text[], price_suffix text, mods json, media jsonb,
            search_text text, popularity integer, rating_value real, rating_count integer,
            created_at timestamptz, status text, fulfilment text, lead_days integer, sample boolean, track_stock boolean, price_kobo integer,
            price_max_kobo integer)
        RETURNING id, slug`,
      [storeId, JSON.stringify(rows)],
    );
    const idOf = new Map(made.map((r) => [r.slug, r.id]));
    const variants = batch.flatMap(({ product, extra }) =>
      product.variants.map((v, position) => ({
        product_id: idOf.get(extra.slug),
        position,
        mods: v.mods,
        qty: v.qty,
        price_kobo: v.price_kobo,
        compare_at_kobo: v.compare_at_kobo ?? null,
        sku: v.sku ?? '',
      })),
    );
    await tx.query(
      `INSERT INTO variants (product_id, position, mods, qty, price_kobo, compare_at_kobo, sku)
        SELECT v.product_id, v.position, v.mods, v.qty, v.price_kobo, v.compare_at_kobo, v.sku
          FROM jsonb_to_recordset($1::jsonb) AS v(product_id uuid, position integer, mods jsonb,
            qty integer, price_kobo integer, compare_at_kobo integer, sku text)`,
      [JSON.stringify(variants)],
    );
    ids.push(...batch.map(({ extra }) => idOf.get(extra.slug)!));
  }
  return ids;
}
