import { api } from '@agency/api-client';
import { useSession } from '@agency/auth-gate';
import type { ManagedStore, StoreChecklist } from '@agency/contract';
import { Link } from '@agency/router';
import { Button, useAction, useConfirm } from '@agency/ui-kit';
import { useState } from 'react';
import { storeInfoKey } from '../../lib/store-info.ts';

/** What a press of Open makes stale: this panel, the store list, and the store's own pages. */
export const openRefreshes = (slug: string) => [
  `store-admin:checklist:${slug}`,
  'store-admin:stores',
  storeInfoKey(slug),
];

/**
 * A launched store that is not open yet (decision 044): the overview says so, names the
 * essentials still to do, and offers Open to its owner (and to admins, at any time). Shoppers see
 * "opening soon" until then. Store admins read who opens it.
 */
export function OpenStore({
  store,
  checklist,
}: {
  store: Pick<ManagedStore, 'slug' | 'name' | 'origin'>;
  checklist: StoreChecklist;
}) {
  const role = useSession('store_admin')?.role;
  const mayOpen = role === 'owner' || role === 'admin';
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const opening = useAction(() => api.storeAdmin.openStore(store.slug), {
    success: `${store.name} is open. Shoppers can order at ${store.origin}.`,
    onError: (error) => setProblem((error as Error).message),
    refreshes: openRefreshes(store.slug),
  });
  const left = checklist.items.filter((item) => item.essential && !item.done);
  async function open() {
    setProblem(null);
    const yes = await confirm({
      title: `Open ${store.name}?`,
      children: `Shoppers can order at ${store.origin} from now on.`,
      confirmLabel: 'Open the store',
      tone: 'primary',
    });
    if (yes) await opening.run();
  }
  return (
    <section className="uk-panel sa-open" aria-labelledby="sa-open-title" data-testid="open-store">
      <h2 id="sa-open-title" className="sa-subtitle">
        Your store is not open yet
      </h2>
      <p>
        Shoppers who visit <a href={`${store.origin}/`}>{store.origin}</a> see that {store.name} is
        opening soon, with the phone and e-mail you give in Settings. Open it when you are ready to
        take orders.
      </p>
      {left.length > 0 && (
        <>
          <p>Before you open:</p>
          <ul className="sa-open__left">
            {left.map((item) => (
              <li key={item.key}>
                <Link to={item.link}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {problem && (
        <p className="sa-errors" role="alert">
          {problem}
        </p>
      )}
      {mayOpen ? (
        <Button busy={opening.busy} onClick={open}>
          Open the store
        </Button>
      ) : (
        <p className="uk-muted">The store's owner opens it once these are done.</p>
      )}
      {confirmDialog}
    </section>
  );
}
