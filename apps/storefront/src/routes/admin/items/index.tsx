import { api } from '@agency/api-client';
import { Link, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { AdminPage, Pager, Button, buttonClass, Loaded } from '@agency/ui-kit';
import { useEffect, useState } from 'react';
import { imageSrc } from '../../../catalogue/art.ts';
import { priceRange } from '../../../lib/money.ts';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import { BulkBar, useSelection } from './BulkBar.tsx';
import { CsvTools, StartFromTemplate } from './CatalogueTools.tsx';
import { KeepSample, SampleBadge, SamplesNote } from './Samples.tsx';
import './items.css';

/** Our Items: the store's catalogue, searched on the server, in pages; each row opens its editor. */
export function ItemsPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  usePageMeta({ title: `Our Items · ${store.name} store admin` });
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const state = useRouteData(`store-admin:items:${store.slug}:${q}:${page}`, () =>
    api.storeAdmin.products(store.slug, { q: q || undefined, page, sort: 'Latest' }),
  );
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;
  const selection = useSelection(
    state.status === 'ready' ? state.data.documents.map((item) => item.id) : [],
  );
  // A demo store sells its samples (decision 044): only a live store's are marked.
  const marked = (item: { sample?: boolean }) => Boolean(item.sample) && !store.is_demo;
  const go = (next: { q?: string; page?: number }) => {
    // The address keeps naming the store (docs/product-rules.md).
    const p = new URLSearchParams({ store: store.slug });
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <AdminPage
      title="Our Items"
      actions={
        // The stub read 'Add a new Business'; the control adds items now (docs/product-rules.md).
        <Link className={buttonClass('primary')} to={adminPath('items/new')}>
          Add a new item
        </Link>
      }
    >
      <form
        role="search"
        className="sa-filters"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: search.trim() });
        }}
      >
        <label htmlFor="sa-item-search" className="uk-visually-hidden">
          Search items
        </label>
        <input
          id="sa-item-search"
          className="uk-input"
          type="search"
          placeholder="Search items"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <Loaded
        state={state}
        what="the items"
        empty={
          q
            ? { title: 'No items match', children: 'Try another word.' }
            : {
                title: 'No items yet',
                children: 'Add items one by one, start from a template below, or import a CSV.',
                action: (
                  <Link className={buttonClass('primary')} to={adminPath('items/new')}>
                    Add the first item
                  </Link>
                ),
              }
        }
      >
        {({ documents: items }) => (
          <>
            {items.some((item) => marked(item)) && <SamplesNote slug={store.slug} />}
            <BulkBar
              slug={store.slug}
              shown={items.length}
              categories={store.categories}
              selection={selection}
            />
            <div className="uk-panel sa-table-wrap">
              <table className="sa-table sa-table--items" aria-label="Items">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="uk-visually-hidden">Selected</span>
                    </th>
                    <th scope="col">
                      <span className="uk-visually-hidden">Picture</span>
                    </th>
                    <th scope="col">Item</th>
                    <th scope="col">Price</th>
                    <th scope="col">Stock</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr
                      key={item.id}
                      className={selection.chosen.has(item.id) ? 'sa-chosen' : undefined}
                    >
                      <td className="sa-pick">
                        <input
                          type="checkbox"
                          aria-label={`Select ${item.name}`}
                          checked={selection.chosen.has(item.id)}
                          onChange={() => selection.toggle(item.id)}
                        />
                      </td>
                      <td className="sa-thumb">
                        {item.image && (
                          <img src={imageSrc(item.image)} alt="" width={64} height={48} />
                        )}
                      </td>
                      <td data-label="Item">
                        <Link to={adminPath(`items/${item.id}`)}>{item.name}</Link>
                        {item.status === 'draft' && <span className="sa-draft">Draft</span>}
                        {marked(item) && <SampleBadge />}
                        <span className="uk-muted sa-sub">{item.tags.join(', ')}</span>
                        {marked(item) && <KeepSample slug={store.slug} item={item} small />}
                      </td>
                      <td data-label="Price">
                        {priceRange(item.price_kobo, item.price_max_kobo, item.price_suffix)}
                      </td>
                      <td data-label="Stock">
                        {item.track_stock === false ? (
                          <span className="uk-muted">Made to order</span>
                        ) : item.in_stock ? (
                          `${item.stock} in stock`
                        ) : (
                          <strong className="sa-danger">Sold out</strong>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loaded>
      {state.status === 'ready' && state.data.total === 0 && !q && (
        <StartFromTemplate slug={store.slug} />
      )}
      <Pager page={page} pages={pages} onPage={(n) => go({ page: n })} />
      <CsvTools slug={store.slug} />
    </AdminPage>
  );
}
