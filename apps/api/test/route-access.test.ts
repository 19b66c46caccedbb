import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../src/route-access.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Every route says who may call it and which cached reads its writes change, next to its schema
// (docs/decisions/041-route-access-and-refreshes.md); hooks enforce both.

/**
 * Routes merged with a hand check and no declaration yet, as "METHOD /url": each is converted
 * (config.access) and taken off this list. Empty on the branch that added the declarations.
 */
const NOT_YET_DECLARED: string[] = [];

let server: TestServer;
beforeAll(async () => {
  // Reads are kept a minute: a write that forgot its refresh would be seen serving the old data.
  server = await startTestServer({ cacheTtlMs: 60_000 });
});
afterAll(() => server.stop());

describe('route access declarations', () => {
  it('every API route declares who may call it (anonymous routes say anyone)', () => {
    const routes = declaredRoutes(server.app);
    expect(routes.length).toBeGreaterThan(80);
    const undeclared = routes
      .filter((route) => route.access === undefined)
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !NOT_YET_DECLARED.includes(route));
    expect(undeclared).toEqual([]);
  });

  it('a route that declares its store refuses a stranger, an unknown store and no token', async () => {
    const owner = await server.user('owner');
    const stranger = await server.user('owner');
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Gate Keepers' },
    });
    const slug = made.body.store.slug as string;
    const orders = (token?: string, at = slug) =>
      server.call('GET', `/stores/${at}/orders`, { token });
    expect((await orders()).status).toBe(401);
    expect((await orders(stranger.token)).body).toEqual({
      message: 'You do not manage this store',
    });
    expect((await orders(owner.token, 'no-such-store')).status).toBe(404);
    expect((await orders(owner.token)).status).toBe(200);
  });
});

describe('a write drops the cached reads it declares before its answer arrives', () => {
  let owner: Awaited<ReturnType<TestServer['user']>>;
  let slug: string;
  beforeAll(async () => {
    owner = await server.user('owner');
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Fresh Reads' },
    });
    slug = made.body.store.slug;
  });

  it("a store's settings: its public details", async () => {
    expect((await server.call('GET', `/stores/${slug}`)).status).toBe(200);
    const saved = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { tagline: 'Fresh every morning' },
    });
    expect(saved.status).toBe(200);
    expect((await server.call('GET', `/stores/${slug}`)).body.tagline).toBe('Fresh every morning');
  });

  it("a new item: the store's catalogue pages", async () => {
    const before = await server.call('GET', `/stores/${slug}/products`);
    const made = await server.call('POST', `/stores/${slug}/products`, {
      token: owner.token,
      body: { name: 'Agege bread', variants: [{ qty: 5, price_kobo: 80_000 }] },
    });
    expect(made.status).toBe(201);
    const after = await server.call('GET', `/stores/${slug}/products`);
    expect(after.body.total).toBe(before.body.total + 1);
  });

  it("a new business: its marketer's outreach list", async () => {
    const marketer = await server.user('marketer');
    const list = () =>
      server.call('GET', `/businesses?marketer_id=${marketer.id}`, { token: marketer.token });
    expect((await list()).body.total).toBe(0);
    const made = await server.call('POST', '/businesses', {
      token: marketer.token,
      body: { name: 'Quickly Listed Kiosk' },
    });
    expect(made.status).toBe(201);
    expect((await list()).body.total).toBe(1);
  });

  it('a published article: the public blog list', async () => {
    const author = await server.user('marketer');
    const titles = async () =>
      (await server.call('GET', '/blog')).body.data.documents.map(
        (a: { title: string }) => a.title,
      );
    expect(await titles()).not.toContain('Fresh off the press');
    const made = await server.call('POST', '/blog', {
      token: author.token,
      body: { title: 'Fresh off the press', status: 'published' },
    });
    expect(made.status).toBe(201);
    expect(await titles()).toContain('Fresh off the press');
  });
});
