import { api } from '@agency/api-client';
import {
  formatLagosTime,
  ORDER_STATUSES,
  type OrderStatus,
  orderNumber,
  ORDER_SOURCE_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@agency/contract/catalogue';
import { WALK_IN_NAME } from '@agency/contract/rules';
import { Link, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { AdminPage, buttonClass, Loaded, Pager } from '@agency/ui-kit';
import { useEffect, useState } from 'react';
import { imageSrc } from '../../../catalogue/art.ts';
import { lineAlt } from '../../../components/OrderLines.tsx';
import { money } from '../../../lib/money.ts';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import { PaymentBadge, STATUS_LABELS, StatusBadge } from './status.tsx';
import './orders.css';

/** Orders: newest first, filtered by status and payment, searched by name, email, phone, number or transfer reference, in pages. */
export function OrdersPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  usePageMeta({ title: `Orders · ${store.name} store admin` });
  const [params, setParams] = useSearchParams();
  const status = (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OrderStatus)
    : undefined;
  const payment = (PAYMENT_STATUSES as readonly string[]).includes(
    params.get('payment_status') ?? '',
  )
    ? (params.get('payment_status') as PaymentStatus)
    : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const state = useRouteData(
    `store-admin:orders:${store.slug}:${status}:${payment}:${q}:${page}`,
    () =>
      api.storeAdmin.orders(store.slug, {
        status,
        payment_status: payment,
        q: q || undefined,
        page,
      }),
  );
  const go = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      value ? merged.set(key, value) : merged.delete(key);
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;

  return (
    <AdminPage
      title="Orders"
      actions={[
        <Link
          key="abandoned"
          to={adminPath('orders/abandoned')}
          className={buttonClass('secondary')}
        >
          Abandoned checkouts
        </Link>,
        <Link key="record" to={adminPath('orders/new')} className={buttonClass()}>
          Record a sale
        </Link>,
      ]}
    >
      <div className="sa-filters">
        <fieldset className="sa-tabs">
          <legend className="uk-visually-hidden">Status</legend>
          {[undefined, ...ORDER_STATUSES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={status === value}
              onClick={() => go({ status: value })}
            >
              {value ? STATUS_LABELS[value] : 'All'}
            </button>
          ))}
        </fieldset>
        <fieldset className="sa-tabs">
          <legend className="uk-visually-hidden">Payment</legend>
          {[undefined, ...PAYMENT_STATUSES].map((value) => (
            <button
              key={value ?? 'any'}
              type="button"
              aria-pressed={payment === value}
              onClick={() => go({ payment_status: value })}
            >
              {value ? PAYMENT_STATUS_LABELS[value] : 'Any payment'}
            </button>
          ))}
        </fieldset>
        <form
          role="search"
          className="uk-field"
          onSubmit={(event) => {
            event.preventDefault();
            go({ q: search.trim() || undefined });
          }}
        >
          <label htmlFor="sa-order-search" className="uk-visually-hidden">
            Search orders
          </label>
          {/* What the search reads is said under the field, where it wraps on a phone; the
              placeholder is only an example (docs/copy-guide.md), short enough for 390 px. */}
          <input
            id="sa-order-search"
            className="uk-input"
            type="search"
            placeholder="e.g. Funke, 0803 or #1024"
            aria-describedby="sa-order-search-hint"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <span className="uk-field__hint" id="sa-order-search-hint">
            Find an order by the shopper's name, email or phone, its #number or its transfer
            reference.
          </span>
        </form>
      </div>
      <Loaded
        state={state}
        what="the orders"
        empty={
          status || payment || q
            ? { title: 'No orders match', children: 'Try another status or search.' }
            : {
                title: 'No orders yet',
                children: 'Orders appear here as shoppers check out, or when you record a sale.',
              }
        }
      >
        {({ documents: orders }) => (
          <div className="uk-panel sa-table-wrap">
            <table className="sa-table" aria-label="Orders">
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Items</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td data-label="Order">
                      <Link to={adminPath(`orders/${order.id}`)}>{orderNumber(order.number)}</Link>
                      {(order.source !== 'checkout' || order.by_hand) && (
                        <span className="uk-muted sa-sub">
                          from {ORDER_SOURCE_LABELS[order.source]}
                          {order.by_hand ? ', by hand' : ''}
                        </span>
                      )}
                    </td>
                    <td data-label="Customer">
                      {order.name || WALK_IN_NAME}
                      <span className="uk-muted sa-sub">{order.phone}</span>
                    </td>
                    <td data-label="Placed">{formatLagosTime(order.created_at)}</td>
                    <td data-label="Items">
                      {/* Each line's picture as it was sold: the chosen option's, like the cart's. */}
                      <span className="sa-order-pictures">
                        {order.pictures.map((line, i) => (
                          <img
                            key={`${line.image}-${i}`}
                            src={imageSrc(line.image)}
                            alt={lineAlt(line)}
                            width={32}
                            height={32}
                            loading="lazy"
                          />
                        ))}
                        <span>{order.items}</span>
                      </span>
                    </td>
                    <td data-label="Total">{money(order.total_kobo)}</td>
                    <td data-label="Status">
                      <StatusBadge status={order.status} />
                    </td>
                    <td data-label="Payment">
                      <PaymentBadge status={order.payment_status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      <Pager page={page} pages={pages} onPage={(n) => go({ page: String(n) })} />
    </AdminPage>
  );
}
