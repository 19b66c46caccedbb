import { nothingToShip, type ProductFulfilment, type Selection } from '@agency/contract/catalogue';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { useCurrentStore, useStorefront } from './store-context.tsx';

export interface CartLine {
  /** One line per product, variant and set of options. */
  key: string;
  /** The store the line was put in the cart from (its slug). */
  store: string;
  productId: string;
  productSlug: string;
  name: string;
  image: string;
  variantId: string;
  /** What was chosen, sent with the order (the server checks it against the catalogue). */
  selection: Selection;
  options: { label: string; value: string }[];
  /** What the item page showed; the order is priced by the server from the catalogue. */
  unitPriceKobo: number;
  qty: number;
  /** Stock of the variant when it was added: the most one line can hold. */
  maxQty: number;
  /** How the item reaches the shopper (shipped when a cart saved before said nothing). */
  fulfilment?: ProductFulfilment;
  /** Days of notice the item needs (made to order): checkout then asks a date. */
  leadDays?: number;
}

export interface CartState {
  lines: CartLine[];
  open: boolean;
  add: (line: Omit<CartLine, 'qty'>, qty?: number) => void;
  setQty: (key: string, qty: number) => void;
  remove: (key: string) => void;
  clear: () => void;
  setOpen: (open: boolean) => void;
}

type CartStore = UseBoundStore<StoreApi<CartState>>;
const carts = new Map<string, CartStore>();

/** Where a variant remembers the store whose cart was used last (for /checkout without a store). */
const lastStoreKey = (variant: string) => `forgeworks-cart-${variant}-last`;

/** The store whose cart this variant used last, or null. */
export function lastCartStore(variant: string): string | null {
  try {
    return localStorage.getItem(lastStoreKey(variant));
  } catch {
    return null;
  }
}

export function rememberCartStore(variant: string, slug: string): void {
  try {
    localStorage.setItem(lastStoreKey(variant), slug);
  } catch {
    // Private mode or storage full: /checkout then opens the demo store's checkout.
  }
}

/**
 * A cart's lines are kept in localStorage as zustand's persist middleware kept them (`{ state: {
 * lines }, version }`, so carts saved before still open), read when the cart is first used and
 * written when its lines change. Done here in a few lines: the middleware was 1.5 kB gzip of every
 * shop page's first visit.
 */
const CART_VERSION = 2;

function keptLines(name: string): CartLine[] {
  try {
    const saved = JSON.parse(localStorage.getItem(name) ?? 'null') as {
      state?: { lines?: unknown };
      version?: number;
    } | null;
    // A cart saved by an older version is dropped, not misread.
    if (saved?.version === CART_VERSION && Array.isArray(saved.state?.lines))
      return saved.state.lines as CartLine[];
  } catch {
    // No storage (the server, private mode) or a damaged entry: an empty cart.
  }
  return [];
}

function keepLines(name: string, lines: CartLine[]): void {
  try {
    localStorage.setItem(name, JSON.stringify({ state: { lines }, version: CART_VERSION }));
  } catch {
    // Private mode or storage full: the cart lasts as long as the page.
  }
}

/**
 * One cart per storefront variant and store (/demo and /store keep their own; each store its own,
 * so a shopper keeps carts in two stores at once), kept in localStorage.
 */
export function cartStore(variant: string, slug: string): CartStore {
  const id = `${variant}-${slug}`;
  let store = carts.get(id);
  if (!store) {
    const name = `forgeworks-cart-${id}`;
    const made = create<CartState>()((set) => ({
      lines: [],
      open: false,
      add: (line, qty = 1) =>
        set((state) => {
          rememberCartStore(variant, slug);
          const existing = state.lines.find((l) => l.key === line.key);
          const lines = existing
            ? state.lines.map((l) =>
                l.key === line.key ? { ...l, qty: Math.min(l.maxQty, l.qty + qty) } : l,
              )
            : [...state.lines, { ...line, qty: Math.min(line.maxQty, qty) }];
          return { lines, open: true };
        }),
      setQty: (key, qty) =>
        set((state) => ({
          lines: state.lines.map((l) =>
            l.key === key ? { ...l, qty: Math.max(1, Math.min(l.maxQty, qty)) } : l,
          ),
        })),
      remove: (key) => set((state) => ({ lines: state.lines.filter((l) => l.key !== key) })),
      clear: () => set({ lines: [], open: false }),
      setOpen: (open) => set({ open }),
    }));
    // Read after the store is made, not as its initial state: hydration renders the initial
    // state (an empty cart, as the server drew it), then the kept lines.
    made.setState({ lines: keptLines(name) });
    made.subscribe((state, before) => {
      if (state.lines !== before.lines) keepLines(name, state.lines);
    });
    store = made;
    carts.set(id, store);
  }
  return store;
}

/** The cart of the store (and storefront variant) this component is in. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return cartStore(useStorefront().variant, useCurrentStore())(selector);
}

export function cartTotal(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceKobo * line.qty, 0);
}

/** Whether nothing in the cart is shipped (only e-mailed or booked items): no address, no fee. */
export function cartShipsNothing(lines: CartLine[]): boolean {
  return nothingToShip(lines.map((line) => line.fulfilment ?? 'shipped'));
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}
