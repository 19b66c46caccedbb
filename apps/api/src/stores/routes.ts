import { normaliseHost, storeSettingsRequest, type StoreOverview } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { auditStoreSettings } from '../audit/events.ts';
import { requireUser, type Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { managedStore, STORE_MANAGERS } from './access.ts';
import {
  managedStores,
  customDomainProblem,
  lockStore,
  managedStoreBySlug,
  storeBySlug,
  storeOverview,
  storeSlugByHost,
  updateOrderLimits,
  updateStore,
} from './queries.ts';

type SlugParams = { Params: { store: string } };

/**
 * /stores, /stores/:store, /stores/:store/overview and /store-hosts/:host (people: people-routes.ts;
 * products, orders, analytics: their modules).
 */
export default async function storeRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  /** The stores the signed-in user runs (store admin, owner or admin). */
  app.get('/stores', async (request) => {
    const user = await requireUser(ctx, request, STORE_MANAGERS);
    return { documents: await managedStores(db, ctx.config.stores, user) };
  });

  /** What a shopper needs: name, contact, delivery zones and fees, pickup, transfer details. */
  app.get<SlugParams>('/stores/:store', async (request) => {
    const slug = request.params.store;
    return ctx.cache.reads.get(`store:${slug}`, () => storeBySlug(db, ctx.config.stores, slug));
  });

  app.patch<SlugParams>('/stores/:store', async (request) => {
    const { user, store } = await managedStore(ctx, request, request.params.store);
    const changes = parse(storeSettingsRequest, request.body);
    // A visitor's sandbox (Try the store admin) never claims a real domain.
    if (changes.custom_domain && user.guest)
      throw new HttpError(403, 'A demo store cannot take a domain of its own.');
    const domainProblem =
      changes.custom_domain && customDomainProblem(ctx.config.stores, changes.custom_domain);
    if (domainProblem) throw new HttpError(400, domainProblem);
    for (const [field, label] of [
      ['logo_url', 'Logo'],
      ['hero_url', 'Hero picture'],
    ] as const) {
      // An absolute picture address must be this API's media origin (MEDIA_BASE_URL), never another site.
      const url = changes[field];
      if (
        url &&
        /^https?:/.test(url) &&
        !(ctx.config.mediaBaseUrl && url.startsWith(`${ctx.config.mediaBaseUrl}/`))
      )
        throw new HttpError(400, `${label} must be an uploaded picture`);
    }
    // One save at a time per store: two people saving different fields never undo each other.
    const before = await db.transaction(async (tx) => {
      await lockStore(tx, store.id);
      const current = (await managedStoreBySlug(tx, ctx.config.stores, user, store.slug)) ?? store;
      await updateStore(tx, { ...current, ...changes });
      await updateOrderLimits(tx, current.id, changes);
      return current;
    });
    await auditStoreSettings(ctx, request, user, before, changes);
    ctx.cache.reads.delete(`store:${store.slug}`);
    ctx.cache.reads.deletePrefix('store-host:');
    return storeBySlug(db, ctx.config.stores, store.slug);
  });

  /**
   * Which store a host name serves ({slug}.{STORE_DOMAIN} or a custom domain): the store site's
   * server asks before it lets a Host through, the page before it draws the store.
   */
  app.get<{ Params: { host: string } }>('/store-hosts/:host', async (request) => {
    const host = normaliseHost(request.params.host);
    const slug = host
      ? await ctx.cache.reads.get(`store-host:${host}`, () =>
          storeSlugByHost(db, ctx.config.stores, host),
        )
      : undefined;
    if (!slug) throw new HttpError(404, 'Store not found');
    return { slug };
  });

  /** The store admin's overview: today's orders and revenue (Lagos time), open orders, low stock. */
  app.get<SlugParams>('/stores/:store/overview', async (request): Promise<StoreOverview> => {
    const { store } = await managedStore(ctx, request, request.params.store);
    return storeOverview(db, store.id);
  });
}
