import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKey, pageHeaders, portOf, renderLimit, staticSite } from '../src/index.ts';
import { builtApp } from './fixture.ts';

/** The renderer's guards (size, per-client budget) and the headers every page carries. */
const sites: FastifyInstance[] = [];
const renders: string[] = [];
const render = async (url: string) => {
  renders.push(url);
  const size = Number(new URL(url, 'http://x').searchParams.get('size') ?? 100);
  return { status: 200, html: `<!doctype html><title>rendered</title>${'x'.repeat(size)}` };
};
const site = async (
  extra: Parameters<typeof staticSite>[0] extends infer O ? Partial<O> : never,
) => {
  const app = await staticSite({
    root: builtApp('shell'),
    port: 0,
    render,
    pageHeaders: () => pageHeaders(['http://localhost:8081']),
    ...extra,
  });
  sites.push(app);
  return `http://127.0.0.1:${portOf(app)}`;
};
let plain: string;
let secure: string;
beforeAll(async () => {
  plain = await site({ maxPageBytes: 10_000, renderLimit: { burst: 3, perSecond: 0.001 } });
  secure = await site({ https: true });
});
afterAll(() => Promise.all(sites.map((app) => app.close())));

describe('the renderer behind its guards', () => {
  it('sends the static shell instead of a rendered page over the size cap', async () => {
    const small = await fetch(`${secure}/blog?size=100`);
    expect(await small.text()).toContain('<title>rendered</title>');
    const big = await fetch(`${plain}/blog?size=50000`);
    expect(big.status).toBe(200);
    const body = await big.text();
    expect(body).toContain('<title>shell</title>');
    expect(body.length).toBeLessThan(5000);
  });

  it('serves a client over its render budget the static shell, not an error', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await fetch(`${plain}/store?i=${i}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const titles = await Promise.all(
      answers.map(async (answer) => /<title>(\w+)<\/title>/.exec(await answer.text())?.[1]),
    );
    // The size test used one render of this client's three.
    expect(titles).toEqual(['rendered', 'rendered', 'shell', 'shell', 'shell', 'shell']);
    expect(renders.filter((url) => url.startsWith('/store'))).toHaveLength(2);
  });
});

describe('behind a trusted proxy', () => {
  it("counts renders per client that nginx names, and believes no one else's X-Forwarded-For", async () => {
    const proxied = await site({
      renderLimit: { burst: 1, perSecond: 0.001 },
      trustedProxies: ['127.0.0.1'],
    });
    const title = async (path: string, forwardedFor?: string, origin = proxied) => {
      const answer = await fetch(`${origin}${path}`, {
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
      return /<title>(\w+)<\/title>/.exec(await answer.text())?.[1];
    };
    // Two shoppers behind the same proxy each have their own budget of one render.
    expect(await title('/p?a=1', '198.51.100.7')).toBe('rendered');
    expect(await title('/p?a=2', '198.51.100.7')).toBe('shell');
    expect(await title('/p?b=1', '203.0.113.9')).toBe('rendered');
    // A client cannot pick a fresh address past the proxy: only the address nginx added counts.
    expect(await title('/p?b=2', '198.51.100.99, 203.0.113.9')).toBe('shell');
    // Without trust (the plain site), X-Forwarded-For is ignored: the peer's budget is spent.
    expect(await title('/store?c=1', '192.0.2.1', plain)).toBe('shell');
  });
});

describe('render budgets', () => {
  it('count an IPv6 /64 as one client and IPv4-mapped addresses as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('refill over time and forget the least recently seen clients', () => {
    const limit = renderLimit({ burst: 2, perSecond: 1, maxClients: 3 });
    expect([limit.take('a', 0), limit.take('a', 0), limit.take('a', 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limit.take('a', 1000)).toBe(true);
    for (const key of ['b', 'c', 'd']) limit.take(key, 1000);
    expect(limit.size()).toBe(3);
  });
});

describe('page headers', () => {
  it('carry form-action and a Permissions-Policy; HSTS only when the public site is https', async () => {
    const page = await fetch(`${secure}/`);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('permissions-policy')).toMatch(
      /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/,
    );
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const asset = await fetch(`${secure}/assets/app-1234abcd.js`);
    expect(asset.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const overHttp = await fetch(`${plain}/assets/app-1234abcd.js`);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });
});
