import { api } from '@agency/api-client';
import type { PlacedOrder, ShopperOrder } from '@agency/contract';
import {
  FULFILMENT_LABELS,
  formatLagosTime,
  invoiceNumber,
  type OrderStatus,
  orderNumber,
  trackingUrlProblem,
} from '@agency/contract/catalogue';
import {
  Link,
  useLocation,
  usePageMeta,
  useParams,
  useRouteData,
  useSearchParams,
} from '@agency/router';
import { deliveryLine, wantedOn } from '@agency/contract/catalogue';
import { displayPhone } from '@agency/contract/rules';
import { Button, buttonClass, Loaded } from '@agency/ui-kit/public';
import { OrderHistory } from '../../components/OrderHistory.tsx';
import { OrderLines, OrderTotals } from '../../components/OrderLines.tsx';
import { chatHrefFor, storeChatHref } from '../../lib/order-chat.ts';
import { takesWhatsAppOrders } from '../../lib/whatsapp-order.ts';
import { PaymentPanel } from '../../components/PaymentPanel.tsx';
import { titleFor } from '../../lib/look.ts';
import { usePaystackPage } from '../../lib/paystack-page.ts';
import { useCurrentStore, useStorePaths } from '../../lib/store-context.tsx';
import { useStore } from '../../lib/store-info.ts';
import './orders.css';
import '../../components/chat.css';

/**
 * /orders/{id}?store=…&key=…: the confirmation after checkout. It opens again from the link (the key
 * came with the order), so a reload or a shared link still shows it, as the order stands now.
 */
export function OrderConfirmation() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const placed = (useLocation().state as { order?: PlacedOrder } | null)?.order;
  const key = params.get('key') ?? '';
  const current = useCurrentStore();
  const info = useStore();
  const paths = useStorePaths();
  const store = params.get('store') ?? current;
  // The order is read from the server on every visit: the store may have confirmed, been paid or
  // delivered since. Checkout's copy (router state, which survives a reload) only fills the wait.
  // Back from Paystack (?reference=…): the order is read once the API has asked Paystack about the
  // payment, so "Paid" shows even before Paystack's own word (the webhook) reaches the store.
  const reference = params.get('reference') ?? params.get('trxref');
  const state = useRouteData(`order:${orderId}`, async () => {
    if (reference) await api.payments.verify(reference).catch(() => undefined);
    return api.shop.order(store, orderId, key);
  });
  const order =
    state.status === 'ready'
      ? state.data
      : state.status === 'loading' && placed?.id === orderId
        ? placed
        : undefined;
  usePageMeta({
    title: titleFor(order ? `Order ${orderNumber(order.number)}` : 'Your order', info),
  });

  if (!order)
    return (
      <div className="sf-container sf-page">
        <Loaded
          state={state}
          what="your order"
          notFound={{
            title: 'We could not find this order',
            children:
              'Check the link in your receipt mail, or find the order by its number and your phone or email.',
            action: (
              <Link className={buttonClass('primary')} to={paths.findOrder}>
                Find your order
              </Link>
            ),
          }}
        />
      </div>
    );
  return <OrderView order={order} />;
}

const TITLES: Record<OrderStatus, string> = {
  new: 'is placed',
  confirmed: 'is confirmed',
  ready: 'is ready for pickup',
  shipped: 'is on its way',
  delivered: 'is delivered',
  cancelled: 'is cancelled',
};

/** What the shopper reads under the title: where the order stands now. */
function standing(order: ShopperOrder, pickupAt = ''): string {
  switch (order.status) {
    case 'new':
      // Sent on WhatsApp: the store answers in that chat.
      return order.source === 'whatsapp'
        ? 'We have your order. Send it to the store on WhatsApp: they reply there to confirm it.'
        : `We have your order and will call ${displayPhone(order.phone)} to confirm it.`;
    case 'confirmed':
      return 'The store confirmed your order and is getting it ready.';
    case 'ready':
      return pickupAt
        ? `Your order is ready. Collect it at ${pickupAt}.`
        : 'Your order is ready. Collect it at our shop.';
    case 'shipped':
      return order.carrier
        ? `The store sent your order with ${order.carrier}. It is on its way to you.`
        : 'The store sent your order. It is on its way to you.';
    case 'delivered':
      return order.fulfilment === 'pickup'
        ? 'You collected your order. Thank you for shopping with us.'
        : 'Your order was delivered. Thank you for shopping with us.';
    case 'cancelled':
      return 'This order is cancelled: nothing more will happen with it.';
  }
}

function OrderView({ order }: { order: ShopperOrder }) {
  const paths = useStorePaths();
  const info = useStore();
  // A demo store mails nobody (decision 033): its order page does not promise a receipt.
  const demo = info?.is_demo === true;
  // Paystack's page of an unpaid card order, kept on this phone by checkout.
  const paymentUrl = usePaystackPage(
    order.id,
    order.payment === 'card' && order.payment_status === 'unpaid',
  );
  const n = orderNumber(order.number);
  return (
    <div className="sf-container sf-page sf-confirmation">
      {order.status === 'new' && (
        <p className="sf-eyebrow">Thank you, {order.name.split(' ')[0]}</p>
      )}
      <h1 className="sf-title">
        Order <span data-testid="order-number">{n}</span>{' '}
        <span data-testid="order-status">{TITLES[order.status]}</span>
      </h1>
      <p className="sf-confirmation__lead">{standing(order, info?.pickup_address)}</p>
      <Tracking order={order} />
      <p className="uk-muted">
        Placed <time dateTime={order.created_at}>{formatLagosTime(order.created_at)}</time> ·
        invoice <span data-testid="invoice-number">{invoiceNumber(order.invoice_number)}</span>.{' '}
        {demo
          ? 'This is a demo order: demo stores send no mail. Keep this page’s link to see it again.'
          : order.email
            ? `We mailed a receipt with this page's link to ${order.email}.`
            : 'Keep this page’s link to see your order again, or find it by its number and your phone.'}
      </p>
      <ChatPanel order={order} />
      <PaymentPanel
        order={order}
        paymentUrl={paymentUrl}
        holdHours={info?.unconfirmed_order_hours}
      />
      <div className="sf-confirmation__grid">
        <section aria-labelledby="sf-items-title">
          <h2 id="sf-items-title" className="sf-checkout__heading">
            Items
          </h2>
          <OrderLines lines={order.lines} />
          <OrderTotals order={order} />
        </section>
        <div className="sf-confirmation__side">
          <section aria-labelledby="sf-where-title">
            <h2 id="sf-where-title" className="sf-checkout__heading">
              {FULFILMENT_LABELS[order.fulfilment]}
            </h2>
            <p>
              {order.fulfilment === 'pickup'
                ? 'Collect it at our shop; we call when it is ready.'
                : order.fulfilment === 'none'
                  ? 'We e-mail or book what you ordered once it is confirmed.'
                  : deliveryLine(order)}
            </p>
            {order.delivery_date && (
              <p data-testid="order-wanted-on">
                <strong>{order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'} on:</strong>{' '}
                {wantedOn(order)}
              </p>
            )}
            <p className="uk-muted">
              {[order.email, displayPhone(order.phone)].filter(Boolean).join(' · ')}
            </p>
            {order.note && <p className="uk-muted">Note: {order.note}</p>}
          </section>
          <OrderHistory history={order.history} headingId="sf-history-title" />
        </div>
      </div>
      <p className="sf-confirmation__after">
        <Button variant="secondary" onClick={() => window.print()}>
          Print receipt
        </Button>
        <Link className={buttonClass('secondary')} to={paths.index}>
          Keep shopping
        </Link>
      </p>
    </div>
  );
}

/**
 * A shipped order's carrier and tracking link (docs/product-rules.md, "Order steps"). The API
 * takes only an https link; one that is not is not made a link here either.
 */
function Tracking({ order }: { order: ShopperOrder }) {
  if (order.status !== 'shipped' || !order.tracking_url || trackingUrlProblem(order.tracking_url))
    return null;
  return (
    <p className="sf-confirmation__track">
      <a
        className={buttonClass('primary')}
        href={order.tracking_url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="tracking-link"
      >
        Track your parcel{order.carrier ? ` with ${order.carrier}` : ''}
      </a>
    </p>
  );
}

/**
 * The store's WhatsApp (docs/product-rules.md, "Orders on WhatsApp"): an order placed to be sent
 * there can be sent (again) from here, say if the browser opened no window; any order can start a
 * chat with the store about it. Nothing when the store gave no WhatsApp number.
 */
function ChatPanel({ order }: { order: ShopperOrder }) {
  const store = useStore();
  if (!store || !takesWhatsAppOrders(store)) return null;
  // This page's own address, with its key: the link the store opens the order by.
  const link = typeof window === 'undefined' ? '' : window.location.href;
  const sending = order.source === 'whatsapp' && order.status === 'new';
  return (
    <p className="sf-confirmation__chat">
      {sending && (
        <a
          className={`${buttonClass('primary')} sf-whatsapp`}
          href={chatHrefFor(store, order, link)}
          target="_blank"
          rel="noreferrer"
          data-testid="send-order-chat"
        >
          Send the order on WhatsApp
        </a>
      )}
      <a
        className={buttonClass('secondary')}
        href={storeChatHref(store, order, link)}
        target="_blank"
        rel="noreferrer"
        data-testid="store-chat"
      >
        Chat with the store
      </a>
    </p>
  );
}
