import { api } from '@agency/api-client';
import type { ManagedStore, StoreInfo } from '@agency/contract';
import {
  Link,
  useLocation,
  useNavigate,
  usePageMeta,
  useRouteData,
  useSearchParams,
} from '@agency/router';
import { Loaded, StateMessage } from '@agency/ui-kit';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { chooseStore, listOf, searchWithStore, storeAdminPath } from './store-path.ts';

/** The store this tab's address named last: a store admin URL without `?store=` opens it. */
const CHOSEN_KEY = 'store_admin_store';

interface StoreChoice {
  store: ManagedStore;
  stores: ManagedStore[];
  /** The switcher: the address changes to name the store (a new history entry). */
  choose: (slug: string) => void;
  /** After Settings saves: the header and every screen show the store as stored. */
  saved: (store: StoreInfo) => void;
  /** After an admin makes a store: it joins the list (the caller opens its address). */
  created: (store: ManagedStore) => void;
}

const StoreChoiceContext = createContext<StoreChoice | null>(null);

/** The store the screens work on: one of the stores this user runs. */
export function useManagedStore(): StoreChoice {
  const choice = useContext(StoreChoiceContext);
  if (!choice) throw new Error('useManagedStore outside <StoreChoiceProvider>');
  return choice;
}

/** A store admin address for the store on screen: `path` under /store/admin, with its `?store=`. */
export function useStorePath(): (path: string) => string {
  const { store } = useManagedStore();
  return (path) => storeAdminPath(store.slug, path);
}

const remembered = () =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CHOSEN_KEY);

/**
 * Loads the stores the signed-in user runs (the API decides: assigned ones for a store admin, their
 * own for an owner, all for an admin) and shows the one the address names (`?store=slug`). An
 * address without one is rewritten in place to name the store this tab chose last, else the first;
 * one naming a store the user does not run shows a refusal, never another store's data.
 */
export function StoreChoiceProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const asked = params.get('store');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const list = useRouteData(
    'store-admin:stores',
    async () => (await api.storeAdmin.stores()).documents,
  );
  const [edits, setEdits] = useState<Record<string, StoreInfo>>({});
  const [made, setMade] = useState<ManagedStore[]>([]);
  const stores = (
    list.status === 'ready'
      ? [...list.data, ...made.filter((m) => !list.data.some((s) => s.slug === m.slug))]
      : []
  ).map((s) => (edits[s.slug] ? { ...s, ...edits[s.slug] } : s));
  const choice = stores.length > 0 ? chooseStore(asked, remembered(), stores) : null;
  const shown = choice && 'slug' in choice ? choice.slug : null;
  const rewrite = choice && 'slug' in choice && choice.rewrite ? choice.slug : null;
  useEffect(() => {
    if (rewrite)
      navigate({ pathname, search: searchWithStore(search, rewrite) }, { replace: true });
  }, [rewrite, pathname, search]);
  const first = stores[0]?.slug;
  useEffect(() => {
    if (!shown) return;
    // The first store is what an address without one opens anyway: only another is kept, so a
    // tab that never switched holds no key beside the session's.
    if (shown === first) sessionStorage.removeItem(CHOSEN_KEY);
    else sessionStorage.setItem(CHOSEN_KEY, shown);
  }, [shown, first]);

  if (list.status !== 'ready') return <Loaded state={list} what="your stores" />;
  if (!choice)
    return (
      <StateMessage title="You run no store yet">
        Ask the store's owner or an admin to give you access.
      </StateMessage>
    );
  if ('refused' in choice) return <NotYourStore slug={choice.refused} stores={stores} />;
  const store = stores.find((s) => s.slug === choice.slug)!;
  const choose = (slug: string) => {
    // One item or order belongs to the store it came from: switching goes to the other's list.
    const list = listOf(pathname);
    const next = new URLSearchParams(list ? '' : search);
    next.delete('page');
    navigate({ pathname: list ?? pathname, search: searchWithStore(next.toString(), slug) });
  };
  return (
    <StoreChoiceContext.Provider
      value={{
        store,
        stores,
        choose,
        saved: (next) => setEdits((e) => ({ ...e, [store.slug]: next })),
        created: (next) => setMade((m) => [...m, next]),
      }}
    >
      {children}
    </StoreChoiceContext.Provider>
  );
}

/** An address naming a store this user does not run (or none at all): the way to their own. */
function NotYourStore({ slug, stores }: { slug: string; stores: ManagedStore[] }) {
  usePageMeta({ title: 'Not your store · Forgeworks store admin' });
  const { pathname, search } = useLocation();
  const list = listOf(pathname);
  return (
    <StateMessage
      tone="error"
      title={`You do not run the store “${slug}”`}
      action={
        <ul className="sa-your-stores" aria-label="Your stores">
          {stores.map((s) => (
            <li key={s.slug}>
              <Link
                to={{
                  pathname: list ?? pathname,
                  search: searchWithStore(list ? '' : search, s.slug),
                }}
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      }
    >
      Ask its owner for access, or open a store you run:
    </StateMessage>
  );
}

/** The store switcher, shown only to people who run more than one store. */
export function StoreSwitcher() {
  const { store, stores, choose } = useManagedStore();
  if (stores.length < 2) return <p className="sa-store-name">{store.name}</p>;
  return (
    <div className="sa-switcher">
      <label htmlFor="sa-store">Store</label>
      <select
        id="sa-store"
        className="uk-input"
        value={store.slug}
        onChange={(e) => choose(e.target.value)}
      >
        {stores.map((s) => (
          <option key={s.slug} value={s.slug}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
