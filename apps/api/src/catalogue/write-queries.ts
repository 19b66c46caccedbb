/** Writing products: free slugs, inserts (one or a batch), updates, variants, locks, deletes. */
import type {
  MediaEntry,
  Product,
  ProductFulfilment,
  ProductOption,
  ProductStatus,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { firstFree, slugify } from '../lib/slugs.ts';

export interface ProductWrite {
  name: string;
  description: string;
  details: string;
  delivery: string;
  tags: string[];
  price_suffix: string;
  mods: ProductOption[];
  media: MediaEntry[];
  /** 'active' when left out. */
  status?: ProductStatus;
  /** Shipped when left out. */
  fulfilment?: ProductFulfilment;
  /** Days of notice (made to order): 0 when left out. */
  lead_days?: number;
  /** A template's item (decision 044): false when left out. */
  sample?: boolean;
  /** False: made to order, stock not counted. True when left out. */
  track_stock?: boolean;
  variants: {
    id?: string;
    mods: Record<string, string>;
    qty: number;
    price_kobo: number;
    /** Left out: a kept variant keeps its own (the item editor does not show them yet). */
    compare_at_kobo?: number | null;
    sku?: string;
  }[];
}

/** A colour choice written as a code (#b91c1c): no word a shopper would type. */
const COLOUR_CODE = /^#?[0-9a-f]{3,8}$/i;

/**
 * The choices of a product's list and colour options ("Chocolate", "Red velvet"): a shopper
 * searches for the flavour or size an item comes in, as Shopify indexes variant option values.
 */
export function choiceWords(mods: readonly ProductOption[]): string[] {
  const choices = mods.flatMap((mod) =>
    mod.type === 'list' || mod.type === 'color' ? (mod.options ?? []) : [],
  );
  return [...new Set(choices.filter((choice) => !COLOUR_CODE.test(choice.trim())))];
}

/** What search matches: name, description, tags and option choices, lower-cased (kept with the row). */
export function searchText(
  product: Pick<ProductWrite, 'name' | 'description' | 'tags'> & { mods?: ProductOption[] },
): string {
  const choices = choiceWords(product.mods ?? []);
  const text = `${product.name} ${product.description} ${product.tags.join(' ')}`;
  return (choices.length > 0 ? `${text} ${choices.join(' ')}` : text).toLowerCase();
}

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

/**
 * Writes the variants of a product: kept ids are updated in place (carts and orders that name
 * them stay valid), new ones inserted, missing ones deleted. Then the product's price range.
 * A compare-at price or SKU left out of a kept variant stays as it was.
 */
export async function writeVariants(
  tx: Queryable,
  productId: string,
  variants: ProductWrite['variants'],
): Promise<void> {
  const keep = variants.map((v) => v.id).filter((id): id is string => Boolean(id));
  await tx.query('DELETE FROM variants WHERE product_id = $1 AND NOT (id = ANY($2::uuid[]))', [
    productId,
    keep,
  ]);
  for (const [position, variant] of variants.entries()) {
    const values = [
      JSON.stringify(variant.mods),
      variant.qty,
      variant.price_kobo,
      position,
      variant.compare_at_kobo !== undefined,
      variant.compare_at_kobo ?? null,
      variant.sku ?? null,
    ];
    const updated = variant.id
      ? await tx.query(
          `UPDATE variants SET mods = $1, qty = $2, price_kobo = $3, position = $4,
              compare_at_kobo = CASE WHEN $5::boolean THEN $6::integer ELSE compare_at_kobo END,
              sku = coalesce($7::text, sku)
            WHERE id = $8 AND product_id = $9 RETURNING id`,
          [...values, variant.id, productId],
        )
      : { rows: [] };
    if (updated.rows.length === 0)
      await tx.query(
        `INSERT INTO variants (mods, qty, price_kobo, position, compare_at_kobo, sku, product_id)
          VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN $6::integer END, coalesce($7::text, ''), $8)`,
        [...values, productId],
      );
  }
  await tx.query(
    `UPDATE products SET
       price_kobo = (SELECT coalesce(min(price_kobo), 0) FROM variants WHERE product_id = $1),
       price_max_kobo = (SELECT coalesce(max(price_kobo), 0) FROM variants WHERE product_id = $1),
       stock_version = stock_version + 1
     WHERE id = $1`,
    [productId],
  );
}

/**
 * The product's stock version, its row locked until the caller's transaction ends: an order (which
 * moves the version on before it takes stock) waits for the save, or the save sees its version.
 */
export async function lockStockVersion(tx: Queryable, productId: string): Promise<number> {
  const { rows } = await tx.query<{ stock_version: number }>(
    'SELECT stock_version FROM products WHERE id = $1 FOR UPDATE',
    [productId],
  );
  return rows[0]?.stock_version ?? -1;
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

/**
 * Changes what is given of a product (inside the caller's transaction). An edit makes a template's
 * sample the owner's own item (decision 044).
 */
export async function updateProduct(
  tx: Queryable,
  current: Product,
  changes: Partial<ProductWrite>,
): Promise<void> {
  const next = { ...current, ...changes };
  await tx.query(
    `UPDATE products SET name = $2, description = $3, details = $4, delivery = $5, tags = $6,
        price_suffix = $7, mods = $8, media = $9, search_text = $10, status = $11, fulfilment = $12,
        track_stock = $13, lead_days = $14, sample = false, updated_at = now()
      WHERE id = $1`,
    [
      current.id,
      next.name,
      next.description,
      next.details,
      next.delivery,
      next.tags,
      next.price_suffix,
      JSON.stringify(next.mods),
      JSON.stringify(next.media),
      searchText(next),
      next.status,
      next.fulfilment ?? 'shipped',
      next.track_stock ?? true,
      next.lead_days ?? 0,
    ],
  );
  if (changes.variants) await writeVariants(tx, current.id, changes.variants);
}

/** Orders keep their lines (name, price, options); the line's link to the product is cleared. */
export async function deleteProduct(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM products WHERE id = $1', [id]);
}

/** The owner keeps a template's sample as it is: it becomes their own item. Answers whether it was one. */
export async function keepSample(db: Queryable, storeId: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE products SET sample = false, updated_at = now() WHERE id = $1 AND store_id = $2 AND sample RETURNING 1',
    [id, storeId],
  );
  return rows.length > 0;
}

/** Deletes every sample item of a store at once; answers the ones deleted. */
export async function deleteSamples(
  tx: Queryable,
  storeId: string,
): Promise<{ id: string; name: string; slug: string }[]> {
  const { rows } = await tx.query<{ id: string; name: string; slug: string }>(
    'DELETE FROM products WHERE store_id = $1 AND sample RETURNING id, name, slug',
    [storeId],
  );
  return rows;
}
