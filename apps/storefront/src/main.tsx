// Standalone entry: the storefront as its own site (the store demo's subdomain), both variants.
import { runStandalone } from '@agency/page-frame/standalone';
import { Route, Routes } from '@agency/router';
import App from './App.tsx';

// On its own subdomain, 'Talk to us' leads to the agency's site (VITE_AGENCY_URL at build time).
const contactUrl = `${import.meta.env.VITE_AGENCY_URL ?? 'http://localhost:8080'}/contact`;

runStandalone(
  <Routes>
    <Route path="store/*" element={<App variant="store" contactUrl={contactUrl} />} />
    <Route path="demo/*" element={<App variant="demo" contactUrl={contactUrl} />} />
    {/* On its own subdomain the demo brand lives at the root. */}
    <Route path="*" element={<App variant="demo" base="" contactUrl={contactUrl} />} />
  </Routes>,
);
