import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';
import { startSmtp } from './smtp-server.ts';

// An order's steps follow its fulfilment: a pickup can be ready for pickup, a delivery shipped
// with a carrier and an https tracking link the shopper's page and mail carry; each move is
// audited. Each store numbers its invoices from INV-0001, distinct under parallel orders.

const { received, ...smtp } = startSmtp();
const WAIT = { timeout: 15_000 };
const subject = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

let server: TestServer;
let store: World;
let shopper = 0;

beforeAll(async () => {
  server = await startTestServer({
    smtpUrl: await smtp.listen(),
    mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    limits: { ordersPerHourPerAddress: 100_000 },
  });
  store = await storeTakingOrders(server, 'Steps Bakery', 'bakery@example.ng', [
    { name: 'Chocolate cake', qty: 500, price_kobo: 2_000_000 },
  ]);
  await server.call('PATCH', store.path, {
    token: store.owner.token,
    body: {
      delivery_zones: [{ name: 'Lekki', fee_kobo: 150_000 }],
    },
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

type World = Awaited<ReturnType<typeof storeTakingOrders>>;

async function place(fulfilment: 'delivery' | 'pickup', where: World = store, item = 0) {
  shopper += 1;
  const path = where.path;
  const product = where.products[item]!;
  const res = await server.call('POST', `${path}/orders`, {
    body: {
      lines: [{ product_id: product.id, variant_id: product.variants[0]!.id, qty: 1 }],
      name: 'Bimpe Ade',
      phone: '0803 555 0101',
      email: `steps${shopper}@example.ng`,
      fulfilment,
      ...(fulfilment === 'delivery' ? { address: '4 Admiralty Way', zone: 'Lekki' } : {}),
      payment: 'pay_on_delivery',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; number: number; access_key: string; invoice_number: number };
}

const move = (id: string, body: Record<string, unknown>) =>
  server.call('PATCH', `${store.path}/orders/${id}`, { token: store.owner.token, body });
const stock = async () =>
  (
    await server.call('GET', `${store.path}/products/${store.products[0]!.id}`, {
      token: store.owner.token,
    })
  ).body.variants[0].qty as number;
const kinds = (order: { history: { kind: string }[] }) => order.history.map((e) => e.kind);

describe('order steps', () => {
  it('a delivery is shipped with its carrier and tracking link, which the shopper reads by the key, then delivered', async () => {
    const order = await place('delivery');
    // Not before it is confirmed, and a delivery is never "ready for pickup".
    const early = await move(order.id, { status: 'shipped' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A new order cannot become shipped');
    expect((await move(order.id, { status: 'confirmed' })).status).toBe(200);
    const ready = await move(order.id, { status: 'ready' });
    expect(ready.status).toBe(409);
    expect(ready.body.message).toBe('Only a pickup order can be ready for pickup');

    const link = 'https://gigl.example/track?waybill=GIG123';
    const shipped = await move(order.id, {
      status: 'shipped',
      carrier: 'GIG Logistics',
      tracking_url: link,
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      carrier: 'GIG Logistics',
      tracking_url: link,
    });
    const read = await server.call(
      'GET',
      `${store.path}/orders/${order.id}?key=${order.access_key}`,
    );
    expect(read.body).toMatchObject({
      status: 'shipped',
      carrier: 'GIG Logistics',
      tracking_url: link,
    });
    expect(kinds(read.body)).toEqual(['placed', 'confirmed', 'shipped']);

    const delivered = await move(order.id, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(kinds(delivered.body)).toEqual(['placed', 'confirmed', 'shipped', 'delivered']);
    // Delivered is final.
    expect((await move(order.id, { status: 'cancelled' })).status).toBe(409);
  });

  it('a pickup is made ready for pickup, then collected; it is never shipped', async () => {
    const order = await place('pickup');
    expect((await move(order.id, { status: 'confirmed' })).status).toBe(200);
    const shipped = await move(order.id, { status: 'shipped' });
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe('Only a delivery can be shipped');
    const ready = await move(order.id, { status: 'ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    const collected = await move(order.id, { status: 'delivered' });
    expect(kinds(collected.body)).toEqual(['placed', 'confirmed', 'ready', 'delivered']);
  });

  it('a shipped parcel that comes back is cancelled and its units go back into stock', async () => {
    const before = await stock();
    const order = await place('delivery');
    await move(order.id, { status: 'confirmed' });
    await move(order.id, { status: 'shipped' });
    expect((await move(order.id, { status: 'cancelled' })).status).toBe(200);
    expect(await stock()).toBe(before);
  });

  it('takes only an https tracking link, and tracking only with Shipped', async () => {
    const order = await place('delivery');
    await move(order.id, { status: 'confirmed' });
    const refused = [
      'http://gigl.example/track/1',
      'javascript:alert(1)',
      'gigl.example/track/1',
      'https://localhost/track',
      'https://user:pass@gigl.example/',
      `https://gigl.example/${'x'.repeat(600)}`,
    ];
    for (const tracking_url of refused) {
      const res = await move(order.id, { status: 'shipped', tracking_url });
      expect(res.status, tracking_url).toBe(400);
      expect(res.body.message).toMatch(/tracking link/);
    }
    const tooLong = await move(order.id, { status: 'shipped', carrier: 'x'.repeat(81) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Carrier must be at most 80 characters');
    const withConfirm = await move(order.id, {
      status: 'delivered',
      tracking_url: 'https://gigl.example/t/1',
    });
    expect(withConfirm.status).toBe(400);
    expect(withConfirm.body.message).toBe('A carrier and tracking link go with Shipped only');
    // Nothing was half-written by the refusals.
    const still = await server.call('GET', `${store.path}/orders/${order.id}`, {
      token: store.owner.token,
    });
    expect(still.body).toMatchObject({ status: 'confirmed', carrier: '', tracking_url: '' });
  });

  it('Shipped again corrects the tracking link: no second step, and the correction is audited', async () => {
    const order = await place('delivery');
    await move(order.id, { status: 'confirmed' });
    await move(order.id, { status: 'shipped', carrier: 'Rider Musa', tracking_url: '' });
    const fixed = await move(order.id, {
      status: 'shipped',
      tracking_url: 'https://kwik.example/t/77',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({
      carrier: 'Rider Musa',
      tracking_url: 'https://kwik.example/t/77',
    });
    expect(kinds(fixed.body)).toEqual(['placed', 'confirmed', 'shipped']);
    const { rows } = await server.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_events WHERE action = 'orders.status_changed' AND target_id = $1
        ORDER BY id`,
      [order.id],
    );
    expect(rows.map((r) => r.details)).toEqual([
      { number: order.number, status: { before: 'new', after: 'confirmed' } },
      {
        number: order.number,
        status: { before: 'confirmed', after: 'shipped' },
        carrier: 'Rider Musa',
        tracking_url: '',
      },
      {
        number: order.number,
        status: { before: 'shipped', after: 'shipped' },
        carrier: 'Rider Musa',
        tracking_url: 'https://kwik.example/t/77',
      },
    ]);
  });

  it('the shopper is mailed when the order ships (carrier, tracking link, invoice number) and when it is ready for pickup', async () => {
    const order = await place('delivery');
    const email = `steps${shopper}@example.ng`;
    await move(order.id, { status: 'confirmed' });
    const link = 'https://gigl.example/track?waybill=GIG999';
    await move(order.id, { status: 'shipped', carrier: 'GIG Logistics', tracking_url: link });
    const mailsTo = (to: string) => received.filter((m) => m.to.includes(to));
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(3);
    const shipped = mailsTo(email)[2]!.raw;
    expect(subject(shipped)).toBe(`Order #${order.number} is on its way`);
    expect(shipped).toContain('Steps Bakery sent your order');
    expect(shipped).toContain('GIG Logistics');
    expect(shipped.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      `href="${link.replace(/&/g, '&amp;')}"`,
    );
    expect(shipped).toContain(`Invoice INV-${String(order.invoice_number).padStart(4, '0')}`);

    const pickup = await place('pickup');
    const pickupEmail = `steps${shopper}@example.ng`;
    await move(pickup.id, { status: 'confirmed' });
    await move(pickup.id, { status: 'ready' });
    await expect.poll(() => mailsTo(pickupEmail).length, WAIT).toBe(3);
    const ready = mailsTo(pickupEmail)[2]!.raw;
    expect(subject(ready)).toBe(`Order #${pickup.number} is ready for pickup`);
    expect(ready).toContain('Collect it at Farm gate');
  });
});

describe('invoice numbers', () => {
  it('each store counts its own invoices from 1, distinct and consecutive under parallel orders', async () => {
    // Each order buys an item of its own: no stock row makes the orders wait for each other.
    const items = (what: string) =>
      Array.from({ length: 12 }, (_, i) => ({
        name: `${what} ${i + 1}`,
        qty: 50,
        price_kobo: 300_000,
      }));
    const other = await storeTakingOrders(server, 'Steps Farm', 'farm@example.ng', items('Yam'));
    const third = await storeTakingOrders(
      server,
      'Steps Kitchen',
      'kitchen@example.ng',
      items('Tray'),
    );
    // Twelve orders in each store at once, interleaved.
    const placed = await Promise.all(
      Array.from({ length: 24 }, (_, i) => place('pickup', i % 2 ? other : third, i >> 1)),
    );
    const numbersOf = (path: string) =>
      placed
        .filter((_, i) => (i % 2 ? other.path : third.path) === path)
        .map((o) => o.invoice_number)
        .sort((a, b) => a - b);
    const oneToTwelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(numbersOf(other.path)).toEqual(oneToTwelve);
    expect(numbersOf(third.path)).toEqual(oneToTwelve);
  });

  it('a cancelled order keeps its invoice number and the next order never takes it again', async () => {
    const first = await place('pickup');
    expect((await move(first.id, { status: 'cancelled' })).status).toBe(200);
    const next = await place('pickup');
    expect(next.invoice_number).toBe(first.invoice_number + 1);
    const read = await server.call('GET', `${store.path}/orders/${first.id}`, {
      token: store.owner.token,
    });
    expect(read.body.invoice_number).toBe(first.invoice_number);
  });
});
