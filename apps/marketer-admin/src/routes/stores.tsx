import { storePagesPath } from '@agency/areas';
import { api, signedIn } from '@agency/api-client';
import { useSession } from '@agency/auth-gate';
import type { ClientStoreRow } from '@agency/contract';
import { usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, Loaded } from '@agency/ui-kit';
import { PaymentFlags } from '../components/PaymentFlags.tsx';
import { StoreTakedown } from '../components/StoreTakedown.tsx';
import './stores.css';

/** What a row says about orders left waiting and the last order. */
function lastOrderText(row: ClientStoreRow): string {
  if (row.days_since_last_order === null) return 'No order yet';
  if (row.days_since_last_order === 0) return 'Last order today';
  if (row.days_since_last_order === 1) return 'Last order yesterday';
  return `Last order ${row.days_since_last_order} days ago`;
}

/**
 * /admin/stores: the agency's client stores (docs/product-rules.md, "Client stores board"): an
 * admin's every live store, a marketer's their clients'; the one who needs help first on top.
 * An admin also finds any store there to disable or remove it (StoreTakedown).
 */
export function ClientStoresPage() {
  usePageMeta({ title: 'Client stores · Forgeworks admin' });
  const admin = useSession('admin')?.role === 'admin';
  const board = useRouteData(
    `client-stores:${signedIn()?.id}`,
    async () => (await api.prospects.board()).documents,
  );
  return (
    <AdminPage title="Client stores">
      <section className="uk-panel" aria-labelledby="board-title">
        <h2 id="board-title" className="mk-subtitle">
          Live stores, the one that needs help first on top
        </h2>
        <Loaded
          state={board}
          what="the stores"
          empty={{
            title: 'No live stores yet',
            children:
              "A store shows here once a won business's demo store is launched from Businesses.",
          }}
        >
          {(rows) => (
            <ul className="uk-list mk-board" aria-label="Client stores">
              {rows.map((row) => (
                <li key={row.slug} className="mk-board__row">
                  <div className="mk-business__main">
                    <a className="mk-business__name" href={storePagesPath(row.slug)}>
                      {row.name}
                    </a>
                    <span className="uk-muted">
                      {row.marketer_name
                        ? `Looked after by ${row.marketer_name}`
                        : row.business_name}
                    </span>
                  </div>
                  <dl className="mk-board__facts">
                    <div>
                      <dt>Checklist</dt>
                      <dd>
                        <progress
                          max={row.checklist_total}
                          value={row.checklist_done}
                          aria-hidden="true"
                        />{' '}
                        {row.checklist_done} of {row.checklist_total}
                      </dd>
                    </div>
                    <div>
                      <dt>Orders this week</dt>
                      <dd>{row.orders_this_week}</dd>
                    </div>
                    <div className={row.stale_new_orders > 0 ? 'mk-board__alert' : undefined}>
                      <dt>New for over 24 h</dt>
                      <dd>{row.stale_new_orders}</dd>
                    </div>
                    <div className={row.out_of_stock > 0 ? 'mk-board__alert' : undefined}>
                      <dt>Out of stock</dt>
                      <dd>{row.out_of_stock}</dd>
                    </div>
                    <div data-testid="pays-online">
                      <dt>Online payments</dt>
                      <dd>{row.pays_online ? 'Connected' : 'Not connected'}</dd>
                    </div>
                    <div>
                      <dt>Last order</dt>
                      <dd>{lastOrderText(row)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      <PaymentFlags />
      {admin && <StoreTakedown />}
    </AdminPage>
  );
}
