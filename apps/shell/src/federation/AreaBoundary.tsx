import { remoteApp, type RemoteName } from '@agency/federation/apps';
import { Button, StateMessage } from '@agency/ui-kit/public';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** How the fallback names an area: "The store is unavailable right now". */
export const areaLabel = (name: RemoteName) => remoteApp(name).label;

export function AreaFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <div className="uk-container" data-remote-fallback={name}>
      <StateMessage
        tone="error"
        title={`${areaLabel(name)} is unavailable right now`}
        action={<Button onClick={onRetry}>Try again</Button>}
      >
        The rest of the site keeps working. Try again in a moment, or go back to the{' '}
        <a href="/">home page</a>.
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
export class AreaBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.name}" crashed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return <AreaFallback name={this.props.name} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
