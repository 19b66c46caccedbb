import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { loadThrough, watchRead } from './reads.ts';

/**
 * Page state shared by the server renderer and the browser: the data the routes asked for and the
 * head they set. On the server the renderer collects both (apps/shell/src/server/render-page.tsx);
 * in the browser the first render reads the server's data back, so hydration matches, and later
 * visits load afresh. See docs/html-first.md.
 */

/** The head of a page. The deepest route that sets a field wins. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** HTTP status of the page (404 for not-found routes). */
  status?: number;
  /** Path of the page's canonical URL (the server adds its origin). */
  canonical?: string;
  /** Open Graph: 'article' or 'product' make a shared link show a preview card. */
  type?: 'website' | 'article' | 'product';
  image?: string;
  /** Open Graph site name (a store's own name on its pages); 'Forgeworks' when unset. */
  siteName?: string;
  /**
   * Structured data (schema.org JSON-LD: Product, Article, Organization …), each object one
   * `<script type="application/ld+json">` in the head. A `url`, `item`, `image`, `logo` or `@id`
   * given as a path gets the site's origin (like `canonical`).
   */
  jsonLd?: Record<string, unknown>[];
  /** Feeds to announce (`<link rel="alternate" type="application/rss+xml">`): title and path. */
  feeds?: { title: string; href: string }[];
  /** Kept out of search engines (`<meta name="robots" content="noindex">`): a sandbox, a prospect's demo. */
  noindex?: boolean;
}

const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id', 'mainEntityOfPage']);

/** JSON-LD with every path in a URL field made absolute on `origin` (the server's or the page's). */
export function absoluteJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string')
    return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')
      ? new URL(value, origin).href
      : value;
  if (Array.isArray(value)) return value.map((v) => absoluteJsonLd(v, origin, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, absoluteJsonLd(v, origin, k)]),
    );
  return value;
}

/** JSON inside <script>: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; httpStatus?: number; message?: string };

export interface PageState {
  /** Answers by key: filled by the server, read once by the browser's first render. */
  data: Record<string, Loaded<unknown>>;
  /** Server only: what the routes asked to load during a render. */
  pending?: Map<string, () => Promise<unknown>>;
  /** Server only: the head the routes set during a render. */
  meta?: PageMeta;
}

const PageContext = createContext<PageState>({ data: {} });
export const PageProvider = PageContext.Provider;

const LOADING: Loaded<never> = { status: 'loading' };

/** The failure as the page shows it: the HTTP status (404 = not found) and the message. */
export function failure(error: unknown): Loaded<never> {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return {
    status: 'failed',
    httpStatus: typeof status === 'number' ? status : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/** How a read is kept fresh beyond its key (both in the browser only). */
export interface ReadOptions {
  /**
   * Its answer is reused for this many ms by every reader of the key (the pages of one store share
   * its info); a write that refreshes the key forgets it sooner.
   */
  keepFor?: number;
  /** Loads again every this many ms while mounted (a count in the menu); a failure keeps the last answer. */
  every?: number;
}

/**
 * The one way a route loads what it shows: loading / ready / failed, with `reload()` (Try again).
 * `key` names the answer (change it and the route loads again); the server loads it before sending
 * the HTML. A write refreshes it by naming a prefix of its key (refreshReads, useAction's
 * `refreshes`): it loads again while its last answer stays in view.
 */
export function useRouteData<T>(
  key: string,
  load: () => Promise<T>,
  options: ReadOptions = {},
): Loaded<T> & { reload: () => void } {
  const page = useContext(PageContext);
  const fromServer = page.data[key] as Loaded<T> | undefined;
  if (page.pending && !fromServer) page.pending.set(key, load);
  const [entry, setEntry] = useState<{ key: string; state: Loaded<T> }>(() => ({
    key,
    state: fromServer ?? LOADING,
  }));
  const [attempt, setAttempt] = useState(0);
  // `load` is a new function each render: the key says what it loads, so only the key counts.
  const latest = useRef({ load, options });
  latest.current = { load, options };

  useEffect(() => {
    let live = true;
    // Only the latest load's answer is shown (a refresh may overtake the first load).
    let round = 0;
    const { keepFor, every } = latest.current.options;
    const fetch = (how: 'afresh' | 'in place' | 'quietly') => {
      const mine = ++round;
      if (how === 'afresh') setEntry({ key, state: LOADING });
      loadThrough(key, latest.current.load, keepFor).then(
        (data) => live && mine === round && setEntry({ key, state: { status: 'ready', data } }),
        (error: unknown) =>
          live && mine === round && how !== 'quietly' && setEntry({ key, state: failure(error) }),
      );
    };
    const stop = watchRead({
      key,
      refresh: () => fetch('in place'),
      take: (data) => {
        round++;
        if (live) setEntry({ key, state: { status: 'ready', data: data as T } });
      },
    });
    // Hydrated from the server's answer: used once, later visits load afresh.
    if (attempt === 0 && page.data[key]) delete page.data[key];
    else fetch('afresh');
    const timer = every ? setInterval(() => fetch('quietly'), every) : undefined;
    return () => {
      live = false;
      stop();
      clearInterval(timer);
    };
  }, [key, attempt]);

  const state = entry.key === key ? entry.state : LOADING;
  return { ...state, reload: () => setAttempt((n) => n + 1) };
}

/** Sets the page's head: collected on the server, applied to the document in the browser. */
export function usePageMeta(meta: PageMeta): void {
  const page = useContext(PageContext);
  if (page.meta) Object.assign(page.meta, meta);
  useEffect(() => {
    if (meta.title) document.title = meta.title;
    if (meta.description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    // A page drawn in the browser (a store's own host) keeps its canonical address in the head too.
    if (meta.canonical && /^https?:/.test(meta.canonical)) {
      let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'canonical';
        document.head.append(link);
      }
      link.href = meta.canonical;
    }
  }, [meta.title, meta.description, meta.canonical]);
  // A page drawn in the browser says noindex too; a page that says noindex: false takes it away.
  useEffect(() => {
    if (meta.noindex === undefined) return;
    const tag = document.head.querySelector('meta[name="robots"]');
    if (!meta.noindex) tag?.remove();
    else if (!tag) {
      const robots = document.createElement('meta');
      robots.name = 'robots';
      robots.content = 'noindex';
      document.head.append(robots);
    }
  }, [meta.noindex]);
  // Structured data follows the page in the browser too (a store's own host draws its pages here).
  const jsonLd = meta.jsonLd ? JSON.stringify(meta.jsonLd) : '';
  useEffect(() => {
    for (const old of document.head.querySelectorAll('script[type="application/ld+json"]'))
      old.remove();
    if (!jsonLd) return;
    for (const item of JSON.parse(jsonLd) as unknown[]) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.text = JSON.stringify(absoluteJsonLd(item, location.origin));
      document.head.append(script);
    }
  }, [jsonLd]);
}
