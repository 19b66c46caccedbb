import { createContext, useContext } from 'react';
import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { type Loaded, useRouteData } from '@agency/router';

/** How long the browser reuses a store's answer between pages (the server renders fresh each time). */
const FRESH_MS = 30_000;

/** The read of a store's info: a write to the store's settings refreshes it (useAction's `refreshes`). */
export const storeInfoKey = (slug: string) => `store:${slug}`;

/**
 * The store's info for a page (name, look, addresses, delivery and payment): one data key per
 * store, shared by header, pages and checkout, and asked once per store every 30 seconds at most.
 */
export function useStoreInfo(slug: string): Loaded<StoreInfo> & { reload: () => void } {
  return useRouteData(storeInfoKey(slug), () => api.shop.store(slug), { keepFor: FRESH_MS });
}

/** The frame's answer for its store, shared with everything inside it (StoreFrame provides it). */
export const StoreInfoContext = createContext<Loaded<StoreInfo> & { reload?: () => void }>({
  status: 'loading',
});

/** The current store's info: loading, ready or failed, and how to load it again (read once by the frame, shared here). */
export function useStoreState(): Loaded<StoreInfo> & { reload?: () => void } {
  return useContext(StoreInfoContext);
}

/** The current store's info once loaded, else undefined (pages draw without it meanwhile). */
export function useStore(): StoreInfo | undefined {
  const state = useContext(StoreInfoContext);
  return state.status === 'ready' ? state.data : undefined;
}
