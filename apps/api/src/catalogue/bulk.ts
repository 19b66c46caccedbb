/**
 * Work on several items at once (Our Items' selection): delete, publish, make drafts, or add a
 * category, in one call and one transaction (docs/product-rules.md, "Catalogue and orders").
 */
import {
  type BulkAction,
  bulkProductsRequest,
  itemCount,
  messageAnswer,
  pathParams,
  type Product,
} from '@agency/contract';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedOf, type Refreshes } from '../route-access.ts';
import { catalogueReads } from './cache.ts';
import { allProducts } from './read-queries.ts';
import { checkTags } from './tags.ts';

const WRITE = {
  access: { store: 'store' },
  refreshes: ((request) => catalogueReads(managedOf(request).store.id)) as Refreshes,
} as const;

/** Not one of the store's items (another store's, or gone): nothing is changed. */
export const BULK_NOT_FOUND =
  'Some of the chosen items are not in this store any more. Reload the list and try again.';

const DONE: Record<BulkAction, (n: number) => string> = {
  delete: (n) => `${itemCount(n)} deleted`,
  publish: (n) => `${itemCount(n)} published`,
  draft: (n) => `${itemCount(n)} moved to drafts`,
  set_category: (n) => `${itemCount(n)} updated`,
};

/** Locks the store's rows of `ids` in a fixed order (an order or a save waits, never deadlocks). */
async function lockItems(tx: Queryable, storeId: string, ids: readonly string[]): Promise<number> {
  const { rows } = await tx.query(
    'SELECT id FROM products WHERE store_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE',
    [storeId, ids],
  );
  return rows.length;
}

/**
 * Writes one action to the locked items. An edit makes a template's sample the owner's own item,
 * as a single edit does (decision 044).
 */
async function apply(
  tx: Queryable,
  action: BulkAction,
  items: readonly Product[],
  tag: string | undefined,
): Promise<void> {
  const ids = items.map((p) => p.id);
  if (action === 'delete') {
    await tx.query('DELETE FROM products WHERE id = ANY($1::uuid[])', [ids]);
    return;
  }
  if (action === 'set_category') {
    await tx.query(
      `UPDATE products SET tags = CASE WHEN $2 = ANY(tags) THEN tags ELSE tags || $2::text END,
          search_text = CASE WHEN $2 = ANY(tags) THEN search_text ELSE search_text || ' ' || $2 END,
          sample = false, updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids, tag],
    );
    return;
  }
  await tx.query(
    'UPDATE products SET status = $2, sample = false, updated_at = now() WHERE id = ANY($1::uuid[])',
    [ids, action === 'publish' ? 'active' : 'draft'],
  );
}

export function bulkRoutes(app: ApiApp, ctx: Context): void {
  const { db } = ctx;
  const bulk = {
    description:
      "Deletes, publishes, makes drafts of, or adds a category to several of the store's items at once (the store's managers): all or nothing, in one transaction, audited per item as a single change is. 404 when any id is not one of this store's items (nothing changes); 400 past BULK_MAX_ITEMS ids or for a category the store does not have.",
    params: pathParams('store'),
    body: bulkProductsRequest,
    response: { 200: messageAnswer },
  };
  app.post('/stores/:store/products/bulk', { schema: bulk, config: WRITE }, async (request) => {
    const { user, store } = managedOf(request);
    const { action, ids } = request.body;
    const tag =
      action === 'set_category' ? checkTags([request.body.tag!], store.categories)[0] : undefined;
    const wanted = [...new Set(ids)];
    const origin = originOf(request, user);
    const done = await db.transaction(async (tx) => {
      if ((await lockItems(tx, store.id, wanted)) !== wanted.length)
        throw new HttpError(404, BULK_NOT_FOUND);
      const items = await allProducts(tx, store.id, wanted);
      await apply(tx, action, items, tag);
      for (const product of items) {
        if (action === 'delete')
          await ctx.events.emit(tx, { type: 'catalogue.item_deleted', origin, product });
        else
          await ctx.events.emit(tx, {
            type: 'catalogue.product_edited',
            origin,
            before: product,
            variants: undefined,
            ...(action === 'set_category'
              ? { tags: product.tags.includes(tag!) ? product.tags : [...product.tags, tag!] }
              : { status: action === 'publish' ? 'active' : 'draft' }),
          });
      }
      return items.length;
    });
    return { message: DONE[action](done) };
  });
}
