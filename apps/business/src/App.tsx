import './business.css';
import { AreaLayout, AreaNotFound, AreaRoutes, type AreaMenuItem } from '@agency/auth-gate';
import { Navigate, Route, Routes } from '@agency/router';
import { ActivityPage } from './routes/activity.tsx';
import { AnalyticsPage } from './routes/analytics.tsx';
import { ForgotPasswordPage } from './routes/auth/forgot-password.tsx';
import { SignInPage } from './routes/auth/index.tsx';
import { BusinessPage } from './routes/businesses/$businessId.tsx';
import { BusinessesPage } from './routes/businesses/index.tsx';
import { NewBusinessPage } from './routes/businesses/new.tsx';
import { OverviewPage } from './routes/overview.tsx';
import { SettingsPage } from './routes/settings.tsx';

const MENU: AreaMenuItem[] = [
  { path: 'overview', label: 'Overview' },
  { path: 'analytics', label: 'Analytics' },
  { path: 'businesses', label: 'My Businesses' },
  { path: 'activity', label: 'Activity' },
  { path: 'settings', label: 'Settings' },
];

/** The business-owner area (exposed as ./App, mounted at /business/*). */
export default function BusinessApp() {
  return (
    // Session expiry sends to /business/admin/auth: the same sign-in.
    <AreaRoutes
      area="business"
      signIn={<SignInPage />}
      forgotPassword={<ForgotPasswordPage />}
      authAliases={['admin/auth']}
    >
      <AreaLayout area="business" label="Business owner" brand="My businesses" menu={MENU}>
        <Routes>
          <Route index element={<Navigate to="overview" replace />} />
          <Route path="overview" element={<OverviewPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="businesses" element={<BusinessesPage />} />
          <Route path="businesses/new" element={<NewBusinessPage />} />
          <Route path="businesses/:businessId" element={<BusinessPage />} />
          <Route path="*" element={<AreaNotFound area="business" />} />
        </Routes>
      </AreaLayout>
    </AreaRoutes>
  );
}
