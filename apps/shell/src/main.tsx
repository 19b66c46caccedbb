import { remoteForPath } from '@agency/federation/apps';
import { BrowserRouter, PageProvider, type PageState } from '@agency/router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type HostStore } from './App.tsx';
import { type PreloadedRemote, PreloadedRemoteContext } from './federation/preloaded.tsx';
import { loadRegistry } from './federation/registry.ts';
import { loadRemoteApp } from './federation/runtime.ts';

// Start fetching the registry while React renders (the page's own copy when the server sent one).
void loadRegistry().catch(() => undefined);

const root = document.getElementById('root')!;
const serverData = document.getElementById('page-data');
// On a store's own host the page names its store (the server put it there, rendered or not).
const hostText = document.getElementById('host-store')?.textContent;
const hostStore = hostText ? (JSON.parse(hostText) as HostStore) : undefined;

function Page({ page, preloaded = null }: { page: PageState; preloaded?: PreloadedRemote | null }) {
  // Marks the page as an app (hydrated, or rendered): what browser tests wait for before acting.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <StrictMode>
      <BrowserRouter>
        <PageProvider value={page}>
          <PreloadedRemoteContext.Provider value={preloaded}>
            <App hostStore={hostStore} />
          </PreloadedRemoteContext.Provider>
        </PageProvider>
      </BrowserRouter>
    </StrictMode>
  );
}

if (serverData) {
  // The server sent the page with its content: load its remote (already preloading from the
  // page's <head>), then hydrate. If the remote cannot load, the server's HTML stays as it is:
  // readable, and its links still work as plain links.
  const remote = hostStore ? 'storefront' : remoteForPath(location.pathname).remote;
  Promise.all([loadRemoteApp(remote), loadRegistry()])
    .then(([module, registry]) =>
      // As a transition, hydration is done in slices that let the page answer input meanwhile.
      startTransition(() => {
        hydrateRoot(
          root,
          <Page
            page={{ data: JSON.parse(serverData.textContent ?? '{}') }}
            preloaded={{ name: remote, module, entry: registry[remote] }}
          />,
          {
            // A mismatch is a bug (the server and the browser drew different pages): say so plainly.
            onRecoverableError: (error) => console.error('[shell] hydration mismatch:', error),
          },
        );
      }),
    )
    .catch((error: unknown) =>
      console.error('[shell] the page stays as the server sent it:', error),
    );
} else {
  createRoot(root).render(<Page page={{ data: {} }} />);
}
