/**
 * Where an order came from, and sales taken by hand (docs/product-rules.md, "Sales taken by hand"
 * and "Customers"). No zod here: the admin's screens import this through '@agency/contract/rules'.
 */

/** 'shop': a shopper's checkout. The rest: a sale the store recorded by hand, by where it was agreed. */
export const ORDER_SOURCES = ['shop', 'whatsapp', 'phone', 'walk_in', 'instagram'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The sources a store admin records a sale from. */
export const MANUAL_SOURCES = ['walk_in', 'whatsapp', 'phone', 'instagram'] as const;
export type ManualSource = (typeof MANUAL_SOURCES)[number];

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  shop: 'Online store',
  whatsapp: 'WhatsApp',
  phone: 'Phone call',
  walk_in: 'Walk-in',
  instagram: 'Instagram',
};

/** A source's words, for a value this build does not know yet (another branch's) as stored. */
export function orderSourceLabel(source: string): string {
  return ORDER_SOURCE_LABELS[source as OrderSource] ?? source;
}

/** How a sale taken by hand was paid; '' while it is not paid. */
export const PAID_WITH = ['cash', 'bank_transfer', 'pos'] as const;
export type PaidWith = (typeof PAID_WITH)[number];
export const PAID_WITH_LABELS: Record<PaidWith, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  pos: 'Card (POS)',
};

/** What a walk-in sale without a name is called on the orders list and its page. */
export const WALK_IN_NAME = 'Walk-in customer';

export const PRICE_REASON_NEEDED = 'Say why the price changed, like "bulk discount".';
export const MANUAL_CONTACT_NEEDED = "Enter the customer's phone number, like 0803 555 0101.";
export const MANUAL_NAME_NEEDED = "Enter the customer's name";

/** One page of the Customers list holds this many. */
export const CUSTOMERS_PER_PAGE = 20;
