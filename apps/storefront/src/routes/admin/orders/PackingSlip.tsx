import { api } from '@agency/api-client';
import type { Order } from '@agency/contract';
import { displayPhone, WALK_IN_NAME } from '@agency/contract/rules';
import { formatLagosTime, invoiceNumber, orderNumber } from '@agency/contract/catalogue';
import { Link, usePageMeta, useParams, useRouteData } from '@agency/router';
import { Button, Loaded } from '@agency/ui-kit';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import './packing-slip.css';

/**
 * /store/admin/orders/{id}/packing-slip: what goes in the parcel, to print and put in it — the
 * items, how many, their options, and where it goes; no prices (a gift's receiver sees it). It
 * reads the order page's own read, so opening it from there costs no second request.
 */
export function PackingSlipPage() {
  const { store } = useManagedStore();
  const adminPath = useStorePath();
  const { orderId = '' } = useParams();
  const state = useRouteData(`store-admin:order:${orderId}`, () =>
    api.storeAdmin.order(store.slug, orderId),
  );
  const order = state.status === 'ready' ? state.data : null;
  usePageMeta({
    title: order
      ? `Packing slip ${orderNumber(order.number)} · store admin`
      : 'Packing slip · store admin',
  });
  if (!order)
    return (
      <Loaded
        state={state}
        what="the order"
        notFound={{
          title: 'Order not found',
          children: 'Check its number in the list of orders.',
          action: <Link to={adminPath('orders')}>All orders</Link>,
        }}
      />
    );
  return (
    <div className="sa-slip-page">
      <p className="sa-slip-tools">
        <Link to={adminPath(`orders/${order.id}`)}>Back to order {orderNumber(order.number)}</Link>
        <Button variant="primary" onClick={() => window.print()}>
          Print packing slip
        </Button>
      </p>
      <PackingSlip order={order} storeName={store.name} pickupAt={store.pickup_address} />
    </div>
  );
}

function PackingSlip({
  order,
  storeName,
  pickupAt,
}: {
  order: Order;
  storeName: string;
  pickupAt: string;
}) {
  const units = order.lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <article className="sa-slip" data-testid="packing-slip" aria-labelledby="sa-slip-title">
      <header className="sa-slip__head">
        <div>
          <p className="sa-slip__store">{storeName}</p>
          <h1 id="sa-slip-title">Packing slip</h1>
        </div>
        <dl className="sa-slip__facts">
          <dt>Order</dt>
          <dd>{orderNumber(order.number)}</dd>
          <dt>Invoice</dt>
          <dd>{invoiceNumber(order.invoice_number)}</dd>
          <dt>Placed</dt>
          <dd>{formatLagosTime(order.created_at)}</dd>
        </dl>
      </header>
      <section className="sa-slip__to" aria-labelledby="sa-slip-to">
        <h2 id="sa-slip-to">
          {order.fulfilment === 'delivery'
            ? 'Deliver to'
            : order.fulfilment === 'pickup'
              ? 'Collected by'
              : 'For'}
        </h2>
        <p>
          <strong>{order.name || WALK_IN_NAME}</strong>
          {order.phone && (
            <>
              <br />
              {displayPhone(order.phone)}
            </>
          )}
          <br />
          {order.fulfilment === 'delivery'
            ? `${order.address} (${order.zone})`
            : order.fulfilment === 'pickup'
              ? `Pickup at ${pickupAt || 'the store'}`
              : 'Nothing to ship'}
        </p>
        {order.carrier && <p>Carrier: {order.carrier}</p>}
      </section>
      <table className="sa-slip__items">
        <caption>
          {units} {units === 1 ? 'item' : 'items'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Qty</th>
            <th scope="col">Item</th>
            <th scope="col" aria-label="Packed" />
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.name}-${index}`}>
              <td className="sa-slip__qty">{line.qty}</td>
              <td>
                <strong>{line.name}</strong>
                {line.options.map((option) => (
                  <span key={option.label} className="sa-slip__option">
                    {option.label}: {option.value}
                  </span>
                ))}
              </td>
              <td className="sa-slip__tick" aria-hidden="true" />
            </tr>
          ))}
        </tbody>
      </table>
      {order.note && (
        <section aria-labelledby="sa-slip-note">
          <h2 id="sa-slip-note">Note from the shopper</h2>
          <p>{order.note}</p>
        </section>
      )}
    </article>
  );
}
