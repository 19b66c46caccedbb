import type { StoreInfo } from '@agency/contract';
import { PAYMENT_LABELS, type PaymentMethod } from '@agency/contract/catalogue';
import { displayPhone } from '@agency/contract/rules';
import { Radio } from './Radio.tsx';

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
        {offered.includes('card') && (
          <Radio name="payment" checked={payment === 'card'} onChange={() => choose('card')}>
            {PAYMENT_LABELS.card}{' '}
            <span className="uk-muted">— on Paystack’s secure page, then back here</span>
          </Radio>
        )}
        {offered.includes('pay_on_delivery') && (
          <Radio
            name="payment"
            checked={payment === 'pay_on_delivery'}
            onChange={() => choose('pay_on_delivery')}
          >
            {PAYMENT_LABELS.pay_on_delivery}{' '}
            <span className="uk-muted">— cash or card when your order arrives</span>
          </Radio>
        )}
        {offered.includes('bank_transfer') && (
          <Radio
            name="payment"
            checked={payment === 'bank_transfer'}
            onChange={() => choose('bank_transfer')}
          >
            {PAYMENT_LABELS.bank_transfer}{' '}
            <span className="uk-muted">— we show the account details after you order</span>
          </Radio>
        )}
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
