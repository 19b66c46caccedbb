import type { Context } from '../context.ts';
import type { CachedRead } from '../lib/micro-cache.ts';

/** A store's cached catalogue pages and products: a write to its catalogue or stock changes them. */
export const catalogueReads = (storeId: string): CachedRead[] => [
  { prefix: `products:${storeId}:` },
  { prefix: `product:${storeId}:` },
];

/** After a write outside a route (an order's stock, a sweep): the store's catalogue reads go. */
export function dropCatalogue(ctx: Pick<Context, 'cache'>, storeId: string): void {
  ctx.cache.reads.forget(catalogueReads(storeId));
}
