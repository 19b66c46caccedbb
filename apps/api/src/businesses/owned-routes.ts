import {
  ownedBusinessAnswer,
  ownedBusinessListAnswer,
  ownedBusinessRequest,
  pathParams,
} from '@agency/contract';
import type { Context } from '../context.ts';
import { callerOf } from '../route-access.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { findTemplate, applyTemplateIn } from '../templates/index.ts';
import { insertOwnedBusiness, ownedBusinesses } from './owned-queries.ts';

const OWNERS = ['owner', 'admin'] as const;

/**
 * The business-owner area: /my/businesses (docs/product-rules.md, "Who sees which store").
 * /my/analytics is the analytics module's.
 */
export default async function ownedBusinessRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  const list = {
    description:
      "An owner's businesses, each with its store's numbers (items, orders, open orders, revenue); an admin sees every business.",
    response: { 200: ownedBusinessListAnswer },
  };
  app.get('/my/businesses', { schema: list, config: { access: OWNERS } }, async (request) => {
    const user = callerOf(request);
    return { documents: await ownedBusinesses(db, ctx.config.stores, user) };
  });

  const one = {
    description:
      "One of the owner's businesses with its store's numbers; 404 when it is not theirs.",
    params: pathParams('id'),
    response: { 200: ownedBusinessAnswer },
  };
  app.get('/my/businesses/:id', { schema: one, config: { access: OWNERS } }, async (request) => {
    const user = callerOf(request);
    if (!UUID.test(request.params.id)) throw new HttpError(404, 'Business not found');
    const [business] = await ownedBusinesses(
      db,
      ctx.config.stores,
      user,
      request.params.id.toLowerCase(),
    );
    if (!business) throw new HttpError(404, 'Business not found');
    return business;
  });

  /** A new business, under the similar-name rule, with an empty store of its own. */
  const create = {
    description:
      "An owner's new business with a store of its own, stocked from a starter `template` when one is given. 409 when the agency already has a business with a similar name.",
    body: ownedBusinessRequest,
    response: { 201: ownedBusinessAnswer },
  };
  const createRoute = { schema: create, config: { access: OWNERS } };
  app.post('/my/businesses', createRoute, async (request, reply) => {
    const user = callerOf(request);
    const { name, template } = request.body;
    if (template && !findTemplate(template)) throw new HttpError(400, 'Choose a template');
    // With a template, the store is stocked in the same transaction: all of it, or no business.
    const { id } = await db.transaction(async (tx) => {
      const made = await insertOwnedBusiness(tx, user, name);
      if (template) await applyTemplateIn(tx, made.storeId, template);
      return made;
    });
    const [business] = await ownedBusinesses(db, ctx.config.stores, user, id);
    if (!business) throw new Error('A business just made was not found');
    return reply.code(201).send(business);
  });
}
