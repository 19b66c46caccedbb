import type { Context } from '../context.ts';

/** After a write to a store's catalogue or stock: its cached pages and products on this instance go. */
export function dropCatalogue(ctx: Pick<Context, 'cache'>, storeId: string): void {
  ctx.cache.reads.deletePrefix(`products:${storeId}:`);
  ctx.cache.reads.deletePrefix(`product:${storeId}:`);
}
