import { AREAS, AreaRoutes, SignOutButton } from '@agency/auth-gate';
import { Link, Navigate, NavLink, Route, Routes } from '@agency/router';
import { AdminLayout, AdminPage, buttonClass, NotFound, PlaceholderPage } from '@agency/ui-kit';

const base = AREAS.business.base;
const MENU: [string, string][] = [
  ['overview', 'Overview'],
  ['analytics', 'Analytics'],
  ['businesses', 'My Businesses'],
  ['settings', 'Settings'],
];

/** The business-owner area (exposed as ./App, mounted at /business/*). */
export default function BusinessApp() {
  return (
    // Session expiry (SPEC 8) names /business/admin/auth: it is the same sign-in.
    <AreaRoutes area="business" authAliases={['admin/auth']}>
      <AdminLayout
        label="Business owner"
        brand="My businesses"
        menu={MENU.map(([path, label]) => (
          <NavLink key={path} to={`${base}/${path}`}>{label}</NavLink>
        ))}
        footer={<SignOutButton area="business" />}
      >
        <Routes>
          <Route index element={<Navigate to="overview" replace />} />
          <Route path="overview" element={<PlaceholderPage title="Overview" note="A summary of all your businesses will appear here." />} />
          <Route path="analytics" element={<PlaceholderPage title="Analytics" note="Sales and visits across your businesses will appear here." />} />
          <Route path="settings" element={<PlaceholderPage title="Settings" note="Account settings will appear here." />} />
          <Route
            path="businesses"
            element={
              <AdminPage title="My Businesses" actions={<Link className={buttonClass('primary')} to={`${base}/businesses/new`}>Add a new Business</Link>}>
                <p className="uk-placeholder">The businesses you manage will be listed here.</p>
              </AdminPage>
            }
          />
          <Route path="businesses/new" element={<PlaceholderPage title="New" note="A form to add a business will appear here." />} />
          <Route path="businesses/*" element={<PlaceholderPage title="Business" note="This business's details will appear here." />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </AdminLayout>
    </AreaRoutes>
  );
}
