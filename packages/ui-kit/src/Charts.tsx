import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { formatChange, formatDay } from './format.ts';
import { SegmentedChoice } from './SegmentedChoice.tsx';

/** One measure of a daily chart: its name, a value per day, and how a value reads. */
export interface ChartMeasure {
  key: string;
  label: string;
  values: number[];
  format: (value: number) => string;
}

/**
 * Bars, one per day, of one measure at a time (a switch when there are several). The bars are a
 * picture only (aria-hidden): the caption says what they show in words, and 'Show the numbers'
 * opens the same figures as a table, for screen readers and anyone who wants them exact.
 */
export function DailyChart({
  title,
  dates,
  measures,
  summary,
}: {
  title: string;
  /** The days, as the API names them (2026-11-22), oldest first. */
  dates: string[];
  measures: ChartMeasure[];
  /** The caption's words (totals, the best day); the title is read before them. */
  summary?: ReactNode;
}) {
  const [shown, setShown] = useState(measures[0]!.key);
  const [hovered, setHovered] = useState<number | null>(null);
  const titleId = useId();
  const measure = measures.find((m) => m.key === shown) ?? measures[0]!;
  const top = Math.max(0, ...measure.values);
  const labelled = [0, Math.floor((dates.length - 1) / 2), dates.length - 1];
  const readout =
    hovered === null
      ? null
      : `${formatDay(dates[hovered]!)}: ${measures.map((m) => `${m.format(m.values[hovered]!)} ${m.label.toLowerCase()}`).join(' · ')}`;
  return (
    <figure className="uk-chart" aria-labelledby={titleId}>
      <div className="uk-chart__head">
        <figcaption>
          <strong className="uk-chart__title" id={titleId}>
            {title}
          </strong>
          {summary && <span className="uk-chart__summary">{summary}</span>}
        </figcaption>
        {measures.length > 1 && (
          <SegmentedChoice
            legend={`${title}: what the bars show`}
            options={measures.map((m) => ({ value: m.key, label: m.label }))}
            value={measure.key}
            onChange={setShown}
          />
        )}
      </div>
      <div className="uk-chart__plot" aria-hidden="true">
        <div className="uk-chart__axis">
          <span>{measure.format(top)}</span>
          <span>{measure.format(0)}</span>
        </div>
        <ol
          className="uk-chart__bars"
          style={{ '--uk-days': dates.length } as CSSProperties}
          onMouseLeave={() => setHovered(null)}
        >
          {dates.map((date, i) => {
            const value = measure.values[i] ?? 0;
            return (
              <li
                key={date}
                data-active={hovered === i || undefined}
                onMouseEnter={() => setHovered(i)}
              >
                <span
                  className="uk-chart__bar"
                  data-empty={value === 0 || undefined}
                  style={{ height: top > 0 ? `${(value / top) * 100}%` : undefined }}
                />
              </li>
            );
          })}
        </ol>
        <div className="uk-chart__x">
          {[...new Set(labelled)].map((i) => (
            <span key={i}>{formatDay(dates[i]!, true)}</span>
          ))}
        </div>
        <p className="uk-chart__readout">{readout ?? ' '}</p>
      </div>
      <details className="uk-chart__table">
        <summary>Show the numbers</summary>
        <div className="uk-table-scroll">
          <table>
            <caption className="uk-visually-hidden">{title}, day by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {measures.map((m) => (
                  <th scope="col" key={m.key}>
                    {m.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((date, i) => (
                <tr key={date}>
                  <th scope="row">{formatDay(date)}</th>
                  {measures.map((m) => (
                    <td key={m.key}>{m.format(m.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** One part of a whole: its name, how many, and (optional) more words after the count. */
export interface Share {
  key: string;
  label: ReactNode;
  value: number;
  detail?: string;
}

/**
 * Parts of a whole as a list: each row says its count and share in words, with a bar drawn
 * beside it (aria-hidden). `tone` colours the bars per row (a `data-tone` for the app's CSS).
 */
export function ShareBars({ label, shares }: { label: string; shares: Share[] }) {
  const total = shares.reduce((sum, s) => sum + s.value, 0);
  return (
    <ul className="uk-shares" aria-label={label}>
      {shares.map((share) => {
        const percent = total > 0 ? Math.round((share.value / total) * 100) : 0;
        return (
          <li key={share.key} data-tone={share.key}>
            <span className="uk-shares__label">{share.label}</span>
            <span className="uk-shares__value">
              {share.value} <span className="uk-muted">({percent}%)</span>
              {share.detail && <span className="uk-shares__detail">{share.detail}</span>}
            </span>
            <span className="uk-shares__track" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A stat's move against the period before, as a second <dd> under its value (none when both are 0). */
export function StatChange({
  current,
  previous,
  against,
}: {
  current: number;
  previous: number;
  /** 'the previous 7 days' */
  against: string;
}) {
  if (current === 0 && previous === 0) return null;
  const trend = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return (
    <dd className="uk-change" data-trend={trend}>
      <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
      {formatChange(current, previous, against)}
    </dd>
  );
}
