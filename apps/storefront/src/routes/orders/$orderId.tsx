import { api } from '@agency/api-client';
import type { PlacedOrder } from '@agency/contract';
import { FULFILMENT_LABELS, orderNumber, PAYMENT_LABELS } from '@agency/contract/catalogue';
import {
  Link,
  useLocation,
  usePageMeta,
  useParams,
  useRouteData,
  useSearchParams,
} from '@agency/router';
import { Button, buttonClass, formatDateTime, Loading, StateMessage } from '@agency/ui-kit';
import { OrderLines, OrderTotals } from '../../components/OrderLines.tsx';
import { money } from '../../lib/money.ts';
import { titleFor } from '../../lib/look.ts';
import { useCurrentStore, useStorePaths } from '../../lib/store-context.tsx';
import { useStore } from '../../lib/store-info.ts';

/**
 * /orders/{id}?store=…&key=…: the confirmation after checkout. It opens again from the link (the key
 * came with the order), so a reload or a shared link still shows it.
 */
export function OrderConfirmation() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const placed = (useLocation().state as { order?: PlacedOrder } | null)?.order;
  const key = params.get('key') ?? '';
  const current = useCurrentStore();
  const info = useStore();
  const store = params.get('store') ?? current;
  const state = useRouteData(`order:${orderId}`, async () =>
    placed?.id === orderId ? placed : api.shop.order(store, orderId, key),
  );
  const order = state.status === 'ready' ? state.data : undefined;
  usePageMeta({
    title: titleFor(order ? `Order ${orderNumber(order.number)}` : 'Your order', info),
  });

  if (!order)
    return (
      <div className="sf-container sf-page">
        {state.status === 'failed' ? (
          <StateMessage
            tone={state.httpStatus === 404 ? undefined : 'error'}
            title={
              state.httpStatus === 404
                ? 'We could not find this order'
                : 'Your order could not be loaded'
            }
            action={
              state.httpStatus === 404 ? undefined : (
                <Button onClick={state.reload}>Try again</Button>
              )
            }
          >
            {state.httpStatus === 404
              ? 'Check the link in your confirmation, or talk to us.'
              : state.message}
          </StateMessage>
        ) : (
          <Loading label="Loading your order" />
        )}
      </div>
    );
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: PlacedOrder }) {
  const paths = useStorePaths();
  return (
    <div className="sf-container sf-page sf-confirmation">
      <p className="sf-eyebrow">Thank you, {order.name.split(' ')[0]}</p>
      <h1 className="sf-title">
        Order <span data-testid="order-number">{orderNumber(order.number)}</span> is placed
      </h1>
      <p className="sf-confirmation__lead">
        We have your order and will call {order.phone} to confirm it. Placed{' '}
        {formatDateTime(order.created_at)}.
      </p>
      <section className="sf-confirmation__pay" aria-labelledby="sf-pay-title">
        <h2 id="sf-pay-title">{PAYMENT_LABELS[order.payment]}</h2>
        {order.payment === 'bank_transfer' ? (
          <p>
            Transfer <strong>{money(order.total_kobo)}</strong> to {order.bank_details}, with{' '}
            <strong>{orderNumber(order.number)}</strong> as the reference. We send your order once
            the money arrives.
          </p>
        ) : (
          <p>
            Pay <strong>{money(order.total_kobo)}</strong> in cash or by card when your order{' '}
            {order.fulfilment === 'pickup' ? 'is picked up' : 'arrives'}. Nothing has been charged.
          </p>
        )}
      </section>
      <div className="sf-confirmation__grid">
        <section aria-labelledby="sf-items-title">
          <h2 id="sf-items-title" className="sf-checkout__heading">
            Items
          </h2>
          <OrderLines lines={order.lines} />
          <OrderTotals order={order} />
        </section>
        <section aria-labelledby="sf-where-title">
          <h2 id="sf-where-title" className="sf-checkout__heading">
            {FULFILMENT_LABELS[order.fulfilment]}
          </h2>
          <p>
            {order.fulfilment === 'pickup'
              ? 'Collect it at our farm shop; we call when it is ready.'
              : order.fulfilment === 'none'
                ? 'We e-mail or book what you ordered once it is confirmed.'
                : `${order.address} (${order.zone})`}
          </p>
          <p className="uk-muted">
            {order.email} · {order.phone}
          </p>
          {order.note && <p className="uk-muted">Note: {order.note}</p>}
        </section>
      </div>
      <Link className={buttonClass('secondary')} to={paths.index}>
        Keep shopping
      </Link>
    </div>
  );
}
