import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import { Link, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, buttonClass, formatDate, Loaded } from '@agency/ui-kit';
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
      <Loaded
        state={list}
        what="your businesses"
        empty={{
          title: 'No businesses yet',
          children: 'Each business you add gets a store of its own, ready to stock.',
          action: (
            <Link className={buttonClass('primary')} to={`${base}/businesses/new`}>
              Add your first business
            </Link>
          ),
        }}
      >
        {(businesses) => (
          <ul className="bo-cards" aria-label="Businesses">
            {businesses.map((business) => (
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
      </Loaded>
    </AdminPage>
  );
}
