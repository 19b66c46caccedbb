import { describe, expect, it } from 'vitest';
import { canonicalFor } from '../src/lib/look.ts';

const client = { slug: 'mama-titi', origin: 'https://shop.mamatiti.ng', is_demo: false };
const demo = { slug: 'snailhouse', origin: 'https://snailhouse.stores.ng', is_demo: true };

describe("a page's canonical address", () => {
  it("is a client store's own address wherever the store is shown", () => {
    const agency = { base: '/store' };
    expect(canonicalFor(agency, client, '/store/mama-titi')).toBe('https://shop.mamatiti.ng/');
    expect(canonicalFor(agency, client, '/store/mama-titi/store')).toBe(
      'https://shop.mamatiti.ng/store',
    );
    expect(canonicalFor({ base: '/demo' }, client, '/demo/mama-titi/store/ankara')).toBe(
      'https://shop.mamatiti.ng/store/ankara',
    );
    const ownHost = { base: '', hostStore: 'mama-titi' };
    expect(canonicalFor(ownHost, client, '/store/ankara')).toBe(
      'https://shop.mamatiti.ng/store/ankara',
    );
  });

  it("is the agency's path for a demo store, until it is launched", () => {
    expect(canonicalFor({ base: '/demo' }, demo, '/demo/snailhouse/store')).toBe(
      '/demo/snailhouse/store',
    );
    // One canonical per product: /store/{demo store}/… is the same page as /demo/{demo store}/….
    expect(canonicalFor({ base: '/store' }, demo, '/store/snailhouse/store/p01')).toBe(
      '/demo/snailhouse/store/p01',
    );
  });
});
