import type { Money, PaymentMethodHandler } from './types.ts';

/** The shopper pays in cash or by card at the door (or when collecting). */
export function payOnDelivery(money: Money): PaymentMethodHandler {
  return {
    id: 'pay_on_delivery',
    label: 'Pay on delivery',
    refusal: () => '',
    usesReference: false,
    instructions: (order) =>
      `Pay ${money(order.total_kobo)} in cash or by card when your order ${order.fulfilment === 'pickup' ? 'is picked up' : 'arrives'}. Nothing has been charged.`,
  };
}
