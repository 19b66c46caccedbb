/** Reading products: a page of a store's cards (search, tags, sort), one product, all of them. */
import {
  type Product,
  type ProductCard,
  type ProductPage,
  type Sort,
  type TagGroup,
  PRODUCTS_PER_PAGE,
  tagFilterGroups,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { UUID } from '../lib/ids.ts';
import { categoryTags, containing, planSearch, queryWords } from './search-queries.ts';

const CARD_COLUMNS = `p.id, p.slug, p.name, p.description, p.tags, p.price_kobo, p.price_max_kobo,
  p.price_suffix, coalesce(p.media->0->>'file', '') AS image, p.status, p.sample, p.created_at,
  p.track_stock,
  (SELECT coalesce(sum(v.qty), 0)::int FROM variants v WHERE v.product_id = p.id) AS stock,
  (NOT p.track_stock
    OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.qty > 0)) AS in_stock`;

const ORDER_BY: Record<Sort, string> = {
  Latest: 'p.created_at DESC, p.id',
  Oldest: 'p.created_at ASC, p.id',
  'Most Popular': 'p.popularity DESC, p.created_at DESC, p.id',
  'Price: low to high': 'p.price_kobo ASC, p.name, p.id',
  'Price: high to low': 'p.price_kobo DESC, p.name, p.id',
};

export interface ProductQuery {
  q?: string;
  tags?: string[];
  sort?: Sort;
  page?: number;
  per_page?: number;
  /** The store's managers see drafts too; shoppers never do. */
  drafts?: boolean;
  /** A template's samples: seen by the store's managers and in a demo store (decision 044). */
  samples?: boolean;
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
  const samples = query.samples ?? drafts;
  const params: unknown[] = [storeId];
  const where = ['p.store_id = $1'];
  if (!drafts) where.push(`p.status = 'active'`);
  if (!samples) where.push('NOT p.sample');
  const score: string[] = [];
  const words = queryWords(q);
  const plan = words.length > 0 ? await planSearch(db, storeId, words) : undefined;
  for (const [i, matches] of (plan?.matches ?? []).entries()) {
    // One LIKE per word the store knows, OR'ed: the trigram index on search_text serves them.
    const slots = containing(matches).map((pattern) => `$${params.push(pattern)}`);
    const anyOf = (column: string) =>
      slots.length === 0 ? 'false' : `(${slots.map((s) => `${column} LIKE ${s}`).join(' OR ')})`;
    // A word that names one of the store's categories also finds the items in it.
    const inCategory = categoryTags(words[i]!, categories);
    const named = inCategory.length > 0 ? ` OR p.tags && $${params.push(inCategory)}::text[]` : '';
    where.push(`(${anyOf('p.search_text')}${named})`);
    score.push(`CASE WHEN ${anyOf('lower(p.name)')} THEN 2 ELSE 1 END`);
  }
  // The Categories menu's counts are of what the search finds, before the tags chosen narrow it.
  const searched = { filter: where.join(' AND '), params: [...params] };
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
  const [{ rows: counted }, { rows }, facets] = await Promise.all([
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p WHERE ${filter}`,
      countParams,
    ),
    db.query<ProductCard>(
      `SELECT ${CARD_COLUMNS} FROM products p WHERE ${filter} ORDER BY ${order}
        LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      params,
    ),
    // The suggestion's own look-up (suggest: false) needs no counts.
    suggest ? categoryCounts(db, categories, searched) : {},
  ]);
  const result: ProductPage = {
    documents: rows,
    total: counted[0]!.n,
    page,
    per_page,
    ...facets,
  };
  // The suggestion comes from the typo lookup the plan already made: no second pass.
  const suggestion = result.total === 0 && suggest ? plan?.suggestion : undefined;
  if (suggestion) {
    const other = await listProducts(
      db,
      storeId,
      categories,
      { q: suggestion, tags, per_page: 1, samples },
      { suggest: false },
    );
    if (other.total > 0) result.suggestion = suggestion;
  }
  return result;
}

/**
 * How many of the items a search finds carry each tag of the store's categories, and each category
 * (an item counted once in it, whatever number of its tags it has). Tags and categories with no
 * item are left out: the menu hides them (docs/product-rules.md, "Store index").
 */
async function categoryCounts(
  db: Queryable,
  categories: TagGroup[],
  searched: { filter: string; params: unknown[] },
): Promise<Pick<ProductPage, 'tag_counts' | 'category_counts'>> {
  if (categories.length === 0) return {};
  const known = [...new Set(categories.flatMap((c) => c.tags.map((t) => t.toLowerCase())))];
  const tagParams = [...searched.params, known];
  const groupParams = [...searched.params];
  const groups = categories.map(
    (c) => `$${groupParams.push(c.tags.map((t) => t.toLowerCase()))}::text[]`,
  );
  const [byTag, byGroup] = await Promise.all([
    db.query<{ tag: string; n: number }>(
      `SELECT t AS tag, count(*)::int AS n FROM products p, unnest(p.tags) AS t
        WHERE ${searched.filter} AND t = ANY($${tagParams.length}::text[]) GROUP BY t`,
      tagParams,
    ),
    db.query<Record<string, number>>(
      `SELECT ${groups.map((slot, k) => `count(*) FILTER (WHERE p.tags && ${slot})::int AS c${k}`).join(', ')}
         FROM products p WHERE ${searched.filter}`,
      groupParams,
    ),
  ]);
  const tag_counts = Object.fromEntries(byTag.rows.map((r) => [r.tag, r.n]));
  const category_counts: Record<string, number> = {};
  for (const [k, c] of categories.entries()) {
    const n = byGroup.rows[0]?.[`c${k}`] ?? 0;
    if (n > 0) category_counts[c.name] = n;
  }
  return { tag_counts, category_counts };
}

/**
 * One product with its options and variants, by slug or id, within a store (drafts: managers;
 * samples: managers, and a demo store's shoppers).
 */
export async function findProduct(
  db: Queryable,
  storeId: string,
  slugOrId: string,
  { drafts = false, samples = drafts }: { drafts?: boolean; samples?: boolean } = {},
): Promise<Product | undefined> {
  // Only a well-formed uuid is cast: 36 hex digits and hyphens in other shapes made the cast fail (500).
  const byId = UUID.test(slugOrId);
  const { rows } = await db.query<Product & { rating_value: number; rating_count: number }>(
    `SELECT ${CARD_COLUMNS}, p.store_id, p.details, p.delivery, p.mods, p.media, p.popularity, p.fulfilment, p.lead_days,
        p.rating_value, p.rating_count, p.stock_version
       FROM products p WHERE p.store_id = $1 AND ${byId ? 'p.id = $2::uuid' : 'p.slug = $2'}
        ${drafts ? '' : `AND p.status = 'active'`} ${samples ? '' : 'AND NOT p.sample'}`,
    [storeId, slugOrId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { rows: variants } = await db.query<Product['variants'][number]>(
    'SELECT id, mods, qty, price_kobo, compare_at_kobo, sku FROM variants WHERE product_id = $1 ORDER BY position',
    [row.id],
  );
  const { rating_value, rating_count, ...product } = row;
  return { ...product, rating: { value: rating_value, count: rating_count }, variants };
}

/**
 * Every product of a store with its variants (drafts too), newest first: what an export writes;
 * or only those of `ids` (a bulk action's items).
 */
export async function allProducts(
  db: Queryable,
  storeId: string,
  ids?: readonly string[],
): Promise<Product[]> {
  const only = ids ? 'AND p.id = ANY($2::uuid[])' : '';
  const params = ids ? [storeId, ids] : [storeId];
  const { rows } = await db.query<Product & { rating_value: number; rating_count: number }>(
    `SELECT ${CARD_COLUMNS}, p.store_id, p.details, p.delivery, p.mods, p.media, p.popularity,
        p.rating_value, p.rating_count, p.stock_version
       FROM products p WHERE p.store_id = $1 ${only} ORDER BY ${ORDER_BY.Latest}`,
    params,
  );
  const { rows: variants } = await db.query<Product['variants'][number] & { product_id: string }>(
    `SELECT v.id, v.product_id, v.mods, v.qty, v.price_kobo, v.compare_at_kobo, v.sku FROM variants v
       JOIN products p ON p.id = v.product_id WHERE p.store_id = $1 ${only}
      ORDER BY v.product_id, v.position`,
    params,
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
