import type { RemoteName } from '@agency/federation/shared';
import { Button, Loading, StateMessage } from '@agency/ui-kit';
import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { loadRemoteApp, type RemoteModule } from './runtime.ts';

/** How long a remote may take before the area offers a retry instead of a spinner. */
export const REMOTE_TIMEOUT_MS = 12_000;

const AREA_LABELS: Record<RemoteName, string> = {
  agency: 'This page',
  marketer_admin: 'The admin area',
  blog_editor: 'The blog editor',
  business: 'The business area',
  storefront: 'The store',
};

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

  if (state.status === 'loading') return <Loading label={`Loading ${AREA_LABELS[name].replace(/^The /, '').toLowerCase()}`} />;
  if (state.status === 'failed') return <AreaFallback name={name} onRetry={retry} />;
  const App = state.module.default;
  return (
    <AreaBoundary key={attempt} name={name} onRetry={retry}>
      <App {...props} />
    </AreaBoundary>
  );
}

function AreaFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <div className="uk-container" data-remote-fallback={name}>
      <StateMessage
        tone="error"
        title={`${AREA_LABELS[name]} is unavailable right now`}
        action={<Button onClick={onRetry}>Try again</Button>}
      >
        The rest of the site keeps working. Try again in a moment, or go back to the <a href="/">home page</a>.
      </StateMessage>
    </div>
  );
}

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so it never blanks the page. */
class AreaBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.name}" crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <AreaFallback name={this.props.name} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
