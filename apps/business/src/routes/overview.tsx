import { PlaceholderPage } from '@agency/ui-kit';

/** /business/overview */
export function OverviewPage() {
  return (
    <PlaceholderPage title="Overview" note="A summary of all your businesses will appear here." />
  );
}
