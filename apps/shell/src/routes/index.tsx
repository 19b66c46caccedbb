import { Route, Routes } from '@agency/router';
import { RemoteArea } from '../federation/RemoteArea.tsx';

/**
 * The shell's top-level route groups (SPEC 2). /demo/admin is the marketer admin's demo variant;
 * the rest of /demo and /store is the storefront (which holds the store admin at /store/admin).
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={<RemoteArea name="marketer_admin" props={{ variant: 'admin', blogEditor: <RemoteArea name="blog_editor" /> }} />}
      />
      <Route path="demo/admin/*" element={<RemoteArea name="marketer_admin" props={{ variant: 'demo' }} />} />
      <Route path="business/*" element={<RemoteArea name="business" />} />
      <Route path="demo/*" element={<RemoteArea name="storefront" props={{ variant: 'demo' }} />} />
      <Route path="store/*" element={<RemoteArea name="storefront" props={{ variant: 'store' }} />} />
      <Route path="*" element={<RemoteArea name="agency" />} />
    </Routes>
  );
}
