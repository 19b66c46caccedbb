import type { ReactNode } from 'react';
import type { ChartMeasure } from './Charts.tsx';
import { StatChange } from './Charts.tsx';

/** A period's headline numbers, as the store and owner analytics send them (money in kobo). */
export interface SalesTotals {
  orders: number;
  revenue_kobo: number;
  average_order_kobo: number;
}

/**
 * Sales, orders and average order value of a period, each with its move against the period
 * before, as the app's stat cards (`className`: its stats list; each card a ui-kit panel).
 * `children` adds the area's own last card.
 */
export function SalesStats({
  className,
  label,
  totals,
  previous,
  against,
  money,
  children,
}: {
  className: string;
  label: string;
  totals: SalesTotals;
  previous: SalesTotals;
  /** 'the previous 7 days' */
  against: string;
  /** Kobo as the screen shows money. */
  money: (kobo: number) => string;
  children?: ReactNode;
}) {
  const stats = [
    { key: 'sales', label: 'Sales', value: totals.revenue_kobo, before: previous.revenue_kobo },
    { key: 'orders', label: 'Orders', value: totals.orders, before: previous.orders },
    {
      key: 'average',
      label: 'Average order value',
      value: totals.average_order_kobo,
      before: previous.average_order_kobo,
    },
  ];
  return (
    <dl className={className} aria-label={label}>
      {stats.map((stat) => (
        <div className="uk-panel" key={stat.key}>
          <dt>{stat.label}</dt>
          <dd data-testid={`analytics-${stat.key}`}>
            {stat.key === 'orders' ? stat.value : money(stat.value)}
          </dd>
          <StatChange current={stat.value} previous={stat.before} against={against} />
        </div>
      ))}
      {children}
    </dl>
  );
}

/** A daily chart's two measures: sales (money) and orders, from the analytics' days. */
export function salesMeasures(
  days: { revenue_kobo: number; orders: number }[],
  money: (kobo: number) => string,
): ChartMeasure[] {
  return [
    { key: 'sales', label: 'Sales', values: days.map((d) => d.revenue_kobo), format: money },
    { key: 'orders', label: 'Orders', values: days.map((d) => d.orders), format: String },
  ];
}
