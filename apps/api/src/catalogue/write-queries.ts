/**
 * Writing products: their shape and search text, changes, deletes and kept samples. New products
 * are written in insert-queries.ts, their variants and stock in variant-queries.ts.
 */
import type {
  MediaEntry,
  Product,
  ProductFulfilment,
  ProductOption,
  ProductStatus,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { type VariantWrite, writeVariants } from './variant-queries.ts';

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
  variants: VariantWrite[];
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
