/**
 * A store admin records a sale made by hand: a walk-in, WhatsApp, phone or Instagram sale (POST
 * /stores/:store/orders/manual). The orders module places it on the same path as a shopper's
 * order (prices, caps and stock, in one transaction), and the flow emits orders.recorded, which
 * the audit log records in that transaction. No mail goes to the store (its own staff took it)
 * nor a receipt to the customer. Then the store's cached catalogue (its stock) is dropped.
 */
import type { ManualOrder, Order, StoreInfo } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { dropCatalogue } from '../catalogue/index.ts';
import type { Context, User } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { placeOrder } from '../orders/index.ts';

const STORE_CLOSED = 'This store is closed. It takes no orders.';

export async function recordSale(
  ctx: Context,
  request: FastifyRequest,
  user: User,
  store: StoreInfo,
  sale: ManualOrder,
): Promise<Order> {
  // An admin closed the store (prospects/takedown.ts): no order is taken, by hand either. A store
  // still opening soon records what it sells in person (its stock is real before its site opens).
  if (store.disabled) throw new HttpError(409, STORE_CLOSED);
  const { source, paid_with, ...rest } = sale;
  const order = await ctx.db.transaction(async (tx) => {
    const placed = await placeOrder(
      tx,
      store,
      {
        ...rest,
        // Paid by transfer: the order says so; else how it will be paid while it is not.
        payment: paid_with === 'bank_transfer' ? 'bank_transfer' : rest.payment,
        discount_code: '',
      },
      { source, paid_with },
    );
    await ctx.events.emit(tx, {
      type: 'orders.recorded',
      origin: originOf(request, user),
      storeId: store.id,
      order: {
        id: placed.id,
        number: placed.number,
        total_kobo: placed.total_kobo,
        source,
        paid_with,
      },
    });
    return placed;
  });
  dropCatalogue(ctx, store.id);
  const { access_key: _key, bank_details: _bank, ...forStore } = order;
  return forStore;
}
