import { createHash } from 'node:crypto';
import type { AgencySitemap, BlogFeed, StoreSitemap } from '@agency/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { create } from 'xmlbuilder2';

/**
 * robots.txt, sitemap.xml and the blog's rss.xml (docs/product-rules.md, "Search engines"), made
 * on each request from what the API lists (GET /api/v1/seo/…), so a publish, a new product or a
 * deletion shows at once. The agency site writes its own address into them; a store's site the
 * address of the store its Host names (its subdomain or custom domain).
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
  '/admin',
  '/business',
  '/demo/admin',
  '/store/admin',
  '/api/',
  '/*/checkout',
  '/*/orders/',
];
const STORE_DISALLOW = ['/admin', '/checkout', '/orders/', '/api/', '/demo/', '/store/admin'];

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

/** Text made per request: revalidated by ETag, like a rendered page. */
function send(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).compress(body);
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

export function registerSeo(app: FastifyInstance, { apiOrigin, site }: SeoOptions): void {
  const xml = 'application/xml; charset=utf-8';
  const text = 'text/plain; charset=utf-8';
  const guarded =
    (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await handler(request, reply);
      } catch (error) {
        request.log.error(error, 'search engine file not made');
        return unavailable(reply);
      }
    };

  if (site.kind === 'agency') {
    const { origin } = site;
    app.get('/robots.txt', async (request, reply) =>
      send(request, reply, text, robotsTxt(origin, AGENCY_DISALLOW)),
    );
    app.get(
      '/sitemap.xml',
      guarded(async (request, reply) => {
        const sitemap = await fromApi<AgencySitemap>(apiOrigin, '/seo/sitemap');
        return send(request, reply, xml, sitemapXml(origin, sitemap?.pages ?? []));
      }),
    );
    const rss = guarded(async (request, reply) => {
      const feed = await fromApi<BlogFeed>(apiOrigin, '/seo/feed');
      return send(
        request,
        reply,
        'application/rss+xml; charset=utf-8',
        rssXml(origin, feed?.articles ?? []),
      );
    });
    app.get('/rss.xml', rss);
    app.get('/blog/rss.xml', rss);
    return;
  }

  // A store's own site: the store its Host names. The loopback names (the /demo and /store
  // paths of the standalone build) are no store's address: nothing to list there.
  app.get(
    '/robots.txt',
    guarded(async (request, reply) => {
      const store = await storeOfHost(apiOrigin, hostOf(request));
      if (!store) return send(request, reply, text, 'User-agent: *\nDisallow: /\n');
      return send(request, reply, text, robotsTxt(store.origin, STORE_DISALLOW));
    }),
  );
  app.get(
    '/sitemap.xml',
    guarded(async (request, reply) => {
      const store = await storeOfHost(apiOrigin, hostOf(request));
      if (!store)
        return reply
          .code(404)
          .type(text)
          .header('cache-control', 'no-store')
          .send('No sitemap here.\n');
      return send(request, reply, xml, sitemapXml(store.origin, store.pages));
    }),
  );
}
