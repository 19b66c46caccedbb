// Standalone entry: the marketer admin and its demo variant running alone.
import { runStandalone } from '@agency/page-frame/standalone';
import { Navigate, Route, Routes } from '@agency/router';
import App from './App.tsx';

runStandalone(
  <Routes>
    <Route path="admin/*" element={<App variant="admin" />} />
    <Route path="demo/admin/*" element={<App variant="demo" />} />
    <Route path="*" element={<Navigate to="/admin" replace />} />
  </Routes>,
);
