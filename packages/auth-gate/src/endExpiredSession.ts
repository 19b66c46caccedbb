import type { NavigateFunction } from '@agency/router';
import { notify } from '@agency/ui-kit/public';
import { AREAS, areaForPath } from './areas.ts';
import { useSessionStore } from './session.ts';

/** The redirect to the sign-in page waits this long after the expiry message. */
export const SESSION_EXPIRY_REDIRECT_MS = 3000;

/**
 * The one reaction to a session expiry (docs/product-rules.md): says so, removes the stored token
 * of the area the user is in, and after 3 s goes to that area's sign-in page. The page frame calls
 * it when api-client reports an expiry; it answers the pending redirect, for the caller to cancel.
 */
export function endExpiredSession(
  message: string,
  navigate: NavigateFunction,
): ReturnType<typeof setTimeout> | undefined {
  const area = areaForPath(window.location.pathname);
  notify.error(message, { id: 'session-expired' });
  if (!area) return undefined;
  useSessionStore.getState().expire(area);
  return setTimeout(
    () => navigate(AREAS[area].authPath, { replace: true }),
    SESSION_EXPIRY_REDIRECT_MS,
  );
}
