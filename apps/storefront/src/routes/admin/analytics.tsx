import './analytics.css';
import { api } from '@agency/api-client';
import type { StoreAnalytics } from '@agency/contract';
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIOD_OPTIONS,
  type AnalyticsPeriod,
  analyticsPeriod,
} from '@agency/contract/catalogue';
import { Link, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { formatDay } from '@agency/ui-kit';
import {
  DailyChart,
  NoSalesState,
  PeriodReport,
  ReportRange,
  SalesStats,
  salesMeasures,
} from '@agency/ui-kit/reports';
import { money } from '../../lib/money.ts';
import { Breakdowns } from './analytics-parts.tsx';
import { storeAddress } from './StoreLink.tsx';
import { useManagedStore, useStorePath } from './store-choice.tsx';

/** The period in the address (`?period=7d`, beside `?store=`), so a view can be shared. */
function usePeriod(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (period: AnalyticsPeriod) => {
    const next = new URLSearchParams(params);
    next.set('period', period);
    setParams(next, { replace: true });
  };
  return [analyticsPeriod(params.get('period')), choose];
}

/** /store/admin/analytics: one store's sales, orders and best sellers over 7, 30 or 90 days. */
export function AnalyticsPage() {
  const { store } = useManagedStore();
  usePageMeta({ title: `Analytics · ${store.name} store admin` });
  const [period, setPeriod] = usePeriod();
  const state = useRouteData(`store-admin:analytics:${store.slug}:${period}`, () =>
    api.storeAdmin.analytics(store.slug, period),
  );
  return (
    <PeriodReport
      title="Analytics"
      periods={ANALYTICS_PERIOD_OPTIONS}
      period={period}
      onPeriod={setPeriod}
      state={state}
    >
      {(data) => <Report data={data} onPeriod={setPeriod} />}
    </PeriodReport>
  );
}

function Report({
  data,
  onPeriod,
}: {
  data: StoreAnalytics;
  onPeriod: (period: AnalyticsPeriod) => void;
}) {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  const { totals, previous, range, days } = data;
  // `orders` leaves cancelled ones out already; sales are the paid ones (orders/sales.ts).
  const kept = totals.paid_orders;
  const best = days.reduce((a, b) => (b.revenue_kobo > a.revenue_kobo ? b : a), days[0]!);
  return (
    <>
      <ReportRange from={range.from} to={range.to} />
      <SalesStats
        className="sa-stats"
        label={`${ANALYTICS_PERIOD_LABELS[range.period]} at a glance`}
        totals={totals}
        previous={previous}
        against={`the previous ${ANALYTICS_PERIOD_DAYS[range.period]} days`}
        money={money}
      >
        <div className="uk-panel">
          <dt>Cancelled</dt>
          <dd>{totals.cancelled}</dd>
          <dd className="uk-change">Left out of sales</dd>
        </div>
        <div className="uk-panel">
          <dt>Discount codes used</dt>
          <dd data-testid="analytics-redemptions">{data.discounts.redemptions}</dd>
          <dd className="uk-change" data-testid="analytics-discount-given">
            {money(data.discounts.given_kobo)} taken off
          </dd>
        </div>
        <div className="uk-panel">
          <dt>Recovered carts</dt>
          <dd data-testid="analytics-recovered">{data.recovered_carts.orders}</dd>
          <dd className="uk-change" data-testid="analytics-recovered-sales">
            {money(data.recovered_carts.revenue_kobo)} in orders from reminders
          </dd>
        </div>
      </SalesStats>
      {totals.orders === 0 ? (
        <NoSalesState
          periodLabel={ANALYTICS_PERIOD_LABELS[range.period]}
          // The address shoppers use: the store's own host (a demo's agency path), as Copy store link.
          shop={{ href: storeAddress(store), label: 'Visit your store' }}
          onWiden={range.period === '90d' ? undefined : () => onPeriod('90d')}
        >
          Sales and best sellers show here as soon as shoppers check out. Share your store's link to
          bring the first ones in.
        </NoSalesState>
      ) : (
        <>
          <div className="uk-panel sa-section">
            <DailyChart
              title="Sales and orders by day"
              dates={days.map((d) => d.date)}
              measures={salesMeasures(days, money)}
              summary={`${money(totals.revenue_kobo)} from ${kept} paid ${kept === 1 ? 'order' : 'orders'} · best day ${formatDay(best.date)} (${money(best.revenue_kobo)})`}
            />
          </div>
          <Breakdowns data={data} />
          <p className="uk-muted sa-foot">
            Sales are the totals of paid orders, with delivery; cancelled orders count nowhere.
            {totals.awaiting_kobo > 0 &&
              ` ${money(totals.awaiting_kobo)} is still awaiting payment.`}{' '}
            See every order in <Link to={adminPath('orders')}>Orders</Link>.
          </p>
        </>
      )}
    </>
  );
}
