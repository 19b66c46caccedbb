import type { StoreAnalytics, TopProduct } from '@agency/contract';
import { FULFILMENT_LABELS, FULFILMENTS, ORDER_STATUSES } from '@agency/contract/catalogue';
import { Link } from '@agency/router';
import { SegmentedChoice, ShareBars } from '@agency/ui-kit/reports';
import { useState } from 'react';
import { money } from '../../lib/money.ts';
import { StatusBadge } from './orders/status.tsx';
import { useStorePath } from './store-choice.tsx';

const RANKINGS = [
  { value: 'units', label: 'By units' },
  { value: 'sales', label: 'By sales' },
] as const;

/** Best sellers, orders by status, delivery against pickup: the period's detail under the chart. */
export function Breakdowns({ data }: { data: StoreAnalytics }) {
  const [ranking, setRanking] = useState<'units' | 'sales'>('units');
  const top = ranking === 'units' ? data.top_by_units : data.top_by_revenue;
  const kept = ORDER_STATUSES.reduce(
    (sum, s) => (s === 'cancelled' ? sum : sum + data.by_status[s]),
    0,
  );
  return (
    <div className="sa-columns sa-section">
      <section className="uk-panel" aria-labelledby="sa-top">
        <div className="sa-panel-head">
          <h2 id="sa-top" className="sa-subtitle">
            Top items
          </h2>
          <SegmentedChoice
            legend="Rank top items"
            options={RANKINGS}
            value={ranking}
            onChange={setRanking}
          />
        </div>
        {top.length === 0 ? (
          <p className="uk-muted">
            Every order of this period was cancelled, so nothing has sold yet.
          </p>
        ) : (
          <TopItems rows={top} />
        )}
      </section>
      <div className="sa-stack">
        <section className="uk-panel" aria-labelledby="sa-status">
          <h2 id="sa-status" className="sa-subtitle">
            Orders by status
          </h2>
          <ShareBars
            label="Orders by status"
            shares={ORDER_STATUSES.map((s) => ({
              key: s,
              label: <StatusBadge status={s} />,
              value: data.by_status[s],
            }))}
          />
        </section>
        <section className="uk-panel" aria-labelledby="sa-fulfilment">
          <h2 id="sa-fulfilment" className="sa-subtitle">
            Delivery or pickup
          </h2>
          <ShareBars
            label={`Delivery or pickup, of ${kept} orders kept`}
            shares={FULFILMENTS.map((f) => ({
              key: f,
              label: FULFILMENT_LABELS[f],
              value: data.by_fulfilment[f].orders,
              detail: `${money(data.by_fulfilment[f].revenue_kobo)} in sales`,
            }))}
          />
        </section>
      </div>
    </div>
  );
}

function TopItems({ rows }: { rows: TopProduct[] }) {
  const adminPath = useStorePath();
  return (
    <div className="sa-table-wrap">
      <table className="sa-table" data-testid="top-items">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="sa-num">
              Units sold
            </th>
            <th scope="col" className="sa-num">
              Sales
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.product_id ?? row.name}>
              <td data-label="Item">
                {row.product_id ? (
                  <Link to={adminPath(`items/${row.product_id}`)}>{row.name}</Link>
                ) : (
                  <>
                    {row.name} <span className="uk-muted">(deleted)</span>
                  </>
                )}
              </td>
              <td data-label="Units sold" className="sa-num">
                {row.units}
              </td>
              <td data-label="Sales" className="sa-num">
                {money(row.revenue_kobo)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
