import { LOW_STOCK, type ManagedStore, type StoreInfo, type StoreOverview } from '@agency/contract';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { ORDER_COLUMNS } from '../orders/queries.ts';

export const STORE_COLUMNS = `s.id, s.slug, s.name, s.contact_email, s.contact_phone, s.delivery_zones,
  s.pickup_address, s.bank_details, s.is_demo, s.max_units_per_variant,
  s.max_order_kobo::float8 AS max_order_kobo, s.unconfirmed_order_hours`;

/** The stores a user manages (docs/product-rules.md, "Who sees which store"). */
function managedStoresQuery(user: User): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT ${STORE_COLUMNS}, s.business_id, b.name AS business_name
            FROM stores s JOIN businesses b ON b.id = s.business_id
           WHERE $2 = 'admin' OR b.owner_id = $1
              OR EXISTS (SELECT 1 FROM store_admins sa WHERE sa.store_id = s.id AND sa.user_id = $1)
           ORDER BY s.created_at`,
    params: [user.id, user.role],
  };
}

/** Every store the user manages. */
export async function managedStores(db: Queryable, user: User): Promise<ManagedStore[]> {
  const { sql, params } = managedStoresQuery(user);
  const { rows } = await db.query<ManagedStore>(sql, params);
  return rows;
}

/** The store with this slug, if the user manages it. */
export async function managedStoreBySlug(
  db: Queryable,
  user: User,
  slug: string,
): Promise<ManagedStore | undefined> {
  const { sql, params } = managedStoresQuery(user);
  const { rows } = await db.query<ManagedStore>(
    `SELECT * FROM (${sql}) AS mine WHERE mine.slug = $3`,
    [...params, slug],
  );
  return rows[0];
}

export async function storeBySlug(db: Queryable, slug: string): Promise<StoreInfo> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new HttpError(404, 'Store not found');
  const { rows } = await db.query<StoreInfo>(
    `SELECT ${STORE_COLUMNS} FROM stores s WHERE s.slug = $1`,
    [slug],
  );
  if (!rows[0]) throw new HttpError(404, 'Store not found');
  return rows[0];
}

/** Writes a store's settings (every field, the caller merges the changes into the current ones). */
export async function updateStore(
  db: Queryable,
  store: Pick<
    StoreInfo,
    | 'id'
    | 'name'
    | 'contact_email'
    | 'contact_phone'
    | 'delivery_zones'
    | 'pickup_address'
    | 'bank_details'
  >,
): Promise<void> {
  await db.query(
    `UPDATE stores SET name = $2, contact_email = $3, contact_phone = $4, delivery_zones = $5,
          pickup_address = $6, bank_details = $7 WHERE id = $1`,
    [
      store.id,
      store.name,
      store.contact_email,
      store.contact_phone,
      JSON.stringify(store.delivery_zones),
      store.pickup_address,
      store.bank_details,
    ],
  );
}

/** A store's order limits (docs/product-rules.md, "Order limits"); fields left out stay. */
export async function updateOrderLimits(
  db: Queryable,
  storeId: string,
  limits: Partial<
    Pick<StoreInfo, 'max_units_per_variant' | 'max_order_kobo' | 'unconfirmed_order_hours'>
  >,
): Promise<void> {
  await db.query(
    `UPDATE stores SET max_units_per_variant = coalesce($2, max_units_per_variant),
        max_order_kobo = coalesce($3, max_order_kobo),
        unconfirmed_order_hours = coalesce($4, unconfirmed_order_hours) WHERE id = $1`,
    [
      storeId,
      limits.max_units_per_variant ?? null,
      limits.max_order_kobo ?? null,
      limits.unconfirmed_order_hours ?? null,
    ],
  );
}

interface OverviewTotalsRow {
  orders: number;
  revenue_kobo: number;
  open_orders: number;
  products: number;
}

/** The store admin's overview: today's orders and revenue (Lagos time), open orders, low stock. */
export async function storeOverview(db: Queryable, storeId: string): Promise<StoreOverview> {
  const today = `(now() AT TIME ZONE 'Africa/Lagos')::date`;
  const [totals, lowStock, recent] = await Promise.all([
    db.query<OverviewTotalsRow>(
      `SELECT
           (SELECT count(*)::int FROM orders WHERE store_id = $1 AND (created_at AT TIME ZONE 'Africa/Lagos')::date = ${today}) AS orders,
           (SELECT coalesce(sum(total_kobo), 0)::float8 FROM orders WHERE store_id = $1 AND status <> 'cancelled'
               AND (created_at AT TIME ZONE 'Africa/Lagos')::date = ${today}) AS revenue_kobo,
           (SELECT count(*)::int FROM orders WHERE store_id = $1 AND status IN ('new', 'confirmed')) AS open_orders,
           (SELECT count(*)::int FROM products WHERE store_id = $1) AS products`,
      [storeId],
    ),
    db.query<StoreOverview['low_stock'][number]>(
      `SELECT p.id AS product_id, p.slug AS product_slug, p.name,
                coalesce((SELECT string_agg(value, ' / ') FROM jsonb_each_text(v.mods)), '') AS variant, v.qty
           FROM variants v JOIN products p ON p.id = v.product_id
          WHERE p.store_id = $1 AND v.qty <= $2 ORDER BY v.qty, p.name LIMIT 20`,
      [storeId, LOW_STOCK],
    ),
    db.query<StoreOverview['recent_orders'][number]>(
      `SELECT ${ORDER_COLUMNS}, (SELECT coalesce(sum(qty), 0)::int FROM order_lines WHERE order_id = o.id) AS items
           FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.store_id = $1
          ORDER BY o.created_at DESC LIMIT 5`,
      [storeId],
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
}
