import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_TIME_ZONE,
  type AnalyticsDay,
  type AnalyticsPeriod,
  type AnalyticsRange,
  type AnalyticsSummary,
  type AnalyticsTotals,
  FULFILMENTS,
  ORDER_STATUSES,
  type OwnerAnalytics,
  type StoreAnalytics,
  type TopProduct,
} from '@agency/contract';
import type { Config } from '../config.ts';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { IS_AWAITING, IS_PAID, IS_SALE } from '../orders/index.ts';
import { hostParams, originColumn } from '../stores/index.ts';

// Analytics count Lagos days (docs/product-rules.md, "Store analytics"): a day runs from midnight
// to midnight in Africa/Lagos, whatever the server's own zone. Orders are matched on created_at
// between two instants, so the (store_id, created_at) index serves every query.
const ZONE = `'${ANALYTICS_TIME_ZONE}'`;
/** Orders of the stores in $1 placed from Lagos day $2 to Lagos day $3, both included. */
const IN_RANGE = `o.store_id = ANY($1::uuid[])
  AND o.created_at >= ($2::date)::timestamp AT TIME ZONE ${ZONE}
  AND o.created_at < ($3::date + 1)::timestamp AT TIME ZONE ${ZONE}`;

interface Span {
  range: AnalyticsRange;
  /** The period just before, as long: its first and last days. */
  before: { from: string; to: string };
}

async function span(db: Queryable, period: AnalyticsPeriod): Promise<Span> {
  const { rows } = await db.query<{ from: string; to: string; before: string; last: string }>(
    `SELECT to_char(t - ($1::int - 1), 'YYYY-MM-DD') AS "from", to_char(t, 'YYYY-MM-DD') AS "to",
            to_char(t - (2 * $1::int - 1), 'YYYY-MM-DD') AS before, to_char(t - $1::int, 'YYYY-MM-DD') AS last
       FROM (SELECT (now() AT TIME ZONE ${ZONE})::date AS t) today`,
    [ANALYTICS_PERIOD_DAYS[period]],
  );
  const r = rows[0]!;
  return {
    range: { period, from: r.from, to: r.to, time_zone: ANALYTICS_TIME_ZONE },
    before: { from: r.before, to: r.last },
  };
}

type Counts = Omit<AnalyticsTotals, 'average_order_kobo'>;

const withAverage = (c: Counts): AnalyticsTotals => ({
  ...c,
  average_order_kobo: c.paid_orders > 0 ? Math.round(c.revenue_kobo / c.paid_orders) : 0,
});
const EMPTY: Counts = {
  orders: 0,
  cancelled: 0,
  paid_orders: 0,
  revenue_kobo: 0,
  awaiting_kobo: 0,
};
const add = (a: Counts, b: Counts): Counts => ({
  orders: a.orders + b.orders,
  cancelled: a.cancelled + b.cancelled,
  paid_orders: a.paid_orders + b.paid_orders,
  revenue_kobo: a.revenue_kobo + b.revenue_kobo,
  awaiting_kobo: a.awaiting_kobo + b.awaiting_kobo,
});

/**
 * Each store's orders in the days given (docs/product-rules.md, "What counts as paid"): sales
 * (cancelled left out), cancelled ones apart, revenue from the paid ones only, and what the
 * unpaid ones still owe.
 */
async function countsByStore(
  db: Queryable,
  storeIds: string[],
  from: string,
  to: string,
): Promise<Map<string, Counts>> {
  const { rows } = await db.query<Counts & { store_id: string }>(
    `SELECT o.store_id, count(*) FILTER (WHERE ${IS_SALE()})::int AS orders,
            count(*) FILTER (WHERE o.status = 'cancelled')::int AS cancelled,
            count(*) FILTER (WHERE ${IS_PAID()})::int AS paid_orders,
            coalesce(sum(o.total_kobo) FILTER (WHERE ${IS_PAID()}), 0)::float8 AS revenue_kobo,
            coalesce(sum(o.total_kobo) FILTER (WHERE ${IS_AWAITING()}), 0)::float8 AS awaiting_kobo
       FROM orders o WHERE ${IN_RANGE} GROUP BY o.store_id`,
    [storeIds, from, to],
  );
  return new Map(rows.map(({ store_id, ...counts }) => [store_id, counts]));
}

const sum = (counts: Iterable<Counts>) => [...counts].reduce(add, EMPTY);

/** Every day of the range, days without orders included. */
async function daily(db: Queryable, storeIds: string[], range: AnalyticsRange) {
  const { rows } = await db.query<AnalyticsDay>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(o.orders, 0)::int AS orders,
            coalesce(o.revenue_kobo, 0)::float8 AS revenue_kobo
       FROM generate_series($2::date, $3::date, interval '1 day') AS d
       LEFT JOIN (
         SELECT (o.created_at AT TIME ZONE ${ZONE})::date AS day,
                count(*) FILTER (WHERE ${IS_SALE()}) AS orders,
                sum(o.total_kobo) FILTER (WHERE ${IS_PAID()}) AS revenue_kobo
           FROM orders o WHERE ${IN_RANGE} GROUP BY 1
       ) o ON o.day = d::date
      ORDER BY d`,
    [storeIds, range.from, range.to],
  );
  return rows;
}

/** The period's totals, the period before it and each day, over the stores given. */
async function summary(
  db: Queryable,
  storeIds: string[],
  period: AnalyticsPeriod,
): Promise<AnalyticsSummary & { byStore: Map<string, Counts> }> {
  const { range, before } = await span(db, period);
  const [byStore, previous, days] = await Promise.all([
    countsByStore(db, storeIds, range.from, range.to),
    countsByStore(db, storeIds, before.from, before.to),
    daily(db, storeIds, range),
  ]);
  return {
    range,
    totals: withAverage(sum(byStore.values())),
    previous: withAverage(sum(previous.values())),
    days,
    byStore,
  };
}

/** One store's period: totals, days, best sellers, statuses, delivery against pickup. */
export async function storeAnalytics(
  db: Queryable,
  store: { id: string; slug: string; name: string },
  period: AnalyticsPeriod,
): Promise<StoreAnalytics> {
  const { byStore: _, ...base } = await summary(db, [store.id], period);
  const params = [[store.id], base.range.from, base.range.to];
  const [products, statuses, fulfilments, discounts, recovered] = await Promise.all([
    db.query<TopProduct>(
      `SELECT l.product_id, coalesce(max(p.name), max(l.name)) AS name, sum(l.qty)::int AS units,
              sum(l.qty * l.unit_price_kobo)::float8 AS revenue_kobo
         FROM order_lines l JOIN orders o ON o.id = l.order_id
         LEFT JOIN products p ON p.id = l.product_id
        WHERE ${IN_RANGE} AND o.status <> 'cancelled'
        GROUP BY l.product_id, CASE WHEN l.product_id IS NULL THEN l.name END`,
      params,
    ),
    db.query<{ status: string; n: number }>(
      `SELECT o.status, count(*)::int AS n FROM orders o WHERE ${IN_RANGE} GROUP BY o.status`,
      params,
    ),
    db.query<{ fulfilment: string; orders: number; revenue_kobo: number }>(
      `SELECT o.fulfilment, count(*)::int AS orders,
              coalesce(sum(o.total_kobo) FILTER (WHERE ${IS_PAID()}), 0)::float8 AS revenue_kobo
         FROM orders o WHERE ${IN_RANGE} AND ${IS_SALE()} GROUP BY o.fulfilment`,
      params,
    ),
    db.query<StoreAnalytics['discounts']>(
      `SELECT count(*)::int AS redemptions, coalesce(sum(o.discount_kobo), 0)::float8 AS given_kobo
         FROM orders o WHERE ${IN_RANGE} AND o.status <> 'cancelled' AND o.discount_kobo > 0`,
      params,
    ),
    // Carts that came back: orders placed after an abandoned checkout's restore link opened it.
    db.query<StoreAnalytics['recovered_carts']>(
      `SELECT count(*)::int AS orders,
              coalesce(sum(o.total_kobo) FILTER (WHERE ${IS_PAID()}), 0)::float8 AS revenue_kobo
         FROM carts c JOIN orders o ON o.id = c.order_id
        WHERE ${IN_RANGE} AND c.recovered AND ${IS_SALE()}`,
      params,
    ),
  ]);
  const top = (key: 'units' | 'revenue_kobo') =>
    [...products.rows]
      .sort(
        (a, b) =>
          b[key] - a[key] ||
          b.revenue_kobo - a.revenue_kobo ||
          b.units - a.units ||
          a.name.localeCompare(b.name),
      )
      .slice(0, 5);
  const byStatus = Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, 0]),
  ) as StoreAnalytics['by_status'];
  for (const row of statuses.rows) byStatus[row.status as keyof typeof byStatus] = row.n;
  const byFulfilment = Object.fromEntries(
    FULFILMENTS.map((f) => [f, { orders: 0, revenue_kobo: 0 }]),
  ) as StoreAnalytics['by_fulfilment'];
  for (const { fulfilment, ...row } of fulfilments.rows)
    byFulfilment[fulfilment as keyof typeof byFulfilment] = row;
  return {
    ...base,
    store: { slug: store.slug, name: store.name },
    top_by_units: top('units'),
    top_by_revenue: top('revenue_kobo'),
    by_status: byStatus,
    by_fulfilment: byFulfilment,
    discounts: discounts.rows[0]!,
    recovered_carts: recovered.rows[0]!,
  };
}

/** Every store of the owner's businesses (an admin's: every store), together and one by one. */
export async function ownerAnalytics(
  db: Queryable,
  hosts: Config['stores'],
  user: User,
  period: AnalyticsPeriod,
): Promise<OwnerAnalytics> {
  const { rows: stores } = await db.query<{
    id: string;
    slug: string;
    name: string;
    is_demo: boolean;
    origin: string;
    business_id: string;
    business_name: string;
  }>(
    `SELECT s.id, s.slug, s.name, s.is_demo, ${originColumn(3)} AS origin,
            b.id AS business_id, b.name AS business_name
       FROM stores s JOIN businesses b ON b.id = s.business_id
      WHERE $2 = 'admin' OR b.owner_id = $1 ORDER BY b.created_at DESC`,
    [user.id, user.role, ...hostParams(hosts)],
  );
  const { byStore, ...base } = await summary(
    db,
    stores.map((s) => s.id),
    period,
  );
  return {
    ...base,
    stores: stores
      .map(({ id, ...store }) => ({ ...store, ...withAverage(byStore.get(id) ?? EMPTY) }))
      .sort((a, b) => b.revenue_kobo - a.revenue_kobo || b.orders - a.orders),
  };
}
