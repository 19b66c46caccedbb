import {
  FIND_ORDER_LIMITED,
  findOrderRequest,
  type FoundOrder,
  type Order,
  ORDER_NOT_FOUND_BY_CONTACT,
  orderListQuery,
  orderRequest,
  orderStatusRequest,
  paymentStatusRequest,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { changeOrderStatusAudited, changePaymentStatusAudited } from '../audit/events.ts';
import { dropCatalogue } from '../catalogue/cache.ts';
import type { Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { takeToken } from '../lib/limits.ts';
import { managedStore } from '../stores/access.ts';
import { storeBySlug } from '../stores/queries.ts';
import { orderMail } from './mail.ts';
import { findOrderByContact } from './payment-queries.ts';
import {
  listOrders,
  markOrderMailed,
  orderMailAddress,
  orderKeyMatches,
  placeOrder,
  readOrder,
} from './queries.ts';
import { clientKey } from '../lib/client-address.ts';

type StoreParams = { Params: { store: string } };
type OrderParams = { Params: { store: string; order: string }; Querystring: { key?: string } };

function orderId(value: string): string {
  if (!UUID.test(value)) throw new HttpError(404, 'Order not found');
  return value.toLowerCase();
}

/** /stores/:store/orders and /stores/:store/orders/:order: shoppers place, managers handle. */
export default async function orderRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db, config } = ctx;

  /** A shopper places an order: no account, prices and stock from the catalogue. */
  app.post<StoreParams>('/stores/:store/orders', async (request, reply) => {
    const body = parse(orderRequest, request.body);
    const store = await storeBySlug(db, ctx.config.stores, request.params.store);
    await takeToken(
      db,
      `order:${clientKey(request.ip)}`,
      { capacity: config.limits.ordersPerHourPerAddress, perSeconds: 3600 },
      'Too many orders from your address. Try again later.',
    );
    const order = await db.transaction((tx) =>
      placeOrder(tx, store, body as Required<typeof body>),
    );
    dropCatalogue(ctx, store.id);
    // The shopper's receipt was queued with the order: the worker sends it now.
    ctx.mailQueue.kick();
    // One mail per order, and at most ORDER_MAILS_PER_HOUR_PER_STORE a store an hour: past that, the orders wait
    // (mailed_at unset) for one digest from the next sweep (orders/sweep.ts), so a flood of
    // orders is not also a flood of mail.
    const mailNow = await takeToken(
      db,
      `order-mail:${store.id}`,
      { capacity: config.limits.orderMailsPerHourPerStore, perSeconds: 3600 },
      '',
    ).then(
      () => true,
      () => false,
    );
    if (mailNow && (await markOrderMailed(db, order.id))) {
      const to = await orderMailAddress(db, store.id);
      if (to) {
        const mail = orderMail(store, order);
        ctx.background.run('order mail', () => ctx.mailer.send({ to, ...mail }));
      }
    }
    return reply.code(201).send(order);
  });

  /** One order: for the shopper with its access key, or for the store's managers. */
  app.get<OrderParams>('/stores/:store/orders/:order', async (request) => {
    const id = orderId(request.params.order);
    const key = request.query.key;
    if (typeof key === 'string' && key.length > 0) {
      const store = await storeBySlug(db, ctx.config.stores, request.params.store);
      if (!(await orderKeyMatches(db, store.id, id, key.slice(0, 100))))
        throw new HttpError(404, 'Order not found');
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
    const {
      status,
      payment_status,
      q,
      page = 1,
      per_page = 20,
    } = parse(orderListQuery, request.query);
    const { documents, total } = await listOrders(db, store.id, {
      status,
      payment_status,
      q,
      page,
      per_page,
    });
    return { documents, total, page, per_page };
  });

  app.patch<OrderParams>('/stores/:store/orders/:order', async (request): Promise<Order> => {
    const { user, store } = await managedStore(ctx, request, request.params.store);
    const { status } = parse(orderStatusRequest, request.body);
    const order = await db.transaction((tx) =>
      changeOrderStatusAudited(tx, request, user, store.id, orderId(request.params.order), status),
    );
    dropCatalogue(ctx, store.id);
    ctx.mailQueue.kick();
    return order;
  });

  /** The store marks an order paid (a transfer arrived), refunded, or unpaid again. */
  app.patch<OrderParams>(
    '/stores/:store/orders/:order/payment',
    async (request): Promise<Order> => {
      const { user, store } = await managedStore(ctx, request, request.params.store);
      const { payment_status } = parse(paymentStatusRequest, request.body);
      const order = await db.transaction((tx) =>
        changePaymentStatusAudited(
          tx,
          request,
          user,
          store.id,
          orderId(request.params.order),
          payment_status,
        ),
      );
      ctx.mailQueue.kick();
      return order;
    },
  );

  /**
   * Find my order: its number and the phone or e-mail it was placed with open its page. Limited
   * per address and per order number, and the same 404 whether the number or the contact is wrong.
   */
  app.post<StoreParams>('/stores/:store/orders/find', async (request): Promise<FoundOrder> => {
    const { number, contact } = parse(findOrderRequest, request.body);
    const store = await storeBySlug(db, ctx.config.stores, request.params.store);
    await takeToken(
      db,
      `find-order:${clientKey(request.ip)}`,
      { capacity: config.limits.findOrderPerHourPerAddress, perSeconds: 3600 },
      FIND_ORDER_LIMITED,
    );
    await takeToken(
      db,
      `find-order:${store.id}:${number}`,
      { capacity: config.limits.findOrderPerHourPerOrder, perSeconds: 3600 },
      FIND_ORDER_LIMITED,
    );
    const found = await findOrderByContact(db, store.id, Number(number), contact);
    if (!found) throw new HttpError(404, ORDER_NOT_FOUND_BY_CONTACT);
    return { id: found.id, store: store.slug, key: found.access_key };
  });
}
