import { Navigate, useLocation } from '@agency/router';
import { Button, StateMessage } from '@agency/ui-kit';
import type { ReactNode } from 'react';
import { AREAS, ROLE_LABELS, type AreaName } from './areas.ts';
import { signOut, useSession, useSessionStore } from './session.ts';

/**
 * An area opens only with id, role and token in session storage; otherwise (on a path
 * without 'auth') it sends to the area's sign-in, which returns to the page after. A signed-in role that doesn't belong here is
 * told so, instead of seeing screens the server would refuse.
 */
export function AreaGate({ area, children }: { area: AreaName; children: ReactNode }) {
  const session = useSession(area);
  const { pathname, search } = useLocation();
  const expired = useSessionStore((state) => state.expired[area]);
  if (!session) {
    if (pathname.includes('auth')) return children;
    // Just expired: say so while the page frame's expiry watch counts down to the sign-in page.
    if (expired)
      return (
        <StateMessage title="Session expired. Please log in again.">
          Taking you to the sign-in page…
        </StateMessage>
      );
    // The sign-in comes back here after (a shared link keeps its page and its ?store=).
    return <Navigate to={AREAS[area].authPath} replace state={{ from: pathname + search }} />;
  }
  const allowed: readonly string[] = AREAS[area].roles;
  if (!allowed.includes(session.role)) {
    return (
      <div className="uk-container">
        <StateMessage
          tone="error"
          title={`A ${ROLE_LABELS[session.role]} account cannot use the ${AREAS[area].label.toLowerCase()} area`}
          action={<Button onClick={() => signOut(area)}>Sign out and use another account</Button>}
        >
          This area is for {AREAS[area].roles.map((role) => ROLE_LABELS[role]).join(' or ')}{' '}
          accounts.
        </StateMessage>
      </div>
    );
  }
  return children;
}

export function SignOutButton({ area }: { area: AreaName }) {
  return (
    <Button variant="ghost" small onClick={() => signOut(area)}>
      Sign out
    </Button>
  );
}
