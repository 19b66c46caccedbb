import { api } from '@agency/api-client';
import { AUDIT_ACTION_LABELS, STORE_AUDIT_ACTIONS } from '@agency/contract/rules';
import { usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { AuditScreen, type AuditFilterValues, auditQuery } from '@agency/ui-kit';

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
  return (
    <AuditScreen
      texts={{
        title: 'Activity',
        intro:
          'Changes to your stores: settings and bank details, prices, stock, order statuses and deletions, with who made them.',
        what: 'the activity',
        empty: {
          title: 'No activity yet',
          hint: 'Changes made in your stores by you or your store admins appear here.',
        },
        noMatch: 'Nothing matches',
      }}
      filters={filters}
      actions={ACTIONS}
      stores={stores.status === 'ready' ? stores.data : []}
      showActor={false}
      state={state}
      labels={AUDIT_ACTION_LABELS}
      page={page}
      onApply={(next) => setParams(auditQuery(next))}
    />
  );
}
