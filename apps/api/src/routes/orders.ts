import {
  koboToNaira,
  type Order,
  type OrderSummary,
  orderListQuery,
  orderNumber,
  orderRequest,
  orderStatusRequest,
  PAYMENT_LABELS,
  type PlacedOrder,
  type StoreInfo,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { dropCatalogue, managedStore, storeBySlug } from '../catalogue/access.ts';
import { changeOrderStatus, ORDER_COLUMNS, placeOrder, readOrder } from '../catalogue/orders.ts';
import type { Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { takeToken } from '../lib/limits.ts';

type StoreParams = { Params: { store: string } };
type OrderParams = { Params: { store: string; order: string }; Querystring: { key?: string } };

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const money = (kobo: number) => naira.format(koboToNaira(kobo));

/** The mail the store gets for each new order. */
export function orderMail(store: StoreInfo, order: PlacedOrder): { subject: string; body: string } {
  const lines = order.lines.map(
    (l) =>
      `- ${l.qty} × ${l.name}${l.options.length ? ` (${l.options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : ''}: ${money(l.unit_price_kobo * l.qty)}`,
  );
  return {
    subject: `New order ${orderNumber(order.number)} — ${money(order.total_kobo)}`,
    body: [
      `${order.name} placed order ${orderNumber(order.number)} in ${store.name}.`,
      '',
      ...lines,
      `Delivery: ${money(order.delivery_fee_kobo)}`,
      `Total: ${money(order.total_kobo)} (${PAYMENT_LABELS[order.payment]})`,
      '',
      order.fulfilment === 'delivery'
        ? `Deliver to: ${order.address} (${order.zone})`
        : 'Pickup at the store',
      `Phone: ${order.phone}  E-mail: ${order.email}`,
      order.note ? `Note: ${order.note}` : '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

function orderId(value: string): string {
  if (!UUID.test(value)) throw new HttpError(404, 'Order not found');
  return value.toLowerCase();
}

export function orderRoutes(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;

  /** A shopper places an order: no account, prices and stock from the catalogue. */
  app.post<StoreParams>('/stores/:store/orders', async (request, reply) => {
    const body = parse(orderRequest, request.body);
    const store = await storeBySlug(db, request.params.store);
    await takeToken(
      db,
      `order:${request.ip}`,
      { capacity: config.limits.ordersPerHourPerAddress, perSeconds: 3600 },
      'Too many orders from your address. Try again later.',
    );
    const order = await db.transaction((tx) =>
      placeOrder(tx, store, body as Required<typeof body>),
    );
    dropCatalogue(ctx, store.id);
    if (store.contact_email) {
      const mail = orderMail(store, order);
      ctx.background.run('order mail', () => ctx.mailer.send({ to: store.contact_email, ...mail }));
    }
    return reply.code(201).send(order);
  });

  /** One order: for the shopper with its access key, or for the store's managers. */
  app.get<OrderParams>('/stores/:store/orders/:order', async (request) => {
    const id = orderId(request.params.order);
    const key = request.query.key;
    if (typeof key === 'string' && key.length > 0) {
      const store = await storeBySlug(db, request.params.store);
      const { rows } = await db.query<{ ok: boolean }>(
        'SELECT access_key = $3 AS ok FROM orders WHERE id = $1 AND store_id = $2',
        [id, store.id, key.slice(0, 100)],
      );
      if (!rows[0]?.ok) throw new HttpError(404, 'Order not found');
      const order = (await readOrder(db, id))!;
      return {
        ...order,
        bank_details: order.payment === 'bank_transfer' ? store.bank_details : '',
      };
    }
    const { store } = await managedStore(ctx, request, request.params.store);
    const order = await readOrder(db, id);
    if (!order || order.store_slug !== store.slug) throw new HttpError(404, 'Order not found');
    return order;
  });

  app.get<StoreParams>('/stores/:store/orders', async (request) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const { status, q, page = 1, per_page = 20 } = parse(orderListQuery, request.query);
    const params: unknown[] = [store.id];
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
    return { documents: rows.rows, total: counted.rows[0]!.n, page, per_page };
  });

  app.patch<OrderParams>('/stores/:store/orders/:order', async (request): Promise<Order> => {
    const { store } = await managedStore(ctx, request, request.params.store);
    const { status } = parse(orderStatusRequest, request.body);
    const order = await db.transaction((tx) =>
      changeOrderStatus(tx, store.id, orderId(request.params.order), status),
    );
    dropCatalogue(ctx, store.id);
    return order;
  });
}
