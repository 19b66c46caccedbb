import type { AbandonedCartPage, CartRequest, RestoredCart, SavedCart } from '@agency/contract';
import { http } from './http.ts';
import { asUser, storePath } from './on-behalf.ts';

/** A shopper's checkout keeps its cart and a link restores it (no account). */
export const shopCartCalls = {
  /** Keeps the cart (once a phone or e-mail is typed); the first save answers its key. */
  saveCart: (slug: string, id: string, key: string, cart: CartRequest) =>
    http.put<SavedCart>(storePath(slug, 'carts', id), cart, { params: { key } }),
  /** The cart a restore link opens, on any device. */
  restoreCart: (slug: string, id: string, key: string) =>
    http.get<RestoredCart>(storePath(slug, 'carts', id), { params: { key } }),
};

/** The store's abandoned checkouts: its managers only. */
export const storeCartCalls = {
  abandonedCarts: (slug: string, query: { page?: number; per_page?: number } = {}) =>
    http.get<AbandonedCartPage>(storePath(slug, 'carts'), { params: query, ...asUser() }),
};
