import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { removeGuests } from '../src/demo/queries.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await ensureDemoStore(server.db);
});
afterAll(() => server.stop());

const ITEM = 'sample-crate';

describe("'Try the store admin'", () => {
  it('gives a visitor with no account a copy of the demo store; their changes never reach the real one', async () => {
    const tried = await server.call('POST', '/auth/demo-store');
    expect(tried).toMatchObject({ status: 201, body: { role: 'store_admin' } });
    const { token, store } = tried.body;
    expect(store).toMatch(/^try-[0-9a-f]{12}$/);
    // Theirs is the only store they run, a demo store with the demo brand's catalogue.
    const mine = await server.call('GET', '/stores', { token });
    expect(mine.body.documents.map((s: { slug: string }) => s.slug)).toEqual([store]);
    expect(mine.body.documents[0]).toMatchObject({ name: 'Snailhouse', is_demo: true });
    const copy = await server.call('GET', `/stores/${store}/products`);
    const real = await server.call('GET', '/stores/snailhouse/products');
    expect(copy.body.total).toBe(real.body.total);

    const before = (await server.call('GET', `/stores/snailhouse/products/${ITEM}`)).body;
    const renamed = await server.call('PATCH', `/stores/${store}/products/${ITEM}`, {
      token,
      body: { name: 'Renamed in the sandbox' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Renamed in the sandbox' } });
    expect((await server.call('GET', `/stores/snailhouse/products/${ITEM}`)).body.name).toBe(
      before.name,
    );
    // The real demo store, and its settings, stay out of reach.
    expect(
      await server.call('PATCH', `/stores/snailhouse/products/${ITEM}`, {
        token,
        body: { name: 'Taken over' },
      }),
    ).toMatchObject({ status: 403 });
    expect(
      await server.call('PATCH', `/stores/${store}`, {
        token,
        body: { custom_domain: 'shop.example.ng' },
      }),
    ).toMatchObject({
      status: 403,
      body: { message: 'A demo store cannot take a domain of its own.' },
    });
  });

  it("keeps sandboxes out of the agency's list of stores, and removes them with their visitor", async () => {
    const admin = await server.user('admin', 'Sandbox Admin');
    const { body } = await server.call('POST', '/auth/demo-store');
    const listed = await server.call('GET', '/stores', { token: admin.token });
    const slugs = listed.body.documents.map((s: { slug: string }) => s.slug);
    expect(slugs).toContain('snailhouse');
    expect(slugs).not.toContain(body.store);
    await removeGuests({ db: server.db, storage: createLocalStorage(':memory:') }, [body.id]);
    expect(await server.call('GET', `/stores/${body.store}`)).toMatchObject({ status: 404 });
    expect(await server.call('GET', '/stores', { token: body.token })).toMatchObject({
      status: 401,
    });
  });
  it('keeps demo bank details and contact e-mail: a visitor cannot put a real account or address on it', async () => {
    const { body } = await server.call('POST', '/auth/demo-store');
    const { token, store } = body;
    const before = (await server.call('GET', `/stores/${store}`)).body;
    expect(before.bank_details).toBe('Demo Bank · account 0000000000 (demo)');
    for (const change of [
      { bank_details: 'GTBank 0123456789 (verification fee account)' },
      { contact_email: 'victim-owner@example.com' },
    ])
      expect(await server.call('PATCH', `/stores/${store}`, { token, body: change })).toMatchObject(
        {
          status: 403,
          body: {
            message:
              'A demo store keeps its demo bank details and contact e-mail. They change once the store is launched.',
          },
        },
      );
    // The settings form sends every field back: the same demo values pass, other changes land.
    const saved = await server.call('PATCH', `/stores/${store}`, {
      token,
      body: {
        name: 'My trial store',
        bank_details: before.bank_details,
        contact_email: before.contact_email,
      },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { name: 'My trial store', bank_details: before.bank_details },
    });
    // Whatever a demo store's row holds, shoppers (and its order pages) read the demo text.
    const other = await server.call('POST', '/auth/demo-store');
    await server.db.query(
      `UPDATE stores SET bank_details = 'Real Bank 0123456789' WHERE slug = $1`,
      [other.body.store],
    );
    expect((await server.call('GET', `/stores/${other.body.store}`)).body.bank_details).toBe(
      'Demo Bank · account 0000000000 (demo)',
    );
  });
  it('lives under the agency’s /demo only: no store host, marked for no search engine', async () => {
    const { body } = await server.call('POST', '/auth/demo-store');
    const domain = server.config.stores.domain;
    expect(await server.call('GET', `/store-hosts/${body.store}.${domain}`)).toMatchObject({
      status: 404,
    });
    const info = (await server.call('GET', `/stores/${body.store}`)).body;
    expect(info).toMatchObject({
      noindex: true,
      origin: `${server.config.publicUrl}/demo/${body.store}`,
    });
    // The agency's showcase keeps its own host, and search engines may list it.
    expect(await server.call('GET', `/store-hosts/snailhouse.${domain}`)).toMatchObject({
      status: 200,
      body: { slug: 'snailhouse' },
    });
    expect((await server.call('GET', '/stores/snailhouse')).body.noindex).toBe(false);
  });
});
