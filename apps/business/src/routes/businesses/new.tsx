import { PlaceholderPage } from '@agency/ui-kit';

/** /business/businesses/new */
export function NewBusinessPage() {
  return <PlaceholderPage title="New" note="A form to add a business will appear here." />;
}
