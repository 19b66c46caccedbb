import {
  appliedTemplateAnswer,
  applyTemplateRequest,
  pathParams,
  storeTemplateListAnswer,
} from '@agency/contract';
import { dropCatalogue } from '../catalogue/index.ts';
import { type Context, requireUser } from '../context.ts';
import { originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedStore, STORE_MANAGERS, forgetCachedStore } from '../stores/index.ts';
import { listTemplates } from './catalogue.ts';
import { applyTemplateIn } from './queries.ts';

/** /store-templates and /stores/:store/template: starter catalogues for a new store. */
export default async function templateRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const list = {
    description:
      'The trades a new store can start from (anyone who runs a store may look), by name: each with its item count, categories and a drawn picture.',
    response: { 200: storeTemplateListAnswer },
  };
  app.get('/store-templates', { schema: list }, async (request) => {
    await requireUser(ctx, request, STORE_MANAGERS);
    return { documents: listTemplates() };
  });

  const apply = {
    description:
      "Fills an empty store with a template's items, categories and delivery zones (its managers); its look where the store still has the default. 404 for an unknown template, 409 when the store has items.",
    params: pathParams('store'),
    body: applyTemplateRequest,
    response: { 201: appliedTemplateAnswer },
  };
  app.post('/stores/:store/template', { schema: apply }, async (request, reply) => {
    const { user, store } = await managedStore(ctx, request, request.params.store);
    const { template } = request.body;
    const applied = await ctx.db.transaction(async (tx) => {
      const done = await applyTemplateIn(tx, store.id, template);
      await ctx.events.emit(tx, {
        type: 'catalogue.filled',
        origin: originOf(request, user),
        storeId: store.id,
        details: { how: 'template', template, created: done.products },
      });
      return done;
    });
    dropCatalogue(ctx, store.id);
    forgetCachedStore(ctx, store.slug);
    return reply.code(201).send(applied);
  });
}
