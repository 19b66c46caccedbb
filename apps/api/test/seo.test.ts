import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// What the sites' servers turn into sitemap.xml and rss.xml (docs/product-rules.md, "Search engines").
let server: TestServer;
let marketer: Awaited<ReturnType<TestServer['user']>>;
let owner: Awaited<ReturnType<TestServer['user']>>;
let slug: string;

const item = (name: string) => ({
  name,
  description: 'Hand made.',
  details: '',
  delivery: '',
  tags: [],
  price_suffix: '',
  mods: [],
  media: [],
  variants: [{ mods: {}, qty: 3, price_kobo: 150_000 }],
});

beforeAll(async () => {
  server = await startTestServer({ stores: { domain: 'stores.test', scheme: 'https', port: '' } });
  await ensureDemoStore(server.db);
  marketer = await server.user('marketer', 'Ngozi Writer');
  owner = await server.user('owner', 'Titi Owner');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: 'Mama Titi Fabrics' },
  });
  slug = made.body.store.slug;
  for (const [title, status] of [
    ['Launch day checklist', 'published'],
    ['Half-written thoughts', 'draft'],
    ['Old news', 'archived'],
  ])
    expect(
      (await server.call('POST', '/blog', { token: marketer.token, body: { title, status } }))
        .status,
    ).toBe(201);
});
afterAll(() => server.stop());

const paths = (pages: { path: string }[]) => pages.map((p) => p.path);

describe('sitemaps and the feed', () => {
  it("lists the agency's pages, published articles only, and the demo stores at /demo", async () => {
    const { status, body } = await server.call('GET', '/seo/sitemap');
    expect(status).toBe(200);
    const listed = paths(body.pages);
    expect(listed.slice(0, 3)).toEqual(['/', '/contact', '/blog']);
    expect(listed).toContain('/blog/launch-day-checklist');
    expect(listed.some((p) => /half-written|old-news/.test(p))).toBe(false);
    expect(listed).toContain('/demo/snailhouse/store/p01');
    // A client's store is not the agency's page: it has its own sitemap.
    expect(listed.some((p) => p.includes(slug))).toBe(false);
    expect(listed.some((p) => p.startsWith('/store/'))).toBe(false);
    for (const page of body.pages) if (page.lastmod) expect(Date.parse(page.lastmod)).not.toBeNaN();
  });

  it("lists a store's own pages at its own address, its products only, kept current", async () => {
    const first = await server.call('GET', `/seo/stores/${slug}/sitemap`);
    expect(first.body).toEqual({
      origin: `https://${slug}.stores.test`,
      pages: [{ path: '/' }, { path: '/store' }],
    });
    const created = await server.call('POST', `/stores/${slug}/products`, {
      token: owner.token,
      body: item('Adire Scarf'),
    });
    expect(created.status).toBe(201);
    const after = await waitFor(async () => {
      const { body } = await server.call('GET', `/seo/stores/${slug}/sitemap`);
      return paths(body.pages).includes('/store/adire-scarf') ? body : undefined;
    });
    expect(paths(after.pages)).toEqual(['/', '/store', '/store/adire-scarf']);
    const deleted = await server.call('DELETE', `/stores/${slug}/products/${created.body.id}`, {
      token: owner.token,
    });
    expect(deleted.status).toBeLessThan(300);
    await waitFor(async () => {
      const { body } = await server.call('GET', `/seo/stores/${slug}/sitemap`);
      return paths(body.pages).includes('/store/adire-scarf') ? undefined : body;
    });
  });

  it("gives a demo store's own address no pages (its canonical pages are the agency's)", async () => {
    const { body } = await server.call('GET', '/seo/stores/snailhouse/sitemap');
    expect(body.pages).toEqual([]);
    expect((await server.call('GET', '/seo/stores/no-such-store/sitemap')).status).toBe(404);
  });

  it("names no sandbox, no prospect's demo and no draft: only the agency's showcase and published items", async () => {
    const sandbox = (await server.call('POST', '/auth/demo-store')).body.store as string;
    const business = await server.call('POST', '/businesses', {
      token: marketer.token,
      body: { name: 'Prospect Pepper Soup Joint' },
    });
    const prospect = await server.call('POST', `/businesses/${business.body.id}/demo-store`, {
      token: marketer.token,
      body: { template: 'food', name: 'Pepper Soup Joint' },
    });
    expect(prospect.status).toBe(201);
    await server.db.query(
      `UPDATE products SET status = 'draft' WHERE slug = 'p02'
          AND store_id = (SELECT id FROM stores WHERE slug = 'snailhouse')`,
    );
    const draft = await server.call('POST', `/stores/${slug}/products`, {
      token: owner.token,
      body: { ...item('Secret Launch Bundle'), status: 'draft' },
    });
    expect(draft.status).toBe(201);
    const agency = await waitFor(async () => {
      const { body } = await server.call('GET', '/seo/sitemap');
      return paths(body.pages).includes('/demo/snailhouse/store/p02') ? undefined : body;
    });
    const listed = paths(agency.pages);
    expect(listed).toContain('/demo/snailhouse/store/p01');
    expect(listed.some((p) => p.includes(sandbox) || p.includes('try-'))).toBe(false);
    expect(listed.some((p) => p.includes(prospect.body.slug))).toBe(false);
    const own = await waitFor(async () => {
      const { body } = await server.call('GET', `/seo/stores/${slug}/sitemap`);
      return body;
    });
    expect(paths(own.pages)).not.toContain('/store/secret-launch-bundle');
  });

  it('feeds the newest published articles, with their author', async () => {
    const { body } = await server.call('GET', '/seo/feed');
    expect(body.articles.map((a: { slug: string }) => a.slug)).toEqual(['launch-day-checklist']);
    expect(body.articles[0]).toMatchObject({
      title: 'Launch day checklist',
      author: 'Ngozi Writer',
    });
  });
});

/** The read cache keeps answers for about a second: ask again until the change shows. */
async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
