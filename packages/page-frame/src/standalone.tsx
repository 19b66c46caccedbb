import '@agency/ui-kit/styles.css';
import { BrowserRouter } from '@agency/router';
import { loadToasts } from '@agency/ui-kit/public';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageFrame } from './PageFrame.tsx';

/**
 * Boots a remote as its own site (`vite dev`, dist-standalone/, the store's subdomain): its own
 * router around the same page frame the shell gives it.
 */
export function runStandalone(routes: ReactNode): void {
  // Screens that call react-hot-toast themselves need the container: mount it from the start.
  void loadToasts();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <PageFrame>{routes}</PageFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}
