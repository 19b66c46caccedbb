import { POD_OFF_IN_STORE } from '@agency/contract';
import type { Money, PaymentMethodHandler } from './types.ts';

/**
 * The shopper pays in cash or by card at the door (or when collecting), where the store takes it:
 * a store may switch it off, and so may each delivery zone (place-queries.ts checks the zone).
 */
export function payOnDelivery(money: Money): PaymentMethodHandler {
  return {
    id: 'pay_on_delivery',
    label: 'Pay on delivery',
    refusal: (store) => (store.pay_on_delivery === false ? POD_OFF_IN_STORE : ''),
    usesReference: false,
    instructions: (order) =>
      `Pay ${money(order.total_kobo)} in cash or by card when your order ${order.fulfilment === 'pickup' ? 'is picked up' : 'arrives'}. Nothing has been charged.`,
  };
}
