import type { RemoteName } from '@agency/federation/apps';
import { Loading } from '@agency/ui-kit/public';
import { useCallback, useContext, useEffect, useState } from 'react';
import { AreaBoundary, AreaFallback, areaLabel } from './AreaBoundary.tsx';
import { PreloadedRemoteContext } from './preloaded.tsx';
import { loadRegistry } from './registry.ts';
import { loadRemoteApp, type RemoteModule } from './runtime.ts';

/** How long a remote may take before the area offers a retry instead of a spinner. */
export const REMOTE_TIMEOUT_MS = 12_000;

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule; entry: string }
  | { status: 'failed' };

/**
 * Where a remote's own files (its `public/` folder, e.g. pictures) are addressed from: the folder
 * of its entry, as the registry names it. The page renderer and the browser read the same registry,
 * so the server's HTML and the hydrated page carry the same address, on any origin, with no bytes
 * of the pictures in the JavaScript.
 */
export const assetBaseOf = (entry: string) => new URL('./', entry).href;

/** Mounts one remote's App with a loading state, a time limit and an error boundary of its own. */
export function RemoteArea({
  name,
  props = {},
}: {
  name: RemoteName;
  props?: Record<string, unknown>;
}) {
  const preloaded = useContext(PreloadedRemoteContext);
  const [state, setState] = useState<LoadState>(() =>
    preloaded?.name === name
      ? { status: 'ready', module: preloaded.module, entry: preloaded.entry }
      : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && preloaded?.name === name) return;
    let live = true;
    setState((current) =>
      current.status === 'ready' && attempt === 0 ? current : { status: 'loading' },
    );
    const timer = setTimeout(
      () => live && setState((s) => (s.status === 'loading' ? { status: 'failed' } : s)),
      REMOTE_TIMEOUT_MS,
    );
    Promise.all([loadRemoteApp(name, attempt > 0), loadRegistry()])
      .then(
        ([module, registry]) =>
          live && setState({ status: 'ready', module, entry: registry[name] }),
      )
      .catch((error: unknown) => {
        console.error(`[shell] could not load remote "${name}"`, error);
        if (live) setState({ status: 'failed' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, attempt, preloaded]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading')
    return <Loading label={`Loading ${areaLabel(name).replace(/^The /, '').toLowerCase()}`} />;
  if (state.status === 'failed') return <AreaFallback name={name} onRetry={retry} />;
  const App = state.module.default;
  return (
    <AreaBoundary key={attempt} name={name} onRetry={retry}>
      <App {...props} assetBase={assetBaseOf(state.entry)} />
    </AreaBoundary>
  );
}
