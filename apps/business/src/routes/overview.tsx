import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import type { OwnedBusiness } from '@agency/contract';
import { Link, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, buttonClass, formatKobo, Loaded, StateMessage } from '@agency/ui-kit';
import { StoreChecklists } from '../components/StoreChecklists.tsx';

const base = AREAS.business.base;

/** How many businesses the overview lists by name; My Businesses has them all. */
export const SHORT_LIST = 5;

/** The totals across the owner's businesses (a business without a store adds nothing but itself). */
export function totals(businesses: OwnedBusiness[]) {
  const stores = businesses.flatMap((b) => (b.store ? [b.store] : []));
  const sum = (pick: (s: (typeof stores)[number]) => number) =>
    stores.reduce((total, s) => total + pick(s), 0);
  return {
    businesses: businesses.length,
    orders: sum((s) => s.orders),
    openOrders: sum((s) => s.open_orders),
    revenueKobo: sum((s) => s.revenue_kobo),
    awaitingKobo: sum((s) => s.awaiting_kobo),
  };
}

/** The short list: those with open orders first (most first), then the newest. */
export function shortList(businesses: OwnedBusiness[], size = SHORT_LIST): OwnedBusiness[] {
  return [...businesses]
    .sort(
      (a, b) =>
        (b.store?.open_orders ?? 0) - (a.store?.open_orders ?? 0) ||
        b.created_at.localeCompare(a.created_at),
    )
    .slice(0, size);
}

/** /business/overview: totals across the owner's businesses. */
export function OverviewPage() {
  usePageMeta({ title: 'Overview · Forgeworks' });
  const list = useRouteData(
    'owner:businesses',
    async () => (await api.owner.businesses()).documents,
  );
  if (list.status !== 'ready')
    return (
      <AdminPage title="Overview">
        <Loaded state={list} what="your businesses" />
      </AdminPage>
    );
  const total = totals(list.data);
  const shown = shortList(list.data);
  return (
    <AdminPage
      title="Overview"
      actions={
        list.data.length > 0 && (
          <Link className={buttonClass('secondary')} to={`${base}/businesses/new`}>
            Add a new Business
          </Link>
        )
      }
    >
      <dl className="bo-stats bo-stats--big" aria-label="Totals across your businesses">
        <div className="uk-panel">
          <dt>Businesses</dt>
          <dd data-testid="business-count">{total.businesses}</dd>
        </div>
        <div className="uk-panel">
          <dt>Orders</dt>
          <dd>{total.orders}</dd>
        </div>
        <div className="uk-panel">
          <dt>Open orders</dt>
          <dd>{total.openOrders}</dd>
        </div>
        <div className="uk-panel">
          <dt>Revenue</dt>
          {/* Paid orders only; what unpaid orders owe is said apart. */}
          <dd>{formatKobo(total.revenueKobo)}</dd>
          {total.awaitingKobo > 0 && (
            <dd className="bo-stat-note">{formatKobo(total.awaitingKobo)} awaiting payment</dd>
          )}
        </div>
      </dl>
      {list.data.length === 0 ? (
        <StateMessage
          title="No businesses yet"
          action={
            <Link className={buttonClass('primary')} to={`${base}/businesses/new`}>
              Add a new Business
            </Link>
          }
        >
          Add your first business to get a store of its own.
        </StateMessage>
      ) : (
        <section className="uk-panel bo-short" aria-labelledby="bo-short-title">
          <header>
            <h2 id="bo-short-title">Your businesses</h2>
            <Link to={`${base}/businesses`}>
              {list.data.length > shown.length
                ? `All ${list.data.length} in My Businesses`
                : 'My Businesses'}
            </Link>
          </header>
          <ul className="bo-rows">
            {shown.map((business) => (
              <li key={business.id}>
                <Link to={`${base}/businesses/${business.id}`}>{business.name}</Link>
                <span className="uk-muted">
                  {business.store
                    ? `${count(business.store.orders, 'order')} · ${business.store.open_orders} open · ${formatKobo(business.store.revenue_kobo)}`
                    : 'No store yet'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.data.length > 0 && <StoreChecklists businesses={list.data} />}
    </AdminPage>
  );
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
