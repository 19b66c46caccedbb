/**
 * The store admin's addresses name their store (docs/product-rules.md): `?store={slug}` on every
 * one (`storeAdminPath`, from the table of areas).
 */
import { AREA_PATHS } from '@agency/areas';

export { storeAdminPath } from '@agency/areas';

/** Where 'Try the store admin' leads (the demo mark, the agency's home page). Here, not in try.tsx,
 * so the demo mark links to it without putting the store admin in a shopper's first chunk. */
export const TRY_PATH = `${AREA_PATHS.store_admin}/try`;

/** The query string with `store` set to the slug and the rest kept (the address rewritten). */
export function searchWithStore(search: string, slug: string): string {
  const params = new URLSearchParams(search);
  params.set('store', slug);
  return `?${params}`;
}

/** The list a single item's or order's screen belongs to (`…/items/42` → `…/items`), else null. */
export function listOf(pathname: string): string | null {
  return pathname.match(/^(.*\/(?:items|orders|customers))\/[^/]+/)?.[1] ?? null;
}

export type StoreSlugChoice =
  /** Show this store; `rewrite`: the address does not name it yet (replace, not a new entry). */
  | { slug: string; rewrite: boolean }
  /** The address names a store this user does not run: say so, show no store's data. */
  | { refused: string };

/**
 * Which store the screens show: the one the address names, if this user runs it; without one, the
 * store this tab chose last (if still theirs), else their first. `stores` is never empty.
 */
export function chooseStore(
  asked: string | null,
  remembered: string | null,
  stores: readonly { slug: string }[],
): StoreSlugChoice {
  const runs = (slug: string | null) => !!slug && stores.some((s) => s.slug === slug);
  if (asked) return runs(asked) ? { slug: asked, rewrite: false } : { refused: asked };
  return { slug: runs(remembered) ? remembered! : stores[0]!.slug, rewrite: true };
}
