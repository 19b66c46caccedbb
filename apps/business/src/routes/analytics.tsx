import { PlaceholderPage } from '@agency/ui-kit';

/** /business/analytics */
export function AnalyticsPage() {
  return (
    <PlaceholderPage
      title="Analytics"
      note="Sales and visits across your businesses will appear here."
    />
  );
}
