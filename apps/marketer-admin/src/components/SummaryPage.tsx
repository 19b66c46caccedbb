import { api, signedIn } from '@agency/api-client';
import type { BusinessSummary } from '@agency/contract';
import { usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, Loaded } from '@agency/ui-kit';
import type { ReactNode } from 'react';

/**
 * A page drawn from the businesses summary (the overview, analytics): the team's numbers for an
 * admin, the signed-in marketer's own otherwise; loading and a failure say so in place.
 */
export function SummaryPage({
  title,
  team,
  actions,
  children,
}: {
  title: string;
  team: boolean;
  actions?: ReactNode;
  children: (summary: BusinessSummary) => ReactNode;
}) {
  usePageMeta({ title: `${title} · Forgeworks admin` });
  const state = useRouteData(`businesses-summary:${signedIn()?.id}:${team}`, () =>
    api.businesses.summary(team ? 'all' : undefined),
  );
  return (
    <AdminPage title={title} actions={actions}>
      <Loaded state={state} what={`the ${title.toLowerCase()}`}>
        {children}
      </Loaded>
    </AdminPage>
  );
}

/** Whose numbers these are, in a line under the title. */
export function scopeText(summary: BusinessSummary): string {
  return summary.scope === 'team' ? "The whole team's businesses" : 'Your businesses';
}

/** A panel of the overview or analytics: its heading (with a note beside it) over its content. */
export function Panel({
  id,
  title,
  note,
  className,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`uk-panel${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <div className="mk-panel-head">
        <h2 id={id} className="mk-subtitle">
          {title}
        </h2>
        {note}
      </div>
      {children}
    </section>
  );
}
