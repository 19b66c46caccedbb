import { request as rawRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf, staticSite } from '../src/index.ts';
import { corsOriginCheck, storeHostGuard } from '../src/store-hosts.ts';
import { builtApp } from './fixture.ts';

/** The API's answers: only mama-titi.stores.test and shop.mamatiti.ng are stores. */
const STORES = new Set(['mama-titi.stores.test', 'shop.mamatiti.ng']);
let asked: string[] = [];
const fakeFetch = (async (url: string) => {
  const host = decodeURIComponent(String(url).split('/store-hosts/')[1] ?? '');
  asked.push(host);
  return new Response(JSON.stringify(STORES.has(host) ? { slug: 'mama-titi' } : { message: 'x' }), {
    status: STORES.has(host) ? 200 : 404,
  });
}) as typeof fetch;

let site: FastifyInstance;
beforeAll(async () => {
  site = await staticSite({
    root: builtApp('shell'),
    port: 0,
    allowedHosts: ['localhost', '127.0.0.1'],
    storeHosts: storeHostGuard('http://api.invalid', { fetchImpl: fakeFetch, maxEntries: 3 }),
  });
});
afterAll(() => site.close());

function get(host: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = rawRequest(
      { host: '127.0.0.1', port: portOf(site), path: '/', headers: { host } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the store site and store hosts', () => {
  it('lets a registered store host through, and answers an unknown one with a plain 404 page', async () => {
    asked = [];
    expect((await get('mama-titi.stores.test:8086')).status).toBe(200);
    expect((await get('shop.mamatiti.ng')).status).toBe(200);
    const unknown = await get('nobody.stores.test');
    expect(unknown.status).toBe(404);
    expect(unknown.type).toContain('text/html');
    expect(unknown.body).toContain('No store here');
    expect(unknown.body).not.toMatch(/snail/i);
    expect((await get('localhost:8086')).status).toBe(200);
  });

  it('caches answers (bounded) instead of asking the API on every request', async () => {
    asked = [];
    await get('mama-titi.stores.test');
    await get('mama-titi.stores.test');
    expect(asked.filter((h) => h === 'mama-titi.stores.test').length).toBeLessThanOrEqual(1);
    // Not a host name at all: refused without asking.
    expect((await get('[::2]')).status).toBe(404);
    expect(asked).not.toContain('[::2]');
  });
});

describe('when the API cannot answer', () => {
  it('keeps a store up through an API outage, and never caches an outage as "no store"', async () => {
    const { createServer } = await import('node:http');
    let mode: 'up' | 'failing' = 'up';
    let asks = 0;
    const api = createServer((req, res) => {
      asks += 1;
      if (mode === 'failing') {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
        return;
      }
      const known = req.url === '/api/v1/store-hosts/shop.mamatiti.ng';
      res
        .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
        .end(known ? '{"slug":"mama-titi"}' : '{"message":"Store not found"}');
    });
    await new Promise<void>((ready) => api.listen(0, '127.0.0.1', ready));
    const origin = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    try {
      const guard = storeHostGuard(origin, { ttlMs: 0 });
      expect(await guard.allows('shop.mamatiti.ng')).toBe(true);
      mode = 'failing';
      // A known store stays known while the API fails; a host never seen is refused, not cached.
      expect(await guard.allows('shop.mamatiti.ng')).toBe(true);
      expect(await guard.allows('new.mamatiti.ng')).toBe(false);
      mode = 'up';
      const before = asks;
      expect(await guard.allows('new.mamatiti.ng')).toBe(false);
      expect(asks).toBe(before + 1);
    } finally {
      api.close();
    }
  });
});

describe("the storefront's files, loaded from a store's own host", () => {
  it('allow the listed origins and any store host the API knows, and no other origin', async () => {
    const allows = corsOriginCheck(
      ['http://localhost:8080'],
      storeHostGuard('http://api.invalid', { fetchImpl: fakeFetch }),
    );
    expect(await allows('http://localhost:8080')).toBe(true);
    expect(await allows('https://mama-titi.stores.test')).toBe(true);
    expect(await allows('http://shop.mamatiti.ng:8086')).toBe(true);
    expect(await allows('https://nobody.stores.test')).toBe(false);
    expect(await allows('https://evil.example')).toBe(false);
    expect(await allows('null')).toBe(false);
    expect(await allows(undefined)).toBe(false);
    // Without the guard (a remote other than the storefront): only the listed origins.
    expect(
      await corsOriginCheck(['http://localhost:8080'], undefined)('https://mama-titi.stores.test'),
    ).toBe(false);
  });
});
