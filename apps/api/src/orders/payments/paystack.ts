import type { Money, PaymentMethodHandler } from './types.ts';

/**
 * The shopper pays online through Paystack (card, bank transfer or USSD on its checkout page):
 * the store must have connected its payouts (a Paystack subaccount). Placing the order starts
 * the payment (flows/place-order.ts); Paystack's webhook or the return page marks it paid.
 */
export function paystack(money: Money): PaymentMethodHandler {
  return {
    id: 'card',
    label: 'Pay now (card, transfer, USSD)',
    refusal: (store) => (store.pays_online ? '' : 'This store does not take online payments'),
    usesReference: false,
    instructions: (order) =>
      order.payment_status === 'unpaid'
        ? `Finish paying ${money(order.total_kobo)} online with Paystack (card, bank transfer or USSD). Your order is kept for you until then.`
        : `You paid ${money(order.total_kobo)} online with Paystack.`,
  };
}
