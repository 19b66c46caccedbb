import { describe, expect, it } from 'vitest';
import {
  AREA_PATHS,
  type AreaKey,
  authPathOf,
  isInArea,
  SIGNED_IN_AREAS,
  setPasswordPathOf,
  shopAddress,
} from '../src/areas.ts';

describe('the one table of areas', () => {
  const keys = Object.keys(AREA_PATHS) as AreaKey[];

  it('gives every area its own absolute path, without a trailing slash', () => {
    for (const key of keys) expect(AREA_PATHS[key], key).toMatch(/^\/([a-z]+(\/[a-z]+)*)?$/);
    expect(new Set(Object.values(AREA_PATHS)).size).toBe(keys.length);
  });

  it('nests the admin areas inside the sites they belong to', () => {
    expect(isInArea(AREA_PATHS.demo_admin, 'demo')).toBe(true);
    expect(isInArea(AREA_PATHS.store_admin, 'store')).toBe(true);
    expect(isInArea(AREA_PATHS.blog_editor, 'admin')).toBe(true);
    expect(isInArea('/storefront-tips', 'store')).toBe(false);
    expect(isInArea('/anything', 'agency')).toBe(true);
  });

  it('puts each signed-in area’s sign-in and password screens below it', () => {
    for (const area of SIGNED_IN_AREAS) {
      expect(authPathOf(area)).toBe(`${AREA_PATHS[area]}/auth`);
      expect(setPasswordPathOf(area)).toBe(`${AREA_PATHS[area]}/auth/forgot-password`);
    }
  });
});

describe("a store's address for shoppers", () => {
  it("is a client store's own origin, else its pages on the agency's domain", () => {
    const store = { is_demo: false, origin: 'https://shop.bimpe.ng', slug: 'bimpe' };
    expect(shopAddress(store)).toBe('https://shop.bimpe.ng/');
    // A demo's pages are the agency's until it is launched.
    expect(shopAddress({ ...store, is_demo: true })).toBe('/store/bimpe');
    expect(shopAddress({ ...store, is_demo: true }, 'https://agency.test')).toBe(
      'https://agency.test/store/bimpe',
    );
    expect(shopAddress({ ...store, origin: '' })).toBe('/store/bimpe');
  });
});
