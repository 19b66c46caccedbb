import type { ProductListQuery } from '@agency/contract';
import { SORTS, type Sort } from '@agency/contract/catalogue';

export { SORTS, type Sort };

export interface Filters {
  search: string;
  tags: string[];
  sort: Sort;
  page: number;
}

/** Filters from the URL query (?q=&tags=a,b&sort=Oldest&page=2), so a view can be shared and the back button works. */
export function readFilters(params: URLSearchParams): Filters {
  const sort = params.get('sort') as Sort | null;
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    tags: (params.get('tags') ?? '').split(',').filter(Boolean),
    sort: sort && SORTS.includes(sort) ? sort : 'Latest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeFilters({ search, tags, sort, page }: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search);
  if (tags.length) params.set('tags', tags.join(','));
  if (sort !== 'Latest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The API query for these filters (the server searches, filters, sorts and pages). */
export function toQuery({ search, tags, sort, page }: Filters): ProductListQuery {
  return {
    q: search.trim() || undefined,
    tags: tags.length ? tags.join(',') : undefined,
    sort: sort === 'Latest' ? undefined : sort,
    page: page > 1 ? page : undefined,
  };
}

export function toggleTag(tags: string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}
