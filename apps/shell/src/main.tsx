import '@agency/ui-kit/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@agency/router';
import { App } from './App.tsx';
import { loadRegistry } from './federation/registry.ts';

// Start fetching the registry while React renders.
void loadRegistry().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
