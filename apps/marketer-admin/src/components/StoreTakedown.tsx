import { storePagesPath } from '@agency/areas';
import { api } from '@agency/api-client';
import type { FoundStore, StoreKind } from '@agency/contract';
import { useRouteData } from '@agency/router';
import { Button, Loaded, TextField, useAction, useConfirm } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';

/** How each kind of store is named on the board. */
const KIND_LABELS: Record<StoreKind, string> = {
  client: 'Client store',
  showcase: "The agency's demo store",
  prospect: "A prospect's demo",
  sandbox: "A visitor's sandbox",
};

/**
 * An admin's takedown on the client stores board (docs/product-rules.md, "Client stores"): find
 * any store by name or address, a visitor's sandbox too, then disable it (shoppers see it is
 * closed; its managers still see it), enable it again, or remove it with its items and orders.
 */
export function StoreTakedown() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const found = useRouteData(`all-stores:${query ?? ''}`, async () =>
    query === null ? [] : (await api.prospects.findStores(query)).documents,
  );
  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(typed.trim());
  }
  return (
    <section className="uk-panel" aria-labelledby="takedown-title">
      <h2 id="takedown-title" className="mk-subtitle">
        Find any store
      </h2>
      <p className="uk-muted">
        Every store, demo stores and visitors' sandboxes too: disable one that is misused, or remove
        it.
      </p>
      <form className="mk-takedown__search" onSubmit={search} role="search">
        <TextField
          label="Store name or address"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="try-3f9c… or Mama Titi"
        />
        <Button type="submit" variant="secondary">
          Find stores
        </Button>
      </form>
      {query !== null && (
        <Loaded
          state={found}
          what="the stores"
          empty={{ title: 'No store matches', children: 'Check the name or address.' }}
        >
          {(rows) => (
            <ul className="uk-list" aria-label="Stores found">
              {rows.map((store) => (
                <FoundRow key={store.slug} store={store} />
              ))}
            </ul>
          )}
        </Loaded>
      )}
    </section>
  );
}

/** Disabling or removing a store changes what the search found and the client stores' board. */
const REFRESHES = ['all-stores:', 'client-stores:'];

function FoundRow({ store }: { store: FoundStore }) {
  const [confirm, confirmDialog] = useConfirm();
  const toggle = useAction(
    async () => {
      return api.prospects.setStoreDisabled(store.slug, !store.disabled);
    },
    {
      success: (next) =>
        next.disabled
          ? `${store.name} is disabled: shoppers see that it is closed`
          : `${store.name} is open again`,
      context: 'disable or enable a store',
      refreshes: REFRESHES,
    },
  );
  const remove = useAction(
    async () => {
      const yes = await confirm({
        title: `Remove ${store.name}?`,
        children: `The store at /${store.slug} goes for good, with its items, orders and pictures. Its business stays.`,
        confirmLabel: 'Remove store',
      });
      if (!yes) return null;
      return api.prospects.removeStore(store.slug);
    },
    { success: (done) => done?.message, context: 'remove a store', refreshes: REFRESHES },
  );
  const address = storePagesPath(store.slug, { demo: store.kind !== 'client' });
  return (
    <li className="mk-business__row" data-testid={`found-${store.slug}`}>
      <div className="mk-business__main">
        <a className="mk-business__name" href={address}>
          {store.name}
        </a>
        <span className="uk-muted">
          {KIND_LABELS[store.kind]} · {store.slug}
          {store.disabled ? ' · Disabled' : ''}
        </span>
      </div>
      <div className="mk-takedown__actions">
        <Button small variant="secondary" busy={toggle.busy} onClick={() => toggle.run()}>
          {store.disabled ? 'Enable store' : 'Disable store'}
        </Button>
        <Button small variant="danger" busy={remove.busy} onClick={() => remove.run()}>
          Remove store
        </Button>
      </div>
      {confirmDialog}
    </li>
  );
}
