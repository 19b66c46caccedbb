import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../src/catalog/products.ts';
import { TAG_GROUPS } from '../src/catalog/tags.ts';
import { applyFilters, readFilters, toggleTag, writeFilters } from '../src/lib/filters.ts';

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('catalogue', () => {
  it('has 24 cards across the six categories, five pictures each, prices ₦2,000 to ₦50,000', () => {
    expect(PRODUCTS).toHaveLength(24);
    for (const category of ['live', 'processed', 'delicacy', 'supply', 'education', 'special']) {
      expect(
        PRODUCTS.some((p) => p.tags.includes(category)),
        category,
      ).toBe(true);
    }
    expect(PRODUCTS.every((p) => p.media.length === 5)).toBe(true);
    const amounts = PRODUCTS.map((p) => Number(p.price.replace(/[₦,]|\/mo/g, '')));
    expect(Math.min(...amounts)).toBe(2000);
    expect(Math.max(...amounts)).toBe(50000);
    expect(PRODUCTS.filter((p) => p.price.endsWith('/mo'))).toHaveLength(1);
    expect(TAG_GROUPS.map((g) => g.name)).toEqual([
      'custom',
      'Live Snails',
      'Pocessed Snails',
      'Snail Meat Delicacies',
      'Snail Farming Supplies',
      'Educational & Consulting',
    ]);
  });
});

describe('filters', () => {
  it('narrows by search over name, description and tags', () => {
    expect(names(applyFilters(PRODUCTS, { search: 'Peppered', tags: [], sort: 'Latest' }))).toEqual(
      ['Peppered Snail Platter', 'Party Tray, 30 snails'],
    );
  });

  it('widens within a group and narrows across groups', () => {
    const live = applyFilters(PRODUCTS, { search: '', tags: ['live'], sort: 'Latest' });
    const liveOrFrozen = applyFilters(PRODUCTS, {
      search: '',
      tags: ['live', 'breeder'],
      sort: 'Latest',
    });
    expect(liveOrFrozen.length).toBe(live.length);
    const liveAndBulk = applyFilters(PRODUCTS, {
      search: '',
      tags: ['live', 'bulk'],
      sort: 'Latest',
    });
    expect(names(liveAndBulk)).toEqual(['Juvenile Snails (50 pack)']);
  });

  it('sorts latest, oldest and most popular', () => {
    expect(applyFilters(PRODUCTS, { search: '', tags: [], sort: 'Latest' })[0]!.name).toBe(
      'Gift Box: Snail Lovers',
    );
    expect(applyFilters(PRODUCTS, { search: '', tags: [], sort: 'Oldest' })[0]!.name).toBe(
      'Calcium Grit (5 kg)',
    );
    expect(applyFilters(PRODUCTS, { search: '', tags: [], sort: 'Most Popular' })[0]!.name).toBe(
      'Peppered Snail Platter',
    );
  });

  it('round-trips through the URL query', () => {
    const filters = { search: 'snail', tags: ['live', 'gift'], sort: 'Oldest' as const };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(readFilters(new URLSearchParams('sort=bogus'))).toEqual({
      search: '',
      tags: [],
      sort: 'Latest',
    });
    expect(toggleTag(toggleTag([], 'a'), 'a')).toEqual([]);
  });
});
