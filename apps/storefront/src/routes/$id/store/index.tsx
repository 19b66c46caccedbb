import { Link, usePageMeta, useParams, useSearchParams } from '@agency/router';
import { Button, useTypedBeforeHydration } from '@agency/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PRODUCTS } from '../../../catalog/products.ts';
import { TAG_GROUPS } from '../../../catalog/tags.ts';
import { Icon } from '../../../components/icons.tsx';
import {
  applyFilters,
  readFilters,
  SORTS,
  toggleTag,
  writeFilters,
  type Filters,
} from '../../../lib/filters.ts';
import { storePath, useStorefront } from '../../../lib/store-context.tsx';

/** /{id}/store: search, categories, sort and the product grid; the state lives in the URL query. */
export function StoreIndex() {
  const { base } = useStorefront();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [search, setSearch] = useState(filters.search);
  const products = useMemo(() => applyFilters(PRODUCTS, filters), [params.toString()]);

  usePageMeta({
    title: 'Snailhouse store — fresh from our farm',
    description:
      'Live snails, peppered platters, farming supplies and gifts from Snailhouse, delivered fresh in Lagos. Prices in naira.',
    canonical: storePath(base, id),
  });

  const update = (next: Partial<Filters>, replace = false) =>
    setParams(writeFilters({ ...filters, ...next }), { replace });

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
          <p className="sf-eyebrow">Snailhouse store</p>
          <h1 className="sf-title">Fresh from our farm</h1>
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
            placeholder="Search snails, dishes, supplies…"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              update({ search: event.target.value }, true);
            }}
          />
        </form>
      </div>
      <div className="sf-toolbar">
        <CategoriesMenu
          selected={filters.tags}
          onToggle={(tag) => update({ tags: toggleTag(filters.tags, tag) })}
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
        <p className="sf-count" aria-live="polite">
          {products.length} of {PRODUCTS.length} products
        </p>
      </div>
      {products.length === 0 ? (
        <div className="sf-empty">
          <p className="sf-empty__title">Nothing matches these filters</p>
          <p>Try another word or fewer categories.</p>
          <Button onClick={() => setParams(new URLSearchParams())}>Clear filters</Button>
        </div>
      ) : (
        <ul className="sf-grid" aria-label="Products">
          {products.map((product) => (
            <li key={product._id}>
              <Link to={`${storePath(base, id)}/${product._id}`} className="sf-card">
                <img src={product.media[0]} alt="" loading="lazy" width={400} height={300} />
                <span className="sf-card__body">
                  <span className="sf-card__name">{product.name}</span>
                  <span className="sf-card__desc">{product.desc}</span>
                  <span className="sf-card__price">{product.price}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoriesMenu({
  selected,
  onToggle,
}: {
  selected: string[];
  onToggle: (tag: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !ref.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="sf-dropdown" ref={ref}>
      <button
        type="button"
        className="sf-dropdown__toggle"
        aria-expanded={open}
        aria-controls="sf-categories"
        onClick={() => setOpen((v) => !v)}
      >
        Categories{selected.length > 0 && <span className="sf-badge">{selected.length}</span>}{' '}
        <Icon name="chevron" />
      </button>
      {open && (
        <div id="sf-categories" className="sf-dropdown__panel">
          {TAG_GROUPS.map((group) => (
            <fieldset key={group.name} className="sf-group">
              <legend>{group.name}</legend>
              <div className="sf-group__tags">
                {group.tags.map((tag) => (
                  <button
                    key={tag}
                    type="button"
                    className="sf-tag"
                    aria-pressed={selected.includes(tag)}
                    onClick={() => onToggle(tag)}
                  >
                    {tag}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
