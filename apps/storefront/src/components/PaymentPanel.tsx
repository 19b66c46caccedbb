import type { ShopperOrder } from '@agency/contract';
import { formatLagosTime, PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '@agency/contract/catalogue';
import { buttonClass, CopyValue } from '@agency/ui-kit/public';
import { CardPayments } from './CardPayments.tsx';
import { money } from '../lib/money.ts';
import './payment-panel.css';

/**
 * The account number in a store's bank details as the owner typed them ("GTBank 0123 456 789 ·
 * Bimpe's Bakes Ltd"): ten digits, maybe grouped by spaces or dashes. Empty when there is none.
 */
export function accountNumberIn(details: string): string {
  const found = details.match(/(?<!\d)\d(?:[ -]?\d){9}(?![ -]?\d)/);
  return found ? found[0].replace(/\D/g, '') : '';
}

export interface PaymentPanelProps {
  order: ShopperOrder;
  /** A card order's page on Paystack, to finish paying there (kept on this phone by checkout). */
  paymentUrl?: string;
  /** How long an order nobody paid or confirmed holds its items (the store's setting). */
  holdHours?: number;
}

/** How to pay while it is owed; that it was paid or refunded once it was. */
export function PaymentPanel({ order, paymentUrl, holdHours }: PaymentPanelProps) {
  const total = <strong>{money(order.total_kobo)}</strong>;
  if (order.payment_status !== 'unpaid' || order.status === 'cancelled')
    return (
      <section
        className="sf-confirmation__pay"
        data-paid={order.payment_status === 'paid'}
        aria-labelledby="sf-pay-title"
      >
        <h2 id="sf-pay-title">
          Payment:{' '}
          <span data-testid="payment-status">{PAYMENT_STATUS_LABELS[order.payment_status]}</span>
        </h2>
        <p>
          {order.payment_status === 'paid' && <>The store received {total}. Thank you.</>}
          {order.payment_status === 'refunded' && <>The store refunded {total}.</>}
          {order.payment_status === 'unpaid' && <>Nothing is owed for a cancelled order.</>}
        </p>
        <CardPayments order={order} />
      </section>
    );
  return (
    <section className="sf-confirmation__pay" aria-labelledby="sf-pay-title">
      <h2 id="sf-pay-title">
        {/* "Pay now (card, transfer, USSD)" is checkout's offer; here the payment is what is owed. */}
        {order.payment === 'card' ? 'Payment:' : `${PAYMENT_LABELS[order.payment]} ·`}{' '}
        <span data-testid="payment-status">{PAYMENT_STATUS_LABELS.unpaid}</span>
      </h2>
      {order.payment === 'bank_transfer' ? (
        <TransferSteps order={order} />
      ) : order.payment === 'card' ? (
        <FinishPaying order={order} paymentUrl={paymentUrl} holdHours={holdHours} />
      ) : (
        <p>
          Pay {total} in cash or by card when your order{' '}
          {order.fulfilment === 'pickup' ? 'is picked up' : 'arrives'}. Nothing has been charged.
        </p>
      )}
    </section>
  );
}

/**
 * A transfer as a Nigerian shopper makes it: the amount, the store's account as the owner wrote it
 * (its line breaks kept), then the account number and the reference each on a line of its own with
 * Copy, to paste into the bank app one after the other.
 */
function TransferSteps({ order }: { order: ShopperOrder }) {
  const account = accountNumberIn(order.bank_details);
  return (
    <div className="sf-transfer">
      <p>
        Transfer <strong>{money(order.total_kobo)}</strong> to:
      </p>
      <p className="sf-transfer__details" data-testid="bank-details">
        {order.bank_details}
      </p>
      {account && <CopyValue label="Account number" value={account} testId="copy-account" />}
      <CopyValue label="Reference" value={order.payment_reference} testId="copy-reference" />
      <p className="uk-muted">
        Put <strong data-testid="payment-reference">{order.payment_reference}</strong> as the
        transfer’s reference or narration. We send your order once the money arrives.
      </p>
    </div>
  );
}

/**
 * A card order left unpaid (the shopper closed Paystack's page, or is back before it said so): the
 * way back to Paystack's page, and until when the order holds its items.
 */
function FinishPaying({ order, paymentUrl, holdHours }: PaymentPanelProps) {
  const until = holdHours
    ? formatLagosTime(new Date(Date.parse(order.created_at) + holdHours * 3_600_000))
    : '';
  return (
    <div className="sf-transfer">
      <p>
        Your order is not paid yet. Pay <strong>{money(order.total_kobo)}</strong> by card, transfer
        or USSD on Paystack’s secure page.
      </p>
      {paymentUrl ? (
        <p>
          <a className={buttonClass('primary')} href={paymentUrl} data-testid="finish-paying">
            Finish paying
          </a>
        </p>
      ) : (
        <p>
          If you started paying on another phone or browser, finish there. Otherwise call the store
          to pay another way.
        </p>
      )}
      <p className="uk-muted" data-testid="payment-expiry">
        {until
          ? `Pay by ${until}: after that the order is cancelled and its items go back on sale.`
          : 'An unpaid order is cancelled after a while, and its items go back on sale.'}
      </p>
    </div>
  );
}
