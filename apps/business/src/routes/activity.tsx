import { api } from '@agency/api-client';
import { AUDIT_ACTION_LABELS, STORE_AUDIT_ACTIONS } from '@agency/contract/rules';
import { usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import {
  AdminPage,
  AuditFilters,
  type AuditFilterValues,
  AuditList,
  Button,
  Loading,
  Pager,
  StateMessage,
} from '@agency/ui-kit';

const ACTIONS = STORE_AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));
const FILTERS = ['action', 'store', 'from', 'to'] as const;

/**
 * /business/activity: what was changed in the owner's stores, by whom and when (settings, prices,
 * stock, orders, deletions), newest first.
 */
export function ActivityPage() {
  usePageMeta({ title: 'Activity · Forgeworks' });
  const [params, setParams] = useSearchParams();
  const filters: AuditFilterValues = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? undefined]),
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const state = useRouteData(`owner:activity:${params.toString()}`, () =>
    api.audit.mine({ ...filters, page }),
  );
  const stores = useRouteData('owner:activity:stores', async () =>
    (await api.owner.businesses()).documents.flatMap((b) =>
      b.store ? [{ value: b.store.slug, label: b.store.name }] : [],
    ),
  );
  const go = (next: AuditFilterValues & { page?: string }) => {
    const merged = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) merged.set(key, value);
    setParams(merged);
  };
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;
  const filtered = FILTERS.some((name) => filters[name]);

  return (
    <AdminPage title="Activity">
      <p className="uk-muted">
        Changes to your stores: settings and bank details, prices, stock, order statuses and
        deletions, with who made them.
      </p>
      <AuditFilters
        values={filters}
        actions={ACTIONS}
        stores={stores.status === 'ready' ? stores.data : []}
        showActor={false}
        onApply={go}
      />
      {state.status === 'loading' && <Loading label="Loading the activity" />}
      {state.status === 'failed' && (
        <StateMessage
          tone="error"
          title="The activity could not be loaded"
          action={<Button onClick={state.reload}>Try again</Button>}
        >
          {state.message}
        </StateMessage>
      )}
      {state.status === 'ready' && state.data.total === 0 && (
        <StateMessage title={filtered ? 'Nothing matches' : 'No activity yet'}>
          {filtered
            ? 'Try other filters.'
            : 'Changes made in your stores by you or your store admins appear here.'}
        </StateMessage>
      )}
      {state.status === 'ready' && state.data.total > 0 && (
        <section className="uk-panel" aria-label={`${state.data.total} events`}>
          <AuditList entries={state.data.documents} labels={AUDIT_ACTION_LABELS} />
        </section>
      )}
      <Pager page={page} pages={pages} onPage={(n) => go({ ...filters, page: String(n) })} />
    </AdminPage>
  );
}
