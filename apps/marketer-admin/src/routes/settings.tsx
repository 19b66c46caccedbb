import { areaForPath, ChangePasswordForm, TwoStepSettings } from '@agency/auth-gate';
import { Link, useLocation } from '@agency/router';
import { AdminPage, StateMessage } from '@agency/ui-kit';

/** /admin/settings and /demo/admin/settings: the signed-in user's account. */
export function SettingsPage({ demo = false }: { demo?: boolean }) {
  const area = areaForPath(useLocation().pathname) ?? 'admin';
  return (
    <AdminPage title="Settings">
      {demo ? (
        // A demo session changes nothing outside its workspace, passwords included.
        <StateMessage title="Nothing to set up in the demo">
          Accounts and passwords are managed in the real admin. Like what you see?{' '}
          <Link to="/contact">Talk to us</Link> about a store of your own.
        </StateMessage>
      ) : (
        <>
          <ChangePasswordForm area={area} />
          {/* Shown to admins only: the server says whether the role may have it. */}
          <TwoStepSettings area={area} />
        </>
      )}
    </AdminPage>
  );
}
