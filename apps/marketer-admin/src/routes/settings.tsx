import { PlaceholderPage } from '@agency/ui-kit';

/** /admin/settings and /demo/admin/settings */
export function SettingsPage() {
  return <PlaceholderPage title="Settings" note="Account settings will appear here." />;
}
