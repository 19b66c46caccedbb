import { api } from '@agency/api-client';
import type { Order } from '@agency/contract';
import {
  displayPhone,
  orderSourceLabel,
  PAID_WITH_LABELS,
  type PaidWith,
  telHref,
  WALK_IN_NAME,
} from '@agency/contract/rules';
import {
  formatLagosTime,
  invoiceNumber,
  orderNumber,
  FULFILMENT_LABELS,
  PAYMENT_LABELS,
  PAYMENT_TRANSITIONS,
  type PaymentStatus,
} from '@agency/contract/catalogue';
import { wantedOn } from '@agency/contract/catalogue';
import { Link, refreshReads, usePageMeta, useParams, useRouteData } from '@agency/router';
import { AdminPage, Button, Loaded, useAction, useConfirm } from '@agency/ui-kit';
import { useEffect, useState } from 'react';
import { CardPayments } from '../../../components/CardPayments.tsx';
import { OrderHistory } from '../../../components/OrderHistory.tsx';
import { OrderLines, OrderTotals } from '../../../components/OrderLines.tsx';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import { MessageShopper } from './MessageShopper.tsx';
import { useOrderMoves } from './OrderMoves.tsx';
import { RefundForm } from './RefundForm.tsx';
import { PaymentBadge, StatusBadge } from './status.tsx';
import './orders.css';

const PAYMENT_ACTIONS: Record<PaymentStatus, string> = {
  paid: 'Mark as paid',
  refunded: 'Mark as refunded',
  unpaid: 'Mark as unpaid',
};
const PAYMENT_TOASTS: Record<PaymentStatus, string> = {
  paid: 'marked paid; the shopper is mailed',
  refunded: 'marked refunded; the shopper is mailed',
  unpaid: 'marked unpaid',
};

/**
 * Where the payment may go from here: a cancelled order that was never paid has nothing to mark,
 * and a card order's payment is Paystack's word alone (it is refunded with RefundForm).
 */
function paymentMoves(order: Order): PaymentStatus[] {
  if (order.payment === 'card') return [];
  if (order.status === 'cancelled' && order.payment_status === 'unpaid') return [];
  return [...PAYMENT_TRANSITIONS[order.payment_status]];
}

/** One order: lines, totals, the customer, delivery and payment, and the next status. */
export function OrderPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  const { orderId = '' } = useParams();
  const state = useRouteData(`store-admin:order:${orderId}`, () =>
    api.storeAdmin.order(store.slug, orderId),
  );
  const [order, setOrder] = useState<Order | null>(null);
  const read = state.status === 'ready' ? state.data : null;
  // A change's answer shows at once; the read's next answer (after a refresh) is newer still.
  useEffect(() => setOrder(null), [read]);
  const shown = order ?? read;
  usePageMeta({
    title: shown ? `Order ${orderNumber(shown.number)} · store admin` : 'Order · store admin',
  });
  if (!shown)
    return (
      <AdminPage title="Order">
        <Loaded
          state={state}
          what="the order"
          notFound={{
            title: 'Order not found',
            children: 'Check its number in the list of orders.',
            action: <Link to={adminPath('orders')}>All orders</Link>,
          }}
        />
      </AdminPage>
    );
  // The shopper's link comes with the first read (a status change answers the order without it).
  const link = state.status === 'ready' ? state.data.shopper_link : '';
  return (
    <OrderDetail
      order={shown}
      onChange={setOrder}
      storeSlug={store.slug}
      chat={<MessageShopper order={shown} link={link} storeName={store.name} />}
    />
  );
}

function OrderDetail({
  order,
  onChange,
  storeSlug,
  chat,
}: {
  order: Order;
  onChange: (order: Order) => void;
  storeSlug: string;
  /** "Message the shopper" on WhatsApp. */
  chat: React.ReactNode;
}) {
  const adminPath = useStorePath();
  // A refund is pending until Paystack confirms it (a webhook, seconds to days later): the order
  // is read again now and then meanwhile, so the page says when the money went back.
  const refundPending = order.refunds.some((refund) => refund.status === 'pending');
  useEffect(() => {
    if (!refundPending) return;
    const again = setInterval(() => refreshReads([`store-admin:order:${order.id}`]), 5000);
    return () => clearInterval(again);
  }, [refundPending, order.id]);
  const demo = useManagedStore().store.is_demo;
  const paying = useAction(
    async (next: PaymentStatus) => {
      onChange(await api.storeAdmin.setPaymentStatus(storeSlug, order.id, next));
      return next;
    },
    {
      // A demo store mails nobody (decision 033), nor is a shopper without e-mail mailed: their
      // toast does not say the shopper is mailed.
      success: (next) =>
        `Order ${orderNumber(order.number)}: ${demo || !order.email ? `marked ${next}` : PAYMENT_TOASTS[next]}`,
      context: 'change the payment',
    },
  );
  const moves = useOrderMoves({
    order,
    storeSlug,
    onChange,
    mailed: !demo && Boolean(order.email),
    disabled: paying.busy,
  });
  const busy: PaymentStatus | null = paying.running?.[0] ?? null;
  const [confirm, confirmDialog] = useConfirm();
  const markPayment = async (next: PaymentStatus) => {
    if (
      next === 'refunded' &&
      !(await confirm({
        title: `Mark order ${orderNumber(order.number)} refunded?`,
        children: 'Do this once the money is back with the shopper. A refund cannot be undone.',
        confirmLabel: 'Mark as refunded',
        cancelLabel: 'Keep as paid',
      }))
    )
      return;
    await paying.run(next);
  };
  return (
    <AdminPage
      title={
        <>
          Order {orderNumber(order.number)} <StatusBadge status={order.status} />{' '}
          <PaymentBadge status={order.payment_status} />
        </>
      }
      actions={[
        ...moves.buttons,
        ...paymentMoves(order).map((next) => (
          <Button
            key={`pay-${next}`}
            variant={next === 'paid' ? 'primary' : 'secondary'}
            busy={busy === next}
            disabled={busy !== null || moves.busy}
            onClick={() => markPayment(next)}
          >
            {PAYMENT_ACTIONS[next]}
          </Button>
        )),
      ]}
    >
      <p className="uk-muted">
        <Link to={adminPath('orders')}>All orders</Link> · placed{' '}
        {formatLagosTime(order.created_at)} · invoice{' '}
        <span data-testid="invoice-number">{invoiceNumber(order.invoice_number)}</span> ·{' '}
        <Link to={adminPath(`orders/${order.id}/packing-slip`)} data-testid="packing-slip-link">
          Packing slip
        </Link>
        {(order.source !== 'checkout' || order.by_hand) && (
          <span data-testid="order-source">
            {' '}
            · from {orderSourceLabel(order.source)}
            {order.by_hand ? ', recorded by hand' : ''}
          </span>
        )}
      </p>
      <div className="sa-columns">
        <section className="uk-panel" aria-labelledby="sa-lines">
          <h2 id="sa-lines" className="sa-subtitle">
            Items
          </h2>
          <OrderLines lines={order.lines} showReasons namedPictures />
          <OrderTotals order={order} pickupText={'Pickup'} />
        </section>
        <section className="uk-panel sa-facts" aria-labelledby="sa-customer">
          <h2 id="sa-customer" className="sa-subtitle">
            Customer
          </h2>
          <p>
            <strong>{order.name || WALK_IN_NAME}</strong>
            {order.phone && (
              <>
                <br />
                <a href={telHref(order.phone)}>{displayPhone(order.phone)}</a>
              </>
            )}
            {order.email ? (
              <>
                <br />
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </>
            ) : (
              order.phone && (
                <>
                  <br />
                  <span className="uk-muted">No e-mail: reach them by phone or WhatsApp</span>
                </>
              )
            )}
            {(order.phone || order.email) && (
              <>
                <br />
                <Link to={adminPath(`customers/${encodeURIComponent(order.phone || order.email)}`)}>
                  All their orders
                </Link>
              </>
            )}
          </p>
          <h3>
            {order.fulfilment === 'delivery'
              ? `Delivery · ${order.zone}`
              : FULFILMENT_LABELS[order.fulfilment]}
          </h3>
          <p>
            {order.fulfilment === 'pickup'
              ? order.by_hand
                ? 'Picked up'
                : 'Collects at the store'
              : order.fulfilment === 'none'
                ? 'E-mail or book it with the customer'
                : [order.address, order.delivery_lga, order.delivery_state]
                    .filter(Boolean)
                    .join(', ')}
          </p>
          {(order.carrier || order.tracking_url) && (
            <p data-testid="order-tracking">
              {order.carrier ? `Shipped with ${order.carrier}` : 'Shipped'}
              {order.tracking_url && (
                <>
                  {' · '}
                  <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                    Tracking link
                  </a>
                </>
              )}
            </p>
          )}
          {order.status === 'shipped' && (
            <p>
              <Button variant="secondary" small onClick={moves.changeTracking}>
                {order.carrier || order.tracking_url ? 'Change tracking' : 'Add tracking'}
              </Button>
            </p>
          )}
          {order.delivery_date && (
            <p data-testid="order-wanted-on">
              <strong>Wanted on:</strong> {wantedOn(order)}
            </p>
          )}
          <h3>Payment</h3>
          <p>
            {order.paid_with
              ? `Paid · ${PAID_WITH_LABELS[order.paid_with as PaidWith] ?? order.paid_with}`
              : order.payment === 'card'
                ? 'Online through Paystack'
                : PAYMENT_LABELS[order.payment]}{' '}
            · <PaymentBadge status={order.payment_status} />
            {order.payment === 'bank_transfer' && (
              <>
                <br />
                Reference <strong data-testid="payment-reference">{order.payment_reference}</strong>
              </>
            )}
          </p>
          {order.payment === 'card' && order.payment_status === 'unpaid' && (
            <p className="uk-muted">Waiting for the shopper to pay on Paystack’s page.</p>
          )}
          <CardPayments order={order} />
          {order.payment === 'card' && (
            <RefundForm order={order} storeSlug={storeSlug} onChange={onChange} />
          )}
          {order.note && (
            <>
              <h3>Note</h3>
              <p>{order.note}</p>
            </>
          )}
        </section>
      </div>
      {chat}
      <div className="uk-panel">
        <OrderHistory history={order.history} headingId="sa-history" headingClass="sa-subtitle" />
      </div>
      {confirmDialog}
      {moves.dialog}
    </AdminPage>
  );
}
