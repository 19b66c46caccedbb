import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { DEMO_WRITES_MESSAGE } from '../src/context.ts';
import { removeGuests } from '../src/demo/queries.ts';
import { SANDBOX_UPLOADS_FULL } from '../src/stores/sandbox.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { demoGuestsPerHourPerAddress: 50 } });
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

describe("a 'Try the store admin' sandbox is capped", () => {
  const sandbox = async () =>
    (await server.call('POST', '/auth/demo-store')).body as { token: string; store: string };
  const item = (name: string) => ({
    name,
    description: 'x'.repeat(280),
    variants: [{ mods: {}, qty: 1, price_kobo: 10_000 }],
  });
  const itemCount = async (store: string) =>
    (
      await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = $1',
        [store],
      )
    ).rows[0]!.n;
  /** `rows` rows: an item in five sizes per five rows. */
  const csvOf = (rows: number) =>
    [
      'Handle,Title,Option1 Name,Option1 Value,Variant Price',
      ...Array.from({ length: rows }, (_, i) => {
        const n = Math.floor(i / 5);
        return i % 5 === 0
          ? `try-item-${n},Try item ${n},Size,S${i % 5},1000`
          : `try-item-${n},,,S${i % 5},1000`;
      }),
    ].join('\n');

  it('its visitor makes at most 30 changes in a burst, then 429 with a clear message', async () => {
    const { token, store } = await sandbox();
    const started = Date.now();
    let accepted = 0;
    let refused: Awaited<ReturnType<TestServer['call']>> | undefined;
    while (!refused && accepted < 60) {
      const answer = await server.call('POST', `/stores/${store}/products`, {
        token,
        body: item(`Flood item ${accepted}`),
      });
      if (answer.status === 201) accepted += 1;
      else refused = answer;
    }
    // The bucket refills at 30 a minute while the writes run (as for 'Try the demo').
    const refilled = Math.ceil(((Date.now() - started) / 1000) * (30 / 60));
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(30 + refilled);
    expect(refused).toMatchObject({ status: 429, body: { message: DEMO_WRITES_MESSAGE } });
    // Reading is not limited.
    expect((await server.call('GET', '/stores', { token })).status).toBe(200);
  });

  it('holds 200 items at most', async () => {
    const { token, store } = await sandbox();
    const has = await itemCount(store);
    await server.db.query(
      `INSERT INTO products (store_id, slug, name)
         SELECT s.id, 'filler-' || i, 'Filler ' || i FROM stores s, generate_series(1, $2) AS i
          WHERE s.slug = $1`,
      [store, 199 - has],
    );
    const last = await server.call('POST', `/stores/${store}/products`, {
      token,
      body: item('The last one'),
    });
    expect(last.status).toBe(201);
    expect(
      await server.call('POST', `/stores/${store}/products`, { token, body: item('One more') }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This store has 200 items, the most it can hold. Delete some to add more.' },
    });
    expect(await itemCount(store)).toBe(200);
  });

  it('imports one file an hour, of 500 rows at most', async () => {
    const first = await sandbox();
    const path = `/stores/${first.store}/catalogue/import`;
    expect(
      await server.call('POST', path, { token: first.token, body: { csv: csvOf(500) } }),
    ).toMatchObject({ status: 200, body: { rows: 500, created: 100, refused: [] } });
    expect(
      await server.call('POST', path, { token: first.token, body: { csv: csvOf(2) } }),
    ).toMatchObject({
      status: 429,
      body: { message: 'A demo store may import 1 file an hour. Try again later.' },
    });
    const second = await sandbox();
    const before = await itemCount(second.store);
    expect(
      await server.call('POST', `/stores/${second.store}/catalogue/import`, {
        token: second.token,
        body: { csv: csvOf(501) },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'At most 500 rows per file. Split it and import each part.' },
    });
    expect(await itemCount(second.store)).toBe(before);
  });

  it('an import never takes it past 200 items: refused before anything is written', async () => {
    const { token, store } = await sandbox();
    const has = await itemCount(store);
    const answer = await server.call('POST', `/stores/${store}/catalogue/import`, {
      token,
      body: {
        csv: [
          'Handle,Title,Variant Price',
          ...Array.from({ length: 200 }, (_, i) => `one-of-${i},One of ${i},1000`),
        ].join('\n'),
      },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        message: `This would bring the store to ${has + 200} items; it can hold 200 items. Delete some, or add fewer.`,
      },
    });
    expect(await itemCount(store)).toBe(has);
  });

  it('takes 20 pictures in all, then 409', async () => {
    const { token } = await sandbox();
    const picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#a0522d' },
    })
      .png()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('files', new Blob([picture], { type: 'image/png' }), 'p.png');
      return server.call('POST', '/media/upload', { token, raw: form });
    };
    for (let i = 0; i < 20; i++) expect((await upload()).status).toBe(201);
    const refused = await upload();
    expect(refused).toMatchObject({ status: 409, body: { message: SANDBOX_UPLOADS_FULL } });
    expect(refused.headers.get('retry-after')).toBeNull();
  });
});
