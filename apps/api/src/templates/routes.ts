import {
  appliedTemplateAnswer,
  applyTemplateRequest,
  pathParams,
  storeTemplateListAnswer,
} from '@agency/contract';
import type { FastifyContextConfig } from 'fastify';
import { catalogueReads } from '../catalogue/index.ts';
import type { Context } from '../context.ts';
import { originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedOf } from '../route-access.ts';
import { STORE_MANAGERS, storeRead } from '../stores/index.ts';
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
  app.get('/store-templates', { schema: list, config: { access: STORE_MANAGERS } }, async () => {
    return { documents: listTemplates() };
  });

  const apply = {
    description:
      "Fills an empty store with a template's items, categories and delivery zones (its managers); its look where the store still has the default. 404 for an unknown template, 409 when the store has items.",
    params: pathParams('store'),
    body: applyTemplateRequest,
    response: { 201: appliedTemplateAnswer },
  };
  const applies = {
    access: { store: 'store' },
    // Its catalogue, and its details (categories, delivery zones, look).
    refreshes: (request) => {
      const { store } = managedOf(request);
      return [...catalogueReads(store.id), storeRead(store.slug)];
    },
  } satisfies FastifyContextConfig;
  const applyRoute = { schema: apply, config: applies };
  app.post('/stores/:store/template', applyRoute, async (request, reply) => {
    const { user, store } = managedOf(request);
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
    return reply.code(201).send(applied);
  });
}
