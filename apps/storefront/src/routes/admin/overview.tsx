import { api } from '@agency/api-client';
import type { ManagedStore } from '@agency/contract';
import { formatLagosTime, orderNumber } from '@agency/contract/catalogue';
import { Link, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, LaunchChecklist, Loaded } from '@agency/ui-kit';
import { money } from '../../lib/money.ts';
import { OpenStore } from './OpenStore.tsx';
import { StatusBadge } from './orders/status.tsx';
import { StoreLink, storeAddress } from './StoreLink.tsx';
import { useManagedStore, useStorePath } from './store-choice.tsx';

/**
 * The store's launch checklist, while something is left to do (docs/product-rules.md), under
 * Open while a launched store is not open yet.
 */
function StoreChecklist({ store }: { store: ManagedStore }) {
  const { slug } = store;
  const state = useRouteData(`store-admin:checklist:${slug}`, () => api.prospects.checklist(slug));
  if (state.status !== 'ready') return null;
  const checklist = state.data;
  const notOpen = !checklist.store.is_demo && !checklist.store.opened_at;
  return (
    <>
      {notOpen && <OpenStore store={store} checklist={checklist} />}
      {checklist.done < checklist.total && (
        <LaunchChecklist
          checklist={checklist}
          renderLink={(href, children) => <Link to={href}>{children}</Link>}
        />
      )}
    </>
  );
}

/**
 * Today's orders (cancelled left out) and revenue (paid only, the unpaid apart), open orders, low
 * stock and the latest orders.
 */
export function OverviewPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  usePageMeta({ title: `Overview · ${store.name} store admin` });
  const state = useRouteData(`store-admin:overview:${store.slug}`, () =>
    api.storeAdmin.overview(store.slug),
  );
  if (state.status !== 'ready')
    return (
      <AdminPage title="Overview">
        <Loaded state={state} what="the overview" />
      </AdminPage>
    );
  const o = state.data;
  return (
    <AdminPage
      title="Overview"
      actions={
        <a className="uk-button uk-button--secondary" href={storeAddress(store)}>
          View your store
        </a>
      }
    >
      <StoreChecklist store={store} />
      <StoreLink store={store} />
      <dl className="sa-stats">
        <div className="uk-panel">
          <dt>Orders today</dt>
          <dd data-testid="orders-today">{o.today.orders}</dd>
        </div>
        <div className="uk-panel">
          <dt>Revenue today</dt>
          {/* Paid orders only; what today's unpaid orders owe is said apart (orders/sales.ts). */}
          <dd data-testid="revenue-today">{money(o.today.revenue_kobo)}</dd>
          {o.today.awaiting_kobo > 0 && (
            <dd className="sa-stat-note" data-testid="revenue-awaiting">
              {money(o.today.awaiting_kobo)} awaiting payment
            </dd>
          )}
        </div>
        <div className="uk-panel">
          <dt>Open orders</dt>
          <dd>
            <Link to={adminPath('orders')}>{o.open_orders}</Link>
          </dd>
        </div>
        <div className="uk-panel">
          <dt>Transfers waiting for payment</dt>
          <dd data-testid="awaiting-payment">
            <Link to={adminPath('orders?payment_status=unpaid')}>{o.awaiting_payment}</Link>
          </dd>
        </div>
        <div className="uk-panel">
          <dt>Items</dt>
          <dd>
            <Link to={adminPath('items')}>{o.products}</Link>
          </dd>
        </div>
      </dl>
      <div className="sa-columns">
        <section className="uk-panel" aria-labelledby="sa-recent">
          <h2 id="sa-recent" className="sa-subtitle">
            Latest orders
          </h2>
          {o.recent_orders.length === 0 ? (
            <p className="uk-muted">
              No orders yet. They appear here the moment a shopper checks out.
            </p>
          ) : (
            <ul className="uk-list">
              {o.recent_orders.map((order) => (
                <li key={order.id}>
                  <Link to={adminPath(`orders/${order.id}`)}>
                    <strong>{orderNumber(order.number)}</strong> {order.name}
                  </Link>
                  <span className="uk-muted">{formatLagosTime(order.created_at)}</span>
                  <span>{money(order.total_kobo)}</span>
                  <StatusBadge status={order.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="uk-panel" aria-labelledby="sa-low">
          <h2 id="sa-low" className="sa-subtitle">
            Low stock
          </h2>
          {o.low_stock.length === 0 ? (
            <p className="uk-muted">Every item has more than a few left.</p>
          ) : (
            <ul className="uk-list" aria-label="Low stock">
              {o.low_stock.map((row) => (
                <li key={`${row.product_id}-${row.variant}`}>
                  <Link to={adminPath(`items/${row.product_id}`)}>
                    {row.name}
                    {row.variant && <span className="uk-muted"> · {row.variant}</span>}
                  </Link>
                  <strong className={row.qty === 0 ? 'sa-danger' : undefined}>
                    {row.qty === 0 ? 'Sold out' : `${row.qty} left`}
                  </strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
