import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';

// A checkout's cart is kept once the shopper typed a phone number or e-mail; with no order for an
// hour it is listed for the store's managers, with a link whose key restores it on any device, and
// an order placed after that link opened it counts as a recovered cart in the store's analytics.

let server: TestServer;
let shop: Awaited<ReturnType<typeof storeTakingOrders>>;
let other: Awaited<ReturnType<typeof storeTakingOrders>>;

beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 100_000 } });
  shop = await storeTakingOrders(server, 'Bimpe Bakes', 'bimpe@example.ng', [
    { name: 'Birthday Cake', qty: 5, price_kobo: 1_500_000 },
  ]);
  other = await storeTakingOrders(server, 'Kola Kitchen', 'kola@example.ng', [
    { name: 'Jollof Tray', qty: 50, price_kobo: 900_000 },
  ]);
});
afterAll(() => server.stop());

const lines = (world: typeof shop, qty = 2) => [
  { product_id: world.products[0]!.id, variant_id: world.products[0]!.variants[0]!.id, qty },
];
const save = (id: string, body: Record<string, unknown>, key = '', world = shop) =>
  server.call('PUT', `${world.path}/carts/${id}?key=${encodeURIComponent(key)}`, { body });
const list = (token = shop.owner.token, path = shop.path) =>
  server.call('GET', `${path}/carts`, { token });
/** The hour passes: the cart was last saved more than an hour ago. */
const anHourAgo = (id: string) =>
  server.db.query(`UPDATE carts SET updated_at = now() - interval '61 minutes' WHERE id = $1`, [
    id,
  ]);
const order = (id: string, world = shop) =>
  server.call('POST', `${world.path}/orders`, {
    body: {
      lines: lines(world, 1),
      name: 'Ada Obi',
      phone: '0803 555 0101',
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
      cart_id: id,
    },
  });

describe('abandoned checkouts', () => {
  it('keeps a cart only once a phone number or e-mail is given', async () => {
    const id = randomUUID();
    const none = await save(id, { lines: lines(shop), name: 'Ada' });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/phone number or email/);
    expect(await server.count('carts')).toBe(0);
    const kept = await save(id, { lines: lines(shop), name: 'Ada', email: 'ada@example.ng' });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ id, key: expect.any(String) });
    // A later save needs the key the first one answered.
    expect((await save(id, { lines: lines(shop, 3), phone: '08035550101' })).status).toBe(404);
    const again = await save(id, { lines: lines(shop, 3), phone: '08035550101' }, kept.body.key);
    expect(again.status).toBe(200);
  });

  it('lists a cart after an hour without an order, for its own store only', async () => {
    const id = randomUUID();
    const { body } = await save(id, {
      lines: lines(shop),
      name: 'Chidi Eze',
      phone: '0803 555 0199',
    });
    expect((await list()).body.documents.map((c: { id: string }) => c.id)).not.toContain(id);
    await anHourAgo(id);
    const page = await list();
    expect(page.status).toBe(200);
    const listed = page.body.documents.find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({
      name: 'Chidi Eze',
      phone: '+2348035550199',
      value_kobo: 3_000_000,
      lines: [{ name: 'Birthday Cake', qty: 2, unit_price_kobo: 1_500_000, options: [] }],
    });
    expect(listed.restore_link).toContain(`/checkout?cart=${id}&key=${body.key}`);
    // Another store's managers never see it; a shopper cannot list at all.
    const theirs = await list(other.owner.token, other.path);
    expect(theirs.body.documents.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await list(other.owner.token)).status).toBe(403);
    expect((await server.call('GET', `${shop.path}/carts`)).status).toBe(401);
    // Another store cannot take the cart over by its id.
    expect(
      (await save(id, { lines: lines(other), phone: '0803 555 0199' }, body.key, other)).status,
    ).toBe(404);
  });

  it('restores a cart with its link key only, and an order from it is a recovered cart', async () => {
    const id = randomUUID();
    const { body } = await save(id, { lines: lines(shop), name: 'Ngozi', phone: '0803 555 0177' });
    await anHourAgo(id);
    expect((await server.call('GET', `${shop.path}/carts/${id}`)).status).toBe(404);
    expect((await server.call('GET', `${shop.path}/carts/${id}?key=wrong`)).status).toBe(404);
    expect((await server.call('GET', `${other.path}/carts/${id}?key=${body.key}`)).status).toBe(
      404,
    );
    const restored = await server.call('GET', `${shop.path}/carts/${id}?key=${body.key}`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id,
      name: 'Ngozi',
      phone: '+2348035550177',
      // The item as the catalogue has it now, for a browser that never saw it.
      lines: [
        {
          qty: 2,
          name: 'Birthday Cake',
          product_slug: expect.any(String),
          unit_price_kobo: 1_500_000,
          max_qty: 5,
          fulfilment: 'shipped',
          // Its days of notice: checkout asks a day for a restored cake too.
          lead_days: 0,
        },
      ],
    });

    const before = await server.call('GET', `${shop.path}/analytics?period=7d`, {
      token: shop.owner.token,
    });
    const placed = await order(id);
    expect(placed.status).toBe(201);
    const ids = (await list()).body.documents.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(id);
    // The restore link no longer opens it, and the browser's next save starts a new cart.
    expect((await server.call('GET', `${shop.path}/carts/${id}?key=${body.key}`)).status).toBe(404);
    expect((await save(id, { lines: lines(shop), phone: '0803 555 0177' }, body.key)).status).toBe(
      409,
    );
    // Its sales count once it is paid, as every sale's do (docs/product-rules.md, "What counts as paid").
    const paid = await server.call('PATCH', `${shop.path}/orders/${placed.body.id}/payment`, {
      token: shop.owner.token,
      body: { payment_status: 'paid' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = await server.call('GET', `${shop.path}/analytics?period=7d`, {
      token: shop.owner.token,
    });
    expect(after.body.recovered_carts.orders).toBe(before.body.recovered_carts.orders + 1);
    expect(after.body.recovered_carts.revenue_kobo).toBe(
      before.body.recovered_carts.revenue_kobo + placed.body.total_kobo,
    );
  });

  it('an order from a cart never restored converts it without counting it as recovered', async () => {
    const id = randomUUID();
    await save(id, { lines: lines(shop), email: 'tolu@example.ng' });
    await anHourAgo(id);
    const before = await server.call('GET', `${shop.path}/analytics?period=7d`, {
      token: shop.owner.token,
    });
    expect((await order(id)).status).toBe(201);
    expect((await list()).body.documents.map((c: { id: string }) => c.id)).not.toContain(id);
    const after = await server.call('GET', `${shop.path}/analytics?period=7d`, {
      token: shop.owner.token,
    });
    expect(after.body.recovered_carts).toEqual(before.body.recovered_carts);
  });

  it('pages the list and bounds what a cart holds', async () => {
    const big = Array.from({ length: 51 }, () => lines(shop, 1)[0]);
    expect((await save(randomUUID(), { lines: big, phone: '0803 555 0101' })).status).toBe(400);
    const page = await server.call('GET', `${shop.path}/carts?page=1&per_page=1`, {
      token: shop.owner.token,
    });
    expect(page.body).toMatchObject({ page: 1, per_page: 1 });
    expect(page.body.documents.length).toBeLessThanOrEqual(1);
    const body = { lines: lines(shop), phone: '0803 555 0101' };
    expect((await server.call('PUT', `${shop.path}/carts/not-an-id`, { body })).status).toBe(404);
  });

  it('limits the saves one address makes in an hour', async () => {
    const limited = await startTestServer({ limits: { cartSavesPerHourPerAddress: 2 } });
    try {
      const world = await storeTakingOrders(limited, 'Tiny Shop', 'tiny@example.ng', [
        { name: 'Pen', qty: 5, price_kobo: 10_000 },
      ]);
      const id = randomUUID();
      const body = { lines: lines(world), phone: '0803 555 0101' };
      const first = await limited.call('PUT', `${world.path}/carts/${id}`, { body });
      const key = first.body.key;
      await limited.call('PUT', `${world.path}/carts/${id}?key=${key}`, { body });
      const third = await limited.call('PUT', `${world.path}/carts/${id}?key=${key}`, { body });
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/Too many saves/);
    } finally {
      await limited.stop();
    }
  });
});
