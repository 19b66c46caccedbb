import { api } from '@agency/api-client';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@agency/contract/rules';
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

const ACTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));
const FILTERS = ['action', 'actor', 'store', 'from', 'to'] as const;

/** /admin/audit (admins): who did what and when, newest first, filtered, in pages. */
export function AuditPage() {
  usePageMeta({ title: 'Audit log · Forgeworks admin' });
  const [params, setParams] = useSearchParams();
  const filters: AuditFilterValues = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? undefined]),
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const state = useRouteData(`audit:${params.toString()}`, () =>
    api.audit.list({ ...filters, page }),
  );
  const stores = useRouteData('audit:stores', async () =>
    (await api.storeAdmin.stores()).documents.map((s) => ({ value: s.slug, label: s.name })),
  );
  const go = (next: AuditFilterValues & { page?: string }) => {
    const merged = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) merged.set(key, value);
    setParams(merged);
  };
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;
  const filtered = FILTERS.some((name) => filters[name]);

  return (
    <AdminPage title="Audit log">
      <p className="uk-muted">
        Sign-ins, changes to people, store settings, prices, stock and orders, and deletions. Events
        are kept for two years.
      </p>
      <AuditFilters
        values={filters}
        actions={ACTIONS}
        stores={stores.status === 'ready' ? stores.data : []}
        onApply={go}
      />
      {state.status === 'loading' && <Loading label="Loading the log" />}
      {state.status === 'failed' && (
        <StateMessage
          tone="error"
          title="The log could not be loaded"
          action={<Button onClick={state.reload}>Try again</Button>}
        >
          {state.message}
        </StateMessage>
      )}
      {state.status === 'ready' && state.data.total === 0 && (
        <StateMessage title={filtered ? 'No events match' : 'Nothing recorded yet'}>
          {filtered
            ? 'Try other filters.'
            : 'Events appear here as people sign in and change things.'}
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
