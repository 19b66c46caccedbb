import { readFile } from 'node:fs/promises';
import { nameAndTagline, type StoreInfo, storeDescription } from '@agency/contract';

/**
 * What a store's own host (its subdomain or custom domain) needs to know about its store, asked of
 * the API: which store the host names (its slug and the origin its links use) and its head. Pages
 * are rendered by the shell's page renderer in that store's name; when a page is not rendered (the
 * render limit, a failed render) the entry page goes out as built, with the store's own head (its
 * name and tagline as the title, its description, the Open Graph tags link previews read) and the
 * store it serves (`#host-store`), so the browser draws that store. docs/product-rules.md, "Many
 * stores".
 *
 * A store's answer is kept for `ttlMs` (a rename shows within that), in a bounded map; when the API
 * cannot answer, nothing is kept and the next page asks again.
 */
export interface StorePages {
  /** The store `host` names; null when it names none; undefined when the API could not say. */
  store(host: string): Promise<HostStoreInfo | null | undefined>;
  /** The entry page for `host` (a registered store's), or undefined to send the file as built. */
  page(host: string): Promise<string | undefined>;
}

export const STORE_HEAD_TTL_MS = 30_000;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Head = Pick<
  StoreInfo,
  'name' | 'tagline' | 'description' | 'delivery_promise' | 'hero_url' | 'origin'
>;

/** A store host's store: its slug, the origin of its links, and its head. */
export type HostStoreInfo = Head & Pick<StoreInfo, 'slug'>;

/** JSON inside <script>: nothing in it can close the element (as the page renderer writes it). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `#host-store`: the store a page of its own host serves, and the agency's contact page; the
 * shell's browser code mounts that store's storefront at the root (apps/shell/src/main.tsx).
 */
export function hostStoreScript(slug: string, agencyOrigin: string): string {
  const marker = { slug, contactUrl: new URL('/contact', agencyOrigin).href };
  return `<script type="application/json" id="host-store">${scriptJson(marker)}</script>`;
}

/** `html` (the built entry page) with the store's title, description and Open Graph tags. */
export function withStoreHead(html: string, store: Head): string {
  const title = nameAndTagline(store);
  const description = storeDescription(store);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(store.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ];
  // Drawn art (`art:…`) is not a picture a preview can fetch; an upload is, at the store's origin.
  if (store.hero_url && !store.hero_url.startsWith('art:') && store.origin)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(new URL(store.hero_url, store.origin).href)}" />`,
    );
  // Replacements are functions: a replacement string would expand `$&` and the like in store text.
  return (
    html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      // The entry page's own description (the agency's) gives way to the store's.
      .replace(/\s*<meta name="description" content="[^"]*"\s*\/?>/, '')
      .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
  );
}

export function storePages(
  apiOrigin: string,
  /** The shell's built index.html: the page the renderer fills, sent as built when it does not. */
  entryFile: string,
  /** The agency's public origin (its contact page). */
  agencyOrigin: string,
  {
    ttlMs = STORE_HEAD_TTL_MS,
    maxEntries = 1000,
    fetchImpl = fetch,
  }: { ttlMs?: number; maxEntries?: number; fetchImpl?: typeof fetch } = {},
): StorePages {
  const kept = new Map<string, { at: number; head: Promise<HostStoreInfo | null> }>();
  let entry: Promise<string> | undefined;
  const read = async <T>(path: string): Promise<T | null> => {
    const response = await fetchImpl(`${apiOrigin}/api/v1/${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`GET /api/v1/${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const headOf = async (host: string): Promise<HostStoreInfo | null> => {
    const found = await read<{ slug: string }>(`store-hosts/${encodeURIComponent(host)}`);
    const head = found && (await read<Head>(`stores/${encodeURIComponent(found.slug)}`));
    return head && { ...head, slug: found.slug };
  };
  const store = async (host: string) => {
    const now = Date.now();
    let hit = kept.get(host);
    if (!hit || now - hit.at >= ttlMs) {
      kept.delete(host);
      // Bounded: the oldest answer goes first (a Map iterates in insertion order).
      while (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      hit = { at: now, head: headOf(host) };
      kept.set(host, hit);
      // An API that could not answer is asked again on the next page, not after the TTL.
      const asked = hit;
      asked.head.catch(() => {
        if (kept.get(host) === asked) kept.delete(host);
      });
    }
    try {
      return await hit.head;
    } catch {
      return undefined;
    }
  };
  return {
    store,
    page: async (host) => {
      const head = await store(host);
      if (!head) return undefined;
      try {
        entry ??= readFile(entryFile, 'utf8');
        return withStoreHead(await entry, head).replace(
          '</head>',
          () => `  ${hostStoreScript(head.slug, agencyOrigin)}\n  </head>`,
        );
      } catch {
        return undefined;
      }
    },
  };
}
