/** Reading orders: one order with its lines and history, its shopper's key, and a store's list. */
import type { Order, OrderSummary, OrderEvent } from '@agency/contract';
import type { Queryable } from '../db/index.ts';

/** How many lines' pictures an order in a list shows. */
const SUMMARY_PICTURES = 4;

export const ORDER_COLUMNS = `o.id, o.number::int AS number, s.slug AS store_slug, o.status, o.name, o.phone,
  o.email, o.fulfilment, o.address, o.zone,
  o.delivery_state, o.delivery_lga, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
  o.delivery_window, o.note, o.payment, o.payment_status, o.payment_reference,
  o.invoice_number::int AS invoice_number, o.carrier, o.tracking_url,
  o.subtotal_kobo::float8 AS subtotal_kobo,
  o.delivery_fee_kobo::float8 AS delivery_fee_kobo, o.total_kobo::float8 AS total_kobo,
  o.discount_code, o.discount_kobo::float8 AS discount_kobo, o.source, o.by_hand, o.paid_with,
  o.created_at, o.updated_at`;

/**
 * An order in a list (OrderSummary): its fields, its units counted, and its first lines' pictures
 * as they were sold (the chosen choice's), with the name and options their alt text is made of.
 */
export const SUMMARY_COLUMNS = `${ORDER_COLUMNS},
  (SELECT coalesce(sum(qty), 0)::int FROM order_lines WHERE order_id = o.id) AS items,
  (SELECT coalesce(json_agg(json_build_object('name', l.name, 'image', l.image, 'options', l.options) ORDER BY l.id), '[]')
     FROM (SELECT id, name, image, options FROM order_lines WHERE order_id = o.id ORDER BY id LIMIT ${SUMMARY_PICTURES}) l) AS pictures`;

export async function readOrder(db: Queryable, orderId: string): Promise<Order | undefined> {
  const { rows } = await db.query<Omit<Order, 'lines' | 'history' | 'payments' | 'refunds'>>(
    `SELECT ${ORDER_COLUMNS} FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.id = $1`,
    [orderId],
  );
  if (!rows[0]) return undefined;
  const { rows: lines } = await db.query<Order['lines'][number]>(
    `SELECT product_id, variant_id, name, image, options, unit_price_kobo, qty, list_price_kobo, price_reason
       FROM order_lines WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  const { rows: history } = await db.query<OrderEvent>(
    'SELECT kind, at FROM order_events WHERE order_id = $1 ORDER BY at, id',
    [orderId],
  );
  // Money that moved through Paystack for it: the charge and any refunds (none for other methods).
  const { rows: moved } = await db.query<{
    kind: 'charge' | 'refund';
    amount_kobo: number;
    channel: string;
    reference: string;
    status: string;
    paid_at: string | null;
    created_at: string;
  }>(
    `SELECT kind, amount_kobo::float8 AS amount_kobo, channel, reference, status, paid_at, created_at
       FROM order_payments WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );
  const payments = moved
    .filter((m) => m.kind === 'charge')
    .map(({ amount_kobo, channel, reference, status, paid_at }) => ({
      amount_kobo,
      channel,
      reference,
      status,
      paid_at,
    }));
  const refunds = moved
    .filter((m) => m.kind === 'refund')
    .map(({ amount_kobo, status, created_at }) => ({
      amount_kobo,
      status: status as Order['refunds'][number]['status'],
      created_at,
    }));
  return { ...rows[0], lines, history, payments, refunds };
}

/** The access key of the store's order (for its managers, who send the shopper its link). */
export async function orderAccessKey(
  db: Queryable,
  storeId: string,
  orderId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ access_key: string }>(
    'SELECT access_key FROM orders WHERE id = $1 AND store_id = $2',
    [orderId, storeId],
  );
  return rows[0]?.access_key;
}

/** Whether `key` is the access key of the store's order (what a shopper's link carries). */
export async function orderKeyMatches(
  db: Queryable,
  storeId: string,
  orderId: string,
  key: string,
): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    'SELECT access_key = $3 AS ok FROM orders WHERE id = $1 AND store_id = $2',
    [orderId, storeId, key],
  );
  return rows[0]?.ok === true;
}

/**
 * A page of a store's orders, newest first, by status and payment, searched by name, e-mail, phone,
 * #number or transfer reference (what a bank statement shows).
 */
export async function listOrders(
  db: Queryable,
  storeId: string,
  {
    status,
    payment_status,
    q,
    page,
    per_page,
  }: { status?: string; payment_status?: string; q?: string; page: number; per_page: number },
): Promise<{ documents: OrderSummary[]; total: number }> {
  const params: unknown[] = [storeId];
  const where = ['o.store_id = $1'];
  if (status) {
    params.push(status);
    where.push(`o.status = $${params.length}`);
  }
  if (payment_status) {
    params.push(payment_status);
    where.push(`o.payment_status = $${params.length}`);
  }
  const words = (q ?? '').trim();
  if (words) {
    params.push(`%${words.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
    const n = params.length;
    where.push(
      `(lower(o.name) LIKE $${n} OR lower(o.email) LIKE $${n} OR o.phone LIKE $${n} OR ('#' || o.number::text) LIKE $${n}
        OR lower(o.payment_reference) LIKE $${n})`,
    );
  }
  const filter = where.join(' AND ');
  const [counted, rows] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${filter}`, params),
    db.query<OrderSummary>(
      `SELECT ${SUMMARY_COLUMNS}
           FROM orders o JOIN stores s ON s.id = o.store_id WHERE ${filter}
          ORDER BY o.created_at DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      params,
    ),
  ]);
  return { documents: rows.rows, total: counted.rows[0]!.n };
}
