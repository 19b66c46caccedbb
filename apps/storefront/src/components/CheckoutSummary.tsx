import type { DiscountQuote } from '@agency/contract';
import { discountAmount } from '@agency/contract/catalogue';
import { Button } from '@agency/ui-kit/public';
import type { CartLine } from '../lib/cart.ts';
import { money } from '../lib/money.ts';
import { DiscountField } from './DiscountField.tsx';
import { OrderLines } from './OrderLines.tsx';
import './checkout-summary.css';
import './chat.css';

/**
 * The checkout's order summary: lines, the discount code, subtotal, discount, delivery and total.
 * The amounts are what the page knows; the server prices the order again when it is placed.
 */
export function CheckoutSummary({
  store,
  lines,
  subtotal,
  delivery,
  fee,
  quote,
  onQuote,
  busy,
  placeLabel = 'Place order',
  paysNow = false,
}: {
  store: string;
  lines: CartLine[];
  subtotal: number;
  /** What the delivery row says when no fee is known yet (pickup, nothing to ship, no zone). */
  delivery: string | null;
  fee: number;
  quote: DiscountQuote | null;
  onQuote: (quote: DiscountQuote | null) => void;
  busy: boolean;
  /** The button's words: 'Place order', or 'Order on WhatsApp' when the order goes to a chat. */
  placeLabel?: string;
  /** Paid online next (Paystack): the button and the line under it say so. */
  paysNow?: boolean;
}) {
  const off = quote ? discountAmount(quote, subtotal) : 0;
  return (
    <aside className="sf-checkout__summary" aria-label="Order summary">
      <h2 className="sf-checkout__heading">Your order</h2>
      <OrderLines lines={lines.map((l) => ({ ...l, unit_price_kobo: l.unitPriceKobo }))} />
      <DiscountField store={store} lines={lines} quote={quote} onQuote={onQuote} />
      <dl className="sf-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {quote && (
          <div data-testid="checkout-discount">
            <dt>Discount ({quote.code})</dt>
            <dd>−{money(off)}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd data-testid="checkout-delivery">{delivery ?? money(fee)}</dd>
        </div>
        <div className="sf-totals__total">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{money(subtotal - off + fee)}</dd>
        </div>
      </dl>
      <Button
        type="submit"
        busy={busy}
        className={`sf-checkout__place${placeLabel === 'Place order' ? '' : ' sf-whatsapp'}`}
      >
        {paysNow ? 'Place order and pay' : placeLabel}
      </Button>
      <p className="uk-muted sf-checkout__small">
        {paysNow
          ? 'Next you pay the total on Paystack’s secure page, by card, transfer or USSD.'
          : 'Prices are confirmed by the store when you place the order. Nothing is charged now.'}
      </p>
    </aside>
  );
}
