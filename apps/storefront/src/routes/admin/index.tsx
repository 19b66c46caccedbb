import { AREAS, AreaLayout, AreaRoutes, type AreaMenuItem } from '@agency/auth-gate';
import { Link, Navigate, Route, Routes } from '@agency/router';
import { AdminPage, buttonClass, NotFound, PlaceholderPage } from '@agency/ui-kit';
import { ForgotPasswordPage } from './auth/forgot-password.tsx';
import { SignInPage } from './auth/index.tsx';

const base = AREAS.store_admin.base;
const MENU: AreaMenuItem[] = [
  { path: 'overview', label: 'Overview' },
  { path: 'analytics', label: 'Analytics' },
  { path: 'items', label: 'Our Items' },
  { path: 'settings', label: 'Settings' },
];

/** The store admin at /store/admin: signed-in stubs with their titles. */
export function StoreAdmin() {
  return (
    <AreaRoutes area="store_admin" signIn={<SignInPage />} forgotPassword={<ForgotPasswordPage />}>
      <AreaLayout area="store_admin" label="Store admin" brand="Snailhouse store admin" menu={MENU}>
        <Routes>
          <Route index element={<Navigate to="overview" replace />} />
          <Route
            path="overview"
            element={
              <PlaceholderPage
                title="Overview"
                note="Orders and revenue at a glance will appear here."
              />
            }
          />
          <Route
            path="analytics"
            element={
              <PlaceholderPage
                title="Analytics"
                note="Store traffic and sales charts will appear here."
              />
            }
          />
          <Route
            path="items"
            element={
              <AdminPage
                title="Our Items"
                actions={
                  <Link className={buttonClass('primary')} to={`${base}/items/new`}>
                    Add a new Business
                  </Link>
                }
              >
                <p className="uk-placeholder">The items in your store will be listed here.</p>
              </AdminPage>
            }
          />
          <Route
            path="items/new"
            element={
              <PlaceholderPage title="New item" note="A form to add an item will appear here." />
            }
          />
          <Route
            path="items/*"
            element={<PlaceholderPage title="Item" note="This item's details will appear here." />}
          />
          <Route
            path="settings"
            element={<PlaceholderPage title="Settings" note="Store settings will appear here." />}
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </AreaLayout>
    </AreaRoutes>
  );
}
