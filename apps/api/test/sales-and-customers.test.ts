import { PRICE_REASON_NEEDED } from '@agency/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MicroCache } from '../src/lib/micro-cache.ts';
import { sweepOrders } from '../src/orders/sweep.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';

// Sales a store records by hand (a walk-in, WhatsApp or phone sale) take stock on the same path as
// a shopper's order, and the store's customers are everyone who ordered, merged by phone or e-mail.

let server: TestServer;
let shop: Awaited<ReturnType<typeof storeTakingOrders>>;
let other: Awaited<ReturnType<typeof storeTakingOrders>>;

beforeAll(async () => {
  server = await startTestServer({
    limits: { ordersPerHourPerAddress: 100_000, orderMailsPerHourPerStore: 100_000 },
  });
  shop = await storeTakingOrders(server, 'Bimpe Bakes', 'bimpe@example.ng', [
    { name: 'Birthday Cake', qty: 5, price_kobo: 1_500_000 },
    { name: 'Meat Pie', qty: 100, price_kobo: 50_000 },
  ]);
  other = await storeTakingOrders(server, 'Kola Kitchen', 'kola@example.ng', [
    { name: 'Jollof Tray', qty: 50, price_kobo: 900_000 },
  ]);
  await server.call('PATCH', shop.path, {
    token: shop.owner.token,
    body: { delivery_zones: [{ name: 'Ikeja', fee_kobo: 150_000 }] },
  });
});
afterAll(() => server.stop());

const line = (world: typeof shop, n: number, qty: number, extra: Record<string, unknown> = {}) => ({
  product_id: world.products[n]!.id,
  variant_id: world.products[n]!.variants[0]!.id,
  qty,
  ...extra,
});
const stock = async (world: typeof shop, n: number) =>
  (
    await server.db.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
      world.products[n]!.variants[0]!.id,
    ])
  ).rows[0]!.qty;
const record = (body: Record<string, unknown>, token = shop.owner.token, path = shop.path) =>
  server.call('POST', `${path}/orders/manual`, { token, body });
const shopperOrder = (world: typeof shop, phone: string, email: string, name = 'Ada Obi') =>
  server.call('POST', `${world.path}/orders`, {
    body: {
      lines: [line(world, world === shop ? 1 : 0, 1)],
      name,
      phone,
      email,
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
    },
  });

describe('a sale taken by hand', () => {
  it('takes stock like a shopper order, says where it came from and is in the audit log, with no mail', async () => {
    const before = await stock(shop, 0);
    const mails = await server.count('mail_queue');
    const sale = await record({
      source: 'walk_in',
      lines: [line(shop, 0, 2)],
      fulfilment: 'pickup',
      paid_with: 'cash',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(await stock(shop, 0)).toBe(before - 2);
    expect(sale.body).toMatchObject({
      source: 'walk_in',
      by_hand: true,
      paid_with: 'cash',
      payment_status: 'paid',
      name: '',
      fulfilment: 'pickup',
      total_kobo: 3_000_000,
    });
    expect(sale.body).not.toHaveProperty('access_key');
    expect(sale.body.history.map((h: { kind: string }) => h.kind)).toEqual([
      'placed',
      'confirmed',
      'paid',
    ]);
    expect(sale.body.status).toBe('confirmed');
    expect(await server.count('mail_queue')).toBe(mails);
    const listed = await server.call('GET', `${shop.path}/orders`, { token: shop.owner.token });
    expect(listed.body.documents[0]).toMatchObject({
      id: sale.body.id,
      source: 'walk_in',
      by_hand: true,
    });
    const audit = await server.call('GET', '/my/audit', { token: shop.owner.token });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('orders.recorded');
  });

  it('is never cancelled by the sweep of orders nobody confirmed: the store took it itself', async () => {
    const sale = await record({
      source: 'phone',
      lines: [line(shop, 1, 2)],
      fulfilment: 'pickup',
      name: 'Emeka Obi',
      phone: '0802 000 1111',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const before = await stock(shop, 1);
    await server.db.query(
      `UPDATE orders SET created_at = now() - interval '1000 hours' WHERE id = $1`,
      [sale.body.id],
    );
    await sweepOrders({
      db: server.db,
      cache: { reads: new MicroCache(0), users: new MicroCache(0), sessions: new MicroCache(0) },
    });
    const after = await server.call('GET', `${shop.path}/orders/${sale.body.id}`, {
      token: shop.owner.token,
    });
    expect(after.body.status).toBe('confirmed');
    expect(await stock(shop, 1)).toBe(before);
  });

  it('refuses more than the stock, as checkout does, and writes nothing', async () => {
    const before = await stock(shop, 0);
    const orders = await server.count('orders');
    const sale = await record({
      source: 'walk_in',
      lines: [line(shop, 0, before + 1)],
      fulfilment: 'pickup',
    });
    expect(sale.status).toBe(409);
    expect(sale.body.message).toMatch(/Birthday Cake/);
    expect(await stock(shop, 0)).toBe(before);
    expect(await server.count('orders')).toBe(orders);
  });

  it('takes another price only with a reason, and keeps the listed price beside it', async () => {
    const bare = await record({
      source: 'walk_in',
      lines: [line(shop, 1, 10, { unit_price_kobo: 40_000 })],
      fulfilment: 'pickup',
    });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(PRICE_REASON_NEEDED);
    const sale = await record({
      source: 'walk_in',
      lines: [line(shop, 1, 10, { unit_price_kobo: 40_000, price_reason: 'Bulk discount' })],
      fulfilment: 'pickup',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body.lines[0]).toMatchObject({
      unit_price_kobo: 40_000,
      list_price_kobo: 50_000,
      price_reason: 'Bulk discount',
    });
    expect(sale.body.total_kobo).toBe(400_000);
    expect(sale.body.payment_status).toBe('unpaid');
  });

  it("needs the customer's name and phone unless it is a walk-in, and delivers to a zone at its fee", async () => {
    const nameless = await record({
      source: 'whatsapp',
      lines: [line(shop, 1, 1)],
      fulfilment: 'pickup',
    });
    expect(nameless.status).toBe(400);
    const sale = await record({
      source: 'whatsapp',
      lines: [line(shop, 1, 1)],
      name: 'Tunde Bello',
      phone: '0803 555 0199',
      fulfilment: 'delivery',
      zone: 'Ikeja',
      address: '4 Allen Avenue',
      paid_with: 'bank_transfer',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body).toMatchObject({
      source: 'whatsapp',
      phone: '+2348035550199',
      delivery_fee_kobo: 150_000,
      total_kobo: 200_000,
      payment: 'bank_transfer',
    });
  });

  it("is refused to a shopper and to another store's owner", async () => {
    const body = { source: 'walk_in', lines: [line(shop, 1, 1)], fulfilment: 'pickup' };
    expect((await server.call('POST', `${shop.path}/orders/manual`, { body })).status).toBe(401);
    expect((await record(body, other.owner.token)).status).toBe(403);
  });
});

describe("the store's customers", () => {
  it('are one person across the ways a phone is written and across phone and e-mail', async () => {
    for (const [phone, email] of [
      ['0803 555 0101', 'chidi@example.ng'],
      ['+234 803 555 0101', 'chidi@example.ng'],
      ['0812 000 0000', 'CHIDI@example.ng'],
    ])
      expect((await shopperOrder(shop, phone!, email!, 'Chidi Okeke')).status).toBe(201);
    const found = await server.call('GET', `${shop.path}/customers?q=08035550101`, {
      token: shop.owner.token,
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.total).toBe(1);
    const chidi = found.body.documents[0];
    expect(chidi).toMatchObject({ name: 'Chidi Okeke', orders: 3, spent_kobo: 150_000 });
    expect(chidi.phones.sort()).toEqual(['+2348035550101', '+2348120000000']);
    expect(chidi.emails).toEqual(['chidi@example.ng']);
    const one = await server.call(
      'GET',
      `${shop.path}/customers/${encodeURIComponent('CHIDI@example.ng')}`,
      {
        token: shop.owner.token,
      },
    );
    expect(one.status).toBe(200);
    expect(one.body.order_list).toHaveLength(3);
  });

  it('count a cancelled order but not its money, and export as CSV shielded from formulas', async () => {
    const placed = await shopperOrder(shop, '0705 111 2222', 'zainab@example.ng', '=Zainab');
    await server.call('PATCH', `${shop.path}/orders/${placed.body.id}`, {
      token: shop.owner.token,
      body: { status: 'cancelled' },
    });
    const found = await server.call('GET', `${shop.path}/customers?q=zainab`, {
      token: shop.owner.token,
    });
    expect(found.body.documents[0]).toMatchObject({ orders: 1, spent_kobo: 0 });
    const csv = await server.call('GET', `${shop.path}/customers/export`, {
      token: shop.owner.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.body.csv.split('\n')[0]).toBe(
      'Name,Phone,Email,Orders,Total spent (NGN),First order,Last order',
    );
    expect(csv.body.csv).toContain("'=Zainab,'+2347051112222,zainab@example.ng,1,0.00");
  });

  it("of one store are never another's", async () => {
    expect(
      (await shopperOrder(other, '0909 888 7777', 'musa@example.ng', 'Musa Kola')).status,
    ).toBe(201);
    const theirs = await server.call('GET', `${other.path}/customers`, {
      token: other.owner.token,
    });
    expect(theirs.body.documents.map((c: { name: string }) => c.name)).toEqual(['Musa Kola']);
    const mine = await server.call('GET', `${shop.path}/customers?per_page=100`, {
      token: shop.owner.token,
    });
    expect(JSON.stringify(mine.body)).not.toContain('Musa');
    for (const path of [`${shop.path}/customers`, `${shop.path}/customers/export`])
      expect((await server.call('GET', path, { token: other.owner.token })).status).toBe(403);
    const peek = await server.call(
      'GET',
      `${other.path}/customers/${encodeURIComponent('+2348035550101')}`,
      {
        token: other.owner.token,
      },
    );
    expect(peek.status).toBe(404);
  });

  it('are read from 5,000 orders quickly enough for one page', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT s.id FROM stores s WHERE s.slug = $1`,
      [shop.path.split('/')[2]],
    );
    // 5,000 orders from 2,000 shoppers, each phone written the stored way, a third with an e-mail.
    await server.db.query(
      `INSERT INTO orders (store_id, access_key, name, phone, email, fulfilment, payment, subtotal_kobo,
          delivery_fee_kobo, total_kobo, number, invoice_number, payment_reference, created_at)
       SELECT $1, 'k' || n, 'Shopper ' || (n % 2000), '+23480' || lpad((n % 2000)::text, 8, '0'),
          CASE WHEN n % 3 = 0 THEN 'shopper' || (n % 2000) || '@example.ng' ELSE '' END,
          'pickup', 'pay_on_delivery', 10000, 0, 10000, 100000 + n, 100000 + n, 'LOAD-' || n, now() - n * interval '1 minute'
         FROM generate_series(1, 5000) n`,
      [rows[0]!.id],
    );
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const page = await server.call('GET', `${shop.path}/customers?q=shopper 1999`, {
        token: shop.owner.token,
      });
      times.push(performance.now() - start);
      expect(page.status).toBe(200);
      expect(page.body.documents[0]).toMatchObject({ name: 'Shopper 1999', orders: 2 });
    }
    times.sort((a, b) => a - b);
    console.log(`customers of 5,000 orders: median ${times[1]!.toFixed(0)} ms`);
    expect(times[1]).toBeLessThan(1500);
  });
});
