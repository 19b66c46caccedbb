import { createContext, useContext } from 'react';
import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { type Loaded, useRouteData } from '@agency/router';

/** How long the browser reuses a store's answer between pages (the server renders fresh each time). */
const FRESH_MS = 30_000;
const cache = new Map<string, { at: number; answer: Promise<StoreInfo> }>();

/** A store's name, look, addresses, delivery and payment, asked once per store and reused. */
export function loadStoreInfo(slug: string): Promise<StoreInfo> {
  if (typeof window === 'undefined') return api.shop.store(slug);
  const hit = cache.get(slug);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.answer;
  const answer = api.shop.store(slug);
  cache.set(slug, { at: Date.now(), answer });
  answer.catch(() => cache.delete(slug));
  return answer;
}

/** Forgets what the browser knows of a store (after its settings are saved on this page). */
export function forgetStoreInfo(slug: string): void {
  cache.delete(slug);
}

/** The store's info for a page: one data key per store, shared by header, pages and checkout. */
export function useStoreInfo(slug: string): Loaded<StoreInfo> & { reload: () => void } {
  return useRouteData(`store:${slug}`, () => loadStoreInfo(slug));
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
