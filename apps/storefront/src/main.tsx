// Standalone entry: the storefront as its own site. On a store's own host (its subdomain of the store
// domain, or its custom domain) it serves that one store at the root; on the loopback names it
// keeps the agency's /demo/* and /store/* paths (both variants).
import { api } from '@agency/api-client';
import { runStandalone } from '@agency/page-frame/standalone';
import { Route, Routes, useRouteData } from '@agency/router';
import { Loaded } from '@agency/ui-kit/public';
import App from './App.tsx';
import { NoStoreHere } from './components/StoreFrame.tsx';

// On its own subdomain, 'Talk to us' leads to the agency's site (VITE_AGENCY_URL at build time).
const contactUrl = `${import.meta.env.VITE_AGENCY_URL ?? 'http://localhost:8080'}/contact`;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The store this host serves, asked of the API once on load; a host of no store is not found. */
function HostStore({ host }: { host: string }) {
  const answer = useRouteData(`store-host:${host}`, () => api.storeHosts.resolve(host));
  return (
    <Loaded state={answer} what="the store" notFound={<NoStoreHere />}>
      {(store) => <App variant="store" base="" hostStore={store.slug} contactUrl={contactUrl} />}
    </Loaded>
  );
}

const host = location.hostname.toLowerCase();

runStandalone(
  LOOPBACK.has(host) ? (
    <Routes>
      <Route path="store/*" element={<App variant="store" contactUrl={contactUrl} />} />
      <Route path="demo/*" element={<App variant="demo" contactUrl={contactUrl} />} />
      {/* On its own subdomain the demo brand lives at the root. */}
      <Route path="*" element={<App variant="demo" base="" contactUrl={contactUrl} />} />
    </Routes>
  ) : (
    <HostStore host={host} />
  ),
);
