import { randomBytes } from 'node:crypto';
import {
  type Order,
  type OrderSummary,
  type OrderRequest,
  type OrderStatus,
  outOfStockMessage,
  ORDER_TRANSITIONS,
  type PlacedOrder,
  type ProductMod,
  type StoreInfo,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { checkSelection } from '../catalogue/selection.ts';

export const ORDER_COLUMNS = `o.id, o.number::int AS number, s.slug AS store_slug, o.status, o.name, o.phone,
  o.email, o.fulfilment, o.address, o.zone, o.note, o.payment, o.subtotal_kobo::float8 AS subtotal_kobo,
  o.delivery_fee_kobo::float8 AS delivery_fee_kobo, o.total_kobo::float8 AS total_kobo, o.created_at, o.updated_at`;

interface PricedLine {
  product_id: string;
  variant_id: string;
  name: string;
  image: string;
  options: { label: string; value: string }[];
  unit_price_kobo: number;
  qty: number;
}

/**
 * Places an order in one transaction: prices come from the catalogue (never the client), each
 * variant's stock is taken with a conditional UPDATE (row-locked, so two buyers of the last unit
 * cannot both get it), and any line that cannot be had rolls the whole order back.
 */
export async function placeOrder(
  tx: Queryable,
  store: StoreInfo,
  request: Required<OrderRequest>,
): Promise<PlacedOrder> {
  let fee = 0;
  let zone = '';
  if (request.fulfilment === 'delivery') {
    if (!request.address) throw new HttpError(400, 'Enter a delivery address');
    const found = store.delivery_zones.find(
      (z) => z.name.toLowerCase() === request.zone.toLowerCase(),
    );
    if (!found) throw new HttpError(400, 'Choose a delivery zone');
    fee = found.fee_kobo;
    zone = found.name;
  } else if (!store.pickup_address) {
    throw new HttpError(400, 'This store does not offer pickup');
  }
  if (request.payment === 'bank_transfer' && !store.bank_details)
    throw new HttpError(400, 'This store does not take bank transfers');

  const lines: PricedLine[] = [];
  for (const line of request.lines) {
    const { rows } = await tx.query<{
      name: string;
      mods: ProductMod[];
      image: string;
      variant_mods: Record<string, string>;
      price_kobo: number;
    }>(
      `SELECT p.name, p.mods, coalesce(p.media->0->>'file', '') AS image, v.mods AS variant_mods, v.price_kobo
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = $1 AND p.id = $2 AND p.store_id = $3`,
      [line.variant_id, line.product_id, store.id],
    );
    const row = rows[0];
    if (!row)
      throw new HttpError(
        409,
        'An item in your cart is no longer sold. Remove it to place the order.',
      );
    const options = checkSelection(
      { name: row.name, mods: row.mods },
      { mods: row.variant_mods },
      line.selection ?? {},
    );
    const taken = await tx.query<{ qty: number }>(
      'UPDATE variants SET qty = qty - $2 WHERE id = $1 AND qty >= $2 RETURNING qty',
      [line.variant_id, line.qty],
    );
    if (taken.rows.length === 0) {
      const left = await tx.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
        line.variant_id,
      ]);
      throw new HttpError(409, outOfStockMessage(row.name, left.rows[0]?.qty ?? 0));
    }
    lines.push({
      product_id: line.product_id,
      variant_id: line.variant_id,
      name: row.name,
      image: row.image,
      options,
      unit_price_kobo: row.price_kobo,
      qty: line.qty,
    });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price_kobo * l.qty, 0);
  const accessKey = randomBytes(18).toString('base64url');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO orders (store_id, access_key, name, phone, email, fulfilment, address, zone, note,
        payment, subtotal_kobo, delivery_fee_kobo, total_kobo)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      store.id,
      accessKey,
      request.name,
      request.phone,
      request.email,
      request.fulfilment,
      request.fulfilment === 'delivery' ? request.address : '',
      zone,
      request.note,
      request.payment,
      subtotal,
      fee,
      subtotal + fee,
    ],
  );
  const orderId = rows[0]!.id;
  for (const line of lines) {
    await tx.query(
      `INSERT INTO order_lines (order_id, product_id, variant_id, name, image, options, unit_price_kobo, qty)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        orderId,
        line.product_id,
        line.variant_id,
        line.name,
        line.image,
        JSON.stringify(line.options),
        line.unit_price_kobo,
        line.qty,
      ],
    );
  }
  // Best sellers rise in 'Most Popular'.
  await tx.query('UPDATE products SET popularity = popularity + 1 WHERE id = ANY($1::uuid[])', [
    lines.map((l) => l.product_id),
  ]);
  const order = (await readOrder(tx, orderId))!;
  return {
    ...order,
    access_key: accessKey,
    bank_details: request.payment === 'bank_transfer' ? store.bank_details : '',
  };
}

export async function readOrder(db: Queryable, orderId: string): Promise<Order | undefined> {
  const { rows } = await db.query<Omit<Order, 'lines'>>(
    `SELECT ${ORDER_COLUMNS} FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.id = $1`,
    [orderId],
  );
  if (!rows[0]) return undefined;
  const { rows: lines } = await db.query<Order['lines'][number]>(
    'SELECT product_id, variant_id, name, image, options, unit_price_kobo, qty FROM order_lines WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return { ...rows[0], lines };
}

/**
 * Moves an order along new → confirmed → delivered, or to cancelled; cancelling gives its units
 * back to the variants that still exist. The row is locked, so two staff cannot both cancel.
 */
export async function changeOrderStatus(
  tx: Queryable,
  storeId: string,
  orderId: string,
  next: OrderStatus,
): Promise<Order> {
  const { rows } = await tx.query<{ status: OrderStatus }>(
    'SELECT status FROM orders WHERE id = $1 AND store_id = $2 FOR UPDATE',
    [orderId, storeId],
  );
  const current = rows[0]?.status;
  if (!current) throw new HttpError(404, 'Order not found');
  if (current !== next) {
    if (!ORDER_TRANSITIONS[current].includes(next))
      throw new HttpError(409, `A ${current} order cannot become ${next}`);
    if (next === 'cancelled')
      await tx.query(
        `UPDATE variants v SET qty = v.qty + l.qty
           FROM (SELECT variant_id, sum(qty)::int AS qty FROM order_lines WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) l
          WHERE v.id = l.variant_id`,
        [orderId],
      );
    await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [
      orderId,
      next,
    ]);
  }
  return (await readOrder(tx, orderId))!;
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

/** A page of a store's orders, newest first, by status and searched by name, e-mail, phone or #number. */
export async function listOrders(
  db: Queryable,
  storeId: string,
  { status, q, page, per_page }: { status?: string; q?: string; page: number; per_page: number },
): Promise<{ documents: OrderSummary[]; total: number }> {
  const params: unknown[] = [storeId];
  const where = ['o.store_id = $1'];
  if (status) {
    params.push(status);
    where.push(`o.status = $${params.length}`);
  }
  const words = (q ?? '').trim();
  if (words) {
    params.push(`%${words.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
    const n = params.length;
    where.push(
      `(lower(o.name) LIKE $${n} OR lower(o.email) LIKE $${n} OR o.phone LIKE $${n} OR ('#' || o.number::text) LIKE $${n})`,
    );
  }
  const filter = where.join(' AND ');
  const [counted, rows] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${filter}`, params),
    db.query<OrderSummary>(
      `SELECT ${ORDER_COLUMNS}, (SELECT coalesce(sum(qty), 0)::int FROM order_lines WHERE order_id = o.id) AS items
           FROM orders o JOIN stores s ON s.id = o.store_id WHERE ${filter}
          ORDER BY o.created_at DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      params,
    ),
  ]);
  return { documents: rows.rows, total: counted.rows[0]!.n };
}
