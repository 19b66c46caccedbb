import {
  deliveryLine,
  wantedOn,
  formatLagosTime,
  invoiceNumber,
  type Order,
  type OrderEventKind,
  orderNumber,
  type StoreInfo,
} from '@agency/contract';
import { Heading, Hr, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type ReactNode } from 'react';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import type { Mail } from '../lib/mailer.ts';
import type { MailRenderer } from '../lib/mail-queue.ts';
import { storeBySlug } from '../stores/index.ts';
import { money } from '../lib/money.ts';
import {
  actionButton,
  heading,
  lineRows,
  mailFrame,
  muted,
  TEXT_OPTIONS,
  totals,
} from './mail-parts.ts';
import { paymentHandler } from './payments/index.ts';
import { readOrder } from './read-queries.ts';

/**
 * The mails a shopper gets about an order (docs/product-rules.md, "Shopper mails"): the receipt
 * when it is placed, then one when it is confirmed, ready for pickup, shipped (with its carrier and
 * tracking link), paid, refunded, delivered or cancelled; each names the invoice number. Written
 * with react-email (decision 016) in the store's name, colours and logo, as HTML with a plain-text
 * part rendered from the same tree. Rendered by the mail worker when sent (lib/mail-queue.ts).
 */

type MailedEvent = Exclude<OrderEventKind, 'unpaid'>;

const SUBJECTS: Record<MailedEvent, (n: string, store: string) => string> = {
  placed: (n, store) => `Your order ${n} at ${store}`,
  confirmed: (n, store) => `${store} confirmed order ${n}`,
  ready: (n) => `Order ${n} is ready for pickup`,
  shipped: (n) => `Order ${n} is on its way`,
  paid: (n, store) => `${store} received your payment for order ${n}`,
  refunded: (n, store) => `${store} refunded your payment for order ${n}`,
  delivered: (n) => `Order ${n} is delivered`,
  cancelled: (n) => `Order ${n} is cancelled`,
};

function lead(kind: MailedEvent, order: Order, store: StoreInfo): string {
  const n = orderNumber(order.number);
  switch (kind) {
    case 'placed':
      return `Thank you, ${order.name.split(' ')[0]}. ${store.name} has your order ${n} and will call ${order.phone} to confirm it.`;
    case 'confirmed':
      return `${store.name} confirmed your order ${n} and is getting it ready.`;
    case 'ready':
      return `Your order ${n} is ready. Collect it at ${store.pickup_address}.`;
    case 'shipped':
      return order.carrier
        ? `${store.name} sent your order ${n} with ${order.carrier}.`
        : `${store.name} sent your order ${n}. It is on its way to you.`;
    case 'paid':
      return `${store.name} received your payment of ${money(order.total_kobo)} for order ${n}.`;
    case 'refunded':
      return `${store.name} refunded your payment of ${money(order.total_kobo)} for order ${n}. Talk to the store if it has not reached you in a few days.`;
    case 'delivered':
      return order.fulfilment === 'pickup'
        ? `Order ${n} was collected. Enjoy it, and thank you for shopping with ${store.name}.`
        : `Order ${n} was delivered. Enjoy it, and thank you for shopping with ${store.name}.`;
    case 'cancelled':
      return `Order ${n} is cancelled and nothing more will happen with it. If you paid already, ${store.name} will refund you; talk to the store about it.`;
  }
}

/** When this step happened, in Lagos time and saying so. */
function stepTime(order: Order, kind: MailedEvent): string {
  const step = [...order.history].reverse().find((e) => e.kind === kind);
  return formatLagosTime(step?.at ?? order.updated_at);
}

/** A shipped order's tracking link, spelled out too (some mail apps hide where a link goes). */
function trackingLink(url: string): ReactNode {
  return h(Text, { style: { margin: '8px 0' } }, 'Follow it: ', h(Link, { href: url }, url));
}

/** Where the order's page is: the store's own address, or the agency's /demo path for a demo store. */
export function orderLink(
  config: Pick<Config, 'publicUrl'>,
  store: StoreInfo,
  order: { id: string },
  key: string,
): string {
  const query = new URLSearchParams({ key });
  if (store.is_demo) {
    query.set('store', store.slug);
    return `${config.publicUrl}/demo/orders/${order.id}?${query}`;
  }
  return `${store.origin}/orders/${order.id}?${query}`;
}

/** The mail for one step of an order, as a react-email tree. */
export function orderMailTree(
  config: Pick<Config, 'publicUrl' | 'mediaBaseUrl'>,
  store: StoreInfo,
  order: Order,
  kind: MailedEvent,
  link: string,
): ReactNode {
  const n = orderNumber(order.number);
  const handler = paymentHandler(order.payment);
  const owes = order.payment_status === 'unpaid' && order.status !== 'cancelled';
  const receipt = kind === 'placed';
  return mailFrame(
    config,
    store,
    lead(kind, order, store),
    h(
      Heading,
      { as: 'h1', style: { fontSize: '22px', margin: '16px 0 8px' } },
      SUBJECTS[kind](n, store.name),
    ),
    h(
      Text,
      { style: { fontSize: '16px', lineHeight: '24px', margin: '8px 0' } },
      lead(kind, order, store),
    ),
    h(
      Text,
      { style: muted },
      `${receipt ? 'Placed' : 'Updated'} ${stepTime(order, kind)} · Invoice ${invoiceNumber(order.invoice_number)}`,
    ),
    kind === 'shipped' && order.tracking_url ? trackingLink(order.tracking_url) : null,
    receipt ? heading('Items') : null,
    receipt ? lineRows(config, order) : null,
    receipt ? totals(order) : null,
    receipt ? heading(order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery') : null,
    receipt
      ? h(
          Text,
          { style: { margin: '4px 0' } },
          order.fulfilment === 'pickup'
            ? `Collect it at ${store.pickup_address}. The store calls when it is ready.`
            : deliveryLine(order),
        )
      : null,
    receipt && order.delivery_date
      ? h(Text, { style: { margin: '4px 0' } }, `Wanted on ${wantedOn(order)}.`)
      : null,
    receipt || (kind === 'confirmed' && owes) ? heading(`How to pay: ${handler.label}`) : null,
    receipt || (kind === 'confirmed' && owes)
      ? h(Text, { style: { margin: '4px 0' } }, handler.instructions(order, store))
      : null,
    receipt && handler.usesReference
      ? h(
          Text,
          { style: { margin: '4px 0' } },
          'Reference: ',
          h('strong', null, order.payment_reference),
        )
      : null,
    actionButton(link, 'See your order', store.primary_colour),
    h(Text, { style: muted }, 'Keep this mail: its link opens your order and where it stands.'),
    h(Hr, { style: { borderColor: '#eee', margin: '20px 0' } }),
    h(
      Text,
      { style: muted },
      `${store.name}`,
      store.contact_phone ? ` · ${store.contact_phone}` : '',
      store.contact_email ? ' · ' : '',
      store.contact_email
        ? h(Link, { href: `mailto:${store.contact_email}` }, store.contact_email)
        : null,
    ),
    h(Text, { style: muted }, 'Times are Lagos time (WAT).'),
  );
}

/** Reads the order and its store, and writes the mail for one of its steps (null: the order is gone). */
export function orderMailRenderer(
  config: Pick<Config, 'publicUrl' | 'mediaBaseUrl' | 'stores'>,
): MailRenderer {
  return async (db: Queryable, ref: string, to: string): Promise<Mail | null> => {
    const [orderId = '', kind = ''] = ref.split(':');
    if (!(kind in SUBJECTS)) throw new Error(`Unknown order mail ${ref}`);
    const order = await readOrder(db, orderId);
    if (!order) return null;
    const { rows } = await db.query<{ access_key: string }>(
      'SELECT access_key FROM orders WHERE id = $1',
      [orderId],
    );
    const store = await storeBySlug(db, config.stores, order.store_slug);
    const step = kind as MailedEvent;
    const tree = orderMailTree(
      config,
      store,
      order,
      step,
      orderLink(config, store, order, rows[0]!.access_key),
    );
    const [html, body] = await Promise.all([render(tree), render(tree, TEXT_OPTIONS)]);
    return { to, subject: SUBJECTS[step](orderNumber(order.number), store.name), body, html };
  };
}
