import type { ReactNode } from 'react';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SessionExpiryWatch } from './SessionExpiryWatch.tsx';
import { PageToaster } from './toaster.tsx';

/**
 * What every page has around its routes, once: scroll to the top on a new path, the session-expiry
 * message and redirect, and the one toast container. The shell mounts it (in the browser and on
 * the server); a remote running as its own site mounts it through runStandalone. Inside the router.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTop />
      <SessionExpiryWatch />
      <PageToaster />
      {children}
    </>
  );
}
