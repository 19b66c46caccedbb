import '@agency/ui-kit/styles.css';
import { SessionExpiry } from '@agency/auth-gate';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from '@agency/router';

/**
 * Boots a remote as its own site (DESIGN decision 4): its own router and toast container, which
 * the shell provides when the remote runs inside it.
 */
export function runStandalone(routes: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <SessionExpiry />
        <Toaster position="top-center" reverseOrder toastOptions={{ duration: 5000 }} />
        {routes}
      </BrowserRouter>
    </StrictMode>,
  );
}
