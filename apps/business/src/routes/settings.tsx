import { ChangePasswordForm, TwoStepSettings } from '@agency/auth-gate';
import { usePageMeta } from '@agency/router';
import { AdminPage } from '@agency/ui-kit';

/** /business/settings: the owner's account. */
export function SettingsPage() {
  usePageMeta({ title: 'Settings · Forgeworks' });
  return (
    <AdminPage title="Settings">
      <ChangePasswordForm area="business" />
      <TwoStepSettings area="business" />
    </AdminPage>
  );
}
