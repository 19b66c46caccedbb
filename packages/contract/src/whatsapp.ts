/**
 * The words of WhatsApp chats about an order (docs/product-rules.md, "Orders on WhatsApp";
 * decision 052): what "Order on WhatsApp" sends the store, and what "Message the shopper" sends
 * at each step. They open as wa.me links (click to chat): WhatsApp's own page, no gateway.
 * No zod here: the storefront imports it through '@agency/contract/catalogue'.
 */
import {
  FULFILMENT_LABELS,
  type Fulfilment,
  PAYMENT_LABELS,
  type PaymentMethod,
} from './fulfilment-rules.ts';
import { wantedOn } from './delivery-rules.ts';
import { whatsAppHref } from './rules.ts';

export { shareHref } from './share-link.ts';

/** What a chat message needs of an order (a placed order, the store admin's read of one). */
export interface OrderForChat {
  number: number;
  name: string;
  fulfilment: Fulfilment;
  zone: string;
  address: string;
  payment: PaymentMethod;
  delivery_fee_kobo: number;
  discount_kobo: number;
  total_kobo: number;
  /** The day (and time of day) a made-to-order order is wanted, if any. */
  delivery_date?: string | null;
  delivery_window?: string;
  lines: {
    name: string;
    qty: number;
    unit_price_kobo: number;
    options: { label: string; value: string }[];
  }[];
}

/** Kobo as naira (₦6,500): the caller's formatter, so the API and the browser write it alike. */
type Money = (kobo: number) => string;

/** The message "Order on WhatsApp" opens the store's chat with: the whole order and its link. */
export function orderChatMessage(
  order: OrderForChat,
  { store, link, money }: { store: string; link: string; money: Money },
): string {
  const lines = order.lines.map((l) => {
    const options = l.options.map((o) => `${o.label}: ${o.value}`).join(', ');
    return `- ${l.qty} × ${l.name}${options ? ` (${options})` : ''}: ${money(l.unit_price_kobo * l.qty)}`;
  });
  const delivery =
    order.fulfilment === 'delivery'
      ? `Delivery to ${order.zone}: ${money(order.delivery_fee_kobo)}\nAddress: ${order.address}`
      : FULFILMENT_LABELS[order.fulfilment];
  return [
    `Hello ${store}, I have placed order #${order.number}:`,
    ...lines,
    ...(order.discount_kobo > 0 ? [`Discount: −${money(order.discount_kobo)}`] : []),
    delivery,
    ...(order.delivery_date
      ? [
          `Wanted on: ${wantedOn({ delivery_date: order.delivery_date, delivery_window: order.delivery_window ?? '' })}`,
        ]
      : []),
    `Total: ${money(order.total_kobo)} (${PAYMENT_LABELS[order.payment].toLowerCase()})`,
    `Name: ${order.name}`,
    `My order: ${link}`,
  ].join('\n');
}

/** A wa.me link to the store's WhatsApp number with the order in it ('' when it has no number). */
export function orderChatHref(
  storeWhatsApp: string,
  order: OrderForChat,
  words: { store: string; link: string; money: Money },
): string {
  return whatsAppHref(storeWhatsApp, orderChatMessage(order, words));
}

/** The steps a store tells its shopper about on WhatsApp, one tap each. */
export const CHAT_STEPS = [
  'confirmed',
  'paid',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type ChatStep = (typeof CHAT_STEPS)[number];

export const CHAT_STEP_LABELS: Record<ChatStep, string> = {
  confirmed: 'Confirmed',
  paid: 'Payment received',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * What the store says at a step, to the shopper by their first name, with the order's link; a
 * delivery on its way names its carrier and tracking link when the store gave them (shipped).
 */
export function stepChatMessage(
  step: ChatStep,
  order: Pick<OrderForChat, 'number' | 'name' | 'fulfilment' | 'total_kobo'> & {
    carrier?: string;
    tracking_url?: string;
  },
  { store, link, money }: { store: string; link: string; money: Money },
): string {
  const n = `#${order.number}`;
  const carrier = order.carrier?.trim() ? ` with ${order.carrier.trim()}` : '';
  const tracking = order.tracking_url ? ` Follow it here: ${order.tracking_url}` : '';
  const first = order.name.trim().split(/\s+/)[0] ?? '';
  const said: Record<ChatStep, string> = {
    confirmed: `your order ${n} is confirmed. We are getting it ready.`,
    paid: `we have received your payment of ${money(order.total_kobo)} for order ${n}. Thank you!`,
    out_for_delivery:
      order.fulfilment === 'pickup'
        ? `your order ${n} is ready for you to collect.`
        : `your order ${n} is on its way to you${carrier}.${tracking}`,
    delivered: `your order ${n} is delivered. Thank you for shopping with us!`,
    cancelled: `your order ${n} is cancelled. Reply here if you have a question.`,
  };
  return `Hello ${first}, this is ${store}: ${said[step]}\nYour order: ${link}`;
}

/** What an abandoned-checkout reminder needs of the cart (the store admin's list of them). */
export interface CartForReminder {
  name: string;
  lines: { name: string; qty: number }[];
  value_kobo: number;
}

/**
 * The reminder a store sends about a cart left at checkout (docs/product-rules.md, "Abandoned
 * checkouts"), on WhatsApp or by e-mail: what was in it and the link that brings it back.
 */
export function cartReminderMessage(
  cart: CartForReminder,
  { store, link, money }: { store: string; link: string; money: Money },
): string {
  const first = cart.name.trim().split(/\s+/)[0] ?? '';
  const items = cart.lines.map((l) => `${l.qty} × ${l.name}`).join(', ');
  return [
    `Hello${first ? ` ${first}` : ''}, this is ${store}: you left ${items || 'your items'} (${money(cart.value_kobo)}) at checkout.`,
    `Your cart is still here. Finish your order: ${link}`,
  ].join('\n');
}
