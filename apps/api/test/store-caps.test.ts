import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// Every store holds a bounded number of items and takes a bounded number of CSV imports an hour
// (STORE_MAX_PRODUCTS, IMPORTS_PER_HOUR_PER_STORE; here 5 items and 3 imports).
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer({ limits: { storeMaxProducts: 5, importsPerHourPerStore: 3 } });
  owner = await server.user('owner', 'Capped Owner');
});
afterAll(() => server.stop());

const newStore = async (name: string) => {
  const made = await server.call('POST', '/my/businesses', { token: owner.token, body: { name } });
  expect(made.status).toBe(201);
  return made.body.store.slug as string;
};
const item = (name: string) => ({ name, variants: [{ mods: {}, qty: 1, price_kobo: 10_000 }] });
const add = (store: string, name: string) =>
  server.call('POST', `/stores/${store}/products`, { token: owner.token, body: item(name) });
const importCsv = (store: string, names: string[]) =>
  server.call('POST', `/stores/${store}/catalogue/import`, {
    token: owner.token,
    body: { csv: ['Handle,Title,Variant Price', ...names.map((n) => `${n},${n},1000`)].join('\n') },
  });
const total = async (store: string) =>
  (await server.call('GET', `/stores/${store}/products`, { token: owner.token })).body.total;

describe("a store's caps", () => {
  it('a store holds STORE_MAX_PRODUCTS items: one more is refused with 409 and a clear message', async () => {
    const store = await newStore('Full Shelves');
    for (const name of ['Item one', 'Item two', 'Item three', 'Item four', 'Item five'])
      expect((await add(store, name)).status).toBe(201);
    expect(await add(store, 'Item six')).toMatchObject({
      status: 409,
      body: { message: 'This store has 5 items, the most it can hold. Delete some to add more.' },
    });
    expect(await total(store)).toBe(5);
  });

  it('an import that would pass the cap writes nothing; one that only updates is taken', async () => {
    const store = await newStore('Nearly Full');
    expect((await importCsv(store, ['alpha', 'bravo', 'charlie', 'delta'])).body.created).toBe(4);
    expect(await importCsv(store, ['echo', 'foxtrot'])).toMatchObject({
      status: 409,
      body: {
        message:
          'This would bring the store to 6 items; it can hold 5 items. Delete some, or add fewer.',
      },
    });
    expect(await total(store)).toBe(4);
    // Updating what the store has needs no room.
    expect(await importCsv(store, ['alpha', 'bravo'])).toMatchObject({
      status: 200,
      body: { created: 0, updated: 2 },
    });
  });

  it('a store takes IMPORTS_PER_HOUR_PER_STORE imports an hour, then 429 with Retry-After', async () => {
    const store = await newStore('Busy Importer');
    for (let i = 0; i < 3; i++) expect((await importCsv(store, ['same-item'])).status).toBe(200);
    const refused = await importCsv(store, ['same-item']);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'A store may import 3 files an hour. Try again later.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another store of the same owner has its own allowance.
    expect((await importCsv(await newStore('Quiet Importer'), ['other-item'])).status).toBe(200);
  });
});
