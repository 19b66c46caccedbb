import { discountMessages, NOTHING_TO_SHIP_PAYMENT } from '@agency/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Discount codes (checked and applied by the server, limits that hold under parallel use), carts
// with nothing to ship, and delivery times that have passed.

let server: TestServer;
let admin: string;
const STORE = `/stores/${DEMO_STORE_SLUG}`;
/** A ₦100 item with plenty of stock, so the codes, not the stock, are what runs out. */
let item: { id: string; variant: string };
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 100_000 } });
  await ensureDemoStore(server.db);
  admin = (await server.user('admin')).token;
  const res = await server.call('POST', `${STORE}/products`, {
    token: admin,
    body: { name: 'Discount Test Crate', variants: [{ qty: 100_000, price_kobo: 10_000 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  item = { id: res.body.id, variant: res.body.variants[0].id };
});
afterAll(() => server.stop());

const shopper = (n: number) => ({
  name: 'Ada Obi',
  phone: `0803 555 ${String(1000 + n).slice(-4)}`,
  email: `ada${n}@example.ng`,
});
function order(qty: number, extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    lines: [{ product_id: item.id, variant_id: item.variant, qty }],
    ...shopper(serial),
    fulfilment: 'pickup',
    payment: 'pay_on_delivery',
    ...extra,
  };
}
const place = (body: unknown) => server.call('POST', `${STORE}/orders`, { body });
async function code(body: Record<string, unknown>) {
  const res = await server.call('POST', `${STORE}/discounts`, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function lagosDay(offset: number): Promise<string> {
  const { rows } = await server.db.query<{ day: string }>(
    `SELECT to_char((now() AT TIME ZONE 'Africa/Lagos')::date + $1::int, 'YYYY-MM-DD') AS day`,
    [offset],
  );
  return rows[0]!.day;
}

describe('discount codes', () => {
  it('takes a percentage or a fixed amount off the subtotal, on the server, and keeps it on the order', async () => {
    await code({ code: 'ten', kind: 'percent', value: 10 });
    await code({ code: 'BIGFIX', kind: 'fixed', value: 1_000_000 });
    // Whatever the client says, the lines are priced from the catalogue.
    const quote = await server.call('POST', `${STORE}/discounts/check`, {
      body: { code: ' Ten ', lines: order(5).lines },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ code: 'TEN', subtotal_kobo: 50_000, discount_kobo: 5_000 });
    const placed = await place(order(5, { discount_code: 'ten' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      discount_code: 'TEN',
      discount_kobo: 5_000,
      subtotal_kobo: 50_000,
      total_kobo: 45_000,
    });
    // A fixed amount never takes off more than the subtotal; delivery is still paid.
    const big = await place(
      order(1, {
        discount_code: 'bigfix',
        fulfilment: 'delivery',
        zone: 'Lagos Mainland',
        address: '12 Allen Avenue, Ikeja',
      }),
    );
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    expect(big.body.discount_kobo).toBe(10_000);
    expect(big.body.total_kobo).toBe(big.body.delivery_fee_kobo);
    const reread = await server.call('GET', `${STORE}/orders/${placed.body.id}`, { token: admin });
    expect(reread.body).toMatchObject({ discount_code: 'TEN', discount_kobo: 5_000 });
  });

  it('refuses unknown, expired, not yet started, deactivated and below-minimum codes with a clear message', async () => {
    const cases: [Record<string, unknown> | null, string, string][] = [
      [null, 'NOPE', discountMessages.unknown('NOPE')],
      [{ ends_on: await lagosDay(-1) }, 'OLD', 'The code OLD ended on'],
      [{ starts_on: await lagosDay(1) }, 'SOON', 'The code SOON starts on'],
      [{ active: false }, 'OFF', discountMessages.inactive('OFF')],
      [{ min_order_kobo: 50_000 }, 'MIN500', discountMessages.belowMinimum('MIN500', '₦500.00')],
    ];
    for (const [rules, name, message] of cases) {
      if (rules) await code({ code: name, kind: 'percent', value: 5, ...rules });
      const before = await server.count('orders');
      const refused = await place(order(1, { discount_code: name.toLowerCase() }));
      expect(refused.status, name).toBe(400);
      expect(refused.body.message).toContain(message);
      expect(await server.count('orders')).toBe(before);
      const quote = await server.call('POST', `${STORE}/discounts/check`, {
        body: { code: name, lines: order(1).lines },
      });
      expect(quote.body.message).toContain(message);
    }
    // Today is inside a code that starts and ends today, and the minimum is met at ₦500.
    await code({
      code: 'TODAY',
      kind: 'fixed',
      value: 500,
      starts_on: await lagosDay(0),
      ends_on: await lagosDay(0),
    });
    expect((await place(order(1, { discount_code: 'TODAY' }))).status).toBe(201);
    expect((await place(order(5, { discount_code: 'MIN500' }))).status).toBe(201);
  });

  it('never passes its limit: 50 parallel buyers of a code allowed 10 times get exactly 10', async () => {
    const limited = await code({ code: 'LIMIT10', kind: 'percent', value: 20, max_uses: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => place(order(1, { discount_code: 'LIMIT10' }))),
    );
    const redeemed = results.filter((r) => r.status === 201).length;
    console.log(`discount redemptions under 50 parallel buyers, limit 10: ${redeemed}`);
    expect(redeemed).toBe(10);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(discountMessages.usedUp('LIMIT10'));
    }
    const { rows } = await server.db.query<{ used: number; n: number }>(
      `SELECT used, (SELECT count(*)::int FROM discount_redemptions WHERE discount_id = $1) AS n
         FROM discount_codes WHERE id = $1`,
      [limited.id],
    );
    expect(rows[0]).toEqual({ used: 10, n: 10 });
    // A cancelled order gives its use back.
    const first = results.find((r) => r.status === 201)!.body;
    const cancelled = await server.call('PATCH', `${STORE}/orders/${first.id}`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await place(order(1, { discount_code: 'LIMIT10' }))).status).toBe(201);
    expect((await place(order(1, { discount_code: 'LIMIT10' }))).status).toBe(409);
  });

  it('holds the per-shopper limit by phone or by e-mail, in parallel too', async () => {
    await code({ code: 'ONCE', kind: 'fixed', value: 1_000, max_uses_per_shopper: 1 });
    const ada = { name: 'Ada Obi', phone: '0803 555 0199', email: 'ada.once@example.ng' };
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => place({ ...order(1, { discount_code: 'ONCE' }), ...ada })),
    );
    expect(tries.filter((r) => r.status === 201)).toHaveLength(1);
    const samePhone = await place({
      ...order(1, { discount_code: 'ONCE' }),
      ...ada,
      phone: '+234 803 555 0199',
      email: 'other@example.ng',
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe(discountMessages.shopperUsedUp('ONCE'));
    const sameEmail = await place({
      ...order(1, { discount_code: 'ONCE' }),
      ...ada,
      phone: '0701 000 0000',
      email: 'ADA.once@example.ng',
    });
    expect(sameEmail.status).toBe(409);
    expect((await place(order(1, { discount_code: 'ONCE' }))).status).toBe(201);
  });

  it('is managed by the store: list, edit, deactivate; duplicates and other people are refused', async () => {
    const list = await server.call('GET', `${STORE}/discounts`, { token: admin });
    expect(list.status).toBe(200);
    const ten = list.body.find((d: { code: string }) => d.code === 'TEN');
    expect(ten).toMatchObject({ kind: 'percent', value: 10, used: 1, given_kobo: 5_000 });
    const dup = await server.call('POST', `${STORE}/discounts`, {
      token: admin,
      body: { code: 'ten', kind: 'fixed', value: 100 },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('already has the code TEN');
    const tooMuch = await server.call('PATCH', `${STORE}/discounts/${ten.id}`, {
      token: admin,
      body: { value: 150 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('A percentage is at most 100');
    const off = await server.call('PATCH', `${STORE}/discounts/${ten.id}`, {
      token: admin,
      body: { active: false, value: 15 },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false, value: 15, used: 1 });
    const stranger = await server.user('store_admin');
    for (const [method, path] of [
      ['GET', `${STORE}/discounts`],
      ['POST', `${STORE}/discounts`],
      ['PATCH', `${STORE}/discounts/${ten.id}`],
    ] as const) {
      const res = await server.call(method, path, {
        token: stranger.token,
        body: method === 'GET' ? undefined : { code: 'MINE', kind: 'fixed', value: 1 },
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await server.call('GET', `${STORE}/discounts`)).status).toBe(401);
  });

  it('is counted in the store analytics: redemptions and the discount given', async () => {
    const res = await server.call('GET', `${STORE}/analytics?period=7d`, { token: admin });
    expect(res.status).toBe(200);
    const { rows } = await server.db.query<{ n: number; given: number }>(
      `SELECT count(*)::int AS n, sum(discount_kobo)::float8 AS given FROM orders
        WHERE discount_kobo > 0 AND status <> 'cancelled'`,
    );
    expect(res.body.discounts).toEqual({ redemptions: rows[0]!.n, given_kobo: rows[0]!.given });
    expect(res.body.discounts.redemptions).toBeGreaterThanOrEqual(14);
  });
});

describe('a cart with nothing to ship', () => {
  async function ebookLine() {
    const ebook = (await server.call('GET', `${STORE}/products/p20`)).body;
    expect(ebook.fulfilment).toBe('digital');
    return { product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 };
  }

  it('takes no address and no delivery fee, and refuses pay on delivery', async () => {
    const line = await ebookLine();
    const buyer = { name: 'Ada Obi', phone: '0803 555 0100', email: 'ebook@example.ng' };
    const cod = await place({
      lines: [line],
      ...buyer,
      fulfilment: 'none',
      payment: 'pay_on_delivery',
    });
    expect(cod.status).toBe(400);
    expect(cod.body.message).toBe(NOTHING_TO_SHIP_PAYMENT);
    const ok = await place({
      lines: [line],
      ...buyer,
      fulfilment: 'none',
      payment: 'bank_transfer',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ fulfilment: 'none', address: '', delivery_fee_kobo: 0 });
    expect(ok.body.total_kobo).toBe(ok.body.subtotal_kobo);
    // A client that still sends a zone and address is not charged for them.
    const sent = await place({
      lines: [line],
      ...buyer,
      fulfilment: 'delivery',
      zone: 'Lagos Island',
      address: '1 Marina, Lagos',
      payment: 'bank_transfer',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ fulfilment: 'none', address: '', delivery_fee_kobo: 0 });
  });

  it('still needs delivery or pickup when anything in the cart is shipped', async () => {
    const mixed = await place({
      ...order(1, { fulfilment: 'none', payment: 'bank_transfer' }),
      lines: [await ebookLine(), { product_id: item.id, variant_id: item.variant, qty: 1 }],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('Choose delivery or pickup');
  });

  it('lets the item form set how an item is fulfilled', async () => {
    const res = await server.call('PATCH', `${STORE}/products/${item.id}`, {
      token: admin,
      body: { fulfilment: 'service' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fulfilment).toBe('service');
    const bad = await server.call('PATCH', `${STORE}/products/${item.id}`, {
      token: admin,
      body: { fulfilment: 'teleported' },
    });
    expect(bad.status).toBe(400);
    await server.call('PATCH', `${STORE}/products/${item.id}`, {
      token: admin,
      body: { fulfilment: 'shipped' },
    });
  });
});

describe('delivery times', () => {
  async function crateOrder(schedule: string) {
    const crate = (await server.call('GET', `${STORE}/products/sample-crate`)).body;
    const variant = crate.variants.find(
      (v: { mods: Record<string, string> }) => v.mods.size === 'Small' && v.mods.color === 'blue',
    );
    return place({
      ...order(1),
      lines: [
        {
          product_id: crate.id,
          variant_id: variant.id,
          qty: 1,
          selection: { size: 'Small', color: 'blue', weight: 1, schedule },
        },
      ],
    });
  }

  it('refuses a time that has passed, with the time in Lagos (WAT)', async () => {
    const past = await crateOrder('2026-07-20T14:30:00+01:00');
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(
      'Giant African Land Snails: Delivery time: 20 Jul 2026, 14:30 WAT has already passed. Choose a later time.',
    );
    // A time without its zone is read as Lagos time.
    expect((await crateOrder('2020-01-01T10:00')).status).toBe(400);
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const ok = await crateOrder(soon);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.lines[0].options).toContainEqual(
      expect.objectContaining({ label: 'Delivery time', value: expect.stringMatching(/WAT$/) }),
    );
  });
});
