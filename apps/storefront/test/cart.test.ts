import { beforeEach, describe, expect, it } from 'vitest';
import { type CartLine, cartCount, cartStore, lastCartStore } from '../src/lib/cart.ts';

const line = (store: string, key: string): Omit<CartLine, 'qty'> => ({
  key,
  store,
  productId: key,
  productSlug: key,
  name: `Item ${key}`,
  image: '',
  variantId: 'v',
  selection: {},
  options: [],
  unitPriceKobo: 100_00,
  maxQty: 10,
});

describe('one cart per store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps two stores apart, each saved under its own key', () => {
    cartStore('demo', 'mama-titi').getState().add(line('mama-titi', 'a'), 2);
    cartStore('demo', 'kola-kitchen').getState().add(line('kola-kitchen', 'b'));
    expect(cartCount(cartStore('demo', 'mama-titi').getState().lines)).toBe(2);
    expect(
      cartStore('demo', 'kola-kitchen')
        .getState()
        .lines.map((l) => l.key),
    ).toEqual(['b']);
    expect(
      JSON.parse(localStorage.getItem('forgeworks-cart-demo-mama-titi')!).state.lines,
    ).toHaveLength(1);
    expect(localStorage.getItem('forgeworks-cart-demo-kola-kitchen')).toContain('"b"');
    // Emptying one store's cart (an order placed there) leaves the other's.
    cartStore('demo', 'kola-kitchen').getState().clear();
    expect(cartStore('demo', 'mama-titi').getState().lines).toHaveLength(1);
  });

  it('keeps the variants apart too, and remembers the store last used for /checkout', () => {
    cartStore('store', 'mama-titi').getState().add(line('mama-titi', 'c'));
    expect(
      cartStore('demo', 'mama-titi')
        .getState()
        .lines.map((l) => l.key),
    ).not.toContain('c');
    expect(lastCartStore('store')).toBe('mama-titi');
    cartStore('store', 'kola-kitchen').getState().add(line('kola-kitchen', 'd'));
    expect(lastCartStore('store')).toBe('kola-kitchen');
  });
});

describe('a cart kept in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('opens with the lines saved before, and drops a cart saved by an older version', () => {
    const saved = { ...line('bimpe', 'e'), qty: 3 };
    localStorage.setItem(
      'forgeworks-cart-demo-bimpe',
      JSON.stringify({ state: { lines: [saved] }, version: 2 }),
    );
    localStorage.setItem(
      'forgeworks-cart-demo-old-shop',
      JSON.stringify({ state: { lines: [saved] }, version: 1 }),
    );
    localStorage.setItem('forgeworks-cart-demo-broken', '{not json');
    expect(cartStore('demo', 'bimpe').getState().lines).toEqual([saved]);
    // Hydration renders the initial state, the empty cart the server drew, then the kept lines.
    expect(cartStore('demo', 'bimpe').getInitialState().lines).toEqual([]);
    expect(cartStore('demo', 'old-shop').getState().lines).toEqual([]);
    expect(cartStore('demo', 'broken').getState().lines).toEqual([]);
    // A change is written back in the same shape.
    cartStore('demo', 'bimpe').getState().setQty('e', 5);
    const kept = JSON.parse(localStorage.getItem('forgeworks-cart-demo-bimpe')!);
    expect(kept.version).toBe(2);
    expect(kept.state.lines[0].qty).toBe(5);
    expect(kept.state).not.toHaveProperty('open');
  });
});
