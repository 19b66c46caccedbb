import { createContext, useContext } from 'react';

/**
 * The agency's demo store: its landing is the storefront's front page at /demo and /store (its look
 * and copy are the store's data, seeded by the API like any client's).
 */
export const DEMO_BUSINESS_ID = 'snailhouse';

export interface StoreContextValue {
  /** Where this variant is mounted: '/demo', '/store', or '' when the storefront runs alone at the root. */
  base: string;
  variant: 'demo' | 'store';
  /** The agency's contact page: '/contact' inside the shell, a full URL when the store is its own site. */
  contactUrl: string;
  /**
   * On a store's own host (its subdomain or custom domain) the one store served at the root: its
   * home is `/`, its index `/store`. Unset where the path names the store (/demo/{store}/…).
   */
  hostStore?: string;
}

export const StoreContext = createContext<StoreContextValue>({
  base: '/demo',
  variant: 'demo',
  contactUrl: '/contact',
});

/** Where this storefront is mounted and which variant it is (a React context, not a state store). */
export function useStorefront(): StoreContextValue {
  return useContext(StoreContext);
}

/** The store the page shows (its slug): set by the store's frame, read by header, cart and pages. */
export const CurrentStoreContext = createContext<string>(DEMO_BUSINESS_ID);

export function useCurrentStore(): string {
  return useContext(CurrentStoreContext);
}

/** Where a store's pages start: `/demo/{slug}`, or '' on the store's own host. */
export function storeRoot(context: StoreContextValue, slug: string): string {
  return context.hostStore ? context.base : `${context.base}/${slug}`;
}

/** Paths of one store's pages, for links. */
export interface StorePaths {
  home: string;
  index: string;
  item: (productSlug: string) => string;
  checkout: string;
  /** Find my order: an order's number and the phone or email it was placed with. */
  findOrder: string;
}

export function storePaths(context: StoreContextValue, slug: string): StorePaths {
  const root = storeRoot(context, slug);
  return {
    home: root || '/',
    index: `${root}/store`,
    item: (productSlug) => `${root}/store/${productSlug}`,
    checkout: `${root}/checkout`,
    findOrder: `${root}/orders/find`,
  };
}

/** The current store's paths. */
export function useStorePaths(slug?: string): StorePaths {
  const context = useStorefront();
  const current = useCurrentStore();
  return storePaths(context, slug ?? current);
}

/** Path of a business's store index (kept for callers that name the store). */
export function storePath(base: string, businessId: string = DEMO_BUSINESS_ID): string {
  return `${base}/${businessId}/store`;
}
