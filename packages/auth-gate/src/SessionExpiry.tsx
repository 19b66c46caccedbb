import { onSessionExpired } from '@agency/api-client';
import { useNavigate } from '@agency/router';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { AREAS, areaForPath } from './areas.ts';
import { useSessionStore } from './session.ts';

/** The redirect to the sign-in page waits this long after the expiry message. */
export const SESSION_EXPIRY_REDIRECT_MS = 3000;

/**
 * The one reaction to a session expiry (docs/product-rules.md), mounted once per page: says so, removes the
 * stored token of the area the user is in, and after 3 s goes to that area's sign-in page.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onSessionExpired((message) => {
      const area = areaForPath(window.location.pathname);
      toast.error(message, { id: 'session-expired' });
      if (!area) return;
      useSessionStore.getState().expire(area);
      clearTimeout(timer);
      timer = setTimeout(
        () => navigate(AREAS[area].authPath, { replace: true }),
        SESSION_EXPIRY_REDIRECT_MS,
      );
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [navigate]);
  return null;
}
