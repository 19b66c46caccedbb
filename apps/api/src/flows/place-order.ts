/**
 * A shopper places an order (POST /stores/:store/orders). In one transaction the orders module
 * prices it, takes the stock and any discount code and queues the shopper's receipt, and the
 * order's event (orders.placed) queues the store's notice, both in the outbox, so a crash after
 * the answer loses neither. Then the
 * store's cached catalogue (its stock) is dropped and the mail worker is woken. A card order's
 * Paystack payment is started in that transaction (flows/online-payment.ts).
 */
import type { OrderRequest, PlacedOrder, StoreInfo } from '@agency/contract';
import { dropCatalogue } from '../catalogue/index.ts';
import type { Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import { convertCart } from '../carts/index.ts';
import { placeOrder as placeInStore } from '../orders/index.ts';
import { startCardPayment } from './online-payment.ts';

const STORE_CLOSED = 'This store is closed. It takes no orders.';
const openingSoon = (name: string) =>
  `${name} is opening soon and takes no orders yet. Check back in a few days.`;

export async function placeOrder(
  ctx: Context,
  store: StoreInfo,
  request: Required<OrderRequest>,
  /** The shopper's address as the limits count it (lib/client-address.ts). */
  address: string,
): Promise<PlacedOrder> {
  const { db, config } = ctx;
  // An admin closed the store (prospects/takedown.ts): shoppers' pages say so, and no order is taken.
  if (store.disabled) throw new HttpError(409, STORE_CLOSED);
  // Launched, not opened yet by its owner (decision 044): its pages say it is opening soon.
  if (store.opening_soon) throw new HttpError(409, openingSoon(store.name));
  await takeToken(
    db,
    `order:${address}`,
    { capacity: config.limits.ordersPerHourPerAddress, perSeconds: 3600 },
    'Too many orders from your address. Try again later.',
  );
  const order = await db.transaction(async (tx) => {
    const placed = await placeInStore(tx, store, request);
    // A card order starts its Paystack payment before it commits: a Paystack that refuses or does
    // not answer rolls the order back (its stock, its discount use, its mails) with a 502/503.
    if (placed.payment === 'card')
      placed.payment_url = await startCardPayment(ctx, tx, store, placed);
    // The checkout's kept cart is converted with the order: it leaves "Abandoned checkouts".
    if (request.cart_id) await convertCart(tx, store.id, request.cart_id, placed.id);
    // The store's notice follows the event in this transaction (orders/mail.ts, wired in app.ts).
    await ctx.events.emit(tx, {
      type: 'orders.placed',
      origin: null,
      storeId: store.id,
      orderId: placed.id,
    });
    return placed;
  });
  dropCatalogue(ctx, store.id);
  ctx.mailQueue.kick();
  return order;
}
