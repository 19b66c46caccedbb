// Standalone entry: the blog editor running alone, at /admin/blog as inside the admin, behind the admin sign-in.
import { AreaRoutes, ForgotPasswordScreen, SignInScreen } from '@agency/auth-gate';
import { runStandalone } from '@agency/page-frame/standalone';
import { Navigate, Route, Routes } from '@agency/router';
import App from './App.tsx';

runStandalone(
  <Routes>
    <Route
      path="admin/*"
      element={
        <AreaRoutes
          area="admin"
          signIn={<SignInScreen area="admin" />}
          forgotPassword={<ForgotPasswordScreen area="admin" />}
        >
          <main className="uk-container" style={{ padding: '32px 0' }}>
            <Routes>
              <Route path="blog/*" element={<App />} />
              <Route path="*" element={<Navigate to="/admin/blog" replace />} />
            </Routes>
          </main>
        </AreaRoutes>
      }
    />
    <Route path="*" element={<Navigate to="/admin/blog" replace />} />
  </Routes>,
);
