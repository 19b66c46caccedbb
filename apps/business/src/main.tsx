// Standalone entry: the business-owner area running alone.
import { runStandalone } from '@agency/page-frame/standalone';
import { Navigate, Route, Routes } from '@agency/router';
import App from './App.tsx';

runStandalone(
  <Routes>
    <Route path="business/*" element={<App />} />
    <Route path="*" element={<Navigate to="/business" replace />} />
  </Routes>,
);
