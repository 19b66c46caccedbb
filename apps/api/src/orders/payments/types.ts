import type { Order, PaymentMethod, StoreInfo } from '@agency/contract';

/**
 * One way a shopper pays (docs/payments.md). Checkout, the confirmation page and the receipt ask
 * the order's method; nothing else names a method. A card gateway (Paystack, Flutterwave) is one
 * more implementation: see docs/payments.md for the two calls it adds.
 */
export interface PaymentMethodHandler {
  id: PaymentMethod;
  /** How shoppers and staff read it: 'Bank transfer'. */
  label: string;
  /** The refusal (400) when `store` does not take this method; '' when it does. */
  refusal(store: StoreInfo): string;
  /** Whether the shopper quotes the order's reference when paying. */
  usesReference: boolean;
  /** What the shopper does to pay, in sentences (the receipt and the confirmation page). */
  instructions(order: Order, store: Pick<StoreInfo, 'bank_details'>): string;
}

/** The amount as shoppers read it (₦6,500.00), passed in so methods need no formatter of their own. */
export type Money = (kobo: number) => string;
