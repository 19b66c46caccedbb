/**
 * The one table of the product's areas and the URL path each lives at. The sign-in gate (its
 * areas), the table of remotes (their mounts), the web server (robots.txt) and the browser tests
 * read their paths from here; a path changes here and nowhere else.
 *
 * Pure data with no imports and no dependencies: the browser, the API, the web server, the build
 * tooling and the tests can all read it.
 */
export const AREA_PATHS = {
  /** The agency's public site (home, contact, the blog): whatever no other area takes. */
  agency: '/',
  /** The demo stores, and the marketer admin's demo below /demo/admin. */
  demo: '/demo',
  /** Live stores on the agency's domain, and their store admin below /store/admin. */
  store: '/store',
  /** The marketer admin. */
  admin: '/admin',
  /** The marketer admin's demo workspace ('Try the demo'). */
  demo_admin: '/demo/admin',
  /** The blog editor, inside the marketer admin. */
  blog_editor: '/admin/blog',
  /** Business owners. */
  business: '/business',
  /** A store's own admin (items, orders, people). */
  store_admin: '/store/admin',
} as const;

export type AreaKey = keyof typeof AREA_PATHS;

/** The areas one signs in to, each with its own session and sign-in screen. */
export const SIGNED_IN_AREAS = ['admin', 'demo_admin', 'business', 'store_admin'] as const;
export type SignedInArea = (typeof SIGNED_IN_AREAS)[number];

/** An area's sign-in screen. */
export const authPathOf = <Area extends SignedInArea>(area: Area) =>
  `${AREA_PATHS[area]}/auth` as const;

/** Where a signed-in area's password is set or reset (an invitation's code is entered there). */
export const setPasswordPathOf = (area: SignedInArea) => `${authPathOf(area)}/forgot-password`;

/** Where an invitation's one-time link opens "Create your password" (its token in `?token=`). */
export const createPasswordPathOf = (area: SignedInArea) => `${authPathOf(area)}/create-password`;

/** Whether `pathname` is the area's path or below it ('/' holds every path). */
export function isInArea(pathname: string, area: AreaKey): boolean {
  const base = AREA_PATHS[area];
  return base === '/' || pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * A page of the store admin for one store, `/store/admin/{page}?store={slug}`, with the page's own
 * query after it (`orders?status=new`). The address names its store, so a link opens the store it
 * names for anyone who runs it, whatever their tab chose last.
 */
export function storeAdminPath(slug: string, page: string): string {
  const [route = '', query = ''] = page.split('?');
  const params = new URLSearchParams({ store: slug });
  for (const [key, value] of new URLSearchParams(query))
    if (key !== 'store') params.append(key, value);
  return `${AREA_PATHS.store_admin}/${route.replace(/^\/+/, '')}?${params}`;
}

/** A store's pages on the agency's domain: a live store's below /store, a demo's below /demo. */
export const storePagesPath = (slug: string, { demo = false } = {}) =>
  `${demo ? AREA_PATHS.demo : AREA_PATHS.store}/${encodeURIComponent(slug)}`;

/**
 * The address shoppers use for a store: a client store's own origin (its custom domain once
 * secure, else {slug}.{store domain}: the API's `origin`), else its pages on the agency's domain
 * (a demo's, until it is launched), below `agencyOrigin` when one is given. The store admin's
 * "Copy store link" and the business area's "Visit store" both open it.
 */
export function shopAddress(
  store: { is_demo: boolean; origin: string; slug: string },
  agencyOrigin = '',
): string {
  if (!store.is_demo && store.origin) return `${store.origin}/`;
  return `${agencyOrigin}${storePagesPath(store.slug)}`;
}
