import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, serveStatic } from '../src/index.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  server = await serveStatic({
    root,
    port: 0,
    json: { '/remotes.json': { agency: 'http://x/mf-manifest.json' } },
    proxy: { '/api/': 'http://127.0.0.1:9' },
    pageHeaders: { 'content-security-policy': contentSecurityPolicy(['http://localhost:8081']) },
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('static server', () => {
  it('serves index.html for client routes, with the page headers and no caching', async () => {
    const page = await fetch(`${base}/admin/blog/new`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' http://localhost:8081");
  });

  it('caches hashed assets for a year, allows other origins, and 404s a missing asset', async () => {
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/../../etc/passwd`)).status).toBe(200);
    expect(await (await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`)).text()).toContain('<title>app</title>');
  });

  it('answers the per-environment registry and says so when the API is down', async () => {
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({ agency: 'http://x/mf-manifest.json' });
    const api = await fetch(`${base}/api/v1/health`);
    expect(api.status).toBe(502);
    expect(await api.json()).toEqual({ message: 'The API is not reachable right now' });
  });
});
