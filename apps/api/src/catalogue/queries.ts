import {
  type MediaEntry,
  type Product,
  type ProductCard,
  type ProductMod,
  type ProductPage,
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
  mods: ProductMod[];
  media: MediaEntry[];
  variants: { id?: string; mods: Record<string, string>; qty: number; price_kobo: number }[];
}

const CARD_COLUMNS = `p.id, p.slug, p.name, p.description, p.tags, p.price_kobo, p.price_max_kobo,
  p.price_suffix, coalesce(p.media->0->>'file', '') AS image, p.created_at,
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
  const { q = '', tags = [], sort, page = 1, per_page = PRODUCTS_PER_PAGE } = query;
  const params: unknown[] = [storeId];
  const where = ['p.store_id = $1'];
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

/** One product with its options and variants, by slug or id, within a store. */
export async function findProduct(
  db: Queryable,
  storeId: string,
  slugOrId: string,
): Promise<Product | undefined> {
  // Only a well-formed uuid is cast: 36 hex digits and hyphens in other shapes made the cast fail (500).
  const byId = UUID.test(slugOrId);
  const { rows } = await db.query<Product & { rating_value: number; rating_count: number }>(
    `SELECT ${CARD_COLUMNS}, p.store_id, p.details, p.delivery, p.mods, p.media, p.popularity,
        p.rating_value, p.rating_count, p.stock_version
       FROM products p WHERE p.store_id = $1 AND ${byId ? 'p.id = $2::uuid' : 'p.slug = $2'}`,
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

/** Inserts a product and its variants (inside the caller's transaction). */
export async function insertProduct(
  tx: Queryable,
  storeId: string,
  product: ProductWrite,
  extra: {
    slug: string;
    created_at?: string;
    popularity?: number;
    rating?: { value: number; count: number };
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO products (store_id, slug, name, description, details, delivery, tags, price_suffix,
        mods, media, search_text, popularity, rating_value, rating_count, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, coalesce($15::timestamptz, now()))
      RETURNING id`,
    [
      storeId,
      extra.slug,
      product.name,
      product.description,
      product.details,
      product.delivery,
      product.tags,
      product.price_suffix,
      JSON.stringify(product.mods),
      JSON.stringify(product.media),
      searchText(product),
      extra.popularity ?? 0,
      extra.rating?.value ?? 0,
      extra.rating?.count ?? 0,
      extra.created_at ?? null,
    ],
  );
  const id = rows[0]!.id;
  await writeVariants(tx, id, product.variants);
  return id;
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
        price_suffix = $7, mods = $8, media = $9, search_text = $10, updated_at = now()
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
    ],
  );
  if (changes.variants) await writeVariants(tx, current.id, changes.variants);
}

/** Orders keep their lines (name, price, options); the line's link to the product is cleared. */
export async function deleteProduct(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM products WHERE id = $1', [id]);
}
