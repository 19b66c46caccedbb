import {
  analyticsQuery,
  DEFAULT_ANALYTICS_PERIOD,
  type OwnerAnalytics,
  type StoreAnalytics,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { parse } from '../lib/errors.ts';
import { managedStore } from '../stores/access.ts';
import { ownerAnalytics, storeAnalytics } from './queries.ts';

const OWNERS = ['owner', 'admin'] as const;

/** /stores/:store/analytics (a store's managers) and /my/analytics (an owner's stores together). */
export default async function analyticsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  /** The store admin's analytics: sales, orders and best sellers of the last 7, 30 or 90 Lagos days. */
  app.get<{ Params: { store: string } }>(
    '/stores/:store/analytics',
    async (request): Promise<StoreAnalytics> => {
      const { store } = await managedStore(ctx, request, request.params.store);
      const { period = DEFAULT_ANALYTICS_PERIOD } = parse(analyticsQuery, request.query);
      return storeAnalytics(db, store, period);
    },
  );

  /** The owner's analytics: every store of theirs together, and one row per store. */
  app.get('/my/analytics', async (request): Promise<OwnerAnalytics> => {
    const user = await requireUser(ctx, request, OWNERS);
    const { period = DEFAULT_ANALYTICS_PERIOD } = parse(analyticsQuery, request.query);
    return ownerAnalytics(db, user, period);
  });
}
