import { onSessionExpired } from '@agency/api-client';
import { useNavigate } from '@agency/router';
import { useEffect } from 'react';

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
      void import('@agency/auth-gate').then(({ endExpiredSession }) => {
        if (!live) return;
        clearTimeout(redirect);
        redirect = endExpiredSession(message, navigate);
      });
    });
    return () => {
      live = false;
      stop();
      clearTimeout(redirect);
    };
  }, [navigate]);
  return null;
}
