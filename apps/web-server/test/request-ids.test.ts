import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/observe.ts';
import { portOf, staticSite } from '../src/index.ts';
import { builtApp } from './fixture.ts';

// The request id from the first proxy reaches the API through the /api proxy and through the
// renderer's own calls, with the page's client address; renders are counted and timed.
const seen: { url: string; id: string | undefined; client?: string }[] = [];
let api: Server;
let site: FastifyInstance;
let origin: string;
beforeAll(async () => {
  api = createServer((request, response) => {
    seen.push({
      url: request.url!,
      id: request.headers['x-request-id'] as string | undefined,
      client: request.url!.startsWith('/api/v1/page-data')
        ? (request.headers['x-forwarded-for'] as string | undefined)
        : undefined,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const apiOrigin = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  site = await staticSite({
    root: builtApp('shell'),
    port: 0,
    apiOrigin,
    // As behind nginx on this machine: its X-Forwarded-For names the shopper.
    trustedProxies: ['127.0.0.1/8'],
    // A renderer that asks the API for the page's data, as the shell's does.
    render: async (url) => {
      await fetch(`${apiOrigin}/api/v1/page-data?for=${encodeURIComponent(url)}`);
      return { status: 200, html: '<!doctype html><title>rendered</title>' };
    },
  });
  origin = `http://127.0.0.1:${portOf(site)}`;
});
afterAll(async () => {
  await site.close();
  api.close();
});

describe('request ids through the web server', () => {
  it("carries the proxy's id into the API, from a render and through /api", async () => {
    const page = await fetch(`${origin}/blog`, {
      headers: { 'x-request-id': 'nginx-00aa11bb22cc' },
    });
    expect(page.headers.get('x-request-id')).toBe('nginx-00aa11bb22cc');
    expect(seen.find((call) => call.url.startsWith('/api/v1/page-data'))?.id).toBe(
      'nginx-00aa11bb22cc',
    );
    await fetch(`${origin}/api/v1/blog`, { headers: { 'x-request-id': 'nginx-33dd44ee55ff' } });
    expect(seen.at(-1)).toEqual({ url: '/api/v1/blog', id: 'nginx-33dd44ee55ff' });
  });

  it("tells the API whose page a render's calls are for (its per-address limits count the shopper)", async () => {
    await fetch(`${origin}/store?q=one`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen.findLast((call) => call.url.includes('q%3Done'))?.client).toBe('203.0.113.9');
    await fetch(`${origin}/store?q=two`);
    expect(seen.findLast((call) => call.url.includes('q%3Dtwo'))?.client).toBe('127.0.0.1');
  });

  it('makes an id when the one sent is malformed, and passes that on', async () => {
    const answer = await fetch(`${origin}/api/v1/blog`, { headers: { 'x-request-id': 'a b' } });
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.at(-1)?.id).toBe(id);
  });

  it('counts renders and their time in the metrics', async () => {
    const text = await registry.metrics();
    expect(text).toMatch(/renders_total\{result="rendered"\} [1-9]/);
    expect(text).toMatch(/render_duration_seconds_count [1-9]/);
    expect(text).toContain('route="/api/*"');
  });
});
