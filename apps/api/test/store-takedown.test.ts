import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// An admin finds any store, a visitor's sandbox too, and disables it (closed to shoppers, no
// orders; its managers still see it), opens it again, or removes it with its items, orders and
// pictures. Nobody else may; every change is in the audit log.

const storage = createLocalStorage(':memory:');
let server: TestServer;
let admin: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer(
    { limits: { ordersPerHourPerAddress: 1000 } as never },
    { storage },
  );
  await ensureDemoStore(server.db);
  admin = await server.user('admin', 'Takedown Admin');
});
afterAll(() => server.stop());

const sandbox = async () => {
  const { body } = await server.call('POST', '/auth/demo-store');
  return { slug: body.store as string, token: body.token as string };
};

/** A shopper's order of the eBook, picked up. */
async function order(slug: string) {
  const ebook = (await server.call('GET', `/stores/${slug}/products/p20`)).body;
  return server.call('POST', `/stores/${slug}/orders`, {
    body: {
      lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
      name: 'Ada Obi',
      phone: '0803 555 0199',
      email: 'ada@example.ng',
      fulfilment: 'pickup',
      payment: 'bank_transfer',
    },
  });
}

const events = async (action: string, storeId: string) =>
  (
    await server.db.query<{ actor_id: string; details: Record<string, unknown> }>(
      'SELECT actor_id, details FROM audit_events WHERE action = $1 AND store_id = $2',
      [action, storeId],
    )
  ).rows;

describe("an admin's takedown", () => {
  it("finds any store by name or address, the showcase and visitors' sandboxes too", async () => {
    const trial = await sandbox();
    const bySlug = await server.call('GET', `/all-stores?q=${trial.slug}`, { token: admin.token });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.documents).toEqual([
      expect.objectContaining({ slug: trial.slug, kind: 'sandbox', disabled: false }),
    ]);
    const byName = await server.call('GET', '/all-stores?q=snail', { token: admin.token });
    const kinds = new Set(byName.body.documents.map((s: { kind: string }) => s.kind));
    expect(kinds).toEqual(new Set(['sandbox', 'showcase']));
    // A search is text, never a pattern.
    const pattern = await server.call('GET', '/all-stores?q=%25', { token: admin.token });
    expect(pattern.body.documents).toEqual([]);
  });

  it('disables a sandbox: shoppers read that it is closed, orders are refused, its visitor still runs it; enabling opens it again', async () => {
    const trial = await sandbox();
    expect((await order(trial.slug)).status).toBe(201);
    const disabled = await server.call('POST', `/stores/${trial.slug}/disable`, {
      token: admin.token,
    });
    expect(disabled).toMatchObject({ status: 200, body: { slug: trial.slug, disabled: true } });
    const info = await server.call('GET', `/stores/${trial.slug}`);
    expect(info.body.disabled).toBe(true);
    expect(await order(trial.slug)).toMatchObject({
      status: 409,
      body: { message: 'This store is closed. It takes no orders.' },
    });
    const mine = await server.call('GET', '/stores', { token: trial.token });
    expect(mine.body.documents).toEqual([expect.objectContaining({ slug: trial.slug })]);
    const storeId = info.body.id;
    expect(await events('store.disabled', storeId)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        details: expect.objectContaining({ kind: 'sandbox' }),
      }),
    ]);

    const enabled = await server.call('POST', `/stores/${trial.slug}/enable`, {
      token: admin.token,
    });
    expect(enabled).toMatchObject({ status: 200, body: { disabled: false } });
    expect((await order(trial.slug)).status).toBe(201);
    expect(await events('store.enabled', storeId)).toHaveLength(1);
  });

  it('removes a sandbox with its items, orders and uploaded pictures, and records it', async () => {
    const trial = await sandbox();
    const upload = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    upload.append('files', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await server.call('POST', '/media/upload', {
      token: trial.token,
      raw: upload,
    });
    expect(uploaded.status).toBe(201);
    const logo = JSON.stringify(uploaded.body).match(/\/api\/v1\/media\/[\w.-]+/)![0];
    const file = logo.split('/').at(-1)!;
    expect((await fetch(server.url.replace('/api/v1', '') + logo)).status).toBe(200);
    expect(
      (
        await server.call('PATCH', `/stores/${trial.slug}`, {
          token: trial.token,
          body: { logo_url: logo },
        })
      ).status,
    ).toBe(200);
    expect((await order(trial.slug)).status).toBe(201);
    const storeId = (await server.call('GET', `/stores/${trial.slug}`)).body.id;

    const removed = await server.call('DELETE', `/stores/${trial.slug}`, { token: admin.token });
    expect(removed).toMatchObject({
      status: 200,
      body: { message: 'Snailhouse was removed, with its items, orders and pictures.' },
    });
    expect((await server.call('GET', `/stores/${trial.slug}`)).status).toBe(404);
    for (const table of ['products', 'orders'])
      expect(
        (await server.db.query(`SELECT 1 FROM ${table} WHERE store_id = $1`, [storeId])).rows,
      ).toEqual([]);
    expect(await storage.get(file)).toBeNull();
    expect(
      (await server.db.query('SELECT 1 FROM media WHERE file_name = $1', [file])).rows,
    ).toEqual([]);
    expect(await events('store.removed', storeId)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ slug: trial.slug }) }),
    ]);
    expect(
      (await server.call('DELETE', `/stores/${trial.slug}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const trial = await sandbox();
    const marketer = await server.user('marketer');
    const owner = await server.user('owner');
    for (const token of [marketer.token, owner.token, trial.token]) {
      expect((await server.call('GET', '/all-stores', { token })).status).toBe(403);
      for (const [method, path] of [
        ['POST', `/stores/${trial.slug}/disable`],
        ['POST', `/stores/${trial.slug}/enable`],
        ['DELETE', `/stores/${trial.slug}`],
      ] as const)
        expect((await server.call(method, path, { token })).status).toBe(403);
    }
    expect((await server.call('GET', '/all-stores')).status).toBe(401);
    expect((await server.call('GET', `/stores/${trial.slug}`)).status).toBe(200);
  });
});
