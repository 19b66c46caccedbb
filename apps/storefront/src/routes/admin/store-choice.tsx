import { api } from '@agency/api-client';
import type { ManagedStore, StoreInfo } from '@agency/contract';
import { useLocation, useNavigate, useRouteData, useSearchParams } from '@agency/router';
import { Loaded, StateMessage } from '@agency/ui-kit';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const CHOSEN_KEY = 'store_admin_store';

interface StoreChoice {
  store: ManagedStore;
  stores: ManagedStore[];
  choose: (slug: string) => void;
  /** A `?store=` this user does not run (the screens show their first store instead). */
  refused: string | null;
  /** After Settings saves: the header and every screen show the store as stored. */
  saved: (store: StoreInfo) => void;
  /** After an admin makes a store: it joins the list and becomes the chosen one. */
  created: (store: ManagedStore) => void;
}

const StoreChoiceContext = createContext<StoreChoice | null>(null);

/** The store the screens work on: one of the stores this user runs. */
export function useManagedStore(): StoreChoice {
  const choice = useContext(StoreChoiceContext);
  if (!choice) throw new Error('useManagedStore outside <StoreChoiceProvider>');
  return choice;
}

/**
 * Loads the stores the signed-in user runs (the API decides: assigned ones for a store admin, their
 * own for an owner, all for an admin) and keeps the chosen one for the tab. `?store=slug` (the
 * owner area's links) picks one.
 */
export function StoreChoiceProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const asked = params.get('store');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const list = useRouteData(
    'store-admin:stores',
    async () => (await api.storeAdmin.stores()).documents,
  );
  const [chosen, setChosen] = useState<string | null>(
    () =>
      asked ?? (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CHOSEN_KEY)),
  );
  const [edits, setEdits] = useState<Record<string, StoreInfo>>({});
  const [made, setMade] = useState<ManagedStore[]>([]);
  useEffect(() => {
    if (asked) setChosen(asked);
  }, [asked]);
  useEffect(() => {
    if (chosen) sessionStorage.setItem(CHOSEN_KEY, chosen);
  }, [chosen]);

  if (list.status !== 'ready') return <Loaded state={list} what="your stores" />;
  const stores = [
    ...list.data,
    ...made.filter((m) => !list.data.some((s) => s.slug === m.slug)),
  ].map((s) => (edits[s.slug] ? { ...s, ...edits[s.slug] } : s));
  if (stores.length === 0)
    return (
      <StateMessage title="You run no store yet">
        Ask the store's owner or an admin to give you access.
      </StateMessage>
    );
  const store = stores.find((s) => s.slug === chosen) ?? stores[0]!;
  const refused = asked && !stores.some((s) => s.slug === asked) ? asked : null;
  const choose = (slug: string) => {
    setChosen(slug);
    // One item or order belongs to the store it came from: switching goes back to its list.
    const list = pathname.match(/^(.*\/(?:items|orders))\/[^/]+/)?.[1];
    navigate(list ?? pathname, { replace: !list });
  };
  return (
    <StoreChoiceContext.Provider
      value={{
        store,
        stores,
        choose,
        refused,
        saved: (next) => setEdits((e) => ({ ...e, [store.slug]: next })),
        created: (next) => {
          setMade((m) => [...m, next]);
          setChosen(next.slug);
        },
      }}
    >
      {children}
    </StoreChoiceContext.Provider>
  );
}

/** The store switcher, shown only to people who run more than one store. */
export function StoreSwitcher() {
  const { store, stores, choose, refused } = useManagedStore();
  const notice = refused && (
    <p className="sa-notice" role="status">
      You do not run the store “{refused}”. Showing {store.name}.
    </p>
  );
  if (stores.length < 2)
    return (
      <>
        {notice}
        <p className="sa-store-name">{store.name}</p>
      </>
    );
  return (
    <>
      {notice}
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
    </>
  );
}
