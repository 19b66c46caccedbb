import './analytics.css';
import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import type { OwnerAnalytics } from '@agency/contract';
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIOD_OPTIONS,
  type AnalyticsPeriod,
  analyticsPeriod,
} from '@agency/contract/catalogue';
import { Link, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { buttonClass, formatKobo, StateMessage } from '@agency/ui-kit';
import {
  DailyChart,
  NoSalesState,
  PeriodReport,
  ReportRange,
  SalesStats,
  salesMeasures,
} from '@agency/ui-kit/reports';
import { shopAddress } from '@agency/areas';

const base = AREAS.business.base;

/** A store's own analytics in its store admin, for the same period. */
export const storeAnalyticsPath = (slug: string, period: AnalyticsPeriod) =>
  `${AREAS.store_admin.base}/analytics?store=${encodeURIComponent(slug)}&period=${period}`;

/** /business/analytics: every store of the owner's together, then one row per store. */
export function AnalyticsPage() {
  usePageMeta({ title: 'Analytics · Forgeworks' });
  const [params, setParams] = useSearchParams();
  const period = analyticsPeriod(params.get('period'));
  const choose = (next: AnalyticsPeriod) => setParams({ period: next }, { replace: true });
  const state = useRouteData(`owner:analytics:${period}`, () => api.owner.analytics(period));
  return (
    <PeriodReport
      title="Analytics"
      periods={ANALYTICS_PERIOD_OPTIONS}
      period={period}
      onPeriod={choose}
      state={state}
    >
      {(data) =>
        data.stores.length === 0 ? (
          <StateMessage
            title="No stores yet"
            action={
              <Link className={buttonClass('primary')} to={`${base}/businesses/new`}>
                Add a new Business
              </Link>
            }
          >
            Each business you add gets a store of its own; its sales show here.
          </StateMessage>
        ) : (
          <Report data={data} onPeriod={choose} />
        )
      }
    </PeriodReport>
  );
}

function Report({
  data,
  onPeriod,
}: {
  data: OwnerAnalytics;
  onPeriod: (period: AnalyticsPeriod) => void;
}) {
  const { totals, previous, range, days, stores } = data;
  const against = `the previous ${ANALYTICS_PERIOD_DAYS[range.period]} days`;
  const selling = stores.filter((s) => s.orders > 0).length;
  return (
    <>
      <ReportRange from={range.from} to={range.to}>
        {` · across ${stores.length === 1 ? 'your store' : `your ${stores.length} stores`}`}
      </ReportRange>
      <SalesStats
        className="bo-stats bo-stats--big bo-stats--money"
        label="Totals across your stores"
        totals={totals}
        previous={previous}
        against={against}
        money={formatKobo}
      >
        <div className="uk-panel">
          <dt>Stores with orders</dt>
          <dd>
            {selling} of {stores.length}
          </dd>
        </div>
      </SalesStats>
      {totals.orders === 0 ? (
        <NoSalesState
          periodLabel={ANALYTICS_PERIOD_LABELS[range.period]}
          shop={{ href: shopAddress(stores[0]!), label: `Visit ${stores[0]!.name}` }}
          onWiden={range.period === '90d' ? undefined : () => onPeriod('90d')}
        >
          Sales show here as soon as shoppers check out in any of your stores. Share a store's link
          to bring the first ones in.
        </NoSalesState>
      ) : (
        <div className="uk-panel bo-section">
          <DailyChart
            title="Sales and orders by day, all stores"
            dates={days.map((d) => d.date)}
            measures={salesMeasures(days, formatKobo)}
            summary={`${formatKobo(totals.revenue_kobo)} from ${totals.paid_orders} paid orders, ${totals.cancelled} cancelled`}
          />
        </div>
      )}
      <section className="uk-panel bo-section" aria-labelledby="bo-stores-title">
        <h2 id="bo-stores-title" className="bo-subtitle">
          By store
        </h2>
        <div className="bo-table-wrap">
          <table className="bo-table" data-testid="store-rows">
            <thead>
              <tr>
                <th scope="col">Store</th>
                <th scope="col">Orders</th>
                <th scope="col">Cancelled</th>
                <th scope="col">Sales</th>
                <th scope="col">Average order</th>
                <th scope="col">Share of sales</th>
              </tr>
            </thead>
            <tbody>
              {stores.map((s) => {
                const share =
                  totals.revenue_kobo > 0
                    ? Math.round((s.revenue_kobo / totals.revenue_kobo) * 100)
                    : 0;
                return (
                  <tr key={s.slug}>
                    <th scope="row" data-label="Store">
                      <a href={storeAnalyticsPath(s.slug, range.period)}>{s.name}</a>
                      {s.business_name !== s.name && (
                        <span className="uk-muted bo-sub">{s.business_name}</span>
                      )}
                    </th>
                    <td data-label="Orders">{s.orders}</td>
                    <td data-label="Cancelled">{s.cancelled}</td>
                    <td data-label="Sales">{formatKobo(s.revenue_kobo)}</td>
                    <td data-label="Average order">{formatKobo(s.average_order_kobo)}</td>
                    <td data-label="Share of sales">
                      <span className="bo-share">
                        <span className="uk-shares__track" aria-hidden="true">
                          <span style={{ width: `${share}%` }} />
                        </span>
                        {share}%
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="uk-muted bo-note">
          Each store's name opens its own analytics in the store admin, for the same period.
        </p>
      </section>
    </>
  );
}
