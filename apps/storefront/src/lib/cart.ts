import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface CartLine {
  /** One line per product, variant and set of options. */
  key: string;
  productId: string;
  name: string;
  image: string;
  variantId: string;
  options: { label: string; value: string }[];
  unitPrice: number;
  qty: number;
  /** Stock of the variant: the most one line can hold. */
  maxQty: number;
}

interface CartState {
  lines: CartLine[];
  open: boolean;
  add: (line: Omit<CartLine, 'qty'>, qty?: number) => void;
  setQty: (key: string, qty: number) => void;
  remove: (key: string) => void;
  setOpen: (open: boolean) => void;
}

/** The shopper's cart, kept in localStorage so it survives a reload. */
export const useCart = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      open: false,
      add: (line, qty = 1) =>
        set((state) => {
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
      setOpen: (open) => set({ open }),
    }),
    {
      name: 'snailhouse-cart',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
    },
  ),
);

export function cartTotal(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}
