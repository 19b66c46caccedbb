/**
 * Where an order stands and where it may go next (docs/product-rules.md, "Order steps"), its
 * tracking link, and its number and invoice number as people read them. No zod here: the store
 * admin and the shopper's order page import it through '@agency/contract/catalogue'.
 */
import type { Fulfilment } from './fulfilment-rules.ts';

export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'ready',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order may go next, by how it reaches the shopper (docs/product-rules.md, "Order
 * steps"): new → confirmed, then a pickup may be made ready for pickup and a delivery shipped
 * (out for delivery, with a carrier and tracking link) before it is delivered or collected. A
 * step may be skipped (confirmed → delivered); any open order may be cancelled (a parcel that came
 * back); delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS: Record<Fulfilment, Record<OrderStatus, readonly OrderStatus[]>> = {
  delivery: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['shipped', 'delivered', 'cancelled'],
    ready: [],
    shipped: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  },
  pickup: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['ready', 'delivered', 'cancelled'],
    ready: ['delivered', 'cancelled'],
    shipped: [],
    delivered: [],
    cancelled: [],
  },
  none: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['delivered', 'cancelled'],
    ready: [],
    shipped: [],
    delivered: [],
    cancelled: [],
  },
};

/** The statuses an order may move to from where it stands. */
export function nextStatuses(order: {
  status: OrderStatus;
  fulfilment: Fulfilment;
}): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[order.fulfilment][order.status];
}

/** An order still to be handed over: its units are out of stock until it is delivered or cancelled. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'confirmed', 'ready', 'shipped'];

export const TRACKING_URL_PROBLEM =
  'Enter the tracking link as a web address starting with https://';

/**
 * What is wrong with a tracking link ('' when nothing is): an https address with a host name,
 * at most 500 characters, or none at all. The shopper's page and mail link to it, so nothing
 * else (http, javascript:, a bare word) is taken.
 */
export function trackingUrlProblem(value: string): string {
  const link = value.trim();
  if (!link) return '';
  if (link.length > 500) return 'The tracking link is at most 500 characters';
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password)
      return TRACKING_URL_PROBLEM;
  } catch {
    return TRACKING_URL_PROBLEM;
  }
  return /\s/.test(link) ? TRACKING_URL_PROBLEM : '';
}

/** An invoice number as the store's receipts write it: INV-0001 (each store counts its own). */
export const invoiceNumber = (number: number) => `INV-${String(number).padStart(4, '0')}`;

/** The order number as shoppers and staff read it. */
export const orderNumber = (number: number) => `#${number}`;
