import { etagOf, notModified } from './conditional.ts';
import { AREA_PATHS, SIGNED_IN_AREAS } from '@agency/areas';
import type { AgencySitemap, BlogFeed, StoreSitemap } from '@agency/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { create } from 'xmlbuilder2';

/**
 * robots.txt, sitemap.xml and the blog's rss.xml (docs/product-rules.md, "Search engines"), made
 * from what the API lists (GET /api/v1/seo/…). robots.txt and sitemap.xml are kept BUILT_FOR_MS
 * per site and host, so a new product or a deletion shows within minutes, and a crawler (or
 * anyone) asking again and again costs a cache read, not a rebuild; the feed is made per request.
 * The agency site writes its own address into them; a store's site the address of the store its
 * Host names (its subdomain or custom domain).
 *
 * Why xmlbuilder2 and feed (docs/decisions/015-seo-files.md): XML is escaped by a maintained
 * builder, never by string concatenation; feed writes valid RSS 2.0 (content:encoded, atom:link).
 */
export interface SeoOptions {
  apiOrigin: string;
  /** 'agency': the shell's site at `origin`; 'store': a store's own site, by Host. */
  site: { kind: 'agency'; origin: string } | { kind: 'store' };
}

/** Paths no search engine needs: signed-in areas, checkouts, orders, the API. */
const AGENCY_DISALLOW = [
  ...SIGNED_IN_AREAS.map((area) => AREA_PATHS[area]),
  '/api/',
  '/*/checkout',
  '/*/orders/',
];
/** A store's own site: its shop is at '/', so the agency's areas are no pages of it. */
const STORE_DISALLOW = [
  AREA_PATHS.admin,
  '/checkout',
  '/orders/',
  '/api/',
  `${AREA_PATHS.demo}/`,
  AREA_PATHS.store_admin,
];

export function robotsTxt(origin: string, disallow: string[]): string {
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, pages: StoreSitemap['pages']): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele('urlset', {
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  });
  for (const page of pages) {
    const url = urlset.ele('url');
    url.ele('loc').txt(new URL(page.path, origin).href);
    if (page.lastmod) url.ele('lastmod').txt(page.lastmod);
  }
  return urlset.end({ prettyPrint: true });
}

export function rssXml(origin: string, articles: BlogFeed['articles']): string {
  const feed = new Feed({
    title: 'Forgeworks blog',
    description: 'Notes from Forgeworks on launching and running online stores in Nigeria.',
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en-NG',
    copyright: `© ${new Date().getUTCFullYear()} Forgeworks`,
    updated: articles[0] ? new Date(articles[0].updated_at) : undefined,
    feedLinks: { rss: `${origin}/rss.xml` },
    generator: 'Forgeworks',
  });
  for (const article of articles) {
    const link = `${origin}/blog/${article.slug}`;
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      content: article.content,
      author: [{ name: article.author }],
      date: new Date(article.published_at),
    });
  }
  return feed.rss2();
}

/** How long a made file is served before it is made again from the API's lists. */
export const BUILT_FOR_MS = 5 * 60_000;
/** Files kept at most (one per site and host): beyond that the oldest is made again when asked. */
const MAX_BUILT = 1000;

/** A made file with its ETag, or a 404 (a host that names no store). */
type Made = { type: string; body: string; etag: string } | { missing: true };

/**
 * Made files by key, for BUILT_FOR_MS: callers asking while one is being made wait for that one.
 * A failure is not kept (the next request tries again).
 */
export class BuiltFiles {
  private readonly files = new Map<string, { until: number; made: Promise<Made> }>();
  private readonly forMs: number;
  constructor(forMs = BUILT_FOR_MS) {
    this.forMs = forMs;
  }

  get(key: string, make: () => Promise<Made>): Promise<Made> {
    const kept = this.files.get(key);
    if (kept && kept.until > Date.now()) return kept.made;
    this.files.delete(key);
    if (this.files.size >= MAX_BUILT) this.files.delete(this.files.keys().next().value!);
    const made = make();
    this.files.set(key, { until: Date.now() + this.forMs, made });
    made.catch(() => this.files.delete(key));
    return made;
  }
}

/** A made file with its ETag (computed once, when made). */
function file(type: string, body: string): Made {
  return { type, body, etag: etagOf(body) };
}

/** A made file, revalidated by ETag like a rendered page; 404 for a host that names no store. */
function send(request: FastifyRequest, reply: FastifyReply, made: Made) {
  if ('missing' in made)
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send('No sitemap here.\n');
  reply.header('cache-control', 'no-cache');
  if (notModified(request, reply, made.etag)) return reply;
  return reply.type(made.type).compress(made.body);
}

const unavailable = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', '30')
    .type('text/plain; charset=utf-8')
    .send('Not available right now. Try again in a minute.\n');

/** GET JSON from the API; undefined on 404, throws on anything else. */
async function fromApi<T>(apiOrigin: string, path: string): Promise<T | undefined> {
  const response = await fetch(`${apiOrigin}/api/v1${path}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`API ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The store a Host names, with its sitemap; undefined for a host that is no store's. */
async function storeOfHost(apiOrigin: string, host: string) {
  const known = await fromApi<{ slug: string }>(
    apiOrigin,
    `/store-hosts/${encodeURIComponent(host)}`,
  );
  return known && fromApi<StoreSitemap>(apiOrigin, `/seo/stores/${known.slug}/sitemap`);
}

const hostOf = (request: FastifyRequest) =>
  (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();

export function registerSeo(
  app: FastifyInstance,
  { apiOrigin, site }: SeoOptions,
  built = new BuiltFiles(),
): void {
  const xml = 'application/xml; charset=utf-8';
  const text = 'text/plain; charset=utf-8';
  /** Answers the file made by `make`, kept under `key` (the path and, on a store's site, its host). */
  const guarded =
    (path: string, make: (host: string) => Promise<Made>, { keep = true } = {}) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const host = site.kind === 'store' ? hostOf(request) : '';
      try {
        const made = keep ? built.get(`${path} ${host}`, () => make(host)) : make(host);
        return send(request, reply, await made);
      } catch (error) {
        request.log.error(error, 'search engine file not made');
        return unavailable(reply);
      }
    };

  if (site.kind === 'agency') {
    const { origin } = site;
    app.get(
      '/robots.txt',
      guarded('/robots.txt', async () => file(text, robotsTxt(origin, AGENCY_DISALLOW))),
    );
    app.get(
      '/sitemap.xml',
      guarded('/sitemap.xml', async () => {
        const sitemap = await fromApi<AgencySitemap>(apiOrigin, '/seo/sitemap');
        return file(xml, sitemapXml(origin, sitemap?.pages ?? []));
      }),
    );
    // The feed is 20 articles (cheap to make) and readers expect a new post at once: made per request.
    const rss = guarded(
      '/rss.xml',
      async () => {
        const feed = await fromApi<BlogFeed>(apiOrigin, '/seo/feed');
        return file('application/rss+xml; charset=utf-8', rssXml(origin, feed?.articles ?? []));
      },
      { keep: false },
    );
    app.get('/rss.xml', rss);
    app.get('/blog/rss.xml', rss);
    return;
  }

  // A store's own site: the store its Host names. The loopback names (the /demo and /store
  // paths of the standalone build) are no store's address: nothing to list there.
  app.get(
    '/robots.txt',
    guarded('/robots.txt', async (host) => {
      const store = await storeOfHost(apiOrigin, host);
      if (!store) return file(text, 'User-agent: *\nDisallow: /\n');
      return file(text, robotsTxt(store.origin, STORE_DISALLOW));
    }),
  );
  app.get(
    '/sitemap.xml',
    guarded('/sitemap.xml', async (host) => {
      const store = await storeOfHost(apiOrigin, host);
      if (!store) return { missing: true };
      return file(xml, sitemapXml(store.origin, store.pages));
    }),
  );
}
