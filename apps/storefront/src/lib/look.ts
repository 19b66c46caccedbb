import type { StoreInfo } from '@agency/contract';
import { DEFAULT_LOOK, isHexColour } from '@agency/contract/store-look';
import type { CSSProperties } from 'react';

/**
 * A store's brand colours as the stylesheet's custom properties, set on the `.sf` root: buttons,
 * links and the header read `--sf-primary`, badges and highlights `--sf-accent` (storefront.css).
 */
export function lookStyle(
  look: Pick<StoreInfo, 'primary_colour' | 'accent_colour'> | undefined,
): CSSProperties {
  const primary =
    look && isHexColour(look.primary_colour) ? look.primary_colour : DEFAULT_LOOK.primary_colour;
  const accent =
    look && isHexColour(look.accent_colour) ? look.accent_colour : DEFAULT_LOOK.accent_colour;
  return { '--sf-primary': primary, '--sf-accent': accent } as CSSProperties;
}

/** A page title ending in the store's name ("Checkout — Mama Titi Fabrics"). */
export function titleFor(page: string, store: Pick<StoreInfo, 'name'> | undefined): string {
  return store ? `${page} — ${store.name}` : page;
}

/**
 * A page's canonical address (docs/product-rules.md, "Many stores"): a client's store is canonical
 * at its own origin, wherever it is shown (its own host, or /demo and /store on the agency's site);
 * a demo store at the agency's /demo path (the server adds the site's origin), until it is launched.
 */
export function canonicalFor(
  context: { hostStore?: string; base: string },
  store: Pick<StoreInfo, 'origin' | 'slug' | 'is_demo'> | undefined,
  path: string,
): string {
  if (!store?.origin) return path;
  const origin = store.origin.replace(/\/$/, '');
  if (context.hostStore) return `${origin}${path}`;
  // A demo store has one canonical address, the agency's /demo: /store/{demo}/… names the same page.
  if (store.is_demo)
    return context.base === '/store' && path.startsWith('/store/') ? `/demo${path.slice(6)}` : path;
  // /demo/{store}/store/x → /store/x: the same page at the root of the store's own host.
  const mount = `${context.base}/${store.slug}`;
  const own = path === mount ? '/' : path.startsWith(`${mount}/`) ? path.slice(mount.length) : path;
  return `${origin}${own}`;
}

/** Whether a store gave shoppers any way to reach it (email, phone or a social link). */
export function hasContact(
  store: Pick<StoreInfo, 'contact_email' | 'contact_phone' | 'social'>,
): boolean {
  return (
    !!store.contact_email ||
    !!store.contact_phone ||
    Object.values(store.social ?? {}).some((value) => !!value)
  );
}
