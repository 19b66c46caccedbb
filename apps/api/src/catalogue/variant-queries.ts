/** Writing a product's variants (their options, stock and prices) and locking its stock. */
import type { Queryable } from '../db/index.ts';

/** One variant of a product as an item save or an import writes it. */
export interface VariantWrite {
  id?: string;
  mods: Record<string, string>;
  qty: number;
  price_kobo: number;
  /** Left out: a kept variant keeps its own (the item editor does not show them yet). */
  compare_at_kobo?: number | null;
  sku?: string;
}

/**
 * Writes the variants of a product: kept ids are updated in place (carts and orders that name
 * them stay valid), new ones inserted, missing ones deleted. Then the product's price range.
 * A compare-at price or SKU left out of a kept variant stays as it was.
 */
export async function writeVariants(
  tx: Queryable,
  productId: string,
  variants: VariantWrite[],
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
