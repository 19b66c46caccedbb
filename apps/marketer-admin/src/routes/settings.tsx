import { areaForPath, ChangePasswordForm } from '@agency/auth-gate';
import { useLocation } from '@agency/router';
import { AdminPage } from '@agency/ui-kit';

/** /admin/settings and /demo/admin/settings: the signed-in user's account. */
export function SettingsPage() {
  const area = areaForPath(useLocation().pathname) ?? 'admin';
  return (
    <AdminPage title="Settings">
      <ChangePasswordForm area={area} />
    </AdminPage>
  );
}
