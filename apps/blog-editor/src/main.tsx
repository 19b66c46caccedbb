// Standalone entry: the blog editor running alone, at /admin/blog as inside the admin.
import { runStandalone } from '@agency/federation/standalone';
import { Navigate, Route, Routes } from '@agency/router';
import App from './App.tsx';

runStandalone(
  <Routes>
    <Route path="admin/blog/*" element={<App />} />
    <Route path="*" element={<Navigate to="/admin/blog" replace />} />
  </Routes>,
);
