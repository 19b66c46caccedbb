import { api } from '@agency/api-client';
import { useRouteData } from '@agency/router';
import { badgeText } from './business-rules.ts';
import { Icon } from './components/icons.tsx';

/**
 * The read of the count of new leads. A write that handles or converts a lead refreshes it by
 * refreshing 'leads:'; the leads list gives it the count each of its answers carries (setRouteData).
 */
export const UNREAD_LEADS = 'leads:unread';
const EVERY_MS = 60_000;

/** Leads' menu icon with the count of messages not handled yet: on mount, every minute, and after a write. */
export function LeadsIcon() {
  const unread = useRouteData(UNREAD_LEADS, () => api.contact.unread(), { every: EVERY_MS });
  const badge = badgeText(unread.status === 'ready' ? unread.data.unread : 0);
  return (
    <span className="mk-menu-icon">
      <Icon name="leads" />
      {/* Drawn from data-count by CSS, so the entry's text stays 'Leads'. */}
      {badge && <span className="mk-badge" data-count={badge} title={`${badge} new`} />}
    </span>
  );
}
