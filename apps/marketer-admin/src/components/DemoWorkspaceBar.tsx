import { api } from '@agency/api-client';
import { useRouteData } from '@agency/router';
import { Button, ConfirmDialog, useAction } from '@agency/ui-kit';
import { useState } from 'react';

/** 'in 23 hours', 'in 40 minutes': when the workspace starts over, from now. */
export function untilText(iso: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.round((Date.parse(iso) - now) / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * /demo/admin's standing note: this is a demo workspace of the user's own, when it starts over,
 * and a way to start it over now (every read on the page loads afresh after it).
 */
export function DemoWorkspaceBar() {
  // Not worth an error of its own when it fails: the screen below says it if the API is down.
  const workspace = useRouteData('demo:workspace', () => api.demo.workspace());
  const info = workspace.status === 'ready' ? workspace.data : null;
  const [asking, setAsking] = useState(false);

  const reset = useAction(
    async () => {
      const { message } = await api.demo.reset();
      setAsking(false);
      return message;
    },
    // The whole workspace starts over: every read on the page ('' starts every key), this note's too.
    { success: (message) => message, refreshes: [''] },
  );

  return (
    <aside className="mk-demo-bar" aria-label="Demo workspace">
      <p>
        <strong>Demo workspace.</strong> Sample businesses of your own, kept apart from the real
        admin.{' '}
        {info && (
          <span>
            {info.guest ? 'It ends' : 'It starts over'} {untilText(info.resets_at)}.
          </span>
        )}
      </p>
      <Button variant="secondary" small onClick={() => setAsking(true)}>
        Reset now
      </Button>
      {asking && (
        <ConfirmDialog
          title="Reset the demo workspace?"
          confirmLabel="Reset"
          busy={reset.busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void reset.run()}
        >
          Everything you changed here goes, and the sample businesses come back.
        </ConfirmDialog>
      )}
    </aside>
  );
}
