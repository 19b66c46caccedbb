import type { RemoteName } from '@agency/federation/apps';
import { Loading } from '@agency/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { AreaBoundary, AreaFallback, areaLabel } from './AreaBoundary.tsx';
import { loadRemoteApp, type RemoteModule } from './runtime.ts';

/** How long a remote may take before the area offers a retry instead of a spinner. */
export const REMOTE_TIMEOUT_MS = 12_000;

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed' };

/** Mounts one remote's App with a loading state, a time limit and an error boundary of its own. */
export function RemoteArea({ name, props = {} }: { name: RemoteName; props?: Record<string, unknown> }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' && attempt === 0 ? current : { status: 'loading' }));
    const timer = setTimeout(() => live && setState((s) => (s.status === 'loading' ? { status: 'failed' } : s)), REMOTE_TIMEOUT_MS);
    loadRemoteApp(name, attempt > 0)
      .then((module) => live && setState({ status: 'ready', module }))
      .catch((error: unknown) => {
        console.error(`[shell] could not load remote "${name}"`, error);
        if (live) setState({ status: 'failed' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <Loading label={`Loading ${areaLabel(name).replace(/^The /, '').toLowerCase()}`} />;
  if (state.status === 'failed') return <AreaFallback name={name} onRetry={retry} />;
  const App = state.module.default;
  return (
    <AreaBoundary key={attempt} name={name} onRetry={retry}>
      <App {...props} />
    </AreaBoundary>
  );
}
