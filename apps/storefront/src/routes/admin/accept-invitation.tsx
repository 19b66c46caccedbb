import { api } from '@agency/api-client';
import type { AcceptedStoreInvitation } from '@agency/contract';
import { Link, usePageMeta, useSearchParams } from '@agency/router';
import { Button, StateMessage, useAction } from '@agency/ui-kit';
import { useState } from 'react';
import { storeAdminPath } from './store-path.ts';

/**
 * /store/admin/accept-invitation?token=…: the link of the mail an owner's invitation sends to a
 * store admin who has an account. Opening it changes nothing (mail scanners open links too); the
 * person joins the store by pressing Accept. No sign-in needed: the link is the proof.
 */
export function AcceptInvitationPage() {
  usePageMeta({ title: 'Accept an invitation · Forgeworks store admin' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [joined, setJoined] = useState<AcceptedStoreInvitation | null>(null);
  const accepting = useAction(() => api.storeAdmin.acceptInvitation(token), {
    success: (store) => `You now run ${store.name}`,
    context: 'accept the invitation',
  });
  const accept = async () => {
    const store = await accepting.run();
    if (store) setJoined(store);
  };
  return (
    <main className="uk-container">
      {joined ? (
        <StateMessage
          title={`You now run ${joined.name}`}
          action={<Link to={storeAdminPath(joined.slug, 'overview')}>Open the store admin</Link>}
        >
          Sign in with your store admin account to find it there.
        </StateMessage>
      ) : (
        <StateMessage
          title="Run a store on Forgeworks"
          action={
            <Button onClick={accept} busy={accepting.busy} disabled={!token}>
              Accept the invitation
            </Button>
          }
        >
          A store's owner invited you to run their store with your store admin account.
        </StateMessage>
      )}
    </main>
  );
}
