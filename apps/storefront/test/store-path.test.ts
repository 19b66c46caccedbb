import { describe, expect, it } from 'vitest';
import {
  chooseStore,
  listOf,
  searchWithStore,
  storeAdminPath,
} from '../src/routes/admin/store-path.ts';

const stores = [{ slug: 'mama-titi' }, { slug: 'kola-kitchen' }];

describe('a store admin address names its store', () => {
  it('every screen address carries ?store=, before the screen’s own query', () => {
    expect(storeAdminPath('kola-kitchen', 'items')).toBe('/store/admin/items?store=kola-kitchen');
    expect(storeAdminPath('kola-kitchen', 'orders?payment_status=unpaid')).toBe(
      '/store/admin/orders?store=kola-kitchen&payment_status=unpaid',
    );
    // A store in the path's own query never wins over the one asked for.
    expect(storeAdminPath('kola-kitchen', '/items/42?store=other')).toBe(
      '/store/admin/items/42?store=kola-kitchen',
    );
  });

  it('a rewritten address keeps its other parameters', () => {
    expect(searchWithStore('?period=7d', 'mama-titi')).toBe('?period=7d&store=mama-titi');
    expect(searchWithStore('?store=a&q=jollof', 'mama-titi')).toBe('?store=mama-titi&q=jollof');
    expect(searchWithStore('', 'mama-titi')).toBe('?store=mama-titi');
  });

  it('one item or order belongs to a list (switching store goes there)', () => {
    expect(listOf('/store/admin/items/42')).toBe('/store/admin/items');
    expect(listOf('/store/admin/orders/7')).toBe('/store/admin/orders');
    // A customer is another store's nobody: switching stores goes to the list.
    expect(listOf('/store/admin/customers/%2B2348035550101')).toBe('/store/admin/customers');
    expect(listOf('/store/admin/items')).toBeNull();
    expect(listOf('/store/admin/settings')).toBeNull();
  });
});

describe('which store the screens show', () => {
  it('the store the address names, whatever the tab chose last', () => {
    expect(chooseStore('kola-kitchen', 'mama-titi', stores)).toEqual({
      slug: 'kola-kitchen',
      rewrite: false,
    });
  });

  it('a store the user does not run is refused, never swapped for another', () => {
    expect(chooseStore('snailhouse', 'mama-titi', stores)).toEqual({ refused: 'snailhouse' });
  });

  it('without one: the store chosen last if still theirs, else the first, and the address is rewritten', () => {
    expect(chooseStore(null, 'kola-kitchen', stores)).toEqual({
      slug: 'kola-kitchen',
      rewrite: true,
    });
    expect(chooseStore(null, 'gone', stores)).toEqual({ slug: 'mama-titi', rewrite: true });
    expect(chooseStore(null, null, stores)).toEqual({ slug: 'mama-titi', rewrite: true });
  });
});
