import { PlaceholderPage } from '@agency/ui-kit';

/** /admin/analytics and /demo/admin/analytics */
export function AnalyticsPage() {
  return <PlaceholderPage title="Analytics" note="Charts of your outreach will appear here." />;
}
