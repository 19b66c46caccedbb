import type { StoreInfo } from '@agency/contract';
import type { Context } from '../context.ts';
import type { Awaitable } from '../lib/awaitable.ts';
import { storeBySlug } from './queries.ts';

/** A store's key in the read cache, said once. */
const key = (slug: string) => `store:${slug}`;

/**
 * A store's public details (what `GET /stores/:store` answers) from the read cache: every
 * storefront page, its catalogue and its sitemap read them (lib/micro-cache.ts).
 */
export const cachedStore = (ctx: Context, slug: string): Awaitable<StoreInfo> =>
  ctx.cache.reads.read(key(slug), () => storeBySlug(ctx.db, ctx.config.stores, slug));

/** A store's details changed: its next read loads them again. */
export const forgetCachedStore = (ctx: Pick<Context, 'cache'>, slug: string): void =>
  ctx.cache.reads.delete(key(slug));
