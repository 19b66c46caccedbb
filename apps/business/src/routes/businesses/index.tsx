import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import { Link, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, Button, buttonClass, formatDate, Loading, StateMessage } from '@agency/ui-kit';
import { StoreLinks, StoreSummary } from '../../components/StoreSummary.tsx';

const base = AREAS.business.base;

/** /business/businesses: 'My Businesses', each with its store's numbers and links. */
export function BusinessesPage() {
  usePageMeta({ title: 'My Businesses · Forgeworks' });
  const list = useRouteData(
    'owner:businesses',
    async () => (await api.owner.businesses()).documents,
  );
  return (
    <AdminPage
      title="My Businesses"
      actions={
        <Link className={buttonClass('primary')} to={`${base}/businesses/new`}>
          Add a new Business
        </Link>
      }
    >
      {list.status === 'loading' && <Loading label="Loading your businesses" />}
      {list.status === 'failed' && (
        <StateMessage
          tone="error"
          title="Your businesses could not be loaded"
          action={<Button onClick={list.reload}>Try again</Button>}
        >
          {list.message}
        </StateMessage>
      )}
      {list.status === 'ready' && list.data.length === 0 && (
        <StateMessage
          title="No businesses yet"
          action={
            <Link className={buttonClass('primary')} to={`${base}/businesses/new`}>
              Add your first business
            </Link>
          }
        >
          Each business you add gets a store of its own, ready to stock.
        </StateMessage>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <ul className="bo-cards" aria-label="Businesses">
          {list.data.map((business) => (
            <li key={business.id} className="uk-panel bo-card">
              <header>
                <h2>
                  <Link to={`${base}/businesses/${business.id}`}>{business.name}</Link>
                </h2>
                <span className="uk-muted">Added {formatDate(business.created_at)}</span>
              </header>
              {business.store ? (
                <>
                  <StoreSummary store={business.store} />
                  <StoreLinks store={business.store} />
                </>
              ) : (
                <p className="uk-muted">No store yet.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
