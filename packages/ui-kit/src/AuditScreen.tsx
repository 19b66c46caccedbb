import type { ReactNode } from 'react';
import { AdminPage } from './AdminLayout.tsx';
import {
  AuditFilters,
  type AuditFilterValues,
  AuditList,
  type AuditLogEntry,
} from './AuditLog.tsx';
import { Loaded, type LoadState } from './Loaded.tsx';
import { Pager } from './Pager.tsx';

/** What a screen of the audit log says: the admin's whole log, or an owner's activity. */
export interface AuditScreenTexts {
  title: string;
  intro: ReactNode;
  /** "the log", "the activity": in "Loading …" and "… could not be loaded". */
  what: string;
  /** Shown when nothing was recorded yet (no filters set). */
  empty: { title: string; hint: string };
  /** Shown when the filters match nothing. */
  noMatch: string;
}

/**
 * One page of the audit log with its filters and pager: the marketer admin's /admin/audit and the
 * business area's /business/activity (the apps read the filters from the URL and load the page).
 */
export function AuditScreen({
  texts,
  filters,
  actions,
  stores,
  showActor = true,
  state,
  labels,
  page,
  onApply,
}: {
  texts: AuditScreenTexts;
  filters: AuditFilterValues;
  actions: readonly { value: string; label: string }[];
  stores: readonly { value: string; label: string }[];
  showActor?: boolean;
  state: LoadState<{ documents: AuditLogEntry[]; total: number; per_page: number }> & {
    reload: () => void;
  };
  labels: Readonly<Record<string, string>>;
  page: number;
  onApply: (values: AuditFilterValues & { page?: string }) => void;
}) {
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <AdminPage title={texts.title}>
      <p className="uk-muted">{texts.intro}</p>
      <AuditFilters
        values={filters}
        actions={actions}
        stores={stores}
        showActor={showActor}
        onApply={onApply}
      />
      <Loaded
        state={state}
        what={texts.what}
        empty={
          filtered
            ? { title: texts.noMatch, children: 'Try other filters.' }
            : { title: texts.empty.title, children: texts.empty.hint }
        }
      >
        {(data) => (
          <section className="uk-panel" aria-label={`${data.total} events`}>
            <AuditList entries={data.documents} labels={labels} />
          </section>
        )}
      </Loaded>
      <Pager page={page} pages={pages} onPage={(n) => onApply({ ...filters, page: String(n) })} />
    </AdminPage>
  );
}

/** The audit filters (and page) that are set, as a URL query. */
export function auditQuery(values: AuditFilterValues & { page?: string }): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  return query;
}
