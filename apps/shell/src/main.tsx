import '@agency/ui-kit/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@agency/router';
import { App } from './App.tsx';
import { loadRegistry } from './federation/registry.ts';

// Start fetching the registry while React renders.
void loadRegistry().catch(() => undefined);

// A data router (one splat route; the route groups live in <App>) so screens can block navigation,
// e.g. the editor asking before unsaved changes are lost.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
