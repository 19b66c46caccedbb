// Standalone entry: the blog editor running alone, at /admin/blog as inside the admin, behind the admin sign-in.
import { AreaGate, ForgotPasswordScreen, SignInScreen } from '@agency/auth-gate';
import { runStandalone } from '@agency/federation/standalone';
import { Navigate, Route, Routes } from '@agency/router';
import App from './App.tsx';

runStandalone(
  <Routes>
    <Route path="admin/auth" element={<SignInScreen area="admin" />} />
    <Route path="admin/auth/forgot-password" element={<ForgotPasswordScreen area="admin" />} />
    <Route path="admin/overview" element={<Navigate to="/admin/blog" replace />} />
    <Route
      path="admin/blog/*"
      element={
        <AreaGate area="admin">
          <div className="uk-container" style={{ padding: '32px 0' }}>
            <App />
          </div>
        </AreaGate>
      }
    />
    <Route path="*" element={<Navigate to="/admin/blog" replace />} />
  </Routes>,
);
