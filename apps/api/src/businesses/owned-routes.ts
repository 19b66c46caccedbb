import { ownedBusinessRequest } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { findTemplate } from '../templates/catalogue.ts';
import { applyTemplateIn } from '../templates/queries.ts';
import { insertOwnedBusiness, ownedBusinesses } from './queries.ts';

const OWNERS = ['owner', 'admin'] as const;

/**
 * The business-owner area: /my/businesses (docs/product-rules.md, "Who sees which store").
 * /my/analytics is the analytics module's.
 */
export default async function ownedBusinessRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  app.get('/my/businesses', async (request) => {
    const user = await requireUser(ctx, request, OWNERS);
    return { documents: await ownedBusinesses(db, user) };
  });

  app.get<{ Params: { id: string } }>('/my/businesses/:id', async (request) => {
    const user = await requireUser(ctx, request, OWNERS);
    if (!UUID.test(request.params.id)) throw new HttpError(404, 'Business not found');
    const [business] = await ownedBusinesses(db, user, request.params.id.toLowerCase());
    if (!business) throw new HttpError(404, 'Business not found');
    return business;
  });

  /** A new business, under the similar-name rule, with an empty store of its own. */
  app.post('/my/businesses', async (request, reply) => {
    const user = await requireUser(ctx, request, OWNERS);
    const { name, template } = parse(ownedBusinessRequest, request.body);
    if (template && !findTemplate(template)) throw new HttpError(400, 'Choose a template');
    // With a template, the store is stocked in the same transaction: all of it, or no business.
    const { id } = await db.transaction(async (tx) => {
      const made = await insertOwnedBusiness(tx, user, name);
      if (template) await applyTemplateIn(tx, made.storeId, template);
      return made;
    });
    const [business] = await ownedBusinesses(db, user, id);
    return reply.code(201).send(business);
  });
}
