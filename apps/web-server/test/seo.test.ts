import { AREA_PATHS, SIGNED_IN_AREAS } from '@agency/areas';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { BuiltFiles, registerSeo, robotsTxt, rssXml, sitemapXml } from '../src/seo.ts';
import { upstream } from './fixture.ts';

const parsed = (xml: string) => convert(xml, { format: 'object' }) as Record<string, any>;

describe('search engine files', () => {
  it('writes a sitemap with absolute, escaped addresses on the given origin', () => {
    const xml = sitemapXml('https://mama-titi.stores.ng', [
      { path: '/' },
      { path: '/store/a&b', lastmod: '2026-11-24T10:00:00.000Z' },
    ]);
    const { urlset } = parsed(xml);
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset.url).toEqual([
      { loc: 'https://mama-titi.stores.ng/' },
      { loc: 'https://mama-titi.stores.ng/store/a&amp;b', lastmod: '2026-11-24T10:00:00.000Z' },
    ]);
    expect(xml).toContain('<loc>https://mama-titi.stores.ng/store/a&amp;b</loc>');
  });

  it('points robots at the sitemap and keeps signed-in areas out', () => {
    const robots = robotsTxt('https://forgeworks.ng', ['/admin', '/api/']);
    expect(robots).toContain('User-agent: *\nDisallow: /admin\nDisallow: /api/');
    expect(robots).toContain('Sitemap: https://forgeworks.ng/sitemap.xml');
  });

  it('writes RSS 2.0 with each article linked on the site', () => {
    const xml = rssXml('https://forgeworks.ng', [
      {
        title: 'Launch <day>',
        slug: 'launch-day',
        excerpt: 'What to check',
        content: '<p>Body</p>',
        author: 'Ngozi',
        published_at: '2026-11-20T09:00:00.000Z',
        updated_at: '2026-11-21T09:00:00.000Z',
      },
    ]);
    const { rss } = parsed(xml);
    expect(rss['@version']).toBe('2.0');
    const item = rss.channel.item;
    expect(xml).toContain('<title><![CDATA[Launch <day>]]></title>');
    expect(xml).toContain('<content:encoded><![CDATA[<p>Body</p>]]></content:encoded>');
    expect(item.link).toBe('https://forgeworks.ng/blog/launch-day');
    expect(rss.channel.link).toBe('https://forgeworks.ng/blog');
  });
});

describe('a made sitemap is kept', () => {
  it('asks the API once for many requests, answers If-None-Match with 304, and makes it again when it is old', async () => {
    const api = await upstream();
    const built = new BuiltFiles(60_000);
    const app = Fastify();
    await app.register(compress, { global: false });
    registerSeo(
      app,
      { apiOrigin: api.origin, site: { kind: 'agency', origin: 'https://forgeworks.ng' } },
      built,
    );
    const asked = () => api.seen.filter((r) => r.url === '/api/v1/seo/sitemap').length;
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/sitemap.xml' })),
      );
      const etag = answers[0]!.headers.etag as string;
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers.etag).toBe(etag);
      }
      const again = await app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(asked()).toBe(1);

      // Past its time it is made again from the API.
      const quick = new BuiltFiles(1);
      const other = Fastify();
      await other.register(compress, { global: false });
      registerSeo(
        other,
        { apiOrigin: api.origin, site: { kind: 'agency', origin: 'https://forgeworks.ng' } },
        quick,
      );
      await other.inject({ method: 'GET', url: '/sitemap.xml' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await other.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(asked()).toBe(3);
      await other.close();
    } finally {
      await app.close();
      await api.close();
    }
  });
});

describe("the agency's robots.txt", () => {
  it('keeps every signed-in area of the one table of areas out of search engines', async () => {
    const api = await upstream();
    const app = Fastify();
    await app.register(compress, { global: false });
    registerSeo(app, {
      apiOrigin: api.origin,
      site: { kind: 'agency', origin: 'https://forgeworks.ng' },
    });
    try {
      const robots = (await app.inject({ method: 'GET', url: '/robots.txt' })).body;
      for (const area of SIGNED_IN_AREAS)
        expect(robots.split('\n')).toContain(`Disallow: ${AREA_PATHS[area]}`);
    } finally {
      await app.close();
      await api.close();
    }
  });
});
