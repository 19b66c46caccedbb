import { BackToStore } from '../../../components/BackToStore.tsx';
import { api } from '@agency/api-client';
import type { ProductPage } from '@agency/contract';
import { storeDescription } from '@agency/contract/store-look';
import { Link, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import {
  Button,
  isNotFound,
  Loaded,
  NotFound,
  useTypedBeforeHydration,
} from '@agency/ui-kit/public';
import { useEffect, useRef, useState } from 'react';
import { CategoriesMenu, PHONE } from '../../../components/CategoriesMenu.tsx';
import { Icon } from '../../../components/icons.tsx';
import { ProductGrid } from '../../../components/ProductGrid.tsx';
import { useRestoreScroll } from '../../../lib/return-place.ts';
import {
  type Filters,
  readFilters,
  SORTS,
  toggleTag,
  toQuery,
  writeFilters,
} from '../../../lib/filters.ts';
import { canonicalFor } from '../../../lib/look.ts';
import { useCurrentStore, useStorefront, useStorePaths } from '../../../lib/store-context.tsx';
import { useStore } from '../../../lib/store-info.ts';
import './store-index.css';

/**
 * /{id}/store: search, categories, sort, pages and the product grid. The state lives in the URL
 * query; the API searches, filters, sorts and pages.
 */
export function StoreIndex() {
  const context = useStorefront();
  const id = useCurrentStore();
  const store = useStore();
  const paths = useStorePaths();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [search, setSearch] = useState(filters.search);
  const [controlsOpen, setControlsOpen] = useState(false);
  const query = toQuery(filters);
  const state = useRouteData(`products:${id}:${JSON.stringify(query)}`, () =>
    api.shop.products(id, query),
  );
  // While the next answer loads, the last one stays on screen (no flash of emptiness per keystroke).
  const last = useRef<ProductPage | null>(null);
  if (state.status === 'ready') last.current = state.data;
  const page = state.status === 'ready' ? state.data : last.current;
  // Back from Add to Cart: the shopper lands where they were on this page.
  useRestoreScroll(state.status === 'ready');
  const unknownStore = isNotFound(state);

  usePageMeta({
    title: store ? `${store.name} store${store.tagline ? ` — ${store.tagline}` : ''}` : 'Store',
    description: store ? storeDescription(store) : undefined,
    canonical: canonicalFor(context, store, paths.index),
    siteName: store?.name,
    ...(unknownStore ? { title: 'Store not found', status: 404 } : {}),
  });

  // Any change but a page turn starts again at page 1.
  const update = (next: Partial<Filters>, replace = false) =>
    setParams(writeFilters({ ...filters, page: 1, ...next }), { replace });

  // Typing updates the URL (replacing, so Back skips keystrokes); Back/Forward update the box.
  useEffect(() => setSearch(filters.search), [filters.search]);
  // Typed before hydration: apply it as if typed now.
  const searchForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(searchForm, ({ q }) => {
    if (q && q !== search) {
      setSearch(q);
      update({ search: q }, true);
    }
  });

  return (
    <div className="sf-container sf-page">
      <div className="sf-store-head">
        <div>
          <p className="sf-eyebrow">{store ? `${store.name} store` : 'Store'}</p>
          <h1 className="sf-title">{store?.tagline || store?.name || 'Store'}</h1>
        </div>
        {/* Before the page is hydrated (or with JavaScript off) Enter submits ?q=… and the server filters. */}
        <form
          ref={searchForm}
          role="search"
          className="sf-search"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="sf-search" className="uk-visually-hidden">
            Search the store
          </label>
          <Icon name="search" />
          <input
            id="sf-search"
            name="q"
            type="search"
            placeholder={store?.search_hint || 'Search the store…'}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              update({ search: event.target.value }, true);
            }}
          />
        </form>
      </div>
      <div className="sf-toolbar" data-controls-open={controlsOpen}>
        {/* On a phone the two controls fold behind one button (store-index.css). */}
        <button
          type="button"
          className="sf-controls-toggle"
          aria-expanded={controlsOpen}
          aria-controls="sf-controls"
          onClick={() => setControlsOpen((open) => !open)}
        >
          <Icon name="sliders" /> Filter and sort
          {filters.tags.length > 0 && <span className="sf-badge">{filters.tags.length}</span>}
        </button>
        <div className="sf-controls" id="sf-controls">
          <CategoriesMenu
            groups={store?.categories ?? []}
            counts={page}
            selected={filters.tags}
            onToggle={(tag) => {
              update({ tags: toggleTag(filters.tags, tag) });
              // On a phone the menu is in the page's flow, above the grid: a choice closes it
              // (and the Filter and sort box) so the results it chose are what the shopper sees.
              if (window.matchMedia(PHONE).matches) setControlsOpen(false);
            }}
          />
          <label className="sf-sort">
            <span>Sort</span>
            <select
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as Filters['sort'] })}
              aria-label="Sort"
            >
              {SORTS.map((sort) => (
                <option key={sort}>{sort}</option>
              ))}
            </select>
          </label>
        </div>
        {filters.tags.length > 0 && (
          <ul className="sf-chips" aria-label="Selected tags">
            {filters.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  className="sf-chip"
                  aria-pressed="true"
                  onClick={() => update({ tags: toggleTag(filters.tags, tag) })}
                >
                  {tag} <Icon name="close" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {page && (
          <p className="sf-count" aria-live="polite">
            {page.total} {page.total === 1 ? 'item' : 'items'}
          </p>
        )}
      </div>
      <Loaded
        state={state.status === 'loading' && page ? { status: 'ready', data: page } : state}
        what="the items"
        notFound={<NotFound action={<BackToStore />} />}
      >
        {(shown) =>
          shown.total === 0 && params.toString() === '' ? (
            <div className="sf-empty">
              <p className="sf-empty__title">No items yet</p>
              <p>This store is being stocked. Come back soon, or talk to us.</p>
            </div>
          ) : shown.total === 0 ? (
            <div className="sf-empty">
              <p className="sf-empty__title">Nothing matches these filters</p>
              {shown.suggestion ? (
                <p className="sf-suggestion">
                  Did you mean{' '}
                  <Link to={`?${writeFilters({ ...filters, search: shown.suggestion, page: 1 })}`}>
                    {shown.suggestion}
                  </Link>
                  ?
                </p>
              ) : (
                <p>
                  {filters.tags.length > 0
                    ? 'Try another word or fewer categories.'
                    : 'Try another word.'}
                </p>
              )}
              <Button onClick={() => setParams(new URLSearchParams())}>Clear filters</Button>
            </div>
          ) : (
            <ProductGrid
              page={shown}
              storeId={id}
              pageHref={(n) => `?${writeFilters({ ...filters, page: n }).toString()}`}
            />
          )
        }
      </Loaded>
    </div>
  );
}
