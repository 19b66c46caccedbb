import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MicroCache } from '../src/lib/micro-cache.ts';
import { sweepOrders } from '../src/orders/index.ts';
import {
  paystackWorld,
  type PaystackWorld,
  placeCardOrder,
  SECRET,
  storePayingOnline,
  until,
} from './paystack-world.ts';

// A shopper pays a card order on Paystack: placing it starts the payment (Initialize Transaction
// for the total in kobo, the shopper's e-mail, the order's reference and the store's subaccount);
// Paystack's signed webhook or the return page's check marks it paid once, through the store
// button's path. Whatever does not match the order is flagged for a human, never paid.

let world: PaystackWorld;
let store: Awaited<ReturnType<typeof storePayingOnline>>;
beforeAll(async () => {
  world = await paystackWorld({ publicUrl: 'https://agency.test' });
  store = await storePayingOnline(world, 'Card Farm');
});
afterAll(async () => {
  // Across every test of this file: no order is paid without a charge that matched it.
  const { rows } = await world.server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o WHERE o.payment = 'card' AND o.payment_status <> 'unpaid'
        AND NOT EXISTS (SELECT 1 FROM order_payments p WHERE p.order_id = o.id AND p.kind = 'charge'
                         AND p.status = 'success' AND p.amount_kobo = o.total_kobo)`,
  );
  expect(rows[0]!.n).toBe(0);
  await world.stop();
});

const shopperOrder = (order: { id: string; access_key: string }) =>
  world.server.call('GET', `${store.path}/orders/${order.id}?key=${order.access_key}`);
const mailsTo = (email: string) => world.mails.filter((m) => m.to === email);
const history = async (order: { id: string; access_key: string }) =>
  (await shopperOrder(order)).body.history.map((e: { kind: string }) => e.kind);
const flags = async () => {
  const admin = await world.server.user('admin');
  return (await world.server.call('GET', '/payments/attention', { token: admin.token })).body
    .documents;
};
const signed = (body: string) => createHmac('sha512', SECRET).update(body).digest('hex');
const webhook = (body: string, signature: string) =>
  world.server.call('POST', '/payments/paystack/webhook', {
    raw: body,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
  });

describe('starting a card payment', () => {
  it("a card order answers Paystack's checkout page, for its total in kobo, the shopper's e-mail and the store's subaccount", async () => {
    const order = await placeCardOrder(world, store, { qty: 2 });
    expect(order).toMatchObject({
      payment: 'card',
      payment_status: 'unpaid',
      total_kobo: 1_300_000,
    });
    expect(order.payment_reference).toMatch(/^CARDF-\d+-[A-Z0-9]{6}$/);
    const t = world.paystack.transactions.get(order.payment_reference)!;
    expect(order.payment_url).toBe(`${world.paystack.url}/checkout/${t.access_code}`);
    const [sub] = [...world.paystack.subaccounts.keys()];
    expect(t).toMatchObject({ amount: 1_300_000, email: 'ada@example.ng', subaccount: sub });
    expect(t.callback_url).toMatch(new RegExp(`/orders/${order.id}\\?key=${order.access_key}$`));
    // The page a shopper opens shows the amount in naira and a Pay button.
    const page = await (await fetch(order.payment_url)).text();
    expect(page).toContain('₦13,000.00');
    expect(page).toContain('<button type="submit">Pay ₦13,000.00</button>');
  });

  it('a store without payouts is refused card orders', async () => {
    const plain = await storePayingOnline(world, 'Plain Farm', false);
    const res = await placeCardOrder(world, plain, { expectStatus: 400 });
    expect(res).toEqual({ message: 'This store does not take online payments' });
  });

  it('when Paystack does not answer, no order is written and its stock stays', async () => {
    const before = await world.server.count('orders');
    const stock = async () =>
      (
        await world.server.db.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
          store.products[0]!.variants[0]!.id,
        ])
      ).rows[0]!.qty;
    const left = await stock();
    world.paystack.down = true;
    try {
      const res = await placeCardOrder(world, store, { qty: 3, expectStatus: 503 });
      expect(res.message).toMatch(/^Paystack is not answering right now/);
    } finally {
      world.paystack.down = false;
    }
    expect(await world.server.count('orders')).toBe(before);
    expect(await stock()).toBe(left);
  });
});

describe("Paystack's webhook", () => {
  it('a signed charge.success marks the order paid: one history step, one shopper mail, an audit entry, the payment on the order', async () => {
    const order = await placeCardOrder(world, store, { email: 'paid@example.ng' });
    expect(await world.paystack.pay(order.payment_reference, { channel: 'bank_transfer' })).toBe(
      200,
    );
    const read = (await shopperOrder(order)).body;
    expect(read.payment_status).toBe('paid');
    expect(read.payments).toEqual([
      expect.objectContaining({
        amount_kobo: 650_000,
        channel: 'bank_transfer',
        reference: order.payment_reference,
        status: 'success',
      }),
    ]);
    expect(read.history.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid']);
    await until(() => mailsTo('paid@example.ng').length === 2);
    const { rows } = await world.server.db.query<{ actor_email: string }>(
      `SELECT actor_email FROM audit_events WHERE action = 'orders.payment_changed' AND target_id = $1`,
      [order.id],
    );
    expect(rows).toEqual([{ actor_email: 'paystack' }]);

    // A replay of the same event, or a late one, changes nothing twice.
    const t = world.paystack.transactions.get(order.payment_reference)!;
    expect(
      await world.paystack.sendWebhook('charge.success', world.paystack.transactionData(t)),
    ).toBe(200);
    expect(await history(order)).toEqual(['placed', 'paid']);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('paid@example.ng').length).toBe(2);
  });

  it('a wrong, missing or unsigned signature is refused with 401 before anything else', async () => {
    const order = await placeCardOrder(world, store);
    const t = world.paystack.transactions.get(order.payment_reference)!;
    t.status = 'success';
    const body = JSON.stringify({
      event: 'charge.success',
      data: world.paystack.transactionData(t),
    });
    const wrongKey = createHmac('sha512', 'sk_test_someone_else').update(body).digest('hex');
    for (const signature of [wrongKey, '', 'abc', signed(`${body} `)]) {
      const res = await webhook(body, signature);
      expect(res).toEqual(
        expect.objectContaining({ status: 401, body: { message: 'The signature does not match' } }),
      );
    }
    // Not even a body that is not JSON gets past the signature.
    expect((await webhook('{not json', 'f'.repeat(128))).status).toBe(401);
    expect((await shopperOrder(order)).body.payment_status).toBe('unpaid');
    // The same body signed with the key goes through.
    expect((await webhook(body, signed(body))).status).toBe(200);
    expect((await shopperOrder(order)).body.payment_status).toBe('paid');
  });

  it('a wrong amount or currency never marks the order paid: it is flagged for a human', async () => {
    const short = await placeCardOrder(world, store);
    expect(await world.paystack.pay(short.payment_reference, { amount: 100 })).toBe(200);
    const dollars = await placeCardOrder(world, store);
    expect(await world.paystack.pay(dollars.payment_reference, { currency: 'USD' })).toBe(200);
    for (const order of [short, dollars])
      expect((await shopperOrder(order)).body.payment_status).toBe('unpaid');
    const listed = await flags();
    expect(listed).toContainEqual(
      expect.objectContaining({
        reason: 'amount_mismatch',
        reference: short.payment_reference,
        amount_kobo: 100,
        store: { slug: store.path.split('/')[2], name: 'Card Farm' },
        order: { id: short.id, number: short.number },
      }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({
        reason: 'currency_mismatch',
        reference: dollars.payment_reference,
      }),
    );
  });

  it('a payment for a cancelled order is flagged, not paid', async () => {
    const order = await placeCardOrder(world, store);
    const cancel = await world.server.call('PATCH', `${store.path}/orders/${order.id}`, {
      token: store.owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await world.paystack.pay(order.payment_reference)).toBe(200);
    expect((await shopperOrder(order)).body.payment_status).toBe('unpaid');
    expect(await flags()).toContainEqual(
      expect.objectContaining({
        reason: 'cancelled_order',
        order: { id: order.id, number: order.number },
      }),
    );
  });

  it('charge.success for a reference no order has answers 200, changes nothing and is flagged', async () => {
    const data = {
      id: 99,
      status: 'success',
      reference: 'NOSUCH-1001-AAAAAA',
      amount: 5000,
      currency: 'NGN',
    };
    expect(await world.paystack.sendWebhook('charge.success', data)).toBe(200);
    expect(await flags()).toContainEqual(
      expect.objectContaining({
        reason: 'unknown_reference',
        reference: 'NOSUCH-1001-AAAAAA',
        store: null,
        order: null,
      }),
    );
  });

  it('events this API does not use are answered 200', async () => {
    expect(await world.paystack.sendWebhook('transfer.success', { id: 1 })).toBe(200);
  });
});

describe('the return page', () => {
  it('verifies the reference with Paystack: paid shows before the webhook arrives', async () => {
    const order = await placeCardOrder(world, store, { email: 'early@example.ng' });
    const verify = (reference: string) =>
      world.server.call('POST', '/payments/paystack/verify', { body: { reference } });
    expect((await verify(order.payment_reference)).body).toEqual({ payment_status: 'unpaid' });
    const hook = world.paystack.webhookUrl;
    world.paystack.webhookUrl = undefined;
    await world.paystack.pay(order.payment_reference);
    world.paystack.webhookUrl = hook;
    expect((await verify(order.payment_reference)).body).toEqual({ payment_status: 'paid' });
    expect(await history(order)).toEqual(['placed', 'paid']);
    expect((await verify('NOSUCH-1')).status).toBe(404);
  });

  it('the webhook and the return page at once mark the order paid once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = `race${round}@example.ng`;
      const order = await placeCardOrder(world, store, { email });
      const t = world.paystack.transactions.get(order.payment_reference)!;
      t.status = 'success';
      t.channel = 'card';
      t.paid_at = new Date().toISOString();
      const [hook, back] = await Promise.all([
        world.paystack.sendWebhook('charge.success', world.paystack.transactionData(t)),
        world.server.call('POST', '/payments/paystack/verify', {
          body: { reference: order.payment_reference },
        }),
      ]);
      expect(hook).toBe(200);
      expect(back.body).toEqual({ payment_status: 'paid' });
      expect(await history(order)).toEqual(['placed', 'paid']);
      await until(() => mailsTo(email).length === 2);
      const { rows } = await world.server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_events WHERE action = 'orders.payment_changed' AND target_id = $1`,
        [order.id],
      );
      expect(rows[0]!.n).toBe(1);
    }
  });
});

describe("the store's buttons", () => {
  it('"Mark as paid" is refused for a card order', async () => {
    const order = await placeCardOrder(world, store);
    const res = await world.server.call('PATCH', `${store.path}/orders/${order.id}/payment`, {
      token: store.owner.token,
      body: { payment_status: 'paid' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Paystack marks it paid/);
  });
});

describe('a card order left unpaid', () => {
  it('expires like an unconfirmed order, its stock going back; a paid one waits for the store', async () => {
    const stock = async () =>
      (
        await world.server.db.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
          store.products[0]!.variants[0]!.id,
        ])
      ).rows[0]!.qty;
    const before = await stock();
    const left = await placeCardOrder(world, store, { qty: 4 });
    const paid = await placeCardOrder(world, store, { qty: 1 });
    await world.paystack.pay(paid.payment_reference);
    expect(await stock()).toBe(before - 5);
    await world.server.db.query(
      `UPDATE orders SET created_at = now() - interval '3 days' WHERE id = ANY($1::uuid[])`,
      [[left.id, paid.id]],
    );
    await sweepOrders({
      db: world.server.db,
      cache: { reads: new MicroCache(0), users: new MicroCache(0), sessions: new MicroCache(0) },
    });
    expect((await shopperOrder(left)).body).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
    expect((await shopperOrder(paid)).body).toMatchObject({
      status: 'new',
      payment_status: 'paid',
    });
    expect(await stock()).toBe(before - 1);
  });
});
