import { useLocation } from '@agency/router';
import { useEffect } from 'react';

/**
 * Where a shopper was on the store index when they opened an item (its path with the search,
 * tags, sort and page, and how far down they had scrolled), so Add to Cart can take them back
 * there instead of to the unfiltered store.
 */
export interface ReturnPlace {
  href: string;
  scrollY: number;
}

/** What a store-index link puts in the item page's history state. */
export function placeState(href: string): { returnTo: ReturnPlace } {
  return { returnTo: { href, scrollY: typeof window === 'undefined' ? 0 : window.scrollY } };
}

/** The place the shopper came from, if the item was opened from the store index. */
export function returnPlace(state: unknown): ReturnPlace | undefined {
  const place = (state as { returnTo?: ReturnPlace } | null)?.returnTo;
  return place && typeof place.href === 'string' && place.href.startsWith('/') ? place : undefined;
}

/** Back on the index after Add to Cart: scrolls to where the shopper was once the cards are there. */
export function useRestoreScroll(ready: boolean): void {
  const location = useLocation();
  const y = (location.state as { restoreScroll?: number } | null)?.restoreScroll;
  useEffect(() => {
    if (ready && typeof y === 'number') window.scrollTo(0, y);
  }, [ready, y]);
}
