import { PlaceholderPage } from '@agency/ui-kit';

/** /business/businesses/{id}: one business. */
export function BusinessPage() {
  return <PlaceholderPage title="Business" note="This business's details will appear here." />;
}
