import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { NO_SUCH_DEMO } from '../src/demo/store-sandbox.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// 'Try the store admin' from a prospect's demo store opens a copy of that store, not the agency's.
let server: TestServer;
let marketer: Awaited<ReturnType<TestServer['user']>>;
let bakery: string;

beforeAll(async () => {
  server = await startTestServer({ limits: { demoGuestsPerHourPerAddress: 50 } });
  await ensureDemoStore(server.db);
  marketer = await server.user('marketer', 'Kemi Marketer');
  const business = await server.call('POST', '/businesses', {
    token: marketer.token,
    body: { name: "Bimpe's Bakes", notes: 'Birthday cakes in Surulere' },
  });
  const options = await server.call('GET', `/businesses/${business.body.id}/demo-store`, {
    token: marketer.token,
  });
  expect(options.body.guess).toBe('bakery');
  const made = await server.call('POST', `/businesses/${business.body.id}/demo-store`, {
    token: marketer.token,
    body: { template: 'bakery', name: "Bimpe's Bakes" },
  });
  expect(made.status).toBe(201);
  bakery = made.body.slug;
});
afterAll(() => server.stop());

const names = async (slug: string) =>
  (await server.call('GET', `/stores/${slug}/products`)).body.documents
    .map((p: { name: string }) => p.name)
    .sort();

describe("'Try the store admin' from a prospect's demo store", () => {
  it('copies that store: its name, look, delivery zones and items with their prices', async () => {
    const tried = await server.call('POST', '/auth/demo-store', { body: { store: bakery } });
    expect(tried).toMatchObject({ status: 201, body: { role: 'store_admin' } });
    const { token, store } = tried.body;
    expect(store).toMatch(/^try-[0-9a-f]{12}$/);
    const mine = await server.call('GET', '/stores', { token });
    expect(mine.body.documents.map((s: { slug: string }) => s.slug)).toEqual([store]);
    expect(mine.body.documents[0]).toMatchObject({ name: "Bimpe's Bakes", is_demo: true });

    const [copy, original] = await Promise.all([
      server.call('GET', `/stores/${store}`),
      server.call('GET', `/stores/${bakery}`),
    ]);
    expect(copy.body).toMatchObject({
      tagline: original.body.tagline,
      hero_url: original.body.hero_url,
      categories: original.body.categories,
      delivery_zones: original.body.delivery_zones,
    });
    expect(await names(store)).toEqual(await names(bakery));
    expect(await names(store)).toContain('Celebration Cake');
    const item = (slug: string) => server.call('GET', `/stores/${slug}/products/celebration-cake`);
    const [cake, theirs] = [(await item(store)).body, (await item(bakery)).body];
    const sold = (variants: { mods: object; qty: number; price_kobo: number }[]) =>
      variants.map(({ mods, qty, price_kobo }) => ({ mods, qty, price_kobo }));
    expect(sold(cake.variants)).toEqual(sold(theirs.variants));
    expect(cake.variants.length).toBe(3);
    expect(cake.media).toEqual(theirs.media);

    // Money and mail stay the agency demo store's, whatever the prospect's store says.
    const { rows } = await server.db.query<{ slug: string; bank_details: unknown }>(
      'SELECT slug, bank_details FROM stores WHERE slug = ANY($1)',
      [[store, 'snailhouse']],
    );
    expect(rows[0]!.bank_details).toEqual(rows[1]!.bank_details);

    // What the visitor changes stays in their copy.
    const renamed = await server.call('PATCH', `/stores/${store}/products/celebration-cake`, {
      token,
      body: { name: 'Renamed in the sandbox' },
    });
    expect(renamed.status).toBe(200);
    expect((await item(bakery)).body.name).toBe('Celebration Cake');
  });

  it('copies only a demo store made for a prospect: never a live store or another sandbox', async () => {
    const owner = await server.user('owner', 'Live Owner');
    const live = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Real Cakes Ltd' },
    });
    const sandbox = (await server.call('POST', '/auth/demo-store')).body.store as string;
    for (const slug of [live.body.store.slug, sandbox, 'no-such-store', 'snailhouse'])
      expect(
        await server.call('POST', '/auth/demo-store', { body: { store: slug } }),
      ).toMatchObject({ status: 404, body: { message: NO_SUCH_DEMO } });
    const odd = await server.call('POST', '/auth/demo-store', { body: { store: 'Not a slug!' } });
    expect(odd.status).toBe(400);
    // Without a store it is the agency's demo store, as before.
    const plain = await server.call('POST', '/auth/demo-store', { body: {} });
    const stores = await server.call('GET', '/stores', { token: plain.body.token });
    expect(stores.body.documents[0].name).toBe('Snailhouse');
  });
});
