import { describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { robotsTxt, rssXml, sitemapXml } from '../src/seo.ts';

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
