import { describe, expect, it } from 'vitest';
import { readFilters, toggleTag, toQuery, writeFilters } from '../src/lib/filters.ts';

// Search, tag groups and sorting run in the API (apps/api/test/catalogue.test.ts); the store index
// keeps them in the URL and turns them into the API's query.
describe('store filters in the URL', () => {
  it('round-trips through the URL query', () => {
    const filters = { search: 'snail', tags: ['live', 'gift'], sort: 'Oldest' as const, page: 2 };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(readFilters(new URLSearchParams('sort=bogus&page=-3'))).toEqual({
      search: '',
      tags: [],
      sort: 'Latest',
      page: 1,
    });
    expect(toggleTag(toggleTag([], 'a'), 'a')).toEqual([]);
  });

  it('asks the API only for what differs from the defaults', () => {
    expect(toQuery(readFilters(new URLSearchParams('')))).toEqual({
      q: undefined,
      tags: undefined,
      sort: undefined,
      page: undefined,
    });
    expect(
      toQuery(
        readFilters(new URLSearchParams('q=pepper&tags=live,bulk&sort=Price: low to high&page=2')),
      ),
    ).toEqual({ q: 'pepper', tags: 'live,bulk', sort: 'Price: low to high', page: 2 });
  });
});
