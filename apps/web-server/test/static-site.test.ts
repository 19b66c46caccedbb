import { request as rawRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHeaders, portOf, staticSite } from '../src/index.ts';
import { builtApp, type Upstream, upstream } from './fixture.ts';

let shell: FastifyInstance;
let remote: FastifyInstance;
let api: Upstream;
let shellUrl: string;
let remoteUrl: string;
let registry = JSON.stringify({ agency: 'http://localhost:8081/mf-manifest.json' });

beforeAll(async () => {
  api = await upstream();
  shell = await staticSite({
    root: builtApp('shell'),
    port: 0,
    apiOrigin: api.origin,
    registry: () => registry,
    pageHeaders: () => pageHeaders(['http://localhost:8081']),
    allowedHosts: ['localhost', '127.0.0.1'],
  });
  remote = await staticSite({
    root: builtApp('remote'),
    port: 0,
    corsOrigins: ['http://localhost:8080'],
  });
  shellUrl = `http://127.0.0.1:${portOf(shell)}`;
  remoteUrl = `http://127.0.0.1:${portOf(remote)}`;
});
afterAll(async () => {
  await Promise.all([shell.close(), remote.close(), api.close()]);
});

/** A request with exactly these headers (fetch adds and hides some, e.g. Host and Accept-Encoding). */
function get(url: string, headers: Record<string, string> = {}, target?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const parsed = new URL(url);
    const req = rawRequest(
      {
        host: parsed.hostname,
        port: parsed.port,
        path: target ?? parsed.pathname + parsed.search,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('pages', () => {
  it('answers a client route with index.html, the page headers, no-cache and an ETag', async () => {
    const page = await get(`${shellUrl}/admin/blog/new`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:8081",
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers.etag).toBeTruthy();
  });

  it('answers a conditional request for an entry point with 304', async () => {
    const first = await get(`${shellUrl}/`, { 'accept-encoding': 'br' });
    const again = await get(`${shellUrl}/`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('assets', () => {
  it('sends the brotli twin to a browser that accepts it, gzip to one that only takes gzip, identity otherwise', async () => {
    const br = await get(`${remoteUrl}/assets/app-1234abcd.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    const gz = await get(`${remoteUrl}/assets/app-1234abcd.js`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${remoteUrl}/assets/app-1234abcd.js`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year and revalidates remoteEntry.js and mf-manifest.json', async () => {
    expect((await get(`${remoteUrl}/assets/app-1234abcd.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const entry of ['/remoteEntry.js', '/mf-manifest.json']) {
      const answer = await get(`${remoteUrl}${entry}`, { 'accept-encoding': 'br' });
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(
        (
          await get(`${remoteUrl}${entry}`, {
            'accept-encoding': 'br',
            'if-none-match': String(answer.headers.etag),
          })
        ).status,
      ).toBe(304);
    }
  });

  it("lets only the shell's origin load a remote's files from script", async () => {
    const shellOrigin = await get(`${remoteUrl}/remoteEntry.js`, {
      origin: 'http://localhost:8080',
    });
    const stranger = await get(`${remoteUrl}/remoteEntry.js`, { origin: 'https://evil.example' });
    expect(shellOrigin.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('404s a missing asset and refuses dotfiles and paths out of the folder, in JSON', async () => {
    const missing = await get(`${remoteUrl}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ message: 'Not found' });
    expect((await get(`${remoteUrl}/.vite/manifest.json`)).status).toBe(403);
    for (const target of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
    ]) {
      const answer = await get(remoteUrl, {}, target);
      expect(answer.body.toString()).not.toContain('root:');
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('registry', () => {
  it('serves the current remotes.json with an ETag, and a changed registry on the next request', async () => {
    const first = await get(`${shellUrl}/remotes.json`);
    expect(JSON.parse(first.body.toString())).toEqual({
      agency: 'http://localhost:8081/mf-manifest.json',
    });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(
      (await get(`${shellUrl}/remotes.json`, { 'if-none-match': String(first.headers.etag) }))
        .status,
    ).toBe(304);
    registry = JSON.stringify({ agency: 'http://localhost:9999/mf-manifest.json' });
    const changed = await get(`${shellUrl}/remotes.json`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body.toString()).agency).toBe(
      'http://localhost:9999/mf-manifest.json',
    );
  });
});

describe('the API on the shell origin', () => {
  it('forwards /api to the API only, with the real peer as X-Forwarded-For', async () => {
    const answer = await get(`${shellUrl}/api/v1/health?x=1`, {
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
    });
    expect(answer.status).toBe(200);
    const seen = api.seen.at(-1)!;
    expect(seen.url).toBe('/api/v1/health?x=1');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-real-ip']).toBeUndefined();
    expect(seen.headers.forwarded).toBeUndefined();
  });

  it('refuses absolute-form and protocol-relative targets instead of forwarding them', async () => {
    const before = api.seen.length;
    for (const target of [
      `${api.origin}/api/v1/health`,
      `//127.0.0.1:9/api/v1/health`,
      'https://x/api/v1/health',
    ]) {
      expect((await get(shellUrl, {}, target)).status).toBe(400);
    }
    expect(api.seen.length).toBe(before);
  });

  it('answers 502 in JSON when the API is down, and 421 to a host it does not serve', async () => {
    const lonely = await staticSite({
      root: builtApp('x'),
      port: 0,
      apiOrigin: 'http://127.0.0.1:9',
    });
    const down = await get(`http://127.0.0.1:${portOf(lonely)}/api/v1/health`);
    await lonely.close();
    expect(down.status).toBe(502);
    expect(JSON.parse(down.body.toString())).toEqual({
      message: 'The API is not reachable right now',
    });
    const rebound = await get(`${shellUrl}/`, { host: 'attacker.example' });
    expect(rebound.status).toBe(421);
  });
});
