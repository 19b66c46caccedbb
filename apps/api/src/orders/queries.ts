import { randomBytes } from 'node:crypto';
import {
  type Fulfilment,
  NOTHING_TO_SHIP_PAYMENT,
  nothingToShip,
  type ProductFulfilment,
  SHIPPED_NEEDS_FULFILMENT,
  type Order,
  type OrderSummary,
  type OrderRequest,
  type OrderEvent,
  type OrderStatus,
  orderValueCapMessage,
  outOfStockMessage,
  unitCapMessage,
  ORDER_TRANSITIONS,
  type PlacedOrder,
  type ProductOption,
  type StoreInfo,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { checkSelection } from '../catalogue/selection.ts';
import { takeToken } from '../lib/limits.ts';
import { RECEIPTS_PER_HOUR_PER_EMAIL, recordOrderEvent } from './history.ts';
import { claimDiscount, recordRedemption, releaseDiscount } from '../discounts/queries.ts';
import { money } from './mail.ts';
import { checkPaymentMethod, paymentReference } from './payments/index.ts';

export const ORDER_COLUMNS = `o.id, o.number::int AS number, s.slug AS store_slug, o.status, o.name, o.phone,
  o.email, o.fulfilment, o.address, o.zone, o.note, o.payment, o.payment_status, o.payment_reference,
  o.subtotal_kobo::float8 AS subtotal_kobo,
  o.delivery_fee_kobo::float8 AS delivery_fee_kobo, o.total_kobo::float8 AS total_kobo,
  o.discount_code, o.discount_kobo::float8 AS discount_kobo, o.created_at, o.updated_at`;

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
  // M2: one line per variant and options (a repeated line is the same line), and the store's
  // caps on units of one variant and on the order's value, all before any stock is taken.
  const merged = mergeLines(request.lines);
  const priced: (PricedLine & { key: string })[] = [];
  const kinds: ProductFulfilment[] = [];
  for (const line of merged) {
    const { rows } = await tx.query<{
      name: string;
      fulfilment: ProductFulfilment;
      mods: ProductOption[];
      image: string;
      variant_mods: Record<string, string>;
      price_kobo: number;
    }>(
      `SELECT p.name, p.fulfilment, p.mods, coalesce(p.media->0->>'file', '') AS image, v.mods AS variant_mods, v.price_kobo
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = $1 AND p.id = $2 AND p.store_id = $3 AND p.status = 'active'`,
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
    kinds.push(row.fulfilment);
    priced.push({
      key: line.variant_id,
      product_id: line.product_id,
      variant_id: line.variant_id,
      name: row.name,
      image: row.image,
      options,
      unit_price_kobo: row.price_kobo,
      qty: line.qty,
    });
  }
  const perVariant = new Map<string, number>();
  for (const line of priced) {
    const units = (perVariant.get(line.variant_id) ?? 0) + line.qty;
    perVariant.set(line.variant_id, units);
    if (units > store.max_units_per_variant)
      throw new HttpError(409, unitCapMessage(line.name, store.max_units_per_variant));
  }
  const value = priced.reduce((sum, l) => sum + l.unit_price_kobo * l.qty, 0);
  if (value > store.max_order_kobo)
    throw new HttpError(409, orderValueCapMessage(money(store.max_order_kobo)));
  const { fulfilment, fee, zone } = shipping(store, request, nothingToShip(kinds));
  // Best sellers rise in 'Most Popular'; their stock moves (an item form opened before is stale,
  // L4). Products first, then variants: the order in which an item save locks them too.
  await tx.query(
    'UPDATE products SET popularity = popularity + 1, stock_version = stock_version + 1 WHERE id = ANY($1::uuid[])',
    [[...new Set(priced.map((l) => l.product_id))].sort()],
  );
  // Stock per variant, in a fixed order (two orders sharing variants cannot deadlock).
  for (const variantId of [...perVariant.keys()].sort()) {
    const qty = perVariant.get(variantId)!;
    const taken = await tx.query<{ qty: number }>(
      'UPDATE variants SET qty = qty - $2 WHERE id = $1 AND qty >= $2 RETURNING qty',
      [variantId, qty],
    );
    if (taken.rows.length === 0) {
      const left = await tx.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
        variantId,
      ]);
      const name = priced.find((l) => l.variant_id === variantId)!.name;
      throw new HttpError(409, outOfStockMessage(name, left.rows[0]?.qty ?? 0));
    }
  }
  const lines: PricedLine[] = priced.map(({ key: _key, ...line }) => line);
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price_kobo * l.qty, 0);
  // The code's use is taken last, under its row lock, so a refused order never holds one.
  const shopper = { phone: request.phone, email: request.email };
  const discount = request.discount_code.trim()
    ? await claimDiscount(tx, store.id, request.discount_code, shopper, subtotal)
    : undefined;
  const off = discount?.amount_kobo ?? 0;
  const accessKey = randomBytes(18).toString('base64url');
  const { rows: numbered } = await tx.query<{ number: number }>(
    `SELECT nextval('order_numbers')::int AS number`,
  );
  const number = numbered[0]!.number;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO orders (store_id, access_key, name, phone, email, fulfilment, address, zone, note,
        payment, subtotal_kobo, delivery_fee_kobo, total_kobo, is_demo, number, payment_reference,
        discount_code, discount_kobo)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
      RETURNING id`,
    [
      store.id,
      accessKey,
      request.name,
      request.phone,
      request.email,
      fulfilment,
      fulfilment === 'delivery' ? request.address : '',
      zone,
      request.note,
      request.payment,
      subtotal,
      fee,
      subtotal - off + fee,
      store.is_demo === true,
      number,
      paymentReference(store.slug, number),
      discount?.code ?? '',
      off,
    ],
  );
  const orderId = rows[0]!.id;
  // The shopper's receipt, sent by the mail worker once this transaction has committed; at most
  // RECEIPTS_PER_HOUR_PER_EMAIL to one address, so checkout cannot be used to flood a stranger's
  // inbox (the order itself is still placed, and its page and find-my-order still work).
  const mailReceipt = await takeToken(
    tx,
    `receipt:${request.email.toLowerCase()}`,
    { capacity: RECEIPTS_PER_HOUR_PER_EMAIL, perSeconds: 3600 },
    '',
  ).then(
    () => true,
    () => false,
  );
  if (discount) await recordRedemption(tx, orderId, discount, shopper);
  await recordOrderEvent(tx, orderId, mailReceipt ? request.email : '', 'placed');
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
  const order = (await readOrder(tx, orderId))!;
  return {
    ...order,
    access_key: accessKey,
    bank_details: request.payment === 'bank_transfer' ? store.bank_details : '',
  };
}

/**
 * How the order reaches the shopper and what that costs. A cart with nothing to ship (e-mailed or
 * booked items only) takes no address, no fee and no pay on delivery, whatever the client sent.
 */
function shipping(
  store: StoreInfo,
  request: Required<OrderRequest>,
  noShipping: boolean,
): { fulfilment: Fulfilment; fee: number; zone: string } {
  checkPaymentMethod(request.payment, store);
  if (noShipping) {
    if (request.payment === 'pay_on_delivery') throw new HttpError(400, NOTHING_TO_SHIP_PAYMENT);
    return { fulfilment: 'none', fee: 0, zone: '' };
  }
  if (request.fulfilment === 'delivery') {
    if (!request.address) throw new HttpError(400, 'Enter a delivery address');
    const found = store.delivery_zones.find(
      (z) => z.name.toLowerCase() === request.zone.toLowerCase(),
    );
    if (!found) throw new HttpError(400, 'Choose a delivery zone');
    return { fulfilment: 'delivery', fee: found.fee_kobo, zone: found.name };
  }
  if (request.fulfilment === 'none') throw new HttpError(400, SHIPPED_NEEDS_FULFILMENT);
  if (!store.pickup_address) throw new HttpError(400, 'This store does not offer pickup');
  return { fulfilment: 'pickup', fee: 0, zone: '' };
}

type RequestLine = Required<OrderRequest>['lines'][number];

/** Option values in one canonical form, so {a, b} and {b, a} are the same choice. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Lines of the same variant with the same options become one line with their units added up. */
export function mergeLines(lines: readonly RequestLine[]): RequestLine[] {
  const byKey = new Map<string, RequestLine>();
  for (const line of lines) {
    const key = `${line.product_id}|${line.variant_id}|${canonical(line.selection ?? {})}`;
    const seen = byKey.get(key);
    if (seen) seen.qty += line.qty;
    else byKey.set(key, { ...line });
  }
  return [...byKey.values()];
}

/**
 * Restocks a cancelled order's units (variants that still exist), moves their products' stock
 * version, and gives back its use of a discount code.
 */
async function restock(tx: Queryable, orderId: string): Promise<void> {
  await releaseDiscount(tx, orderId);
  await tx.query(
    `UPDATE variants v SET qty = v.qty + l.qty
       FROM (SELECT variant_id, sum(qty)::int AS qty FROM order_lines WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) l
      WHERE v.id = l.variant_id`,
    [orderId],
  );
  await tx.query(
    `UPDATE products SET stock_version = stock_version + 1
      WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = $1 AND product_id IS NOT NULL)`,
    [orderId],
  );
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
  const { rows: history } = await db.query<OrderEvent>(
    'SELECT kind, at FROM order_events WHERE order_id = $1 ORDER BY at, id',
    [orderId],
  );
  return { ...rows[0], lines, history };
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
  const { rows } = await tx.query<{ status: OrderStatus; email: string }>(
    'SELECT status, email FROM orders WHERE id = $1 AND store_id = $2 FOR UPDATE',
    [orderId, storeId],
  );
  const current = rows[0]?.status;
  if (!current) throw new HttpError(404, 'Order not found');
  if (current !== next) {
    if (!ORDER_TRANSITIONS[current].includes(next))
      throw new HttpError(409, `A ${current} order cannot become ${next}`);
    if (next === 'cancelled') await restock(tx, orderId);
    await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [
      orderId,
      next,
    ]);
    if (next !== 'new') await recordOrderEvent(tx, orderId, rows[0]!.email, next);
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
      `SELECT ${ORDER_COLUMNS}, (SELECT coalesce(sum(qty), 0)::int FROM order_lines WHERE order_id = o.id) AS items
           FROM orders o JOIN stores s ON s.id = o.store_id WHERE ${filter}
          ORDER BY o.created_at DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      params,
    ),
  ]);
  return { documents: rows.rows, total: counted.rows[0]!.n };
}

/** Orders one sweep batch handles in one short transaction. */
const SWEEP_BATCH = 100;

/**
 * M2: cancels 'new' orders nobody confirmed within their store's `unconfirmed_order_hours`, and
 * puts their units back (the restock of a cancel), one batch in one transaction. Rows another
 * instance is sweeping (or staff are changing) are skipped, not waited for. Returns the stores
 * whose stock moved.
 */
export async function expireUnconfirmedOrders(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ id: string; store_id: string; email: string }>(
    `SELECT o.id, o.store_id, o.email FROM orders o JOIN stores s ON s.id = o.store_id
      WHERE o.status = 'new' AND o.created_at < now() - make_interval(hours => s.unconfirmed_order_hours)
      ORDER BY o.created_at LIMIT $1 FOR UPDATE OF o SKIP LOCKED`,
    [SWEEP_BATCH],
  );
  for (const { id, email } of rows) {
    await restock(tx, id);
    await tx.query(`UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = $1`, [
      id,
    ]);
    await recordOrderEvent(tx, id, email, 'cancelled');
  }
  return [...new Set(rows.map((r) => r.store_id))];
}

/**
 * L8: demo stores' orders are cleared a day after they were placed: open ones give their units
 * back, then every one goes. One batch per call, skipping rows locked elsewhere.
 */
export async function clearDemoOrders(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ id: string; store_id: string; status: OrderStatus }>(
    `SELECT id, store_id, status FROM orders
      WHERE is_demo AND created_at < now() - interval '1 day'
      ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [SWEEP_BATCH],
  );
  for (const { id, status } of rows)
    if (status === 'new' || status === 'confirmed') await restock(tx, id);
    else await releaseDiscount(tx, id);
  await tx.query('DELETE FROM orders WHERE id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
  return [...new Set(rows.map((r) => r.store_id))];
}

/** A launched demo store starts clean: its demo orders go, open ones giving their units back. */
export async function clearStoreDemoOrders(tx: Queryable, storeId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string; status: OrderStatus }>(
    'SELECT id, status FROM orders WHERE store_id = $1 AND is_demo FOR UPDATE',
    [storeId],
  );
  for (const { id, status } of rows)
    if (status === 'new' || status === 'confirmed') await restock(tx, id);
  await tx.query('DELETE FROM orders WHERE store_id = $1 AND is_demo', [storeId]);
}

/** The order's store was mailed about it (one mail per order). */
/** Claims an order's own mail; false when a digest claimed it first (it is mailed once). */
export async function markOrderMailed(db: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE orders SET mailed_at = now() WHERE id = $1 AND mailed_at IS NULL RETURNING 1',
    [orderId],
  );
  return rows.length > 0;
}

export interface DigestOrder {
  number: number;
  name: string;
  total_kobo: number;
}

/**
 * The orders of one store placed while its order mails were used up (mailed_at unset), claimed
 * for one digest mail: marked mailed in the same statement, so no two instances send them.
 */
export async function claimUnmailedOrders(
  tx: Queryable,
): Promise<
  { store_id: string; store_name: string; contact_email: string; orders: DigestOrder[] } | undefined
> {
  const { rows: stores } = await tx.query<{ store_id: string }>(
    `SELECT store_id FROM orders WHERE mailed_at IS NULL ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  const storeId = stores[0]?.store_id;
  if (!storeId) return undefined;
  const { rows: orders } = await tx.query<DigestOrder>(
    `UPDATE orders SET mailed_at = now()
      WHERE id IN (SELECT id FROM orders WHERE store_id = $1 AND mailed_at IS NULL FOR UPDATE SKIP LOCKED)
      RETURNING number::int AS number, name, total_kobo::float8 AS total_kobo`,
    [storeId],
  );
  const { rows: store } = await tx.query<{ name: string; contact_email: string }>(
    `SELECT s.name, ${ORDER_MAIL_TO} AS contact_email FROM stores s
       JOIN businesses b ON b.id = s.business_id LEFT JOIN users u ON u.id = b.owner_id
      WHERE s.id = $1`,
    [storeId],
  );
  orders.sort((a, b) => a.number - b.number);
  return {
    store_id: storeId,
    store_name: store[0]?.name ?? '',
    contact_email: store[0]?.contact_email ?? '',
    orders,
  };
}

/**
 * Where a store's order mails go: its public contact address, or (a new store has none; the
 * owner's sign-in address is not published) its owner's.
 */
const ORDER_MAIL_TO = `coalesce(nullif(s.contact_email, ''), u.email, '')`;

export async function orderMailAddress(db: Queryable, storeId: string): Promise<string> {
  const { rows } = await db.query<{ to: string }>(
    `SELECT ${ORDER_MAIL_TO} AS "to" FROM stores s
       JOIN businesses b ON b.id = s.business_id LEFT JOIN users u ON u.id = b.owner_id
      WHERE s.id = $1`,
    [storeId],
  );
  return rows[0]?.to ?? '';
}
