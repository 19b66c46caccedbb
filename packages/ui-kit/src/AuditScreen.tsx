import type { ReactNode } from 'react';
import { AdminPage } from './AdminLayout.tsx';
import {
  AuditFilters,
  type AuditFilterValues,
  AuditList,
  type AuditLogEntry,
} from './AuditLog.tsx';
import { Button } from './Button.tsx';
import { Pager } from './Pager.tsx';
import { Loading, StateMessage } from './State.tsx';

type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message?: string; reload: () => void };

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
  state: Loaded<{ documents: AuditLogEntry[]; total: number; per_page: number }>;
  labels: Readonly<Record<string, string>>;
  page: number;
  onApply: (values: AuditFilterValues & { page?: string }) => void;
}) {
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;
  const filtered = Object.values(filters).some(Boolean);
  const capitalised = texts.what.charAt(0).toUpperCase() + texts.what.slice(1);
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
      {state.status === 'loading' && <Loading label={`Loading ${texts.what}`} />}
      {state.status === 'failed' && (
        <StateMessage
          tone="error"
          title={`${capitalised} could not be loaded`}
          action={<Button onClick={state.reload}>Try again</Button>}
        >
          {state.message}
        </StateMessage>
      )}
      {state.status === 'ready' && state.data.total === 0 && (
        <StateMessage title={filtered ? texts.noMatch : texts.empty.title}>
          {filtered ? 'Try other filters.' : texts.empty.hint}
        </StateMessage>
      )}
      {state.status === 'ready' && state.data.total > 0 && (
        <section className="uk-panel" aria-label={`${state.data.total} events`}>
          <AuditList entries={state.data.documents} labels={labels} />
        </section>
      )}
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
