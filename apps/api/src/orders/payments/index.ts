import type { PaymentMethod, StoreInfo } from '@agency/contract';
import { HttpError } from '../../lib/errors.ts';
import { money } from '../../lib/money.ts';
import { bankTransfer } from './bank-transfer.ts';
import { payOnDelivery } from './pay-on-delivery.ts';
import { paystack } from './paystack.ts';
import type { PaymentMethodHandler } from './types.ts';

export type { PaymentMethodHandler } from './types.ts';

/** Every way to pay, by its id (a new method is one more entry: docs/payments.md). */
export const PAYMENT_HANDLERS: Record<PaymentMethod, PaymentMethodHandler> = {
  bank_transfer: bankTransfer(money),
  pay_on_delivery: payOnDelivery(money),
  card: paystack(money),
};

export function paymentHandler(method: PaymentMethod): PaymentMethodHandler {
  return PAYMENT_HANDLERS[method];
}

/** Refuses (400) an order paid in a way the store does not take. */
export function checkPaymentMethod(method: PaymentMethod, store: StoreInfo): void {
  const refusal = paymentHandler(method).refusal(store);
  if (refusal) throw new HttpError(400, refusal);
}

/** What a shopper quotes with a transfer: the store's name (5 letters) and the order's number. */
export function paymentReference(storeSlug: string, number: number): string {
  const prefix =
    storeSlug
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 5)
      .toUpperCase() || 'ORDER';
  return `${prefix}-${number}`;
}
