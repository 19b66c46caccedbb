import { readFile } from 'node:fs/promises';
import { nameAndTagline, type StoreInfo, storeDescription } from '@agency/contract';

/**
 * The entry page a store's own host (its subdomain or custom domain) sends, with the store's own
 * head: its name and tagline as the title, its description, and the Open Graph tags link previews
 * read (WhatsApp, Facebook, search results). The store site's app is one build for every store;
 * without this, a shared link and the tab showed the build's title until the script ran, and a
 * preview never ran it. The page's body is still drawn in the browser, which then sets each page's
 * own title (an item's, the checkout's). docs/product-rules.md, "Many stores".
 *
 * A store's head is kept for `ttlMs` (a rename shows within that), in a bounded map; when the API
 * cannot answer, the page goes out with the build's neutral head and nothing is kept.
 */
export interface StorePages {
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
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

export function storePages(
  apiOrigin: string,
  entryFile: string,
  {
    ttlMs = STORE_HEAD_TTL_MS,
    maxEntries = 1000,
    fetchImpl = fetch,
  }: { ttlMs?: number; maxEntries?: number; fetchImpl?: typeof fetch } = {},
): StorePages {
  const kept = new Map<string, { at: number; head: Promise<Head | null> }>();
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
  const headOf = async (host: string): Promise<Head | null> => {
    const found = await read<{ slug: string }>(`store-hosts/${encodeURIComponent(host)}`);
    return found && read<Head>(`stores/${encodeURIComponent(found.slug)}`);
  };
  return {
    page: async (host) => {
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
        const head = await hit.head;
        if (!head) return undefined;
        entry ??= readFile(entryFile, 'utf8');
        return withStoreHead(await entry, head);
      } catch {
        return undefined;
      }
    },
  };
}
