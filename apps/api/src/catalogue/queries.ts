import {
  type MediaEntry,
  type Product,
  type ProductCard,
  type ProductFulfilment,
  type ProductOption,
  type ProductPage,
  type ProductStatus,
  type Sort,
  type TagGroup,
  PRODUCTS_PER_PAGE,
  tagFilterGroups,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { firstFree, slugify } from '../lib/slugs.ts';
import { UUID } from '../lib/ids.ts';
import { containing, nearestSearch, planSearch, queryWords } from './search-queries.ts';

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
  variants: { id?: string; mods: Record<string, string>; qty: number; price_kobo: number }[];
}

const CARD_COLUMNS = `p.id, p.slug, p.name, p.description, p.tags, p.price_kobo, p.price_max_kobo,
  p.price_suffix, coalesce(p.media->0->>'file', '') AS image, p.status, p.created_at,
  (SELECT coalesce(sum(v.qty), 0)::int FROM variants v WHERE v.product_id = p.id) AS stock,
  EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.qty > 0) AS in_stock`;

const ORDER_BY: Record<Sort, string> = {
  Latest: 'p.created_at DESC, p.id',
  Oldest: 'p.created_at ASC, p.id',
  'Most Popular': 'p.popularity DESC, p.created_at DESC, p.id',
  'Price: low to high': 'p.price_kobo ASC, p.name, p.id',
  'Price: high to low': 'p.price_kobo DESC, p.name, p.id',
};

/** What search matches: name, description and tags, lower-cased (kept with the row). */
export function searchText(product: Pick<ProductWrite, 'name' | 'description' | 'tags'>): string {
  return `${product.name} ${product.description} ${product.tags.join(' ')}`.toLowerCase();
}

export interface ProductQuery {
  q?: string;
  tags?: string[];
  sort?: Sort;
  page?: number;
  per_page?: number;
  /** The store's managers see drafts too; shoppers never do. */
  drafts?: boolean;
}

/**
 * One page of a store's cards. Every search word must match (typos, plurals and stems forgiven:
 * search-queries.ts); with a query and no sort chosen, the best matches come first (a word in the
 * name counts before one in the description). Tags within a group widen, groups narrow (the same
 * rule the Categories menu describes). A search that finds nothing says what it may have meant.
 */
export async function listProducts(
  db: Queryable,
  storeId: string,
  categories: TagGroup[],
  query: ProductQuery,
  { suggest = true }: { suggest?: boolean } = {},
): Promise<ProductPage> {
  const { q = '', tags = [], sort, page = 1, per_page = PRODUCTS_PER_PAGE, drafts = false } = query;
  const params: unknown[] = [storeId];
  const where = ['p.store_id = $1'];
  if (!drafts) where.push(`p.status = 'active'`);
  const score: string[] = [];
  const words = queryWords(q);
  const plan = words.length > 0 ? await planSearch(db, storeId, words) : [];
  for (const matches of plan) {
    // One LIKE per word the store knows, OR'ed: the trigram index on search_text serves them.
    const slots = containing(matches).map((pattern) => `$${params.push(pattern)}`);
    const anyOf = (column: string) =>
      slots.length === 0 ? 'false' : `(${slots.map((s) => `${column} LIKE ${s}`).join(' OR ')})`;
    where.push(anyOf('p.search_text'));
    score.push(`CASE WHEN ${anyOf('lower(p.name)')} THEN 2 ELSE 1 END`);
  }
  for (const group of tagFilterGroups(tags, categories)) {
    params.push(group);
    where.push(`p.tags && $${params.length}::text[]`);
  }
  const filter = where.join(' AND ');
  let order = ORDER_BY[sort ?? 'Latest'];
  if (score.length > 0 && !sort) {
    params.push(words.join(' '));
    order = `${score.join(' + ')} DESC, similarity(lower(p.name), $${params.length}) DESC, ${ORDER_BY['Most Popular']}`;
  }
  const countParams = params.slice(0, score.length > 0 && !sort ? -1 : undefined);
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE ${filter}`,
      countParams,
    ),
    db.query<ProductCard>(
      `SELECT ${CARD_COLUMNS} FROM products p WHERE ${filter} ORDER BY ${order}
        LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      params,
    ),
  ]);
  const result: ProductPage = { documents: rows, total: counted[0]!.n, page, per_page };
  const suggestion =
    result.total === 0 && suggest && words.length > 0
      ? await nearestSearch(db, storeId, words)
      : undefined;
  if (suggestion) {
    const other = await listProducts(
      db,
      storeId,
      categories,
      { q: suggestion, tags, per_page: 1 },
      { suggest: false },
    );
    if (other.total > 0) result.suggestion = suggestion;
  }
  return result;
}

/** One product with its options and variants, by slug or id, within a store (drafts: managers). */
export async function findProduct(
  db: Queryable,
  storeId: string,
  slugOrId: string,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<Product | undefined> {
  // Only a well-formed uuid is cast: 36 hex digits and hyphens in other shapes made the cast fail (500).
  const byId = UUID.test(slugOrId);
  const { rows } = await db.query<Product & { rating_value: number; rating_count: number }>(
    `SELECT ${CARD_COLUMNS}, p.store_id, p.details, p.delivery, p.mods, p.media, p.popularity, p.fulfilment,
        p.rating_value, p.rating_count, p.stock_version
       FROM products p WHERE p.store_id = $1 AND ${byId ? 'p.id = $2::uuid' : 'p.slug = $2'}
        ${drafts ? '' : `AND p.status = 'active'`}`,
    [storeId, slugOrId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { rows: variants } = await db.query<Product['variants'][number]>(
    'SELECT id, mods, qty, price_kobo FROM variants WHERE product_id = $1 ORDER BY position',
    [row.id],
  );
  const { rating_value, rating_count, ...product } = row;
  return { ...product, rating: { value: rating_value, count: rating_count }, variants };
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
    const values = [JSON.stringify(variant.mods), variant.qty, variant.price_kobo, position];
    const updated = variant.id
      ? await tx.query(
          'UPDATE variants SET mods = $1, qty = $2, price_kobo = $3, position = $4 WHERE id = $5 AND product_id = $6 RETURNING id',
          [...values, variant.id, productId],
        )
      : { rows: [] };
    if (updated.rows.length === 0)
      await tx.query(
        'INSERT INTO variants (mods, qty, price_kobo, position, product_id) VALUES ($1, $2, $3, $4, $5)',
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
        price_kobo: prices.length ? Math.min(...prices) : 0,
        price_max_kobo: prices.length ? Math.max(...prices) : 0,
      };
    });
    const { rows: made } = await tx.query<{ id: string; slug: string }>(
      `INSERT INTO products (store_id, slug, name, description, details, delivery, tags, price_suffix,
          mods, media, search_text, popularity, rating_value, rating_count, created_at, status,
          fulfilment, price_kobo, price_max_kobo, stock_version)
        SELECT $1, r.slug, r.name, r.description, r.details, r.delivery, r.tags, r.price_suffix,
          r.mods, r.media, r.search_text, r.popularity, r.rating_value, r.rating_count,
          coalesce(r.created_at, now()), r.status, r.fulfilment, r.price_kobo, r.price_max_kobo, 1
          FROM jsonb_to_recordset($2::jsonb) AS r(slug text, name text, description text,
            details text, delivery text, tags text[], price_suffix text, mods json, media jsonb,
            search_text text, popularity integer, rating_value real, rating_count integer,
            created_at timestamptz, status text, fulfilment text, price_kobo integer, price_max_kobo integer)
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
      })),
    );
    await tx.query(
      `INSERT INTO variants (product_id, position, mods, qty, price_kobo)
        SELECT v.product_id, v.position, v.mods, v.qty, v.price_kobo
          FROM jsonb_to_recordset($1::jsonb) AS v(product_id uuid, position integer, mods jsonb,
            qty integer, price_kobo integer)`,
      [JSON.stringify(variants)],
    );
    ids.push(...batch.map(({ extra }) => idOf.get(extra.slug)!));
  }
  return ids;
}

/** Changes what is given of a product (inside the caller's transaction). */
export async function updateProduct(
  tx: Queryable,
  current: Product,
  changes: Partial<ProductWrite>,
): Promise<void> {
  const next = { ...current, ...changes };
  await tx.query(
    `UPDATE products SET name = $2, description = $3, details = $4, delivery = $5, tags = $6,
        price_suffix = $7, mods = $8, media = $9, search_text = $10, status = $11, fulfilment = $12,
        updated_at = now()
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
    ],
  );
  if (changes.variants) await writeVariants(tx, current.id, changes.variants);
}

/** Orders keep their lines (name, price, options); the line's link to the product is cleared. */
export async function deleteProduct(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM products WHERE id = $1', [id]);
}

/** Every product of a store with its variants (drafts too), newest first: what an export writes. */
export async function allProducts(db: Queryable, storeId: string): Promise<Product[]> {
  const { rows } = await db.query<Product & { rating_value: number; rating_count: number }>(
    `SELECT ${CARD_COLUMNS}, p.store_id, p.details, p.delivery, p.mods, p.media, p.popularity,
        p.rating_value, p.rating_count, p.stock_version
       FROM products p WHERE p.store_id = $1 ORDER BY ${ORDER_BY.Latest}`,
    [storeId],
  );
  const { rows: variants } = await db.query<Product['variants'][number] & { product_id: string }>(
    `SELECT v.id, v.product_id, v.mods, v.qty, v.price_kobo FROM variants v
       JOIN products p ON p.id = v.product_id WHERE p.store_id = $1 ORDER BY v.product_id, v.position`,
    [storeId],
  );
  const byProduct = new Map<string, Product['variants']>();
  for (const { product_id, ...variant } of variants) {
    const list = byProduct.get(product_id);
    if (list) list.push(variant);
    else byProduct.set(product_id, [variant]);
  }
  return rows.map(({ rating_value, rating_count, ...product }) => ({
    ...product,
    rating: { value: rating_value, count: rating_count },
    variants: byProduct.get(product.id) ?? [],
  }));
}

/** The slugs a store's products have, with their ids (an import matches Handles to them). */
export async function productSlugs(db: Queryable, storeId: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM products WHERE store_id = $1',
    [storeId],
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}
