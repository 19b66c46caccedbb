import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import { koboToNaira } from '@agency/contract/catalogue';
import { Link, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, Button, buttonClass, formatNaira, Loading, StateMessage } from '@agency/ui-kit';

const base = AREAS.business.base;

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
        {list.status === 'loading' ? (
          <Loading label="Loading your businesses" />
        ) : (
          <StateMessage
            tone="error"
            title="Your businesses could not be loaded"
            action={<Button onClick={list.reload}>Try again</Button>}
          >
            {list.message}
          </StateMessage>
        )}
      </AdminPage>
    );
  const stores = list.data.flatMap((b) => (b.store ? [b.store] : []));
  const sum = (pick: (s: (typeof stores)[number]) => number) =>
    stores.reduce((total, s) => total + pick(s), 0);
  return (
    <AdminPage
      title="Overview"
      actions={
        <Link className={buttonClass('secondary')} to={`${base}/businesses`}>
          My Businesses
        </Link>
      }
    >
      <dl className="bo-stats bo-stats--big">
        <div className="uk-panel">
          <dt>Businesses</dt>
          <dd data-testid="business-count">{list.data.length}</dd>
        </div>
        <div className="uk-panel">
          <dt>Orders</dt>
          <dd>{sum((s) => s.orders)}</dd>
        </div>
        <div className="uk-panel">
          <dt>Open orders</dt>
          <dd>{sum((s) => s.open_orders)}</dd>
        </div>
        <div className="uk-panel">
          <dt>Revenue</dt>
          <dd>{formatNaira(koboToNaira(sum((s) => s.revenue_kobo)))}</dd>
        </div>
      </dl>
      {list.data.length === 0 && (
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
      )}
    </AdminPage>
  );
}
