import type { Money, PaymentMethodHandler } from './types.ts';

/** The shopper transfers the total to the store's account, quoting the order's reference. */
export function bankTransfer(money: Money): PaymentMethodHandler {
  return {
    id: 'bank_transfer',
    label: 'Bank transfer',
    refusal: (store) => (store.bank_details ? '' : 'This store does not take bank transfers'),
    usesReference: true,
    instructions: (order, store) =>
      `Transfer ${money(order.total_kobo)} to ${store.bank_details}, with ${order.payment_reference} as the reference. The store sends your order once the money arrives.`,
  };
}
