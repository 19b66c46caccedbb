import { imageSrc } from '../catalogue/art.ts';
import { money } from '../lib/money.ts';
import './order-lines.css';

interface Line {
  name: string;
  image: string;
  options: { label: string; value: string }[];
  unit_price_kobo: number;
  qty: number;
  /** A sale taken by hand at another price: the listed price and why (the store's screens only). */
  list_price_kobo?: number | null;
  price_reason?: string;
}

/** What a line's picture shows, for its alt text: the item and its chosen options. */
export function lineAlt(line: Pick<Line, 'name' | 'options'>): string {
  return line.options.length > 0
    ? `${line.name}, ${line.options.map((o) => o.value).join(', ')}`
    : line.name;
}

/** The lines of a cart or an order: picture, name, options, quantity and line total. */
export function OrderLines({
  lines,
  showReasons = false,
  namedPictures = false,
}: {
  lines: Line[];
  /** The store's screens say why a line's price changed; the shopper's do not. */
  showReasons?: boolean;
  /** The store's screens name what each picture shows (the chosen option's picture). */
  namedPictures?: boolean;
}) {
  return (
    <ul className="sf-order-lines" aria-label="Items">
      {lines.map((line, index) => (
        <li key={`${line.name}-${index}`} className="sf-order-line">
          <img
            src={imageSrc(line.image)}
            alt={namedPictures ? lineAlt(line) : ''}
            width={56}
            height={42}
          />
          <span className="sf-order-line__body">
            <strong>{line.name}</strong>
            {line.options.length > 0 && (
              <span className="uk-muted">
                {line.options.map((o) => `${o.label}: ${o.value}`).join(' · ')}
              </span>
            )}
            <span className="uk-muted">
              {line.qty} × {money(line.unit_price_kobo)}
            </span>
            {showReasons && line.list_price_kobo != null && (
              <span className="uk-muted" data-testid="price-reason">
                Listed at {money(line.list_price_kobo)} · {line.price_reason}
              </span>
            )}
          </span>
          <span className="sf-order-line__total">{money(line.unit_price_kobo * line.qty)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Subtotal, discount (code and amount), delivery (or pickup, or nothing to ship) and total of an
 * order, as the shopper and the store read them.
 */
export function OrderTotals({
  order,
  pickupText = 'Free',
}: {
  order: {
    subtotal_kobo: number;
    delivery_fee_kobo: number;
    total_kobo: number;
    fulfilment: string;
    discount_code?: string;
    discount_kobo?: number;
  };
  pickupText?: string;
}) {
  return (
    <dl className="sf-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{money(order.subtotal_kobo)}</dd>
      </div>
      {(order.discount_kobo ?? 0) > 0 && (
        <div data-testid="order-discount">
          <dt>Discount ({order.discount_code})</dt>
          <dd>−{money(order.discount_kobo ?? 0)}</dd>
        </div>
      )}
      <div>
        <dt>Delivery</dt>
        <dd>
          {order.fulfilment === 'pickup'
            ? pickupText
            : order.fulfilment === 'none'
              ? 'None — nothing to ship'
              : money(order.delivery_fee_kobo)}
        </dd>
      </div>
      <div className="sf-totals__total">
        <dt>Total</dt>
        <dd data-testid="order-total">{money(order.total_kobo)}</dd>
      </div>
    </dl>
  );
}
