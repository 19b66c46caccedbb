import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import type { Mail } from '../src/lib/mailer.ts';
import { MicroCache } from '../src/lib/micro-cache.ts';
import { sweepOrders } from '../src/orders/sweep.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';

// One order cannot empty a store by repeating a line: lines merge, units per
// variant and the order's value are capped per store, unconfirmed orders expire and give their
// stock back, and a flood of orders is one digest mail, not a flood of mail; demo stores' orders are cleared daily.

let server: TestServer;
const mails: Mail[] = [];
let owner: Awaited<ReturnType<TestServer['user']>>;
let path: string;
let product: { id: string; variants: { id: string }[] };
let cheap: { id: string; variants: { id: string }[] };

/** The orders' sweep, as an instance runs it; the server's mail worker sends what it queued. */
const sweep = () =>
  sweepOrders({
    db: server.db,
    cache: { reads: new MicroCache(0), users: new MicroCache(0), sessions: new MicroCache(0) },
  });

beforeAll(async () => {
  server = await startTestServer(
    {
      limits: { ordersPerHourPerAddress: 100_000, orderMailsPerHourPerStore: 2 },
      mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  const store = await storeTakingOrders(server, 'Hoard Target Farm', 'farm@shop.test', [
    { name: 'Snail Crate', qty: 250, price_kobo: 100_000 },
    { name: 'Sticker', qty: 3, price_kobo: 100 },
  ]);
  ({ owner, path } = store);
  [product, cheap] = store.products as [typeof product, typeof cheap];
});
afterAll(() => server.stop());

const buyer = {
  name: 'Hoarder',
  phone: '08030000000',
  email: 'h@h.test',
  fulfilment: 'pickup',
  payment: 'pay_on_delivery',
};
const line = (qty: number, p = product) => ({
  product_id: p.id,
  variant_id: p.variants[0]!.id,
  qty,
});
const place = (lines: unknown[]) =>
  server.call('POST', `${path}/orders`, { body: { lines, ...buyer } });
const stock = async (variantId: string) =>
  (await server.db.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [variantId]))
    .rows[0]!.qty;

describe('units per variant and order value', () => {
  it("the review's repro (99 + 99 + 52 of one variant) is refused and takes nothing", async () => {
    const answer = await place([line(99), line(99), line(52), line(3, cheap)]);
    expect(answer).toMatchObject({
      status: 409,
      body: {
        message: 'At most 20 of Snail Crate per order. Lower the quantity to place the order.',
      },
    });
    expect(await stock(product.variants[0]!.id)).toBe(250);
    expect(await stock(cheap.variants[0]!.id)).toBe(3);
  });

  it('a repeated line counts with its twin: 15 + 15 is over 20; 5 + 5 is one line of 10', async () => {
    expect((await place([line(15), line(15)])).status).toBe(409);
    const ok = await place([line(5), line(5)]);
    expect(ok.status).toBe(201);
    expect(ok.body.lines).toHaveLength(1);
    expect(ok.body.lines[0].qty).toBe(10);
    expect(await stock(product.variants[0]!.id)).toBe(240);
    await server.call('PATCH', `${path}/orders/${ok.body.id}`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(await stock(product.variants[0]!.id)).toBe(250);
  });

  it('the store sets its limits; an order over its value is refused', async () => {
    const info = await server.call('GET', path);
    expect(info.body).toMatchObject({
      max_units_per_variant: 20,
      max_order_kobo: 200_000_000,
      unconfirmed_order_hours: 48,
    });
    expect(
      (await server.call('PATCH', path, { token: owner.token, body: { max_units_per_variant: 0 } }))
        .status,
    ).toBe(400);
    const set = await server.call('PATCH', path, {
      token: owner.token,
      body: { max_units_per_variant: 200, max_order_kobo: 500_000 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ max_units_per_variant: 200, max_order_kobo: 500_000 });
    const tooMuch = await place([line(6)]);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(
      /^Orders over ₦5,000\.00 are not taken online\. Lower the quantities or call the store\.$/,
    );
    expect(await stock(product.variants[0]!.id)).toBe(250);
    expect((await place([line(5)])).status).toBe(201);
    await server.call('PATCH', path, {
      token: owner.token,
      body: { max_units_per_variant: 20, max_order_kobo: 200_000_000 },
    });
  });
});

describe('unconfirmed orders and order mail', () => {
  it('a new order nobody confirmed within the hours set is cancelled by the sweep, its stock back', async () => {
    const before = await stock(product.variants[0]!.id);
    const stale = (await place([line(4)])).body;
    const confirmed = (await place([line(3)])).body;
    const fresh = (await place([line(2)])).body;
    await server.call('PATCH', `${path}/orders/${confirmed.id}`, {
      token: owner.token,
      body: { status: 'confirmed' },
    });
    expect(await stock(product.variants[0]!.id)).toBe(before - 9);
    await server.db.query(
      `UPDATE orders SET created_at = now() - interval '49 hours' WHERE id = ANY($1::uuid[])`,
      [[stale.id, confirmed.id]],
    );
    // Two instances sweeping at once give the units back once.
    await Promise.all([sweep(), sweep()]);
    const status = async (id: string) =>
      (await server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))
        .rows[0]!.status;
    expect(await status(stale.id)).toBe('cancelled');
    expect(await status(confirmed.id)).toBe('confirmed');
    expect(await status(fresh.id)).toBe('new');
    expect(await stock(product.variants[0]!.id)).toBe(before - 5);
  });

  it('past the store’s hourly order mails, the rest go in one digest', async () => {
    await server.db.query(`DELETE FROM rate_buckets WHERE key LIKE 'order-mail:%'`);
    await sweep(); // mails held back by the tests above, sent by the mail worker
    await expect
      .poll(() => server.count(`mail_queue WHERE state IN ('pending', 'sending')`))
      .toBe(0);
    mails.length = 0;
    // The store's mails (the shoppers get their receipts besides).
    const storeMails = () => mails.filter((m) => m.to === 'farm@shop.test');
    const placed = [];
    for (let i = 0; i < 6; i += 1) placed.push((await place([line(1)])).body);
    await expect.poll(() => storeMails().length).toBe(2);
    expect(storeMails().every((m) => m.subject.startsWith('New order #'))).toBe(true);
    await sweep();
    await expect.poll(() => storeMails().length).toBe(3);
    const digest = storeMails()[2]!;
    expect(digest.to).toBe('farm@shop.test');
    expect(digest.subject).toBe('4 new orders in Hoard Target Farm');
    for (const order of placed.slice(2)) expect(digest.body).toContain(`#${order.number} Hoarder`);
    await sweep();
    expect(storeMails()).toHaveLength(3);
  });
});

describe('the demo store', () => {
  it('shows fake bank details, marks its orders as demo orders and clears them after a day', async () => {
    await ensureDemoStore(server.db);
    const store = `/stores/${DEMO_STORE_SLUG}`;
    const info = (await server.call('GET', store)).body;
    expect(info).toMatchObject({
      is_demo: true,
      bank_details: 'Demo Bank · account 0000000000 (demo)',
    });
    const ebook = (await server.call('GET', `${store}/products/p20`)).body;
    const before = await stock(ebook.variants[0].id);
    const placed = await server.call('POST', `${store}/orders`, {
      body: {
        lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 2 }],
        ...buyer,
        payment: 'bank_transfer',
      },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.bank_details).toBe('Demo Bank · account 0000000000 (demo)');
    const { rows } = await server.db.query<{ is_demo: boolean }>(
      'SELECT is_demo FROM orders WHERE id = $1',
      [placed.body.id],
    );
    expect(rows[0]!.is_demo).toBe(true);
    await sweep();
    expect(await server.count('orders WHERE is_demo')).toBe(1);
    await server.db.query(
      `UPDATE orders SET created_at = now() - interval '25 hours' WHERE is_demo`,
    );
    await sweep();
    expect(await server.count('orders WHERE is_demo')).toBe(0);
    expect(await stock(ebook.variants[0].id)).toBe(before);
  });
});

describe('generated orders (seeded)', () => {
  it('no order takes more than the caps, and a refused one takes nothing', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261124);
    const variants = [product, cheap].map((p) => ({ product: p, variant: p.variants[0]!.id }));
    const runs = fc.sample(
      fc.array(
        fc.record({ pick: fc.integer({ min: 0, max: 1 }), qty: fc.integer({ min: 1, max: 30 }) }),
        { minLength: 1, maxLength: 12 },
      ),
      { seed, numRuns: 150 },
    );
    let placed = 0;
    for (const lines of runs) {
      const before = await Promise.all(variants.map((v) => stock(v.variant)));
      const answer = await place(lines.map((l) => line(l.qty, variants[l.pick]!.product)));
      const after = await Promise.all(variants.map((v) => stock(v.variant)));
      const asked = variants.map((_, i) =>
        lines.filter((l) => l.pick === i).reduce((sum, l) => sum + l.qty, 0),
      );
      if (answer.status === 201) {
        placed += 1;
        expect(asked.every((units) => units <= 20)).toBe(true);
        expect(answer.body.subtotal_kobo).toBeLessThanOrEqual(200_000_000);
        expect(after).toEqual(before.map((b, i) => b - asked[i]!));
        // Put the stock back for the next run.
        await server.call('PATCH', `${path}/orders/${answer.body.id}`, {
          token: owner.token,
          body: { status: 'cancelled' },
        });
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(409);
        expect(after).toEqual(before);
      }
      expect(after.every((n) => n >= 0)).toBe(true);
    }
    expect(placed).toBeGreaterThan(10);
  }, 120_000);
});
