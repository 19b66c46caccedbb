import {
  analyticsQuery,
  DEFAULT_ANALYTICS_PERIOD,
  type OwnerAnalytics,
  ownerAnalyticsAnswer,
  pathParams,
  type StoreAnalytics,
  storeAnalyticsAnswer,
  storeOverviewAnswer,
} from '@agency/contract';
import type { Context } from '../context.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { ITS_MANAGERS, callerOf, managedOf } from '../route-access.ts';
import { storeOverview } from './overview-queries.ts';
import { ownerAnalytics, storeAnalytics } from './queries.ts';

const OWNERS = ['owner', 'admin'] as const;

/**
 * /stores/:store/analytics and /stores/:store/overview (a store's managers), and /my/analytics
 * (an owner's stores together).
 */
export default async function analyticsRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  /** The store admin's analytics: sales, orders and best sellers of the last 7, 30 or 90 Lagos days. */
  const ofStore = {
    description:
      "A store's sales, orders and best sellers over the last 7, 30 or 90 Lagos days (`period`, 30d when left out), with the period before to compare, for the store's owner, its store admins and admins.",
    params: pathParams('store'),
    querystring: analyticsQuery,
    response: { 200: storeAnalyticsAnswer },
  };
  app.get(
    '/stores/:store/analytics',
    { schema: ofStore, config: ITS_MANAGERS },
    async (request): Promise<StoreAnalytics> => {
      const { store } = managedOf(request);
      const { period = DEFAULT_ANALYTICS_PERIOD } = request.query;
      return storeAnalytics(db, store, period);
    },
  );

  /** The owner's analytics: every store of theirs together, and one row per store. */
  const mine = {
    description:
      "The caller's stores together and one row per store, over the last 7, 30 or 90 Lagos days (`period`), for owners (an admin: every store).",
    querystring: analyticsQuery,
    response: { 200: ownerAnalyticsAnswer },
  };
  const mineRoute = { schema: mine, config: { access: OWNERS } };
  app.get('/my/analytics', mineRoute, async (request): Promise<OwnerAnalytics> => {
    const user = callerOf(request);
    const { period = DEFAULT_ANALYTICS_PERIOD } = request.query;
    return ownerAnalytics(db, ctx.config.stores, user, period);
  });

  const overview = {
    description:
      "The store admin's overview (the store's managers): today's orders and revenue (Lagos time), open orders, transfers awaiting payment, low stock and the latest orders.",
    params: pathParams('store'),
    response: { 200: storeOverviewAnswer },
  };
  const overviewRoute = { schema: overview, config: ITS_MANAGERS };
  app.get('/stores/:store/overview', overviewRoute, async (request) => {
    const { store } = managedOf(request);
    // It reads orders, products and stock: the store's numbers, beside its analytics.
    return storeOverview(db, store.id);
  });
}
