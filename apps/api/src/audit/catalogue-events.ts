/** Audit events of a store's items (catalogue.*): prices, stock, deletions, imports, templates. */
import type { Product } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { actorOf, recordAfter, recordEvent } from './record.ts';

const variantLabel = (mods: Record<string, string>) => Object.values(mods).join(' / ');

/**
 * Per variant of an edited product that is kept, its price and stock before and after (in the
 * edit's transaction). `variants`: the edit's list (kept ones carry their id), if it had one.
 */
export async function auditProductEdit(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  before: Product,
  variants:
    | readonly { id?: string; mods?: Record<string, string>; qty: number; price_kobo: number }[]
    | undefined,
): Promise<void> {
  for (const variant of variants ?? []) {
    const was =
      before.variants.find((v) => variant.id && v.id === variant.id) ??
      before.variants.find((v) => JSON.stringify(v.mods) === JSON.stringify(variant.mods ?? {}));
    if (!was) continue;
    const about = { product_id: before.id, product: before.name, variant: variantLabel(was.mods) };
    const base = { storeId: before.store_id, target: { type: 'variant', id: was.id } };
    if (was.price_kobo !== variant.price_kobo)
      await recordEvent(tx, request, actorOf(user), {
        ...base,
        action: 'catalogue.price_changed',
        details: { ...about, price_kobo: { before: was.price_kobo, after: variant.price_kobo } },
      });
    if (was.qty !== variant.qty)
      await recordEvent(tx, request, actorOf(user), {
        ...base,
        action: 'catalogue.stock_changed',
        details: { ...about, qty: { before: was.qty, after: variant.qty } },
      });
  }
}

export async function auditItemDeleted(
  db: Queryable,
  request: FastifyRequest,
  user: User,
  product: Pick<Product, 'id' | 'name' | 'slug' | 'store_id'>,
): Promise<void> {
  await recordAfter(db, request, actorOf(user), {
    action: 'catalogue.item_deleted',
    storeId: product.store_id,
    target: { type: 'product', id: product.id },
    details: { name: product.name, slug: product.slug },
  });
}

/**
 * A CSV import or a template filled a store (in its transaction): how many items came in or
 * changed. One event for the file; an import's price and stock changes are in its counts.
 */
export async function auditCatalogueFilled(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  storeId: string,
  details:
    | { how: 'import'; created: number; updated: number; refused: number }
    | { how: 'template'; template: string; created: number },
): Promise<void> {
  const { how, ...counts } = details;
  await recordEvent(tx, request, actorOf(user), {
    action: how === 'import' ? 'catalogue.imported' : 'catalogue.template_applied',
    storeId,
    target: { type: 'store', id: storeId },
    details: counts,
  });
}
