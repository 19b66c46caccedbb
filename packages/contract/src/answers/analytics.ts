import { z } from 'zod';
import type { OwnerAnalytics, StoreAnalytics } from '../analytics.ts';
import { ANALYTICS_PERIODS, FULFILMENTS, ORDER_STATUSES } from '../catalogue-rules.ts';

/** An object with one field per key, each the same shape (every key is always there). */
const eachOf = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);

const totals = {
  orders: z.number(),
  cancelled: z.number(),
  paid_orders: z.number(),
  revenue_kobo: z.number(),
  awaiting_kobo: z.number(),
  average_order_kobo: z.number(),
};

export const analyticsTotalsAnswer = z.object(totals).meta({ id: 'AnalyticsTotals' });

const summary = {
  range: z.object({
    period: z.enum(ANALYTICS_PERIODS),
    from: z.string(),
    to: z.string(),
    time_zone: z.string(),
  }),
  totals: analyticsTotalsAnswer,
  previous: analyticsTotalsAnswer,
  days: z.array(z.object({ date: z.string(), orders: z.number(), revenue_kobo: z.number() })),
};

const topProduct = z
  .object({
    product_id: z.string().nullable(),
    name: z.string(),
    units: z.number(),
    revenue_kobo: z.number(),
  })
  .meta({ id: 'TopProduct' });

/** GET /stores/:store/analytics: one store's period. */
export const storeAnalyticsAnswer = z
  .object({
    ...summary,
    store: z.object({ slug: z.string(), name: z.string() }),
    top_by_units: z.array(topProduct),
    top_by_revenue: z.array(topProduct),
    by_status: eachOf(ORDER_STATUSES, z.number()),
    by_fulfilment: eachOf(FULFILMENTS, z.object({ orders: z.number(), revenue_kobo: z.number() })),
    discounts: z.object({ redemptions: z.number(), given_kobo: z.number() }),
    recovered_carts: z.object({ orders: z.number(), revenue_kobo: z.number() }),
  })
  .meta({ id: 'StoreAnalytics' }) satisfies z.ZodType<StoreAnalytics>;

/** GET /my/analytics: every store of the owner's businesses together, and one row per store. */
export const ownerAnalyticsAnswer = z
  .object({
    ...summary,
    stores: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        is_demo: z.boolean(),
        origin: z.string(),
        business_id: z.string(),
        business_name: z.string(),
        ...totals,
      }),
    ),
  })
  .meta({ id: 'OwnerAnalytics' }) satisfies z.ZodType<OwnerAnalytics>;
