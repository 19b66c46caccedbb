import { Link, usePageMeta } from '@agency/router';
import { isNotFound, SkipLink } from '@agency/ui-kit';
import type { ReactNode } from 'react';
import { lookStyle } from '../lib/look.ts';
import { CurrentStoreContext, useStorePaths } from '../lib/store-context.tsx';
import { StoreInfoContext, useStoreInfo } from '../lib/store-info.ts';
import { CartDrawer } from './CartDrawer.tsx';
import { DemoMark } from './DemoMark.tsx';
import { MakeItYours } from './MakeItYours.tsx';
import { StoreHeader } from './StoreHeader.tsx';
import './store-frame.css';

/**
 * One store's pages: its info is loaded once here and shared (header, pages, cart, checkout); its
 * brand colours are set on the `.sf` root as custom properties. A store that does not exist gets a
 * plain not-found page that names no store.
 */
export function StoreFrame({ slug, children }: { slug: string; children: ReactNode }) {
  const info = useStoreInfo(slug);
  if (isNotFound(info)) return <NoStoreHere />;
  const store = info.status === 'ready' ? info.data : undefined;
  return (
    <CurrentStoreContext.Provider value={slug}>
      <StoreInfoContext.Provider value={info}>
        <div className="sf" style={lookStyle(store)}>
          <SkipLink />
          <DemoMark />
          <MakeItYours />
          <StoreHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <StoreFooter />
          <CartDrawer />
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
