import { writeFileSync } from 'node:fs';
import { request as rawRequest } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf, staticSite } from '../src/index.ts';
import { storePages } from '../src/store-page-head.ts';
import { builtApp } from './fixture.ts';

/**
 * A store's own host gets its pages from the same renderer as the agency's paths, told which store
 * the host serves; a page it does not render goes out as built with the store's head and name.
 */
const STORES: Record<string, { slug: string; name: string }> = {
  'mama-titi.stores.test': { slug: 'mama-titi', name: 'Mama Titi Fabrics' },
  'kola.stores.test': { slug: 'kola-kitchen', name: 'Kola Kitchen' },
};
let apiDown = false;
/** The API's answers: store-hosts/{host} names the slug, stores/{slug} the store's head. */
const fakeFetch = (async (url: string) => {
  if (apiDown) return new Response('{}', { status: 503 });
  const path = String(url).split('/api/v1/')[1] ?? '';
  const byHost = STORES[decodeURIComponent(path.replace('store-hosts/', ''))];
  if (path.startsWith('store-hosts/'))
    return new Response(JSON.stringify(byHost ?? { message: 'x' }), { status: byHost ? 200 : 404 });
  const store = Object.values(STORES).find((s) => path === `stores/${s.slug}`);
  return new Response(
    JSON.stringify(
      store && {
        ...store,
        tagline: '',
        description: '',
        delivery_promise: '',
        hero_url: '',
        origin: `https://${store.slug}.stores.test`,
      },
    ),
    { status: store ? 200 : 404 },
  );
}) as typeof fetch;

const rendered: { url: string; store?: string; origin?: string }[] = [];
let site: FastifyInstance;
let limited: FastifyInstance;
beforeAll(async () => {
  const root = builtApp('Forgeworks');
  // The shell's built index.html, in short.
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Forgeworks</title></head><body><div id="root"></div></body></html>',
  );
  const common = {
    root,
    port: 0,
    allowedHosts: ['localhost', '127.0.0.1'],
    storeHosts: {
      allows: async (host: string) => host in STORES,
      refuse: (reply: FastifyReply) => reply.code(404).send('No store here'),
    },
    // Asked afresh on every page: a test may take the API down.
    storePages: storePages('http://api.invalid', join(root, 'index.html'), 'https://forge.test', {
      fetchImpl: fakeFetch,
      ttlMs: 0,
    }),
    render: async (url: string, storeHost?: { slug: string; origin: string }) => {
      rendered.push({ url, store: storeHost?.slug, origin: storeHost?.origin });
      // Slow enough that requests for the same path overlap.
      await new Promise((done) => setTimeout(done, 50));
      // Checkout is drawn in the browser: the renderer sends the shell's page without content.
      if (url === '/checkout')
        return {
          status: 200,
          html: '<html><head><title>Forgeworks</title></head><body></body></html>',
        };
      return { status: 200, html: `<!doctype html><p>${storeHost?.slug ?? 'agency'} ${url}</p>` };
    },
  };
  site = await staticSite(common);
  limited = await staticSite({ ...common, renderLimit: { burst: 0, perSecond: 0 } });
});
afterAll(() => Promise.all([site.close(), limited.close()]));

function get(app: FastifyInstance, host: string, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = rawRequest(
      { host: '127.0.0.1', port: portOf(app), path, headers: { host } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe("a store's own host", () => {
  it('renders each page in the name of the store its host serves, at that store’s origin', async () => {
    rendered.length = 0;
    // The same path on two store hosts and the agency's host, at once: three pages, not one shared.
    const [titi, kola, agency] = await Promise.all([
      get(site, 'mama-titi.stores.test', '/store/ankara'),
      get(site, 'kola.stores.test', '/store/ankara'),
      get(site, 'localhost', '/store/ankara'),
    ]);
    expect(titi).toEqual({ status: 200, body: '<!doctype html><p>mama-titi /store/ankara</p>' });
    expect(kola.body).toBe('<!doctype html><p>kola-kitchen /store/ankara</p>');
    expect(agency.body).toBe('<!doctype html><p>agency /store/ankara</p>');
    expect(rendered).toContainEqual({
      url: '/store/ankara',
      store: 'mama-titi',
      origin: 'https://mama-titi.stores.test',
    });
    expect(rendered).toHaveLength(3);
  });

  it('names the store in the head of a page drawn in the browser (checkout)', async () => {
    const page = await get(site, 'kola.stores.test', '/checkout');
    expect(page.body).toContain('<title>Kola Kitchen</title>');
    expect(page.body).toContain('<meta property="og:site_name" content="Kola Kitchen" />');
    expect((await get(site, 'localhost', '/checkout')).body).toContain('<title>Forgeworks</title>');
  });

  it("sends the built page with the store's head and name when it does not render", async () => {
    const page = await get(limited, 'mama-titi.stores.test', '/store');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Mama Titi Fabrics</title>');
    expect(page.body).toContain(
      '<script type="application/json" id="host-store">{"slug":"mama-titi","contactUrl":"https://forge.test/contact"}</script>',
    );
  });

  it('answers 503, naming no other store, while the API cannot say which store a host is', async () => {
    apiDown = true;
    try {
      const page = await get(site, 'mama-titi.stores.test', '/');
      expect(page.status).toBe(503);
      expect(JSON.parse(page.body)).toEqual({
        message: 'The store cannot be shown right now. Try again in a minute.',
      });
    } finally {
      apiDown = false;
    }
  });
});
