import { PlaceholderPage } from '@agency/ui-kit';

/** /admin/overview and /demo/admin/overview */
export function OverviewPage() {
  return <PlaceholderPage title="Overview" note="Your outreach at a glance will appear here." />;
}
