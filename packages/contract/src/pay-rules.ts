/**
 * Ways to pay a store takes (docs/product-rules.md, "Ways to pay"): checkout offers by these rules
 * and the API refuses by them. No zod here: front-end bundles import it ('./catalogue').
 */
import {
  type Fulfilment,
  NOTHING_TO_SHIP_PAYMENT,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './fulfilment-rules.ts';

/** The store switched pay on delivery off (Settings › Pickup and payment). */
export const POD_OFF_IN_STORE = 'This store does not take pay on delivery. Choose bank transfer.';
/** The zone's editor switched pay on delivery off for deliveries there. */
export const podOffInZone = (zone: string) =>
  `Pay on delivery is not offered for deliveries to ${zone}. Choose bank transfer.`;

/** What the ways to pay depend on: the store's switches, its zones and its bank details. */
export interface PayChoices {
  /** False: the store takes no pay on delivery at all. */
  pay_on_delivery: boolean;
  /** A zone's `pay_on_delivery: false` takes it away for deliveries there (left out: offered). */
  delivery_zones: readonly { name: string; pay_on_delivery?: boolean }[];
  bank_details: string;
  /** The store takes online payments through Paystack (its payouts are connected). */
  pays_online?: boolean;
}

/**
 * Why pay on delivery is not offered for this order ('' when it is): nothing is shipped, the
 * store switched it off, or the chosen delivery zone did. Checkout hides it and the API refuses
 * it with this message (docs/product-rules.md, "Ways to pay").
 */
export function payOnDeliveryRefusal(
  store: PayChoices,
  fulfilment: Fulfilment,
  zone: string,
): string {
  if (fulfilment === 'none') return NOTHING_TO_SHIP_PAYMENT;
  if (!store.pay_on_delivery) return POD_OFF_IN_STORE;
  if (fulfilment !== 'delivery') return '';
  const found = store.delivery_zones.find((z) => z.name.toLowerCase() === zone.toLowerCase());
  return found?.pay_on_delivery === false ? podOffInZone(found.name) : '';
}

/** A settings save that would leave shoppers somewhere with no way to pay at all. */
export const NO_WAY_TO_PAY =
  'Shoppers would have no way to pay. Add bank details for transfers, or keep pay on delivery on.';

/** Whether a store's settings leave some order (a zone's, a pickup) with no way to pay. */
export function leavesNoWayToPay(store: PayChoices): boolean {
  if (store.bank_details.trim() || store.pays_online) return false;
  return !store.pay_on_delivery || store.delivery_zones.some((z) => z.pay_on_delivery === false);
}

/** The ways to pay checkout offers for this order, pay on delivery first. */
export function paymentMethodsFor(
  store: PayChoices,
  fulfilment: Fulfilment,
  zone: string,
): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) =>
    method === 'pay_on_delivery'
      ? !payOnDeliveryRefusal(store, fulfilment, zone)
      : method === 'card'
        ? store.pays_online === true
        : Boolean(store.bank_details),
  );
}
