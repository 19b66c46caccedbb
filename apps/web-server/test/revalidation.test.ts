import { request as rawRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../src/conditional.ts';
import { portOf, staticSite } from '../src/index.ts';
import { builtApp } from './fixture.ts';

/** What Chrome and Firefox send with every page and file they load. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
};
const STORE_HOST = 'mama-titi.stores.test';
const STORE = {
  slug: 'mama-titi',
  origin: 'http://mama-titi.stores.test',
  name: 'Mama Titi',
  tagline: '',
  description: '',
  delivery_promise: '',
  hero_url: '',
};
const storeHtml = `<!doctype html><title>Mama Titi Fabrics</title>${'<p>Ankara</p>'.repeat(200)}`;

let site: FastifyInstance;
let storeSite: FastifyInstance;
beforeAll(async () => {
  site = await staticSite({
    root: builtApp('shell'),
    port: 0,
    allowedHosts: ['localhost', '127.0.0.1'],
    render: async (url) => ({
      status: url.startsWith('/missing') ? 404 : 200,
      html: `<!doctype html><title>${url}</title>${'<p>rendered</p>'.repeat(200)}`,
      // Its data too slow: the page goes out with its loading state.
      complete: !url.startsWith('/slow'),
    }),
  });
  storeSite = await staticSite({
    root: builtApp('store'),
    port: 0,
    allowedHosts: ['localhost', '127.0.0.1'],
    storeHosts: { allows: async (host) => host === STORE_HOST, refuse: (reply) => reply.code(404) },
    storePages: {
      store: async (host) => (host === STORE_HOST ? STORE : null),
      page: async (host) => (host === STORE_HOST ? storeHtml : undefined),
    },
  });
});
afterAll(() => Promise.all([site.close(), storeSite.close()]));

/** One request with exactly these headers; the body as it came (compressed or not). */
function get(app: FastifyInstance, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>(
    (resolve, reject) => {
      const req = rawRequest({ host: '127.0.0.1', port: portOf(app), path, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** A browser's first load, then its revalidation with the ETag it kept. */
async function loadTwice(app: FastifyInstance, path: string, host = 'localhost') {
  const first = await get(app, path, { ...BROWSER, host });
  const etag = String(first.headers.etag);
  const again = await get(app, path, { ...BROWSER, host, 'if-none-match': etag });
  return { first, again, etag };
}

describe('a browser revalidating what it holds', () => {
  const cases: [string, () => FastifyInstance, string, string?][] = [
    ['a rendered page', () => site, '/blog'],
    ['the rendered home page', () => site, '/'],
    ["a store host's page", () => storeSite, '/', STORE_HOST],
    ['a hashed asset', () => site, '/assets/app-1234abcd.js'],
    ['an entry file', () => site, '/remoteEntry.js'],
  ];
  it.each(cases)(
    'gets %s compressed, then a 304 for the ETag it received',
    async (_, app, path, host) => {
      const { first, again, etag } = await loadTwice(app(), path, host);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
      expect(etag).toMatch(/^(W\/)?"/);
      expect(again.status).toBe(304);
      expect(again.bytes).toBe(0);
      expect(again.headers.etag).toBe(etag);
    },
  );

  it('gets a 304 for a page also when a proxy or CDN weakened the ETag or the browser sends several', async () => {
    for (const [app, path, host] of [
      [site, '/blog', 'localhost'],
      [storeSite, '/', STORE_HOST],
    ] as const) {
      const { etag } = await loadTwice(app, path, host);
      const bare = etag.replace(/^W\//, '');
      for (const held of [bare, `W/${bare}`, `"older", ${etag}`, '*']) {
        const answer = await get(app, path, { ...BROWSER, host, 'if-none-match': held });
        expect(answer.status, `${path} ${held}`).toBe(304);
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      }
    }
  });

  it('names a page by one ETag whatever its encoding, and sends it again once it changed', async () => {
    const br = await get(site, '/blog', { ...BROWSER, host: 'localhost' });
    const gzip = await get(site, '/blog', { host: 'localhost', 'accept-encoding': 'gzip' });
    const plain = await get(site, '/blog', { host: 'localhost' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([br, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(1);
    const other = await get(site, '/contact', {
      ...BROWSER,
      host: 'localhost',
      'if-none-match': String(br.headers.etag),
    });
    expect(other.status).toBe(200);
  });

  it('gives a page sent loading no ETag, so nobody revalidates against what will change', async () => {
    const { first, again } = await loadTwice(site, '/slow-page');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    const held = await get(site, '/slow-page', {
      ...BROWSER,
      host: 'localhost',
      'if-none-match': '*',
    });
    expect(held.status).toBe(200);
    expect(again.status).toBe(200);
  });

  it('never answers an error page with 304', async () => {
    const { first, again } = await loadTwice(site, '/missing-page');
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
  });
});

it('compares If-None-Match as RFC 9110 asks: weak comparison, lists and *', () => {
  expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
  expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
  expect(matchesIfNoneMatch('"x", W/"abc" , "y"', 'W/"abc"')).toBe(true);
  expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
  expect(matchesIfNoneMatch('"abcd"', 'W/"abc"')).toBe(false);
  expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  expect(matchesIfNoneMatch('', 'W/"abc"')).toBe(false);
});
