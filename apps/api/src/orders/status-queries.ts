/** Moving orders: staff status changes, and the sweeps that cancel or clear them (restocked). */
import {
  type Fulfilment,
  nextStatuses,
  OPEN_ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { recordOrderEvent } from './history.ts';
import { releaseDiscount } from '../discounts/index.ts';
import { readOrder } from './read-queries.ts';

/**
 * Restocks a cancelled order's units (variants that still exist, of items whose stock is
 * counted: a made-to-order item's were never taken), moves their products' stock
 * version, and gives back its use of a discount code.
 */
async function restock(tx: Queryable, orderId: string): Promise<void> {
  await releaseDiscount(tx, orderId);
  await tx.query(
    `UPDATE variants v SET qty = v.qty + l.qty
       FROM (SELECT variant_id, sum(qty)::int AS qty FROM order_lines WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) l
      WHERE v.id = l.variant_id
        AND (SELECT p.track_stock FROM products p WHERE p.id = v.product_id)`,
    [orderId],
  );
  await tx.query(
    `UPDATE products SET stock_version = stock_version + 1
      WHERE id IN (SELECT product_id FROM order_lines WHERE order_id = $1 AND product_id IS NOT NULL)`,
    [orderId],
  );
}

/** Who carries a shipped order and its tracking link, as the store gave them (undefined: keep). */
export interface Tracking {
  carrier?: string;
  tracking_url?: string;
}

/** Why a move is refused, in the words the store admin reads. */
function refusal(current: OrderStatus, next: OrderStatus, fulfilment: Fulfilment): string {
  if (next === 'ready' && fulfilment !== 'pickup')
    return 'Only a pickup order can be ready for pickup';
  if (next === 'shipped' && fulfilment !== 'delivery') return 'Only a delivery can be shipped';
  return `A ${current} order cannot become ${next}`;
}

/**
 * Moves an order along its fulfilment's steps (ORDER_TRANSITIONS: new → confirmed → ready for
 * pickup or shipped → delivered, or cancelled); cancelling gives its units back to the variants
 * that still exist. Shipping keeps the carrier and tracking link given; Shipped again corrects
 * them (no step, no second mail). The row is locked, so two staff cannot both cancel. Answers
 * the status it had and whether anything changed, so the caller records it in the transaction.
 */
export async function changeOrderStatus(
  tx: Queryable,
  storeId: string,
  orderId: string,
  next: OrderStatus,
  tracking: Tracking = {},
): Promise<{ before: OrderStatus; changed: boolean; order: Order }> {
  const { rows } = await tx.query<{
    status: OrderStatus;
    email: string;
    fulfilment: Fulfilment;
    carrier: string;
    tracking_url: string;
  }>(
    `SELECT status, email, fulfilment, carrier, tracking_url FROM orders
      WHERE id = $1 AND store_id = $2 FOR UPDATE`,
    [orderId, storeId],
  );
  const row = rows[0];
  if (!row) throw new DomainError('not_found', 'Order not found');
  const current = row.status;
  const carrier = tracking.carrier ?? row.carrier;
  const trackingUrl = tracking.tracking_url ?? row.tracking_url;
  let changed = false;
  if (current !== next) {
    if (!nextStatuses(row).includes(next))
      throw new DomainError('conflict', refusal(current, next, row.fulfilment));
    if (next === 'cancelled') await restock(tx, orderId);
    await tx.query(
      'UPDATE orders SET status = $2, carrier = $3, tracking_url = $4, updated_at = now() WHERE id = $1',
      [orderId, next, carrier, trackingUrl],
    );
    if (next !== 'new') await recordOrderEvent(tx, orderId, row.email, next);
    changed = true;
  } else if (next === 'shipped' && (carrier !== row.carrier || trackingUrl !== row.tracking_url)) {
    await tx.query(
      'UPDATE orders SET carrier = $2, tracking_url = $3, updated_at = now() WHERE id = $1',
      [orderId, carrier, trackingUrl],
    );
    changed = true;
  }
  return { before: current, changed, order: (await readOrder(tx, orderId))! };
}

/** Orders one sweep batch handles in one short transaction. */
const SWEEP_BATCH = 100;

/**
 * Cancels 'new' orders nobody confirmed within their store's `unconfirmed_order_hours`, and
 * puts their units back (the restock of a cancel), one batch in one transaction. A card order
 * the shopper never finished paying expires so; one Paystack marked paid waits for the store. Rows another
 * instance is sweeping (or staff are changing) are skipped, not waited for. Returns the stores
 * whose stock moved.
 */
export async function expireUnconfirmedOrders(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ id: string; store_id: string; email: string }>(
    `SELECT o.id, o.store_id, o.email FROM orders o JOIN stores s ON s.id = o.store_id
      WHERE o.status = 'new' AND o.created_at < now() - make_interval(hours => s.unconfirmed_order_hours)
        AND (o.payment <> 'card' OR o.payment_status = 'unpaid')
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
 * Demo stores' orders are cleared a day after they were placed: open ones give their units
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
    if (OPEN_ORDER_STATUSES.includes(status)) await restock(tx, id);
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
    if (OPEN_ORDER_STATUSES.includes(status)) await restock(tx, id);
  await tx.query('DELETE FROM orders WHERE store_id = $1 AND is_demo', [storeId]);
}
