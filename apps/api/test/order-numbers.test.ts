import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Each store numbers its own orders from #1001: one store's numbers say nothing about another's,
// parallel orders in one store get distinct numbers, and orders placed before keep theirs.
let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 100_000 } });
  owner = (await server.user('owner')).token;
});
afterAll(() => server.stop());

async function storeWithItem(name: string) {
  const made = await server.call('POST', '/my/businesses', { token: owner, body: { name } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const slug = made.body.store.slug as string;
  await server.call('PATCH', `/stores/${slug}`, {
    token: owner,
    body: { pickup_address: '1 Market Road' },
  });
  const item = await server.call('POST', `/stores/${slug}/products`, {
    token: owner,
    body: { name: 'Garri bag', variants: [{ qty: 1000, price_kobo: 150_000 }] },
  });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  return { slug, product_id: item.body.id as string, variant_id: item.body.variants[0].id };
}

async function place(store: Awaited<ReturnType<typeof storeWithItem>>): Promise<number> {
  const res = await server.call('POST', `/stores/${store.slug}/orders`, {
    body: {
      lines: [{ product_id: store.product_id, variant_id: store.variant_id, qty: 1 }],
      name: 'Ada Obi',
      phone: '+234 801 000 0000',
      email: 'ada@example.ng',
      payment: 'pay_on_delivery',
      fulfilment: 'pickup',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.number as number;
}

describe('order numbers', () => {
  it('each store counts its own orders from #1001', async () => {
    const a = await storeWithItem('Numbers Alpha Foods');
    const b = await storeWithItem('Numbers Beta Farms');
    expect(await place(a)).toBe(1001);
    expect(await place(a)).toBe(1002);
    expect(await place(a)).toBe(1003);
    // Another store's orders do not move this one's count, and it starts at #1001 too.
    expect(await place(b)).toBe(1001);
    expect(await place(a)).toBe(1004);
    expect(await place(b)).toBe(1002);
  });

  it('parallel orders in one store get distinct, consecutive numbers', async () => {
    const store = await storeWithItem('Numbers Parallel Kitchen');
    const numbers = await Promise.all(Array.from({ length: 12 }, () => place(store)));
    expect([...numbers].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => 1001 + i),
    );
  });

  it('orders placed before per-store numbers keep theirs, and their store goes on from its highest', async () => {
    const store = await storeWithItem('Numbers Legacy Market');
    const first = await place(store);
    // As before the change: numbers from one sequence for every store, unique across stores.
    await server.db.exec(`
      DELETE FROM orders WHERE store_id <> (SELECT id FROM stores WHERE slug = '${store.slug}');
      UPDATE orders SET number = 5000 + number
        WHERE store_id = (SELECT id FROM stores WHERE slug = '${store.slug}');
      DROP TABLE store_order_numbers; DROP TABLE store_invitations;
      DROP INDEX orders_store_number;
      ALTER TABLE orders ADD CONSTRAINT orders_number_key UNIQUE (number);
      ALTER TABLE orders DROP COLUMN invoice_number, DROP COLUMN carrier, DROP COLUMN tracking_url;
      DELETE FROM schema_migrations WHERE version IN (20, 37);`);
    await migrate(server.db);
    const { rows } = await server.db.query<{ number: number }>(
      `SELECT number::int AS number FROM orders
        WHERE store_id = (SELECT id FROM stores WHERE slug = $1)`,
      [store.slug],
    );
    expect(rows.map((r) => r.number)).toEqual([5000 + first]);
    expect(await place(store)).toBe(5000 + first + 1);
    // Invoice numbers came later: the order placed before got INV-0001, and the store goes on.
    const { rows: invoices } = await server.db.query<{ invoice: number }>(
      `SELECT invoice_number::int AS invoice FROM orders
        WHERE store_id = (SELECT id FROM stores WHERE slug = $1) ORDER BY number`,
      [store.slug],
    );
    expect(invoices.map((r) => r.invoice)).toEqual([1, 2]);
  });
});
