import { createContext, useContext } from 'react';

/** The demo business whose store the demo brand's 'Visit our store' opens. */
export const DEMO_BUSINESS_ID = 'snailhouse';

export interface StoreContextValue {
  /** Where this variant is mounted: '/demo', '/store', or '' when the storefront runs alone at the root. */
  base: string;
  variant: 'demo' | 'store';
  /** The agency's contact page: '/contact' inside the shell, a full URL when the store is its own site. */
  contactUrl: string;
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

/** Path of a business's store index. */
export function storePath(base: string, businessId: string = DEMO_BUSINESS_ID): string {
  return `${base}/${businessId}/store`;
}
