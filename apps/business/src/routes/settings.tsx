import { PlaceholderPage } from '@agency/ui-kit';

/** /business/settings */
export function SettingsPage() {
  return <PlaceholderPage title="Settings" note="Account settings will appear here." />;
}
