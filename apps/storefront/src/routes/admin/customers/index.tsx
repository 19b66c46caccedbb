import { api } from '@agency/api-client';
import { formatLagosTime } from '@agency/contract/catalogue';
import { displayPhone } from '@agency/contract/rules';
import { Link, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { AdminPage, Button, Loaded, Pager, useAction } from '@agency/ui-kit';
import { useEffect, useState } from 'react';
import { download } from '../../../lib/download.ts';
import { money } from '../../../lib/money.ts';
import { useManagedStore, useStorePath } from '../store-choice.tsx';

/**
 * Customers (docs/product-rules.md, "Customers"): everyone who ordered, merged by phone or e-mail,
 * the one who ordered last first, searched and in pages, with a CSV export.
 */
export function CustomersPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  usePageMeta({ title: `Customers · ${store.name} store admin` });
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const state = useRouteData(`store-admin:customers:${store.slug}:${q}:${page}`, () =>
    api.storeAdmin.customers(store.slug, { q: q || undefined, page }),
  );
  const go = (next: { q?: string; page?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      value ? merged.set(key, value) : merged.delete(key);
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  const exporting = useAction(
    async () => {
      const exported = await api.storeAdmin.exportCustomers(store.slug);
      download(exported.filename, exported.csv);
      return exported;
    },
    {
      success: (exported) => `${exported.customers} customers exported`,
      context: 'export the customers',
    },
  );
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;

  return (
    <AdminPage
      title="Customers"
      actions={[
        <Button
          key="export"
          variant="secondary"
          busy={exporting.busy}
          onClick={() => void exporting.run()}
        >
          Export CSV
        </Button>,
      ]}
    >
      <div className="sa-filters">
        <form
          role="search"
          className="uk-field"
          onSubmit={(event) => {
            event.preventDefault();
            go({ q: search.trim() || undefined });
          }}
        >
          <label htmlFor="sa-customer-search" className="uk-visually-hidden">
            Search customers
          </label>
          <input
            id="sa-customer-search"
            className="uk-input"
            type="search"
            placeholder="e.g. Chidi or 0803"
            aria-describedby="sa-customer-search-hint"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <span className="uk-field__hint" id="sa-customer-search-hint">
            Find a customer by name, phone (written any way) or email.
          </span>
        </form>
      </div>
      <Loaded
        state={state}
        what="the customers"
        empty={
          q
            ? { title: 'No customers match', children: 'Try another name or number.' }
            : {
                title: 'No customers yet',
                children: 'Everyone who orders appears here, online or recorded by hand.',
              }
        }
      >
        {({ documents }) => (
          <div className="uk-panel sa-table-wrap">
            <table className="sa-table" aria-label="Customers">
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Email</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Total spent</th>
                  <th scope="col">Last order</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((customer) => (
                  <tr key={customer.key}>
                    <td data-label="Customer">
                      <Link to={adminPath(`customers/${encodeURIComponent(customer.key)}`)}>
                        {customer.name || 'No name given'}
                      </Link>
                      {customer.phones.map((phone) => (
                        <span key={phone} className="uk-muted sa-sub">
                          {displayPhone(phone)}
                        </span>
                      ))}
                    </td>
                    <td data-label="Email">{customer.emails.join(', ') || '—'}</td>
                    <td data-label="Orders">{customer.orders}</td>
                    <td data-label="Total spent">{money(customer.spent_kobo)}</td>
                    <td data-label="Last order">{formatLagosTime(customer.last_order_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      <Pager page={page} pages={pages} onPage={(n) => go({ page: String(n) })} />
    </AdminPage>
  );
}
