import type { Order } from '@agency/contract';
import { formatLagosTime } from '@agency/contract/catalogue';
import { money } from '../lib/money.ts';
import './card-payments.css';

/** How Paystack names a payment's channel, as people say it. */
const CHANNELS: Record<string, string> = {
  card: 'Card',
  bank: 'Bank',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  qr: 'QR code',
  mobile_money: 'Mobile money',
};
export const channelName = (channel: string) =>
  CHANNELS[channel] ?? channel.charAt(0).toUpperCase() + channel.slice(1).replace(/_/g, ' ');

/** Where a refund stands, for the shopper and the store alike. */
export const REFUND_STATES: Record<Order['refunds'][number]['status'], string> = {
  pending: 'on its way back (Paystack can take a few days)',
  processed: 'returned to the card or account that paid',
  failed: 'did not go through: Forgeworks is looking into it',
};

/**
 * The money an order took online and gave back (Paystack): each payment with its amount, channel,
 * reference and time, then each refund with where it stands. Nothing for other ways to pay.
 */
export function CardPayments({ order }: { order: Order }) {
  if (order.payments.length === 0 && order.refunds.length === 0) return null;
  return (
    <ul className="sf-card-payments" aria-label="Payments" data-testid="payments">
      {order.payments.map((payment) => (
        <li key={payment.reference}>
          <strong>{money(payment.amount_kobo)}</strong> · {channelName(payment.channel)}
          {payment.status === 'flagged' ? ' · being checked' : ''}
          <br />
          <span className="uk-muted">
            Reference <span data-testid="paystack-reference">{payment.reference}</span>
            {payment.paid_at ? ` · ${formatLagosTime(payment.paid_at)}` : ''}
          </span>
        </li>
      ))}
      {order.refunds.map((refund) => (
        <li key={refund.created_at} data-testid="refund" data-state={refund.status}>
          <strong>{money(refund.amount_kobo)} refunded</strong> · {REFUND_STATES[refund.status]}
          <br />
          <span className="uk-muted">{formatLagosTime(refund.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}
