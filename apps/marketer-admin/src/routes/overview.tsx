import type { BusinessSummary, SummaryBusiness } from '@agency/contract';
import { Link } from '@agency/router';
import { buttonClass, formatDate } from '@agency/ui-kit';
import type { ReactNode } from 'react';
import { STATUS_LABELS, STATUSES } from '../business-rules.ts';
import { lagosToday, openedText } from '../demo-store-rules.ts';
import { Panel, SummaryPage, scopeText } from '../components/SummaryPage.tsx';
import { dueText, listHref } from '../summary-rules.ts';

/**
 * /admin/overview and /demo/admin/overview: where the day starts. Counts by status (each opens
 * the list filtered by it), follow-ups due today and overdue, new leads, the latest businesses.
 */
export function OverviewPage({ base, team = false }: { base: string; team?: boolean }) {
  return (
    <SummaryPage
      title="Overview"
      team={team}
      actions={
        <Link className={buttonClass('primary', true)} to={listHref(base)}>
          Add a business
        </Link>
      }
    >
      {(summary) => (
        <>
          <p className="mk-lede uk-muted">
            {scopeText(summary)} · today, {formatDate(`${summary.today}T12:00:00`)}
          </p>
          <StatusCounts summary={summary} base={base} />
          <div className="mk-columns">
            <FollowUps summary={summary} base={base} />
            <div className="mk-stack">
              {summary.new_leads !== null && <NewLeads count={summary.new_leads} base={base} />}
              <DemoViews summary={summary} base={base} />
              <Latest summary={summary} base={base} />
            </div>
          </div>
        </>
      )}
    </SummaryPage>
  );
}

function StatusCounts({ summary, base }: { summary: BusinessSummary; base: string }) {
  return (
    <nav aria-label="Businesses by status">
      <ul className="mk-stats">
        <li>
          <Link className="uk-panel mk-stat mk-stat--all" to={listHref(base)}>
            <span className="mk-stat__label">Total</span>
            <strong className="mk-stat__value" data-testid="count-all">
              {summary.total}
            </strong>
          </Link>
        </li>
        {STATUSES.map((status) => (
          <li key={status}>
            <Link className={`uk-panel mk-stat mk-stat--${status}`} to={listHref(base, { status })}>
              <span className="mk-stat__label">{STATUS_LABELS[status]}</span>
              <strong className="mk-stat__value" data-testid={`count-${status}`}>
                {summary.by_status[status]}
              </strong>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FollowUps({ summary, base }: { summary: BusinessSummary; base: string }) {
  const { today, overdue, documents } = summary.follow_ups;
  const shown = documents.length;
  return (
    <Panel
      id="mk-due-title"
      title="Follow-ups due"
      note={
        <span className="mk-due-counts">
          <span className={overdue > 0 ? 'mk-follow--due' : 'uk-muted'}>{overdue} overdue</span>
          <span className="uk-muted"> · </span>
          <span>{today} today</span>
        </span>
      }
    >
      {shown === 0 ? (
        <p className="uk-muted mk-empty">
          You are all caught up: nothing is due today. Give a business a next follow-up date and it
          shows here on the day.
        </p>
      ) : (
        <ul className="uk-list mk-rows" aria-label="Follow-ups due">
          {documents.map((business) => (
            <Row key={business.id} business={business} base={base} team={summary.scope === 'team'}>
              <span
                className={
                  business.next_follow_up === summary.today ? 'mk-due-today' : 'mk-follow--due'
                }
              >
                {dueText(business.next_follow_up ?? summary.today, summary.today)}
                <span className="uk-muted mk-row__date">
                  {' '}
                  · {formatDate(`${business.next_follow_up}T12:00:00`)}
                </span>
              </span>
            </Row>
          ))}
        </ul>
      )}
      {today + overdue > shown && (
        <p className="mk-more">
          <Link to={listHref(base, { sort: 'follow_up' })}>
            See all {today + overdue} by follow-up date
          </Link>
        </p>
      )}
    </Panel>
  );
}

function NewLeads({ count, base }: { count: number; base: string }) {
  return (
    <Panel id="mk-leads-title" title="New leads">
      {count === 0 ? (
        <p className="uk-muted mk-empty">
          No new messages. Messages sent through the contact form show here.
        </p>
      ) : (
        <p className="mk-leads">
          <Link to={`${base}/leads`} className="mk-leads__link">
            <strong className="mk-stat__value" data-testid="count-leads">
              {count}
            </strong>{' '}
            {count === 1 ? 'new message' : 'new messages'} to answer
          </Link>
        </p>
      )}
    </Panel>
  );
}

/** Demo stores prospects opened lately: who to call while they are interested. */
function DemoViews({ summary, base }: { summary: BusinessSummary; base: string }) {
  const opened = summary.demo_views ?? [];
  if (opened.length === 0) return null;
  return (
    <Panel id="mk-opened-title" title="Demo stores opened">
      <ul className="uk-list mk-rows" aria-label="Demo stores opened">
        {opened.map((row) => (
          <li key={row.id} className="mk-row">
            <span className="mk-row__main">
              <Link className="mk-row__name" to={listHref(base, { q: row.name })}>
                {row.name}
              </Link>
            </span>
            <span className="mk-row__side uk-muted">{openedText(row, lagosToday())}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Latest({ summary, base }: { summary: BusinessSummary; base: string }) {
  return (
    <Panel id="mk-latest-title" title="Latest businesses">
      {summary.latest.length === 0 ? (
        <div className="mk-empty">
          <p className="uk-muted">
            No businesses yet. Record the first business you reach out to, and its status and
            follow-ups show here.
          </p>
          <Link className={buttonClass('secondary', true)} to={listHref(base)}>
            Record your first business
          </Link>
        </div>
      ) : (
        <ul className="uk-list mk-rows" aria-label="Latest businesses">
          {summary.latest.map((business) => (
            <Row key={business.id} business={business} base={base} team={summary.scope === 'team'}>
              <span className="uk-muted">Added {formatDate(business.created_at)}</span>
            </Row>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** One business in a panel: its name (opening it in the list), its status, and a line beside. */
function Row({
  business,
  base,
  team,
  children,
}: {
  business: SummaryBusiness;
  base: string;
  team: boolean;
  children: ReactNode;
}) {
  const status = business.status ?? 'to_contact';
  return (
    <li className="mk-row">
      <span className="mk-row__main">
        <Link className="mk-row__name" to={listHref(base, { q: business.name })}>
          {business.name}
        </Link>
        <span className={`mk-status mk-status--${status}`}>{STATUS_LABELS[status]}</span>
      </span>
      <span className="mk-row__side">
        {children}
        {team && business.marketer_name && (
          <span className="uk-muted mk-row__who">· {business.marketer_name}</span>
        )}
      </span>
    </li>
  );
}
