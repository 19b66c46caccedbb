import { onSessionExpired } from '@agency/api-client';
import { useNavigate, useRouteData } from '@agency/router';
import { notify } from '@agency/ui-kit/public';
import { useEffect, useState } from 'react';

/**
 * Listens for a session expiry (api-client reports one when the server refuses a token) and lets
 * auth-gate react to it. auth-gate is fetched only then: a public page, which never sends a
 * token, does not carry the sign-in code on its first visit (signed-in areas have it already).
 */
export function SessionExpiryWatch() {
  // The latest expiry, numbered: each one (the same message again too) ends the session anew.
  const [expiry, setExpiry] = useState<{ message: string; round: number } | null>(null);
  useEffect(
    () =>
      onSessionExpired((message) =>
        setExpiry((last) => ({ message, round: (last?.round ?? 0) + 1 })),
      ),
    [],
  );
  return expiry && <EndSession key={expiry.round} message={expiry.message} />;
}

/** Loads auth-gate and ends the expired session with it; a later expiry replaces this one. */
function EndSession({ message }: { message: string }) {
  const navigate = useNavigate();
  const gate = useRouteData('session-expiry:auth-gate', () => import('@agency/auth-gate'));
  useEffect(() => {
    // The sign-in code could not be fetched (offline, or a redeploy removed it): at least say so.
    if (gate.status === 'failed') notify.error(message, { id: 'session-expired' });
    if (gate.status !== 'ready') return;
    const redirect = gate.data.endExpiredSession(message, navigate);
    return () => clearTimeout(redirect);
  }, [gate.status]);
  return null;
}
