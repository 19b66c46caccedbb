import { Link } from '@agency/router';
import { buttonClass, formatNaira } from '@agency/ui-kit';
import { cartTotal, useCart } from '../lib/cart.ts';
import { storePath, useStorefront } from '../lib/store-context.tsx';

/** Checkout: the order summary. Payment is not part of this demo, and the page says so. */
export function CheckoutPage() {
  const { base } = useStorefront();
  const lines = useCart((state) => state.lines);
  return (
    <div className="sf-container sf-page sf-checkout">
      <h1 className="sf-title">Checkout</h1>
      {lines.length === 0 ? (
        <div className="sf-empty">
          <p className="sf-empty__title">Your cart is empty</p>
          <Link className={buttonClass('primary')} to={storePath(base)}>
            Visit our store
          </Link>
        </div>
      ) : (
        <>
          <table className="sf-order" aria-label="Order summary">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Qty</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key}>
                  <td>
                    <strong>{line.name}</strong>
                    <br />
                    <span className="uk-muted">
                      {line.options.map((o) => `${o.label}: ${o.value}`).join(' · ')}
                    </span>
                  </td>
                  <td>{line.qty}</td>
                  <td>{formatNaira(line.unitPrice * line.qty)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td>
                  <strong>{formatNaira(cartTotal(lines))}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="sf-note" role="note">
            This is a demo store: payment is not part of it, so no order is placed and nothing is
            charged. A launch-ready store takes cards, transfers and USSD here.
          </p>
          <Link className={buttonClass('secondary')} to={storePath(base)}>
            Keep shopping
          </Link>
        </>
      )}
    </div>
  );
}
