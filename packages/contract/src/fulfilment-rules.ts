/**
 * The checkout's two choices: how an order reaches the shopper (delivery, pickup, nothing to
 * ship; what each item needs) and how it is paid. No zod here: front-end bundles import it
 * through '@agency/contract/catalogue'.
 */

/** 'card': paid online through Paystack (card, bank transfer or USSD on Paystack's page). */
export const PAYMENT_METHODS = ['pay_on_delivery', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  pay_on_delivery: 'Pay on delivery',
  bank_transfer: 'Bank transfer',
  card: 'Pay now (card, transfer, USSD)',
};

/** How an order reaches the shopper; 'none' when nothing in it is shipped (e-mailed or booked only). */
export const FULFILMENTS = ['delivery', 'pickup', 'none'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  none: 'Nothing to ship',
};

/** How one product is fulfilled: shipped (delivery or pickup), e-mailed (digital) or booked (a service). */
export const PRODUCT_FULFILMENTS = ['shipped', 'digital', 'service'] as const;
export type ProductFulfilment = (typeof PRODUCT_FULFILMENTS)[number];
export const PRODUCT_FULFILMENT_LABELS: Record<ProductFulfilment, string> = {
  shipped: 'Shipped (delivery or pickup)',
  digital: 'E-mailed (digital)',
  service: 'Booked (a service)',
};

/** A cart or order whose every item is e-mailed or booked: no address, no fee, no pay on delivery. */
export function nothingToShip(kinds: readonly (ProductFulfilment | undefined)[]): boolean {
  return kinds.length > 0 && kinds.every((kind) => kind === 'digital' || kind === 'service');
}

export const NOTHING_TO_SHIP_PAYMENT =
  'Pay on delivery is not offered when nothing is shipped. Choose bank transfer.';
export const SHIPPED_NEEDS_FULFILMENT = 'Choose delivery or pickup';
