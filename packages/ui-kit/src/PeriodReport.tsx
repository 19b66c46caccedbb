import type { ReactNode } from 'react';
// The shared parts come through the package's main entry, so a remote uses the page's one copy.
import {
  AdminPage,
  Button,
  buttonClass,
  formatDay,
  Loaded,
  type LoadState,
  StateMessage,
} from '@agency/ui-kit';
import { SegmentedChoice } from './SegmentedChoice.tsx';

/**
 * An analytics screen: its title with the period choice beside it, then the report once loaded
 * (its loading and failure drawn by `<Loaded>`).
 */
export function PeriodReport<P extends string, T>({
  title,
  periods,
  period,
  onPeriod,
  state,
  children,
}: {
  title: string;
  periods: readonly { value: P; label: string }[];
  period: P;
  onPeriod: (period: P) => void;
  state: LoadState<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}) {
  return (
    <AdminPage
      title={title}
      actions={
        <SegmentedChoice legend="Period" options={periods} value={period} onChange={onPeriod} />
      }
    >
      <Loaded state={state} what={`the ${title.toLowerCase()}`}>
        {children}
      </Loaded>
    </AdminPage>
  );
}

/** The days a report counts, under its title: 'Wed 18 Nov – Tue 24 Nov, Lagos time'. */
export function ReportRange({
  from,
  to,
  children,
}: {
  from: string;
  to: string;
  children?: ReactNode;
}) {
  return (
    <p className="uk-muted uk-report-range" data-testid="analytics-range">
      {formatDay(from)} – {formatDay(to)}, Lagos time{children}
    </p>
  );
}

/**
 * A period without orders: what is missing and what to do next — visit the shop, or look at
 * the longest period (`onWiden`, left out when already there).
 */
export function NoSalesState({
  periodLabel,
  shop,
  onWiden,
  children,
}: {
  /** 'Last 7 days' */
  periodLabel: string;
  shop: { href: string; label: string };
  onWiden?: () => void;
  children: ReactNode;
}) {
  return (
    <StateMessage
      title={`No orders in the ${periodLabel.toLowerCase()}`}
      action={
        <div className="uk-report-actions">
          <a className={buttonClass('primary')} href={shop.href}>
            {shop.label}
          </a>
          {onWiden && (
            <Button variant="secondary" onClick={onWiden}>
              Show the last 90 days
            </Button>
          )}
        </div>
      }
    >
      {children}
    </StateMessage>
  );
}
