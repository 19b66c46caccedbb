import { FIND_ORDER_LIMITED, ORDER_NOT_FOUND_BY_CONTACT } from '@agency/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Mail } from '../src/lib/mailer.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';

// Payment status (unpaid, paid, refunded) with its transitions, who may move it, the lists and the
// overview; an order's history; find my order and its limits.

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let otherOwner: Awaited<ReturnType<TestServer['user']>>;
const mails: Mail[] = [];
const STORE = `/stores/${DEMO_STORE_SLUG}`;
let otherStore: string;

beforeAll(async () => {
  server = await startTestServer(
    {
      trustProxyHops: 1,
      limits: {
        ordersPerHourPerAddress: 100_000,
        findOrderPerHourPerAddress: 6,
        findOrderPerHourPerOrder: 4,
      },
      mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  await ensureDemoStore(server.db);
  await shipTheEbook(server.db);
  owner = await server.user('owner');
  otherOwner = await server.user('owner');
  await server.db.query(
    `UPDATE businesses SET owner_id = $1 WHERE id = (SELECT business_id FROM stores WHERE slug = $2)`,
    [owner.id, DEMO_STORE_SLUG],
  );
  const made = await server.call('POST', '/my/businesses', {
    token: otherOwner.token,
    body: { name: 'Other Farm Ventures' },
  });
  otherStore = `/stores/${made.body.store.slug}`;
});
afterAll(() => server.stop());

async function place(
  payment = 'bank_transfer',
  contact = { phone: '0803 555 0199', email: 'Ada@Example.ng' },
) {
  const ebook = (await server.call('GET', `${STORE}/products/p20`)).body;
  const res = await server.call('POST', `${STORE}/orders`, {
    body: {
      lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
      name: 'Ada Obi',
      ...contact,
      fulfilment: 'pickup',
      payment,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const pay = (id: string, payment_status: string, token = owner.token, store = STORE) =>
  server.call('PATCH', `${store}/orders/${id}/payment`, { token, body: { payment_status } });
const move = (id: string, status: string) =>
  server.call('PATCH', `${STORE}/orders/${id}`, { token: owner.token, body: { status } });

describe('payment status', () => {
  it('a new order is unpaid with a reference; unpaid → paid → refunded, and a refund is final', async () => {
    const order = await place();
    expect(order).toMatchObject({
      payment_status: 'unpaid',
      payment_reference: `SNAIL-${order.number}`,
    });
    expect((await pay(order.id, 'paid')).body.payment_status).toBe('paid');
    const refunded = await pay(order.id, 'refunded');
    expect(refunded.body.payment_status).toBe('refunded');
    expect(await pay(order.id, 'paid')).toMatchObject({
      status: 409,
      body: { message: 'A refunded order cannot become paid' },
    });
    expect(await pay(order.id, 'free')).toMatchObject({
      status: 400,
      body: { message: 'Unknown payment status' },
    });
    expect(refunded.body.history.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'paid',
      'refunded',
    ]);
  });

  it('an unpaid order cannot be refunded, and a cancelled one cannot be marked paid', async () => {
    const order = await place();
    expect((await pay(order.id, 'refunded')).status).toBe(409);
    expect((await move(order.id, 'cancelled')).status).toBe(200);
    expect(await pay(order.id, 'paid')).toMatchObject({
      status: 409,
      body: { message: 'A cancelled order cannot be marked paid' },
    });
  });

  it('marking paid or refunded is in the audit log, with the order and who did it', async () => {
    const order = await place();
    await pay(order.id, 'paid');
    const { rows } = await server.db.query<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM audit_events WHERE action = 'orders.payment_changed' AND target_id = $1`,
      [order.id],
    );
    expect(rows).toEqual([
      {
        actor_id: owner.id,
        details: {
          number: order.number,
          payment_status: { before: 'unpaid', after: 'paid' },
          total_kobo: order.total_kobo,
        },
      },
    ]);
  });

  it('another store’s owner, a marketer and a shopper with the key cannot move it; nothing changes', async () => {
    const order = await place();
    const marketer = await server.user('marketer');
    expect((await pay(order.id, 'paid', otherOwner.token)).status).toBe(403);
    expect((await pay(order.id, 'paid', otherOwner.token, otherStore)).status).toBe(404);
    expect((await pay(order.id, 'paid', marketer.token)).status).toBe(403);
    const anonymous = await server.call(
      'PATCH',
      `${STORE}/orders/${order.id}/payment?key=${order.access_key}`,
      {
        body: { payment_status: 'paid' },
      },
    );
    expect(anonymous.status).toBe(401);
    const { rows } = await server.db.query<{ payment_status: string; events: number }>(
      `SELECT payment_status, (SELECT count(*)::int FROM order_events WHERE order_id = o.id) AS events
         FROM orders o WHERE id = $1`,
      [order.id],
    );
    expect(rows[0]).toEqual({ payment_status: 'unpaid', events: 1 });
  });

  it('the lists filter by payment status and the overview counts transfers waiting for payment', async () => {
    const overview = async () =>
      (await server.call('GET', `${STORE}/overview`, { token: owner.token })).body;
    const before = (await overview()).awaiting_payment;
    const transfer = await place('bank_transfer');
    await place('pay_on_delivery');
    expect((await overview()).awaiting_payment).toBe(before + 1);
    await pay(transfer.id, 'paid');
    expect((await overview()).awaiting_payment).toBe(before);
    const paid = await server.call('GET', `${STORE}/orders?payment_status=paid&per_page=100`, {
      token: owner.token,
    });
    expect(paid.body.documents.length).toBeGreaterThan(0);
    expect(
      paid.body.documents.every((o: { payment_status: string }) => o.payment_status === 'paid'),
    ).toBe(true);
    expect(paid.body.documents.map((o: { id: string }) => o.id)).toContain(transfer.id);
    // A transfer's reference, as the bank statement shows it, finds its order.
    const byReference = await server.call(
      'GET',
      `${STORE}/orders?q=${transfer.payment_reference.toLowerCase()}`,
      { token: owner.token },
    );
    expect(byReference.body.documents.map((o: { id: string }) => o.id)).toEqual([transfer.id]);
    const unknown = await server.call('GET', `${STORE}/orders?payment_status=maybe`, {
      token: owner.token,
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown payment status' } });
  });
});

describe('order history', () => {
  it('records each step with its time, oldest first, and the shopper reads it with the key', async () => {
    const order = await place();
    await move(order.id, 'confirmed');
    await pay(order.id, 'paid');
    await move(order.id, 'delivered');
    const read = await server.call('GET', `${STORE}/orders/${order.id}?key=${order.access_key}`);
    expect(read.status).toBe(200);
    const kinds = read.body.history.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['placed', 'confirmed', 'paid', 'delivered']);
    const times = read.body.history.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(read.body.status).toBe('delivered');
    expect(read.body.payment_status).toBe('paid');
  });

  it('migration 16 backfilled orders placed before it: history, payment status and reference', async () => {
    // An order as migration 15 left it: no history, no payment columns set.
    const order = await place();
    await move(order.id, 'confirmed');
    await move(order.id, 'delivered');
    await server.db.query('DELETE FROM order_events WHERE order_id = $1', [order.id]);
    await server.db.exec(`
      ALTER TABLE orders DROP COLUMN payment_status, DROP COLUMN payment_reference;
      DROP TABLE order_events; DROP TABLE mail_queue;
      DELETE FROM schema_migrations WHERE version = 16;`);
    await migrate(server.db);
    const read = await server.call('GET', `${STORE}/orders/${order.id}?key=${order.access_key}`);
    expect(read.body).toMatchObject({
      payment_status: 'paid',
      payment_reference: `SNAIL-${order.number}`,
    });
    expect(read.body.history.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'delivered']);
  });
});

describe('find my order', () => {
  const find = (body: unknown, ip?: string) =>
    server.call('POST', `${STORE}/orders/find`, {
      body,
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });

  it('finds it by number and phone (any spacing) or email (any case), and opens its page', async () => {
    await server.db.query(`DELETE FROM rate_buckets WHERE key LIKE 'find-order:%'`);
    const order = await place('pay_on_delivery', {
      phone: '+234 803 555 0100',
      email: 'Bola@Example.ng',
    });
    const byPhone = await find({ number: `#${order.number}`, contact: '0803-555-0100' });
    expect(byPhone).toMatchObject({
      status: 200,
      body: { id: order.id, store: DEMO_STORE_SLUG, key: order.access_key },
    });
    const byEmail = await find({ number: ` ${order.number} `, contact: 'bola@example.NG' });
    expect(byEmail.body.id).toBe(order.id);
    const opened = await server.call('GET', `${STORE}/orders/${order.id}?key=${byEmail.body.key}`);
    expect(opened.status).toBe(200);
  });

  it('answers the same when the number is unknown or the contact is not the order’s', async () => {
    await server.db.query(`DELETE FROM rate_buckets WHERE key LIKE 'find-order:%'`);
    const order = await place();
    const wrongContact = await find({ number: String(order.number), contact: 'eve@example.ng' });
    const wrongNumber = await find({ number: '999999', contact: 'ada@example.ng' });
    const otherStoreOrder = await server.call('POST', `${otherStore}/orders/find`, {
      body: { number: String(order.number), contact: 'ada@example.ng' },
    });
    for (const answer of [wrongContact, wrongNumber, otherStoreOrder]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: ORDER_NOT_FOUND_BY_CONTACT });
    }
    expect(await find({ number: 'abc', contact: 'ada@example.ng' })).toMatchObject({
      status: 400,
      body: { message: 'Enter your order number, like #1001.' },
    });
  });

  it('is limited per address and per order number and contact, with Retry-After; others’ wrong tries never lock the shopper out', async () => {
    await server.db.query(`DELETE FROM rate_buckets WHERE key LIKE 'find-order:%'`);
    const order = await place();
    // One order's number with one contact: 4 tries an hour from anywhere.
    for (let i = 0; i < 4; i += 1)
      expect(
        (await find({ number: String(order.number), contact: 'eve@x.ng' }, `192.0.2.${i + 1}`))
          .status,
      ).toBe(404);
    const locked = await find({ number: String(order.number), contact: 'EVE@x.ng' }, '192.0.2.9');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: FIND_ORDER_LIMITED });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The shopper, with the order's own contact, still finds it.
    expect((await find({ number: `#${order.number}`, contact: 'ada@example.ng' })).status).toBe(
      200,
    );
    // Wrong contacts from one address, each new: the address's own limit (6 an hour) holds them.
    for (let i = 0; i < 5; i += 1)
      expect((await find({ number: String(order.number), contact: `guess${i}@x.ng` })).status).toBe(
        404,
      );
    expect((await find({ number: '777777', contact: 'ada@example.ng' })).status).toBe(429);
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rate_buckets WHERE key LIKE 'find-order:%'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
