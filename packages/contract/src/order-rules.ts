/**
 * What shoppers and staff read about an order's payment and history (docs/product-rules.md,
 * "Payment and history"). No zod here: the storefront imports it through '@agency/contract/catalogue'.
 */

/** Every order is unpaid, paid or refunded, apart from where it stands (new … delivered). */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
};

/**
 * Where a payment may go next: unpaid → paid (the money arrived), paid → refunded (it went
 * back), or paid → unpaid (marked paid by mistake). A refund is final.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid'],
  paid: ['refunded', 'unpaid'],
  refunded: [],
};

/** A step of an order's history, oldest first: its status and payment changes. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'confirmed',
  'ready',
  'shipped',
  'paid',
  'unpaid',
  'refunded',
  'delivered',
  'cancelled',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_EVENT_LABELS: Record<OrderEventKind, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed by the store',
  ready: 'Ready for pickup',
  shipped: 'Shipped: on its way',
  paid: 'Payment received',
  unpaid: 'Marked unpaid again',
  refunded: 'Payment refunded',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export interface OrderEvent {
  kind: OrderEventKind;
  at: string;
}

/** The answer of find-my-order when nothing matches, or the contact is not the order's. */
export const ORDER_NOT_FOUND_BY_CONTACT =
  'We could not find an order with that number and phone or email. Check both and try again.';
export const FIND_ORDER_LIMITED = 'Too many tries to find an order. Try again in a while.';

/**
 * Where an order came from: the store's checkout, or "Order on WhatsApp" (the shopper placed it
 * and sent it to the store in a chat). Stored as plain text: another source is one more word here.
 */
export const ORDER_SOURCES = ['checkout', 'whatsapp', 'walk_in', 'phone', 'instagram'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** What a shopper's order may say it came from; the rest are sales the store records by hand. */
export const SHOPPER_SOURCES = ['checkout', 'whatsapp'] as const;
export type ShopperSource = (typeof SHOPPER_SOURCES)[number];

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  checkout: 'Checkout',
  whatsapp: 'WhatsApp',
  walk_in: 'Walk-in',
  phone: 'Phone call',
  instagram: 'Instagram',
};
