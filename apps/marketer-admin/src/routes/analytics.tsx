import type { BusinessSummary, MarketerSummary } from '@agency/contract';
import { Panel, SummaryPage, scopeText } from '../components/SummaryPage.tsx';
import { type Funnel, funnelOf, rate, weekLabel } from '../summary-rules.ts';

/**
 * /admin/analytics and /demo/admin/analytics: businesses added per week (Lagos weeks), the
 * outcome funnel, and for an admin a row per marketer. Charts are plain HTML and CSS, each with
 * its numbers in text or a table for screen readers.
 */
export function AnalyticsPage({ team = false }: { team?: boolean }) {
  return (
    <SummaryPage title="Analytics" team={team}>
      {(summary) => (
        <>
          <p className="mk-lede uk-muted">
            {scopeText(summary)} · weeks run Monday to Sunday, Lagos time
          </p>
          <div className="mk-columns">
            <Weekly summary={summary} />
            <Outcomes funnel={funnelOf(summary.by_status)} total={summary.total} />
          </div>
          {summary.marketers && <Marketers rows={summary.marketers} />}
        </>
      )}
    </SummaryPage>
  );
}

function Weekly({ summary }: { summary: BusinessSummary }) {
  const { weeks } = summary;
  const added = weeks.reduce((sum, week) => sum + week.added, 0);
  const top = Math.max(1, ...weeks.map((week) => week.added));
  const thisWeek = weeks.at(-1)?.added ?? 0;
  return (
    <Panel id="mk-weekly-title" title="Businesses added per week">
      <p className="mk-chart-total">
        <strong className="mk-stat__value">{added}</strong>{' '}
        <span className="uk-muted">
          in the last {weeks.length} weeks · {thisWeek} this week
        </span>
      </p>
      <div className="mk-bars" aria-hidden="true">
        {weeks.map((week) => (
          <div key={week.start} className="mk-bar">
            <span className="mk-bar__value">{week.added}</span>
            <span className="mk-bar__track">
              <span
                className="mk-bar__fill"
                style={{ height: `${(week.added / top) * 100}%` }}
                data-empty={week.added === 0 || undefined}
              />
            </span>
            <span className="mk-bar__label">{weekLabel(week.start)}</span>
          </div>
        ))}
      </div>
      <table className="uk-visually-hidden">
        <caption>Businesses added per week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Businesses added</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{weekLabel(week.start)}</th>
              <td>{week.added}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {added === 0 && (
        <p className="uk-muted mk-empty">
          Nothing added in these weeks. Each business you record counts in the week you add it.
        </p>
      )}
    </Panel>
  );
}

function Outcomes({ funnel, total }: { funnel: Funnel; total: number }) {
  const steps = [
    {
      key: 'reached',
      label: 'Reached',
      value: funnel.reached,
      note: `${rate(funnel.reached, total)} of ${total} recorded · ${funnel.notYet} still to contact`,
    },
    {
      key: 'interested',
      label: 'Interested',
      value: funnel.interested,
      note: `${rate(funnel.interested, funnel.reached)} of those reached`,
    },
    {
      key: 'won',
      label: 'Won',
      value: funnel.won,
      note: `${rate(funnel.won, funnel.interested)} of those interested · ${rate(funnel.won, funnel.reached)} of those reached`,
    },
  ];
  return (
    <Panel id="mk-funnel-title" title="Outcomes">
      <ol className="mk-funnel" aria-label="From reached to won">
        {steps.map((step) => (
          <li key={step.key} className={`mk-funnel__step mk-funnel__step--${step.key}`}>
            <span className="mk-funnel__head">
              <span>{step.label}</span>
              <strong data-testid={`funnel-${step.key}`}>{step.value}</strong>
            </span>
            <span className="mk-funnel__track" aria-hidden="true">
              <span
                className="mk-funnel__fill"
                style={{ width: `${funnel.reached ? (step.value / funnel.reached) * 100 : 0}%` }}
              />
            </span>
            <span className="uk-muted mk-funnel__note">{step.note}</span>
          </li>
        ))}
      </ol>
      <p className="uk-muted mk-funnel__foot">
        {funnel.reached === 0
          ? 'No one reached yet. Set a business to Contacted once you have spoken to them and the funnel fills in.'
          : `${funnel.lost} lost. Counted from each business's status today: a won business was interested first.`}
      </p>
    </Panel>
  );
}

function Marketers({ rows }: { rows: MarketerSummary[] }) {
  return (
    <Panel id="mk-marketers-title" title="By marketer" className="mk-team-stats">
      {rows.length === 0 ? (
        <p className="uk-muted mk-empty">
          No one on the team has recorded a business yet. Invite marketers from Team.
        </p>
      ) : (
        <div
          className="mk-table-wrap"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so keys can scroll it
          tabIndex={0}
          role="region"
          aria-labelledby="mk-marketers-title"
        >
          <table className="mk-table" aria-labelledby="mk-marketers-title">
            <thead>
              <tr>
                <th scope="col">Marketer</th>
                <th scope="col">Businesses</th>
                <th scope="col">Added, 8 weeks</th>
                <th scope="col">Reached</th>
                <th scope="col">Interested</th>
                <th scope="col">Won</th>
                <th scope="col">Win rate</th>
                <th scope="col">Overdue follow-ups</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const f = funnelOf(row.by_status);
                return (
                  <tr key={row.id}>
                    <th scope="row">{row.name}</th>
                    <td>{row.total}</td>
                    <td>{row.added}</td>
                    <td>{f.reached}</td>
                    <td>{f.interested}</td>
                    <td>{f.won}</td>
                    <td>{rate(f.won, f.reached)}</td>
                    <td className={row.overdue > 0 ? 'mk-follow--due' : undefined}>
                      {row.overdue}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
