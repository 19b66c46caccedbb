import { api } from '@agency/api-client';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@agency/contract/rules';
import { usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { AuditScreen, type AuditFilterValues, auditQuery } from '@agency/ui-kit';

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
  return (
    <AuditScreen
      texts={{
        title: 'Audit log',
        intro:
          'Sign-ins, changes to people, store settings, prices, stock and orders, and deletions. Events are kept for two years.',
        what: 'the log',
        empty: {
          title: 'Nothing recorded yet',
          hint: 'Events appear here as people sign in and change things.',
        },
        noMatch: 'No events match',
      }}
      filters={filters}
      actions={ACTIONS}
      stores={stores.status === 'ready' ? stores.data : []}
      state={state}
      labels={AUDIT_ACTION_LABELS}
      page={page}
      onApply={(next) => setParams(auditQuery(next))}
    />
  );
}
