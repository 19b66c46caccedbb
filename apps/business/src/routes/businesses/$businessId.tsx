import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import { Link, usePageMeta, useParams, useRouteData } from '@agency/router';
import { AdminPage, formatDate, Loaded, StateMessage } from '@agency/ui-kit';
import { StoreLinks, StoreSummary } from '../../components/StoreSummary.tsx';

const base = AREAS.business.base;

/** /business/businesses/{id}: one business and its store's summary. */
export function BusinessPage() {
  const { businessId: id = '' } = useParams<{ businessId: string }>();
  const state = useRouteData(`owner:business:${id}`, () => api.owner.business(id));
  const business = state.status === 'ready' ? state.data : null;
  usePageMeta({ title: `${business?.name ?? 'Business'} · Forgeworks` });
  if (!business)
    return (
      <AdminPage title="Business">
        <Loaded
          state={state}
          what="the business"
          notFound={{
            title: 'Business not found',
            children: 'It may belong to another owner, or the link is wrong.',
            action: <Link to={`${base}/businesses`}>My Businesses</Link>,
          }}
        />
      </AdminPage>
    );
  return (
    <AdminPage title={business.name}>
      <p className="uk-muted">
        <Link to={`${base}/businesses`}>
          <span aria-hidden="true">← </span>My Businesses
        </Link>{' '}
        · added {formatDate(business.created_at)}
      </p>
      {business.store ? (
        <section className="uk-panel bo-card" aria-labelledby="bo-store">
          <h2 id="bo-store">Store: {business.store.name}</h2>
          <StoreSummary store={business.store} />
          <StoreLinks store={business.store} />
        </section>
      ) : (
        <StateMessage title="No store yet">This business has no store.</StateMessage>
      )}
    </AdminPage>
  );
}
