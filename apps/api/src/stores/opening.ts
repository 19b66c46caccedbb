/**
 * Opening a launched store to shoppers (decision 044): a launch hands the store over closed, and it
 * opens when its owner presses Open, once the checklist's essentials are done; an admin may open
 * any store at any time. Until then its pages say it is opening soon and it takes no orders.
 */
import { pathParams, storeChecklistAnswer } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { callerOf } from '../route-access.ts';
import { storeRead } from './cached.ts';
import { missingEssentials } from './checklist.ts';
import { checklistOfStore, markOpen } from './opening-queries.ts';
import { managedStoreBySlug, storeBySlug } from './queries.ts';
import { lockStore } from './write-queries.ts';

export function openingRoutes(app: ApiApp, ctx: Context): void {
  const { db } = ctx;
  const open = {
    description:
      "Opens a launched store to shoppers: its owner once the checklist's essentials are done (409 naming what is left), an admin at any time; store admins and marketers get 403. Opening an open store changes nothing. Answers the checklist. Audited.",
    params: pathParams('store'),
    response: { 200: storeChecklistAnswer },
  };
  // Its owner or an admin; the store's page stops saying "opening soon".
  const opens = {
    access: ['owner', 'admin'],
    refreshes: (request: FastifyRequest) => [
      storeRead((request.params as { store: string }).store),
    ],
  } as const;
  app.post('/stores/:store/open', { schema: open, config: opens }, async (request) => {
    const user = callerOf(request);
    // 404 for a store that does not exist; an owner opens their own stores only, an admin any.
    const found = await storeBySlug(db, ctx.config.stores, request.params.store);
    const store =
      user.role === 'admin'
        ? found
        : await managedStoreBySlug(db, ctx.config.stores, user, found.slug);
    if (!store) throw new HttpError(403, 'You do not manage this store');
    if (store.is_demo)
      throw new HttpError(
        409,
        `${store.name} is a demo store: shoppers can see it already. It is launched from the business's page.`,
      );
    const checklist = await db.transaction(async (tx) => {
      await lockStore(tx, store.id);
      const before = await checklistOfStore(tx, store.id);
      if (before.store.opened_at) return before;
      const missing = user.role === 'admin' ? null : missingEssentials(before);
      if (missing) throw new HttpError(409, missing);
      await markOpen(tx, store.id);
      await ctx.events.emit(tx, {
        type: 'stores.opened',
        origin: originOf(request, user),
        store: { id: store.id, slug: store.slug, name: store.name },
      });
      return checklistOfStore(tx, store.id);
    });
    return checklist;
  });
}
