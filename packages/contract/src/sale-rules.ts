import { ORDER_SOURCE_LABELS, type OrderSource } from './order-rules.ts';

/** Where an order came from, as the screens say it; a word this build does not know, as stored. */
export function orderSourceLabel(source: string): string {
  return ORDER_SOURCE_LABELS[source as OrderSource] ?? source;
}

/**
 * Sales taken by hand (docs/product-rules.md, "Sales taken by hand"
 * and "Customers"). No zod here: the admin's screens import this through '@agency/contract/rules'.
 */

/** Where a store admin records a sale from (stored in `orders.source`, order-rules.ts). */
export const MANUAL_SOURCES = ['walk_in', 'whatsapp', 'phone', 'instagram'] as const;
export type ManualSource = (typeof MANUAL_SOURCES)[number];

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
