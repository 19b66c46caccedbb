// Standalone entry: the storefront as its own site (the store demo's subdomain), both variants.
import { runStandalone } from '@agency/federation/standalone';
import { Route, Routes } from '@agency/router';
import App from './App.tsx';

runStandalone(
  <Routes>
    <Route path="store/*" element={<App variant="store" />} />
    <Route path="demo/*" element={<App variant="demo" />} />
    {/* On its own subdomain the demo brand lives at the root. */}
    <Route path="*" element={<App variant="demo" base="" />} />
  </Routes>,
);
