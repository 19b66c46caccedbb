import { storeAdminPath } from '@agency/areas';
import {
  deliveryLine,
  displayPhone,
  formatLagosTime,
  invoiceNumber,
  type Order,
  orderNumber,
  PAYMENT_LABELS,
  type StoreInfo,
  stepChatMessage,
  wantedOn,
  whatsAppHref,
} from '@agency/contract';
import { Heading, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type ReactNode } from 'react';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import type { Mail } from '../lib/mailer.ts';
import type { Events } from '../lib/events.ts';
import type { MailRenderer } from '../lib/mail-queue.ts';
import { money } from '../lib/money.ts';
import { storeBySlug } from '../stores/index.ts';
import { actionButton, heading, lineRows, mailFrame, muted, totals } from './mail-parts.ts';
import { type DigestOrder, digestOrders, queueStoreNotice } from './mail-queries.ts';
import { orderAccessKey, readOrder } from './read-queries.ts';
import { orderLink } from './shopper-mail.ts';

/** The order in the store admin, and a chat with the shopper opened with the confirmation. */
function storeLinks(
  config: Pick<Config, 'publicUrl'>,
  store: StoreInfo,
  order: Order,
  shopperLink: string,
): { admin: string; chat: string } {
  return {
    admin: `${config.publicUrl}${storeAdminPath(store.slug, `orders/${order.id}`)}`,
    chat: whatsAppHref(
      order.phone,
      stepChatMessage('confirmed', order, { store: store.name, link: shopperLink, money }),
    ),
  };
}

const subjectOf = (order: Order) =>
  `New order ${orderNumber(order.number)} — ${money(order.total_kobo)}`;
const leadOf = (store: StoreInfo, order: Order) =>
  `${order.name} placed order ${orderNumber(order.number)} in ${store.name}${order.source === 'whatsapp' ? ' and is sending it to you on WhatsApp' : ''}.`;
const handOver = (order: Order) =>
  order.fulfilment === 'delivery'
    ? `Deliver to: ${deliveryLine(order)}`
    : order.fulfilment === 'none'
      ? 'Nothing to ship: e-mail or book it with the customer'
      : 'Pickup at the store';
const contact = (order: Order) =>
  `Phone: ${displayPhone(order.phone)}${order.email ? `  E-mail: ${order.email}` : ' (no e-mail)'}`;

/**
 * The mail the store gets for each new order, with a link to the order in its store admin and one
 * to the shopper's WhatsApp, opened with the confirmation (docs/product-rules.md, "Orders on
 * WhatsApp"). `shopperLink` is the order's own page, which that message carries. This is its
 * plain-text part, written by hand so each link stays whole on its line; `storeOrderMailTree` is
 * its HTML part.
 */
export function orderMail(
  config: Pick<Config, 'publicUrl'>,
  store: StoreInfo,
  order: Order,
  shopperLink: string,
): { subject: string; body: string } {
  const { admin, chat } = storeLinks(config, store, order, shopperLink);
  const lines = order.lines.map(
    (l) =>
      `- ${l.qty} × ${l.name}${l.options.length ? ` (${l.options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : ''}: ${money(l.unit_price_kobo * l.qty)}`,
  );
  return {
    subject: subjectOf(order),
    body: [
      leadOf(store, order),
      `Invoice ${invoiceNumber(order.invoice_number)}`,
      `Open it: ${admin}`,
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
      handOver(order),
      ...(order.delivery_date ? [`Wanted on: ${wantedOn(order)}`] : []),
      contact(order),
      ...(chat ? [`Confirm it on WhatsApp: ${chat}`] : []),
      order.note ? `Note: ${order.note}` : '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

/**
 * The store's new-order mail as HTML, in the frame and with the line rows of the shopper's receipt
 * (orders/mail-parts.ts): each line by the picture it was sold with (its chosen choice's, else the
 * item's first), its options, quantity and price; the invoice number; a button to the order.
 */
export function storeOrderMailTree(
  config: Pick<Config, 'publicUrl' | 'mediaBaseUrl'>,
  store: StoreInfo,
  order: Order,
  shopperLink: string,
): ReactNode {
  const { admin, chat } = storeLinks(config, store, order, shopperLink);
  const text = (words: string) => h(Text, { style: { margin: '4px 0' } }, words);
  return mailFrame(
    config,
    store,
    leadOf(store, order),
    h(Heading, { as: 'h1', style: { fontSize: '22px', margin: '16px 0 8px' } }, subjectOf(order)),
    h(
      Text,
      { style: { fontSize: '16px', lineHeight: '24px', margin: '8px 0' } },
      leadOf(store, order),
    ),
    h(
      Text,
      { style: muted },
      `Placed ${formatLagosTime(order.created_at)} · Invoice ${invoiceNumber(order.invoice_number)}`,
    ),
    heading('Items'),
    lineRows(config, order),
    totals(order),
    h(Text, { style: muted }, PAYMENT_LABELS[order.payment]),
    heading('Customer'),
    text(order.name),
    text(contact(order)),
    text(handOver(order)),
    order.delivery_date ? text(`Wanted on: ${wantedOn(order)}`) : null,
    order.note ? text(`Note: ${order.note}`) : null,
    actionButton(admin, 'Open the order', store.primary_colour),
    chat
      ? h(
          Text,
          { style: muted },
          h(Link, { href: chat }, 'Confirm it on WhatsApp'),
          ': a chat with the shopper, with the confirmation written for you.',
        )
      : null,
    h(Text, { style: muted }, 'Times are Lagos time (WAT).'),
  );
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
export function storeOrderMailRenderer(
  config: Pick<Config, 'stores' | 'publicUrl' | 'mediaBaseUrl'>,
): MailRenderer {
  return async (db: Queryable, orderId: string, to: string): Promise<Mail | null> => {
    const order = await readOrder(db, orderId);
    if (!order) return null;
    const store = await storeBySlug(db, config.stores, order.store_slug);
    const key = (await orderAccessKey(db, store.id, orderId)) ?? '';
    const link = orderLink(config, store, order, key);
    const html = await render(storeOrderMailTree(config, store, order, link));
    return { to, ...orderMail(config, store, order, link), html };
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
