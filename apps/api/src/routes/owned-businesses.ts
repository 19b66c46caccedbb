import {
  analyticsQuery,
  DEFAULT_ANALYTICS_PERIOD,
  type OwnedBusiness,
  type OwnerAnalytics,
  ownedBusinessRequest,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { ownerAnalytics } from '../catalogue/analytics.ts';
import { requireUser, type Context, type User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { firstFree, slugify } from '../lib/slugs.ts';
import { insertBusiness } from './businesses.ts';

const OWNERS = ['owner', 'admin'] as const;

const OWNED_COLUMNS = `b.id, b.name, b.created_at,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
    'id', s.id, 'slug', s.slug, 'name', s.name,
    'products', (SELECT count(*) FROM products WHERE store_id = s.id),
    'orders', (SELECT count(*) FROM orders WHERE store_id = s.id),
    'open_orders', (SELECT count(*) FROM orders WHERE store_id = s.id AND status IN ('new', 'confirmed')),
    'revenue_kobo', (SELECT coalesce(sum(total_kobo), 0) FROM orders WHERE store_id = s.id AND status <> 'cancelled')
  ) END AS store`;

/** Owners see the businesses they own; admins see every business. */
async function ownedBusinesses(db: Queryable, user: User, id?: string): Promise<OwnedBusiness[]> {
  const params: unknown[] = [user.id, user.role];
  let filter = "($2 = 'admin' OR b.owner_id = $1)";
  if (id) {
    params.push(id);
    filter += ' AND b.id = $3';
  }
  const { rows } = await db.query<OwnedBusiness>(
    `SELECT ${OWNED_COLUMNS} FROM businesses b LEFT JOIN stores s ON s.business_id = b.id
      WHERE ${filter} ORDER BY b.created_at DESC`,
    params,
  );
  return rows;
}

/** A URL word for a new store, unique among stores. */
async function freeStoreSlug(tx: Queryable, name: string): Promise<string> {
  const base = slugify(name, 'store', 50);
  const { rows } = await tx.query<{ slug: string }>(
    'SELECT slug FROM stores WHERE slug = $1 OR slug LIKE $2',
    [base, `${base}-%`],
  );
  return firstFree(
    base,
    rows.map((r) => r.slug),
  );
}

/** The business-owner area: /my/businesses (docs/product-rules.md, "Who sees which store"). */
export function ownedBusinessRoutes(app: FastifyInstance, ctx: Context): void {
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

  /** The owner's analytics: every store of theirs together, and one row per store. */
  app.get('/my/analytics', async (request): Promise<OwnerAnalytics> => {
    const user = await requireUser(ctx, request, OWNERS);
    const { period = DEFAULT_ANALYTICS_PERIOD } = parse(analyticsQuery, request.query);
    return ownerAnalytics(db, user, period);
  });

  /** A new business, under the similar-name rule, with an empty store of its own. */
  app.post('/my/businesses', async (request, reply) => {
    const user = await requireUser(ctx, request, OWNERS);
    const { name } = parse(ownedBusinessRequest, request.body);
    const id = await db.transaction(async (tx) => {
      const business = await insertBusiness(tx, name, { recorderId: user.id, ownerId: user.id });
      await tx.query(
        `INSERT INTO stores (business_id, slug, name, contact_email) VALUES ($1, $2, $3, $4)`,
        [business.id, await freeStoreSlug(tx, name), name, user.email],
      );
      return business.id;
    });
    const [business] = await ownedBusinesses(db, user, id);
    return reply.code(201).send(business);
  });
}
