import type { StoreInfo } from '@agency/contract';
import { PAYMENT_LABELS, type PaymentMethod } from '@agency/contract/catalogue';
import { displayPhone } from '@agency/contract/rules';
import { Radio } from './Radio.tsx';

/** The ways to pay, in the order checkout offers them, with what each means for the shopper. */
const WAYS: readonly (readonly [PaymentMethod, string])[] = [
  ['card', 'on Paystack’s secure page, then back here'],
  ['pay_on_delivery', 'cash or card when your order arrives'],
  ['bank_transfer', 'we show the account details after you order'],
];

/**
 * Checkout's ways to pay: only those the store takes for this order (`offered`: pay on delivery
 * may be off for the store or the chosen zone), and why pay on delivery is missing when it is.
 */
export function CheckoutPayment({
  store,
  offered,
  payment,
  choose,
  shipsNothing,
  noPayOnDelivery,
}: {
  store: StoreInfo;
  offered: readonly PaymentMethod[];
  payment: PaymentMethod;
  choose: (method: PaymentMethod) => void;
  shipsNothing: boolean;
  noPayOnDelivery: string | null;
}) {
  return (
    <fieldset className="sf-fieldset">
      <legend>Payment</legend>
      <div className="sf-radios">
        {WAYS.filter(([method]) => offered.includes(method)).map(([method, hint]) => (
          <Radio
            key={method}
            name="payment"
            checked={payment === method}
            onChange={() => choose(method)}
          >
            {PAYMENT_LABELS[method]} <span className="uk-muted">— {hint}</span>
          </Radio>
        ))}
      </div>
      {!shipsNothing && noPayOnDelivery && store.bank_details && (
        <p className="uk-muted" data-testid="no-pay-on-delivery">
          {noPayOnDelivery.replace(/ Choose bank transfer\.$/, '')}
        </p>
      )}
      {shipsNothing && !store.bank_details && (
        <p className="uk-muted">
          This store takes payment for e-mailed or booked items by phone: call{' '}
          {displayPhone(store.contact_phone) || 'the store'} to order.
        </p>
      )}
    </fieldset>
  );
}
