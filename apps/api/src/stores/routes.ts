import {
  managedStoreListAnswer,
  normaliseHost,
  pathParams,
  storeHostAnswer,
  storeInfoAnswer,
  storeSettingsRequest,
} from '@agency/contract';
import type { FastifyContextConfig } from 'fastify';
import type { Context } from '../context.ts';
import { ANYONE, callerOf, managedOf } from '../route-access.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { isOwnPicture } from '../lib/own-pictures.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { STORE_MANAGERS } from './access.ts';
import {
  managedStores,
  customDomainProblem,
  managedStoreBySlug,
  storeBySlug,
  storeSlugByHost,
} from './queries.ts';
import {
  lockStore,
  updateDeliveryDays,
  updateOrderLimits,
  zonesSet,
  updateStore,
} from './write-queries.ts';
import { cachedStore, STORE_HOSTS, storeRead } from './cached.ts';
import { changedFields } from './notices.ts';
import { domainOf, runDomainCheck } from './domain-checks.ts';
import { openingRoutes } from './opening.ts';

const storeParams = pathParams('store');
const DEMO_FIXED =
  'A demo store keeps its demo bank details and contact e-mail. They change once the store is launched.';

/** The agency's own host names (PUBLIC_URL's, MEDIA_BASE_URL's): never a store's domain. */
const agencyHosts = (config: Context['config']) =>
  [config.publicUrl, config.mediaBaseUrl].flatMap((url) => {
    const host = url && normaliseHost(URL.parse(url)?.hostname);
    return host ? [host] : [];
  });

/**
 * /stores, /stores/:store, /stores/:store/overview and /store-hosts/:host (people: people-routes.ts;
 * products, orders, analytics: their modules).
 */
export default async function storeRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db } = ctx;

  const mine = {
    description:
      "The stores the signed-in user runs: a store admin's own, an owner's, and every live store for an admin.",
    response: { 200: managedStoreListAnswer },
  };
  app.get('/stores', { schema: mine, config: { access: STORE_MANAGERS } }, async (request) => {
    const user = callerOf(request);
    return { documents: await managedStores(db, ctx.config.stores, user) };
  });

  const read = {
    description:
      'What a shopper needs, read by every storefront page: name and look, addresses, contact, delivery zones and fees, pickup, bank details and order limits. Anyone may call it; 404 for an unknown store.',
    params: storeParams,
    response: { 200: storeInfoAnswer },
  };
  app.get('/stores/:store', { schema: read, config: ANYONE }, (request) => {
    const slug = request.params.store;
    return cachedStore(ctx, slug);
  });

  const settings = {
    description:
      "Changes the store's settings and look (its owner, admins and store admins); only the fields sent change. 409 when the custom domain is another store's.",
    params: storeParams,
    body: storeSettingsRequest,
    response: { 200: storeInfoAnswer },
  };
  const changesStore = {
    access: { store: 'store' },
    // Its details, and which store each host name serves (its custom domain may have moved).
    refreshes: (request) => [storeRead(managedOf(request).store.slug), STORE_HOSTS],
  } satisfies FastifyContextConfig;
  app.patch('/stores/:store', { schema: settings, config: changesStore }, async (request) => {
    const { user, store } = managedOf(request);
    const changes = request.body;
    // A visitor's sandbox (Try the store admin) never claims a real domain.
    if (changes.custom_domain && user.guest)
      throw new HttpError(403, 'A demo store cannot take a domain of its own.');
    // The domain decides where shoppers' order links point: only the owner or an admin moves it.
    if (
      changes.custom_domain !== undefined &&
      changes.custom_domain !== (store.custom_domain ?? '') &&
      user.role !== 'owner' &&
      user.role !== 'admin'
    )
      throw new HttpError(403, "Only the store's owner or an admin can change its domain");
    // A demo store's bank details and contact address are demo text: a sandbox's visitor must not
    // put a real account or a stranger's address on a page the platform serves (decision 033).
    for (const field of ['bank_details', 'contact_email'] as const)
      if (store.is_demo && changes[field] !== undefined && changes[field] !== store[field])
        throw new HttpError(403, DEMO_FIXED);
    // Bank details decide where shoppers' transfers go: only the owner or an admin changes them.
    if (
      changes.bank_details !== undefined &&
      changes.bank_details !== store.bank_details &&
      user.role !== 'owner' &&
      user.role !== 'admin'
    )
      throw new HttpError(403, "Only the store's owner or an admin can change its bank details");
    const domainProblem =
      changes.custom_domain &&
      customDomainProblem(ctx.config.stores, changes.custom_domain, agencyHosts(ctx.config));
    if (domainProblem) throw new HttpError(400, domainProblem);
    for (const [field, label] of [
      ['logo_url', 'Logo'],
      ['hero_url', 'Hero picture'],
    ] as const) {
      // An absolute picture address must be this API's media origin (MEDIA_BASE_URL), never another site.
      const url = changes[field];
      if (url && !isOwnPicture(url, ctx.config))
        throw new HttpError(400, `${label} must be an uploaded picture`);
    }
    // One save at a time per store: two people saving different fields never undo each other.
    // Its event (what changed, before and after) is recorded and mailed in the same transaction.
    const before = await db.transaction(async (tx) => {
      await lockStore(tx, store.id);
      const current = (await managedStoreBySlug(tx, ctx.config.stores, user, store.slug)) ?? store;
      await updateStore(tx, { ...current, ...changes });
      await updateOrderLimits(tx, current.id, changes);
      await updateDeliveryDays(tx, current.id, changes);
      const changed = changedFields(current as unknown as Record<string, unknown>, changes);
      if (Object.keys(changed).length > 0)
        await ctx.events.emit(tx, {
          type: 'stores.settings_changed',
          origin: originOf(request, user),
          store: current,
          changed,
        });
      // Zones saved from Settings are the owner's, a template's too: the checklist counts them.
      if (changes.delivery_zones !== undefined) await zonesSet(tx, current.id);
      return current;
    });
    ctx.mailQueue.kick();
    // A new domain is checked at once, so the owner soon sees whether it points here.
    if (changes.custom_domain && changes.custom_domain !== (before.custom_domain ?? ''))
      ctx.background.run('checking a new custom domain', async () =>
        runDomainCheck(ctx, await domainOf(db, store.id)),
      );
    return storeBySlug(db, ctx.config.stores, store.slug);
  });

  const host = {
    description:
      "Which store a host name serves ({slug}.{STORE_DOMAIN} or a custom domain): the store site's server asks before it lets a Host through. 404 when none.",
    params: pathParams('host'),
    response: { 200: storeHostAnswer },
  };
  app.get('/store-hosts/:host', { schema: host, config: ANYONE }, async (request) => {
    const name = normaliseHost(request.params.host);
    const slug = name
      ? await ctx.cache.reads.read(`${STORE_HOSTS.prefix}${name}`, () =>
          storeSlugByHost(db, ctx.config.stores, name),
        )
      : undefined;
    if (!slug) throw new HttpError(404, 'Store not found');
    return { slug };
  });

  openingRoutes(app, ctx);
}
