import '@agency/ui-kit/styles.css';
import { SessionExpiry } from '@agency/auth-gate';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@agency/router';
import { ProductToaster } from './toaster.tsx';

/**
 * Boots a remote as its own site (DESIGN decision 4): its own router and toast container, which
 * the shell provides when the remote runs inside it.
 */
export function runStandalone(routes: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <SessionExpiry />
        <ProductToaster />
        {routes}
      </BrowserRouter>
    </StrictMode>,
  );
}
