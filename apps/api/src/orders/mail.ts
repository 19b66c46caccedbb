import { storeAdminPath } from '@agency/areas';
import {
  deliveryLine,
  displayPhone,
  type Order,
  orderNumber,
  PAYMENT_LABELS,
  type StoreInfo,
  stepChatMessage,
  wantedOn,
  whatsAppHref,
} from '@agency/contract';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import type { Mail } from '../lib/mailer.ts';
import type { Events } from '../lib/events.ts';
import type { MailRenderer } from '../lib/mail-queue.ts';
import { money } from '../lib/money.ts';
import { storeBySlug } from '../stores/index.ts';
import { type DigestOrder, digestOrders, queueStoreNotice } from './mail-queries.ts';
import { orderAccessKey, readOrder } from './read-queries.ts';
import { orderLink } from './shopper-mail.ts';

/**
 * The mail the store gets for each new order, with a link to the order in its store admin and one
 * to the shopper's WhatsApp, opened with the confirmation (docs/product-rules.md, "Orders on
 * WhatsApp"). `shopperLink` is the order's own page, which that message carries.
 */
export function orderMail(
  config: Pick<Config, 'publicUrl'>,
  store: StoreInfo,
  order: Order,
  shopperLink: string,
): { subject: string; body: string } {
  const chat = whatsAppHref(
    order.phone,
    stepChatMessage('confirmed', order, { store: store.name, link: shopperLink, money }),
  );
  const lines = order.lines.map(
    (l) =>
      `- ${l.qty} × ${l.name}${l.options.length ? ` (${l.options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : ''}: ${money(l.unit_price_kobo * l.qty)}`,
  );
  return {
    subject: `New order ${orderNumber(order.number)} — ${money(order.total_kobo)}`,
    body: [
      `${order.name} placed order ${orderNumber(order.number)} in ${store.name}${order.source === 'whatsapp' ? ' and is sending it to you on WhatsApp' : ''}.`,
      `Open it: ${config.publicUrl}${storeAdminPath(store.slug, `orders/${order.id}`)}`,
      '',
      ...lines,
      ...(order.discount_kobo > 0
        ? [`Discount (${order.discount_code}): −${money(order.discount_kobo)}`]
        : []),
      order.fulfilment === 'none'
        ? 'Delivery: none (nothing to ship)'
        : `Delivery: ${money(order.delivery_fee_kobo)}`,
      `Total: ${money(order.total_kobo)} (${PAYMENT_LABELS[order.payment]})`,
      '',
      order.fulfilment === 'delivery'
        ? `Deliver to: ${deliveryLine(order)}`
        : order.fulfilment === 'none'
          ? 'Nothing to ship: e-mail or book it with the customer'
          : 'Pickup at the store',
      ...(order.delivery_date ? [`Wanted on: ${wantedOn(order)}`] : []),
      `Phone: ${displayPhone(order.phone)}${order.email ? `  E-mail: ${order.email}` : ' (no e-mail)'}`,
      ...(chat ? [`Confirm it on WhatsApp: ${chat}`] : []),
      order.note ? `Note: ${order.note}` : '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

/** One mail for the orders that came in while the store's hourly order mails were used up. */
export function digestMail(
  storeName: string,
  orders: DigestOrder[],
): { subject: string; body: string } {
  const shown = orders.slice(0, 50);
  return {
    subject: `${orders.length} new order${orders.length === 1 ? '' : 's'} in ${storeName}`,
    body: [
      `${orders.length} order${orders.length === 1 ? '' : 's'} came in to ${storeName} since the last order mails:`,
      '',
      ...shown.map((o) => `- ${orderNumber(o.number)} ${o.name}: ${money(o.total_kobo)}`),
      ...(orders.length > shown.length ? [`… and ${orders.length - shown.length} more.`] : []),
      '',
      'Open the orders in your store admin to confirm them. Orders nobody confirms are cancelled after the time set in your store settings.',
    ].join('\n'),
  };
}

/**
 * The worker's renderer of a queued store-order mail (queueStoreNotice): reads the order and its
 * store as they are when it is sent (null: the order is gone, and the row is dropped).
 */
export function storeOrderMailRenderer(config: Pick<Config, 'stores' | 'publicUrl'>): MailRenderer {
  return async (db: Queryable, orderId: string, to: string): Promise<Mail | null> => {
    const order = await readOrder(db, orderId);
    if (!order) return null;
    const store = await storeBySlug(db, config.stores, order.store_slug);
    const key = (await orderAccessKey(db, store.id, orderId)) ?? '';
    return { to, ...orderMail(config, store, order, orderLink(config, store, order, key)) };
  };
}

/**
 * The worker's renderer of a queued digest (orders/mail-queries.ts, queueOrderDigest): the orders
 * it claimed as they are when it is sent (none left, a demo's cleared: the row is dropped).
 */
export const digestMailRenderer: MailRenderer = async (db, key, to) => {
  const { store_name, orders } = await digestOrders(db, key);
  return orders.length > 0 ? { to, ...digestMail(store_name, orders) } : null;
};

/**
 * The store hears of each order placed (orders.placed), queued in the order's transaction like
 * the shopper's receipt, at most `perHour` a store an hour (the rest wait for the digest).
 */
export function subscribeStoreOrderMail(events: Events, perHour: number): void {
  events.on('orders.placed', (tx, { storeId, orderId }) =>
    queueStoreNotice(tx, storeId, orderId, perHour),
  );
}
