import {
  FIND_ORDER_LIMITED,
  findOrderRequest,
  foundOrderAnswer,
  ORDER_NOT_FOUND_BY_CONTACT,
  orderAnswer,
  orderByCallerAnswer,
  orderKeyQuery,
  orderListQuery,
  orderPageAnswer,
  orderRequest,
  orderStatusRequest,
  pathParams,
  paymentStatusRequest,
  placedOrderAnswer,
  refundRequest,
} from '@agency/contract';
import { refundCardOrder } from '../flows/online-payment.ts';
import { moveOrder, movePayment } from '../flows/order-status.ts';
import { placeOrder } from '../flows/place-order.ts';
import type { Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedStore, storeBySlug } from '../stores/index.ts';
import { ITS_MANAGERS, ANYONE, managedOf } from '../route-access.ts';
import { findOrderByContact } from './payment-queries.ts';
import { listOrders, orderAccessKey, orderKeyMatches, readOrder } from './read-queries.ts';
import { orderLink } from './shopper-mail.ts';
import { clientKey } from '../lib/client-address.ts';
import { createHash } from 'node:crypto';

const storeParams = pathParams('store');
const orderParams = pathParams('store', 'order');

function orderId(value: string): string {
  if (!UUID.test(value)) throw new HttpError(404, 'Order not found');
  return value.toLowerCase();
}

/** /stores/:store/orders and /stores/:store/orders/:order: shoppers place, managers handle. */
export default async function orderRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, config } = ctx;

  const place = {
    description:
      "A shopper places an order (no account): prices, stock and any discount come from the store, never the client. The answer is the order with its `access_key`, the one time it is sent, and the store's bank details for a transfer. 409 when an item is sold out or past the store's limits, or the store is closed; 429 past the orders an address may place in an hour.",
    params: storeParams,
    body: orderRequest,
    response: { 201: placedOrderAnswer },
  };
  app.post('/stores/:store/orders', { schema: place, config: ANYONE }, async (request, reply) => {
    const body = request.body;
    const store = await storeBySlug(db, ctx.config.stores, request.params.store);
    const order = await placeOrder(
      ctx,
      store,
      body as Required<typeof body>,
      clientKey(request.ip),
    );
    return reply.code(201).send(order);
  });

  const one = {
    description:
      "One order. With `key` (the shopper's link): `ShopperOrder`, the order and the store's bank details for a transfer, never its key. Without: the store's managers get `ManagedOrder`, with the shopper's link to send them. 404 for a wrong key or another store's order.",
    params: orderParams,
    querystring: orderKeyQuery,
    response: { 200: orderByCallerAnswer },
  };
  app.get('/stores/:store/orders/:order', { schema: one, config: ANYONE }, async (request) => {
    const id = orderId(request.params.order);
    const given = request.query.key;
    if (typeof given === 'string' && given.length > 0) {
      const store = await storeBySlug(db, ctx.config.stores, request.params.store);
      if (!(await orderKeyMatches(db, store.id, id, given.slice(0, 100))))
        throw new HttpError(404, 'Order not found');
      const order = (await readOrder(db, id))!;
      return {
        ...order,
        bank_details: order.payment === 'bank_transfer' ? store.bank_details : '',
      };
    }
    // Without the shopper's key, only the store's managers read it, with the shopper's link
    // ("Message the shopper" sends it on WhatsApp; it opens nothing they cannot read here).
    const { store } = await managedStore(ctx, request, request.params.store);
    const order = await readOrder(db, id);
    const key = order && (await orderAccessKey(db, store.id, id));
    if (!order || !key) throw new HttpError(404, 'Order not found');
    return { ...order, shopper_link: orderLink(config, store, order, key) };
  });

  const list = {
    description:
      "A page of the store's orders, newest first (its managers): by `status` and `payment_status`, searched (`q`) by name, e-mail, phone, #number or transfer reference.",
    params: storeParams,
    querystring: orderListQuery,
    response: { 200: orderPageAnswer },
  };
  app.get('/stores/:store/orders', { schema: list, config: ITS_MANAGERS }, async (request) => {
    const { store } = managedOf(request);
    const { status, payment_status, q, page = 1, per_page = 20 } = request.query;
    const { documents, total } = await listOrders(db, store.id, {
      status,
      payment_status,
      q,
      page,
      per_page,
    });
    return { documents, total, page, per_page };
  });

  const move = {
    description:
      'Moves an order along its steps (its managers): new → confirmed → ready (a pickup) or shipped (a delivery, with an optional `carrier` and https `tracking_url`; Shipped again corrects them) → delivered, or cancelled; a cancel puts its units back. The shopper is mailed each step. 400 for a tracking link that is not https or tracking with another step, 409 for a move its status or fulfilment does not allow.',
    params: orderParams,
    body: orderStatusRequest,
    response: { 200: orderAnswer },
  };
  const moveRoute = { schema: move, config: ITS_MANAGERS };
  app.patch('/stores/:store/orders/:order', moveRoute, async (request) => {
    const { user, store } = managedOf(request);
    const { status, carrier, tracking_url } = request.body;
    const id = orderId(request.params.order);
    return moveOrder(ctx, request, user, store.id, id, status, { carrier, tracking_url });
  });

  const payment = {
    description:
      'The store marks an order paid (a transfer arrived), refunded, or unpaid again (its managers); the shopper is mailed. 409 for a move its payment status does not allow.',
    params: orderParams,
    body: paymentStatusRequest,
    response: { 200: orderAnswer },
  };
  const paymentRoute = { schema: payment, config: ITS_MANAGERS };
  app.patch('/stores/:store/orders/:order/payment', paymentRoute, async (request) => {
    const { user, store } = managedOf(request);
    const { payment_status } = request.body;
    return movePayment(ctx, request, user, store.id, orderId(request.params.order), payment_status);
  });

  const refund = {
    description:
      "Refunds part of an order paid online through Paystack (its managers), in kobo: Paystack's Create Refund for that amount. The order stays paid until Paystack confirms the refund; once the whole total is refunded it becomes refunded and the shopper is mailed. 400 past what is left to refund, 409 for an order not paid online or not paid.",
    params: orderParams,
    body: refundRequest,
    response: { 200: orderAnswer },
  };
  const refundRoute = { schema: refund, config: ITS_MANAGERS };
  app.post('/stores/:store/orders/:order/refunds', refundRoute, async (request) => {
    const { store } = managedOf(request);
    const id = orderId(request.params.order);
    return refundCardOrder(ctx, store.id, id, request.body.amount_kobo);
  });

  const find = {
    description:
      "Find my order (anyone): the order's number and the phone or e-mail it was placed with give where its page is, and its key. The same 404 whether the number or the contact is wrong; 429 past the tries an address or an order number may make in an hour.",
    params: storeParams,
    body: findOrderRequest,
    response: { 200: foundOrderAnswer },
  };
  app.post('/stores/:store/orders/find', { schema: find, config: ANYONE }, async (request) => {
    const { number, contact } = request.body;
    const store = await storeBySlug(db, ctx.config.stores, request.params.store);
    await takeToken(
      db,
      `find-order:${clientKey(request.ip)}`,
      { capacity: config.limits.findOrderPerHourPerAddress, perSeconds: 3600 },
      FIND_ORDER_LIMITED,
    );
    // Per order number and contact: wrong guesses from others never lock the real shopper out.
    await takeToken(
      db,
      `find-order:${store.id}:${Number(number)}:${contactKey(contact)}`,
      { capacity: config.limits.findOrderPerHourPerOrder, perSeconds: 3600 },
      FIND_ORDER_LIMITED,
    );
    const found = await findOrderByContact(db, store.id, Number(number), contact);
    if (!found) throw new HttpError(404, ORDER_NOT_FOUND_BY_CONTACT);
    return { id: found.id, store: store.slug, key: found.access_key };
  });
}

/**
 * A contact as find-my-order compares it (an e-mail without case, a phone by its last 10 digits),
 * hashed: the limiter's key names no shopper's address or phone.
 */
function contactKey(contact: string): string {
  const value = contact.trim().toLowerCase();
  const key = value.includes('@') ? value : value.replace(/\D/g, '').slice(-10);
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}
