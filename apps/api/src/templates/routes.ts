import { applyTemplateRequest } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { dropCatalogue } from '../catalogue/cache.ts';
import { type Context, requireUser } from '../context.ts';
import { parse } from '../lib/errors.ts';
import { managedStore, STORE_MANAGERS } from '../stores/access.ts';
import { listTemplates } from './catalogue.ts';
import { applyTemplate } from './queries.ts';

type StoreParams = { Params: { store: string } };

/** /store-templates and /stores/:store/template: starter catalogues for a new store. */
export default async function templateRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  /** The trades a new store can start from (anyone who runs a store may look). */
  app.get('/store-templates', async (request) => {
    await requireUser(ctx, request, STORE_MANAGERS);
    return { documents: listTemplates() };
  });

  /** Fills the store with a template's items, categories and delivery zones; 409 if it has items. */
  app.post<StoreParams>('/stores/:store/template', async (request, reply) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const { template } = parse(applyTemplateRequest, request.body);
    const applied = await applyTemplate(ctx.db, store.id, template);
    dropCatalogue(ctx, store.id);
    ctx.cache.reads.delete(`store:${store.slug}`);
    return reply.code(201).send(applied);
  });
}
