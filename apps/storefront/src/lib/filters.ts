import { TAG_GROUPS } from '../catalog/tags.ts';
import type { ProductCard } from '../catalog/types.ts';

export const SORTS = ['Latest', 'Oldest', 'Most Popular'] as const;
export type Sort = (typeof SORTS)[number];

export interface Filters {
  search: string;
  tags: string[];
  sort: Sort;
}

/** Filters from the URL query (?q=&tags=a,b&sort=Oldest), so a view can be shared and the back button works. */
export function readFilters(params: URLSearchParams): Filters {
  const sort = params.get('sort') as Sort | null;
  return {
    search: params.get('q') ?? '',
    tags: (params.get('tags') ?? '').split(',').filter(Boolean),
    sort: sort && SORTS.includes(sort) ? sort : 'Latest',
  };
}

export function writeFilters({ search, tags, sort }: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search);
  if (tags.length) params.set('tags', tags.join(','));
  if (sort !== 'Latest') params.set('sort', sort);
  return params;
}

export function toggleTag(tags: string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}

/**
 * Search matches name, description or tags; tags within one group widen (any of them), groups
 * narrow each other (all groups with a selected tag must match); then sort.
 */
export function applyFilters(
  products: ProductCard[],
  { search, tags, sort }: Filters,
): ProductCard[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = TAG_GROUPS.map((group) => group.tags.filter((tag) => tags.includes(tag))).filter(
    (selected) => selected.length > 0,
  );
  const result = products.filter((product) => {
    const text = `${product.name} ${product.desc} ${product.tags.join(' ')}`.toLowerCase();
    return (
      words.every((word) => text.includes(word)) &&
      groups.every((selected) => selected.some((tag) => product.tags.includes(tag)))
    );
  });
  const order: Record<Sort, (a: ProductCard, b: ProductCard) => number> = {
    Latest: (a, b) => b.added.localeCompare(a.added),
    Oldest: (a, b) => a.added.localeCompare(b.added),
    'Most Popular': (a, b) => b.popularity - a.popularity,
  };
  return result.sort(order[sort]);
}
