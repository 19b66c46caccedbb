/**
 * A template's items are samples (decision 044): outside a demo store they are shown to the
 * store's managers only and never sold, until a manager keeps one (or edits it); all of them go
 * at once with "Remove all samples".
 */
import { messageAnswer, pathParams, productAnswer } from '@agency/contract';
import type { Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedOf, type Refreshes } from '../route-access.ts';
import { catalogueReads } from './cache.ts';
import { findProduct } from './read-queries.ts';
import { deleteSamples, keepSample } from './write-queries.ts';

/** The store's managers; keeping or removing samples changes what its shoppers see. */
const WRITE = {
  access: { store: 'store' },
  refreshes: ((request) => catalogueReads(managedOf(request).store.id)) as Refreshes,
} as const;

const items = (n: number) => `${n} sample item${n === 1 ? '' : 's'}`;

export function sampleRoutes(app: ApiApp, ctx: Context): void {
  const { db } = ctx;
  const keep = {
    description:
      "Keeps a template's sample item as it is: it becomes the store's own, sold once the store is open and counted by the checklist (the store's managers). 409 when it is not a sample.",
    params: pathParams('store', 'product'),
    response: { 200: productAnswer },
  };
  app.post(
    '/stores/:store/products/:product/keep',
    { schema: keep, config: WRITE },
    async (request) => {
      const { store } = managedOf(request);
      const current = await findProduct(db, store.id, request.params.product, { drafts: true });
      if (!current) throw new HttpError(404, 'Product not found');
      if (!(await keepSample(db, store.id, current.id)))
        throw new HttpError(409, `${current.name} is the store's own item already.`);
      return (await findProduct(db, store.id, current.id, { drafts: true }))!;
    },
  );

  const removeAll = {
    description:
      "Deletes every sample item a template put in the store, at once (the store's managers); the items they kept or edited stay. Audited as one event.",
    params: pathParams('store'),
    response: { 200: messageAnswer },
  };
  app.delete('/stores/:store/samples', { schema: removeAll, config: WRITE }, async (request) => {
    const { user, store } = managedOf(request);
    const removed = await db.transaction(async (tx) => {
      const gone = await deleteSamples(tx, store.id);
      if (gone.length > 0)
        await ctx.events.emit(tx, {
          type: 'catalogue.samples_removed',
          origin: originOf(request, user),
          storeId: store.id,
          slugs: gone.map((p) => p.slug),
        });
      return gone.length;
    });
    return {
      message: removed === 0 ? 'There are no sample items left.' : `Removed ${items(removed)}.`,
    };
  });
}
