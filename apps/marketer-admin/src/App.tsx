import './marketer-admin.css';
import './summary.css';
import {
  AreaLayout,
  AreaNotFound,
  AREAS,
  AreaRoutes,
  type AreaMenuItem,
  useSession,
} from '@agency/auth-gate';
import { Navigate, Route, Routes, useLocation } from '@agency/router';
import { PlaceholderPage } from '@agency/ui-kit';
import type { ReactNode } from 'react';
import { DemoWorkspaceBar } from './components/DemoWorkspaceBar.tsx';
import { Icon } from './components/icons.tsx';
import { LeadsIcon } from './leads-badge.tsx';
import { AnalyticsPage } from './routes/analytics.tsx';
import { AuditPage } from './routes/audit.tsx';
import { ForgotPasswordPage } from './routes/auth/forgot-password.tsx';
import { SignInPage } from './routes/auth/index.tsx';
import { BusinessPage } from './routes/businesses/$businessId.tsx';
import { BusinessesPage } from './routes/businesses/index.tsx';
import { LeadsPage } from './routes/leads/index.tsx';
import { OverviewPage } from './routes/overview.tsx';
import { SettingsPage } from './routes/settings.tsx';
import { ClientStoresPage } from './routes/stores.tsx';
import { TeamPage } from './routes/team.tsx';

export interface MarketerAdminProps {
  /** 'admin' at /admin, 'demo' at /demo/admin (demo_ session keys, no blog). */
  variant?: 'admin' | 'demo';
  /** The blog editor remote, mounted by the host at blog/*. */
  blogEditor?: ReactNode;
}

const MENU: Record<'admin' | 'demo', AreaMenuItem[]> = {
  admin: [
    { path: 'overview', label: 'Overview', icon: <Icon name="overview" /> },
    { path: 'analytics', label: 'Analytics', icon: <Icon name="analytics" /> },
    { path: 'businesses', label: 'Businesses', icon: <Icon name="list" /> },
    { path: 'stores', label: 'Client stores', icon: <Icon name="stores" /> },
    { path: 'blog', label: 'Blog', icon: <Icon name="blog" /> },
    { path: 'settings', label: 'Settings', icon: <Icon name="settings" /> },
  ],
  demo: [
    { path: 'overview', label: 'overview', icon: <Icon name="overview" /> },
    { path: 'analytics', label: 'analytics', icon: <Icon name="analytics" /> },
    { path: 'businesses', label: 'businesses', icon: <Icon name="list" /> },
    { path: 'settings', label: 'settings', icon: <Icon name="settings" /> },
  ],
};

const TEAM_ENTRY: AreaMenuItem = { path: 'team', label: 'Team', icon: <Icon name="team" /> };
const AUDIT_ENTRY: AreaMenuItem = {
  path: 'audit',
  label: 'Audit log',
  icon: <Icon name="audit" />,
};

/** Leads (the real admin only): the icon carries the count of messages not handled yet. */
const LEADS_ENTRY: AreaMenuItem = { path: 'leads', label: 'Leads', icon: <LeadsIcon /> };

/** The marketer admin and its demo variant (exposed as ./App; routes relative to its base). */
export default function MarketerAdminApp({ variant = 'admin', blogEditor }: MarketerAdminProps) {
  const area = variant === 'demo' ? 'demo_admin' : 'admin';
  return (
    <AreaRoutes
      area={area}
      signIn={<SignInPage area={area} />}
      forgotPassword={<ForgotPasswordPage area={area} />}
    >
      <SignedIn variant={variant} blogEditor={blogEditor} />
    </AreaRoutes>
  );
}

function SignedIn({
  variant,
  blogEditor,
}: Required<Pick<MarketerAdminProps, 'variant'>> & Pick<MarketerAdminProps, 'blogEditor'>) {
  const area = variant === 'demo' ? 'demo_admin' : 'admin';
  // Admins manage people; marketers never see the entry (and the API refuses them anyway).
  const session = useSession(area);
  const admin = variant === 'admin' && session?.role === 'admin';
  const staff = variant === 'admin';
  const entries = staff
    ? [...MENU.admin.slice(0, 3), LEADS_ENTRY, ...MENU.admin.slice(3)]
    : MENU[variant];
  const menu = admin
    ? [...entries.slice(0, -1), TEAM_ENTRY, AUDIT_ENTRY, ...entries.slice(-1)]
    : entries;
  // A link to the list with other filters (?status=…) opens it afresh with them.
  const { search } = useLocation();
  const base = AREAS[area].base;
  return (
    <AreaLayout
      area={area}
      label="Admin"
      brand={variant === 'demo' ? 'Forgeworks demo' : 'Forgeworks admin'}
      menu={menu}
    >
      {variant === 'demo' && <DemoWorkspaceBar />}
      <Routes>
        <Route index element={<Navigate to="overview" replace />} />
        <Route path="overview" element={<OverviewPage base={base} team={admin} />} />
        <Route path="analytics" element={<AnalyticsPage team={admin} />} />
        <Route
          path="businesses"
          element={<BusinessesPage key={search} admin={admin} demo={variant === 'demo'} />}
        />
        <Route path="businesses/:businessId" element={<BusinessPage demo={variant === 'demo'} />} />
        {staff && <Route path="leads" element={<LeadsPage />} />}
        {staff && <Route path="stores" element={<ClientStoresPage />} />}
        <Route path="settings" element={<SettingsPage demo={variant === 'demo'} />} />
        {admin && <Route path="team" element={<TeamPage />} />}
        {admin && <Route path="audit" element={<AuditPage />} />}
        {variant === 'admin' && (
          <Route
            path="blog/*"
            element={
              blogEditor ?? (
                <PlaceholderPage
                  title="Blog"
                  note="The blog editor runs inside the agency shell."
                />
              )
            }
          />
        )}
        <Route path="*" element={<AreaNotFound area={area} />} />
      </Routes>
    </AreaLayout>
  );
}
