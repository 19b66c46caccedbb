import { onSessionExpired } from '@agency/api-client';
import { useNavigate } from '@agency/router';
import { useEffect } from 'react';
import toast from 'react-hot-toast';

/**
 * Listens for a session expiry (api-client reports one when the server refuses a token) and lets
 * auth-gate react to it. auth-gate is fetched only then: a public page, which never sends a
 * token, does not carry the sign-in code on its first visit (signed-in areas have it already).
 */
export function SessionExpiryWatch() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const stop = onSessionExpired((message) => {
      import('@agency/auth-gate').then(
        ({ endExpiredSession }) => {
          if (!live) return;
          clearTimeout(redirect);
          redirect = endExpiredSession(message, navigate);
        },
        // The sign-in code could not be fetched (offline, or a redeploy removed it): at least say so.
        () => toast.error(message, { id: 'session-expired' }),
      );
    });
    return () => {
      live = false;
      stop();
      clearTimeout(redirect);
    };
  }, [navigate]);
  return null;
}
