import {
  analyticsQuery,
  DEFAULT_ANALYTICS_PERIOD,
  LOW_STOCK,
  type ManagedStore,
  type StoreAnalytics,
  type StoreOverview,
  storeSettingsRequest,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import {
  managedStore,
  managedStoresQuery,
  STORE_MANAGERS,
  storeBySlug,
} from '../catalogue/access.ts';
import { storeAnalytics } from '../catalogue/analytics.ts';
import { ORDER_COLUMNS } from '../catalogue/orders.ts';
import { requireUser, type Context } from '../context.ts';
import { parse } from '../lib/errors.ts';

type SlugParams = { Params: { store: string } };

export function storeRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  /** The stores the signed-in user runs (store admin, owner or admin). */
  app.get('/stores', async (request) => {
    const user = await requireUser(ctx, request, STORE_MANAGERS);
    const { sql, params } = managedStoresQuery(user);
    const { rows } = await db.query<ManagedStore>(sql, params);
    return { documents: rows };
  });

  /** What a shopper needs: name, contact, delivery zones and fees, pickup, transfer details. */
  app.get<SlugParams>('/stores/:store', async (request) => {
    const slug = request.params.store;
    return ctx.cache.reads.get(`store:${slug}`, () => storeBySlug(db, slug));
  });

  app.patch<SlugParams>('/stores/:store', async (request) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const changes = parse(storeSettingsRequest, request.body);
    const next = { ...store, ...changes };
    await db.query(
      `UPDATE stores SET name = $2, contact_email = $3, contact_phone = $4, delivery_zones = $5,
          pickup_address = $6, bank_details = $7 WHERE id = $1`,
      [
        store.id,
        next.name,
        next.contact_email,
        next.contact_phone,
        JSON.stringify(next.delivery_zones),
        next.pickup_address,
        next.bank_details,
      ],
    );
    ctx.cache.reads.delete(`store:${store.slug}`);
    return storeBySlug(db, store.slug);
  });

  /** The store admin's overview: today's orders and revenue (Lagos time), open orders, low stock. */
  app.get<SlugParams>('/stores/:store/overview', async (request): Promise<StoreOverview> => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const today = `(now() AT TIME ZONE 'Africa/Lagos')::date`;
    const [totals, lowStock, recent] = await Promise.all([
      db.query<{ orders: number; revenue_kobo: number; open_orders: number; products: number }>(
        `SELECT
           (SELECT count(*)::int FROM orders WHERE store_id = $1 AND (created_at AT TIME ZONE 'Africa/Lagos')::date = ${today}) AS orders,
           (SELECT coalesce(sum(total_kobo), 0)::float8 FROM orders WHERE store_id = $1 AND status <> 'cancelled'
               AND (created_at AT TIME ZONE 'Africa/Lagos')::date = ${today}) AS revenue_kobo,
           (SELECT count(*)::int FROM orders WHERE store_id = $1 AND status IN ('new', 'confirmed')) AS open_orders,
           (SELECT count(*)::int FROM products WHERE store_id = $1) AS products`,
        [store.id],
      ),
      db.query<StoreOverview['low_stock'][number]>(
        `SELECT p.id AS product_id, p.slug AS product_slug, p.name,
                coalesce((SELECT string_agg(value, ' / ') FROM jsonb_each_text(v.mods)), '') AS variant, v.qty
           FROM variants v JOIN products p ON p.id = v.product_id
          WHERE p.store_id = $1 AND v.qty <= $2 ORDER BY v.qty, p.name LIMIT 20`,
        [store.id, LOW_STOCK],
      ),
      db.query<StoreOverview['recent_orders'][number]>(
        `SELECT ${ORDER_COLUMNS}, (SELECT coalesce(sum(qty), 0)::int FROM order_lines WHERE order_id = o.id) AS items
           FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.store_id = $1
          ORDER BY o.created_at DESC LIMIT 5`,
        [store.id],
      ),
    ]);
    const t = totals.rows[0]!;
    return {
      today: { orders: t.orders, revenue_kobo: t.revenue_kobo },
      open_orders: t.open_orders,
      products: t.products,
      low_stock: lowStock.rows,
      recent_orders: recent.rows,
    };
  });

  /** The store admin's analytics: sales, orders and best sellers of the last 7, 30 or 90 Lagos days. */
  app.get<SlugParams>('/stores/:store/analytics', async (request): Promise<StoreAnalytics> => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const { period = DEFAULT_ANALYTICS_PERIOD } = parse(analyticsQuery, request.query);
    return storeAnalytics(db, store, period);
  });
}
