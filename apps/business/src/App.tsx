import { AREAS, AreaLayout, AreaRoutes, type AreaMenuItem } from '@agency/auth-gate';
import { Link, Navigate, Route, Routes } from '@agency/router';
import { AdminPage, buttonClass, NotFound, PlaceholderPage } from '@agency/ui-kit';

const base = AREAS.business.base;
const MENU: AreaMenuItem[] = [
  { path: 'overview', label: 'Overview' },
  { path: 'analytics', label: 'Analytics' },
  { path: 'businesses', label: 'My Businesses' },
  { path: 'settings', label: 'Settings' },
];

/** The business-owner area (exposed as ./App, mounted at /business/*). */
export default function BusinessApp() {
  return (
    // Session expiry (SPEC 8) names /business/admin/auth: it is the same sign-in.
    <AreaRoutes area="business" authAliases={['admin/auth']}>
      <AreaLayout area="business" label="Business owner" brand="My businesses" menu={MENU}>
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
      </AreaLayout>
    </AreaRoutes>
  );
}
