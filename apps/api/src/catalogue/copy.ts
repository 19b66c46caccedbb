import type { Queryable } from '../db/index.ts';

/** What a copied item keeps: everything a shopper or its owner sees, not its sales history. */
const COPIED = `slug, name, description, details, delivery, tags, price_suffix, mods, media,
  search_text, popularity, rating_value, rating_count, created_at, status, fulfilment, track_stock, price_kobo,
  price_max_kobo, lead_days`;

/**
 * Copies one store's items with their options, stock and prices into another (empty) store, inside
 * the caller's transaction: a store-admin sandbox made from a prospect's demo store sells what
 * that store sells. Pictures are shared by address (the sandbox's sweep never removes an upload
 * another store shows). Answers how many items were copied.
 */
export async function copyCatalogue(tx: Queryable, fromStoreId: string, toStoreId: string) {
  const { rows } = await tx.query<{ n: number }>(
    `WITH made AS (
       INSERT INTO products (store_id, ${COPIED}, stock_version)
       SELECT $2, ${COPIED}, 1 FROM products WHERE store_id = $1
       RETURNING id)
     SELECT count(*)::int AS n FROM made`,
    [fromStoreId, toStoreId],
  );
  await tx.query(
    `INSERT INTO variants (product_id, position, mods, qty, price_kobo, compare_at_kobo, sku)
     SELECT copy.id, v.position, v.mods, v.qty, v.price_kobo, v.compare_at_kobo, v.sku
       FROM variants v
       JOIN products original ON original.id = v.product_id AND original.store_id = $1
       JOIN products copy ON copy.store_id = $2 AND copy.slug = original.slug`,
    [fromStoreId, toStoreId],
  );
  return rows[0]!.n;
}
