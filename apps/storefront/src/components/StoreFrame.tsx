import { Link, usePageMeta } from '@agency/router';
import { isNotFound, SkipLink } from '@agency/ui-kit/public';
import type { ReactNode } from 'react';
import { lookStyle } from '../lib/look.ts';
import { CurrentStoreContext, useStorePaths } from '../lib/store-context.tsx';
import { StoreInfoContext, useStoreInfo } from '../lib/store-info.ts';
import { CartDrawer } from './CartDrawer.tsx';
import { DemoMark } from './DemoMark.tsx';
import { MakeItYours } from './MakeItYours.tsx';
import { OpeningSoon } from './OpeningSoon.tsx';
import { StoreHeader } from './StoreHeader.tsx';
import './store-frame.css';

/**
 * One store's pages: its info is loaded once here and shared (header, pages, cart, checkout); its
 * brand colours are set on the `.sf` root as custom properties. A store that does not exist gets a
 * plain not-found page that names no store.
 */
export function StoreFrame({ slug, children }: { slug: string; children: ReactNode }) {
  const info = useStoreInfo(slug);
  const store = info.status === 'ready' ? info.data : undefined;
  // A sandbox's or a prospect's demo (decision 033), a store an admin closed or one not open yet
  // (decision 044): never indexed.
  usePageMeta(
    store ? { noindex: Boolean(store.noindex || store.disabled || store.opening_soon) } : {},
  );
  // Closed to shoppers: every page says why, and there is no cart.
  const closed = store?.disabled || store?.opening_soon;
  if (isNotFound(info)) return <NoStoreHere />;
  return (
    <CurrentStoreContext.Provider value={slug}>
      <StoreInfoContext.Provider value={info}>
        <div className="sf" style={lookStyle(store)}>
          <SkipLink />
          <DemoMark />
          <MakeItYours />
          <StoreHeader />
          <main id="main" tabIndex={-1}>
            {store?.disabled ? (
              <StoreClosed name={store.name} />
            ) : store?.opening_soon ? (
              <OpeningSoon store={store} />
            ) : (
              children
            )}
          </main>
          <StoreFooter />
          {!closed && <CartDrawer />}
        </div>
      </StoreInfoContext.Provider>
    </CurrentStoreContext.Provider>
  );
}

/** Under every page of a store: the way back to an order whose page or mail was lost. */
function StoreFooter() {
  const paths = useStorePaths();
  return (
    <footer className="sf-footer">
      <div className="sf-container">
        <Link to={paths.findOrder}>Find your order</Link>
      </div>
    </footer>
  );
}

/**
 * A store an admin disabled (docs/product-rules.md, "Client stores"): every page of it says it is
 * closed, and it takes no orders; its managers still run it from the store admin.
 */
function StoreClosed({ name }: { name: string }) {
  usePageMeta({ title: `${name} is closed` });
  return (
    <div className="sf-container sf-page sf-nostore" data-testid="store-closed">
      <h1>{name} is closed</h1>
      <p>This store is not open to shoppers and takes no orders. Check back later.</p>
    </div>
  );
}

/** No store at this address: a plain page, answered with HTTP 404. */
export function NoStoreHere() {
  usePageMeta({ title: 'No store here', status: 404 });
  return (
    <main id="main" className="sf-nostore">
      <h1>No store here</h1>
      <p>There is no store at this address. Check the link you followed.</p>
    </main>
  );
}
