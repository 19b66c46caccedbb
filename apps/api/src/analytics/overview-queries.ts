import type { StoreOverview } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { IS_AWAITING, IS_PAID, IS_SALE, SUMMARY_COLUMNS } from '../orders/index.ts';

interface OverviewTotalsRow {
  orders: number;
  revenue_kobo: number;
  awaiting_kobo: number;
  open_orders: number;
  awaiting_payment: number;
  products: number;
}

/**
 * The store admin's overview: today's orders (Lagos time, cancelled ones left out), the paid ones'
 * revenue and what the unpaid ones still owe (orders/sales.ts), open orders, low stock.
 */
export async function storeOverview(db: Queryable, storeId: string): Promise<StoreOverview> {
  const today = `(now() AT TIME ZONE 'Africa/Lagos')::date`;
  const ofToday = `FROM orders o WHERE o.store_id = $1
    AND (o.created_at AT TIME ZONE 'Africa/Lagos')::date = ${today}`;
  const [totals, lowStock, recent] = await Promise.all([
    db.query<OverviewTotalsRow>(
      `SELECT
           (SELECT count(*)::int ${ofToday} AND ${IS_SALE()}) AS orders,
           (SELECT coalesce(sum(o.total_kobo), 0)::float8 ${ofToday} AND ${IS_PAID()}) AS revenue_kobo,
           (SELECT coalesce(sum(o.total_kobo), 0)::float8 ${ofToday} AND ${IS_AWAITING()}) AS awaiting_kobo,
           (SELECT count(*)::int FROM orders WHERE store_id = $1 AND status IN ('new', 'confirmed', 'ready', 'shipped')) AS open_orders,
           (SELECT count(*)::int FROM orders WHERE store_id = $1 AND payment_status = 'unpaid'
               AND payment = 'bank_transfer' AND status <> 'cancelled') AS awaiting_payment,
           (SELECT count(*)::int FROM products WHERE store_id = $1) AS products`,
      [storeId],
    ),
    db.query<StoreOverview['low_stock'][number]>(
      `SELECT p.id AS product_id, p.slug AS product_slug, p.name,
                coalesce((SELECT string_agg(value, ' / ') FROM jsonb_each_text(v.mods)), '') AS variant, v.qty
           FROM variants v JOIN products p ON p.id = v.product_id
          WHERE p.store_id = $1 AND p.track_stock
            AND v.qty <= (SELECT low_stock_threshold FROM stores WHERE id = $1)
          ORDER BY v.qty, p.name LIMIT 20`,
      [storeId],
    ),
    db.query<StoreOverview['recent_orders'][number]>(
      `SELECT ${SUMMARY_COLUMNS}
           FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.store_id = $1
          ORDER BY o.created_at DESC LIMIT 5`,
      [storeId],
    ),
  ]);
  const t = totals.rows[0]!;
  return {
    today: { orders: t.orders, revenue_kobo: t.revenue_kobo, awaiting_kobo: t.awaiting_kobo },
    open_orders: t.open_orders,
    awaiting_payment: t.awaiting_payment,
    products: t.products,
    low_stock: lowStock.rows,
    recent_orders: recent.rows,
  };
}
