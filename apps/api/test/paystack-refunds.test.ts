import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paystackWorld,
  type PaystackWorld,
  placeCardOrder,
  storePayingOnline,
  until,
} from './paystack-world.ts';

// Refunds of orders paid online go through Paystack's Create Refund: in full from the store's
// "Refunded" button, in part from their own route. The order becomes refunded, and the shopper is
// mailed, when Paystack's refund.processed says the whole total went back; a failed refund is
// flagged for a human.

let world: PaystackWorld;
let store: Awaited<ReturnType<typeof storePayingOnline>>;
beforeAll(async () => {
  world = await paystackWorld();
  store = await storePayingOnline(world, 'Giveback Farm');
});
afterAll(() => world.stop());

async function paidOrder(email: string, qty = 1) {
  const order = await placeCardOrder(world, store, { email, qty });
  expect(await world.paystack.pay(order.payment_reference)).toBe(200);
  return order;
}
const read = async (order: { id: string }) =>
  (await world.server.call('GET', `${store.path}/orders/${order.id}`, { token: store.owner.token }))
    .body;
const refundsOf = (order: { payment_reference: string }) =>
  [...world.paystack.refunds.values()].filter(
    (r) => r.transaction.reference === order.payment_reference,
  );
const mailsTo = (email: string) => world.mails.filter((m) => m.to === email);

describe('refunds through Paystack', () => {
  it('"Refunded" on a card order refunds the whole amount; refunded and mailed once Paystack confirms', async () => {
    const order = await paidOrder('full@example.ng', 2);
    const res = await world.server.call('PATCH', `${store.path}/orders/${order.id}/payment`, {
      token: store.owner.token,
      body: { payment_status: 'refunded' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_status).toBe('paid');
    expect(res.body.refunds).toEqual([
      expect.objectContaining({ amount_kobo: 1_300_000, status: 'pending' }),
    ]);
    const [refund] = refundsOf(order);
    expect(refund).toMatchObject({ amount: 1_300_000, status: 'pending' });

    expect(await world.paystack.settleRefund(refund!.id)).toBe(200);
    const after = await read(order);
    expect(after.payment_status).toBe('refunded');
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    await until(() => mailsTo('full@example.ng').some((m) => /refund/i.test(m.subject)));
    // A repeated refund.processed changes nothing, mails nobody again.
    expect(await world.paystack.settleRefund(refund!.id)).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('full@example.ng').filter((m) => /refund/i.test(m.subject)).length).toBe(1);
    expect((await read(order)).history.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'paid',
      'refunded',
    ]);
  });

  it('a part is refunded on its own route; the order is refunded once the parts make the total', async () => {
    const order = await paidOrder('part@example.ng', 2);
    const part = (amount_kobo: number) =>
      world.server.call('POST', `${store.path}/orders/${order.id}/refunds`, {
        token: store.owner.token,
        body: { amount_kobo },
      });
    const first = await part(300_000);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(refundsOf(order).map((r) => r.amount)).toEqual([300_000]);
    const tooMuch = await part(1_000_001);
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { message: 'You can refund at most ₦10,000.00' },
    });
    await world.paystack.settleRefund(refundsOf(order)[0]!.id);
    expect((await read(order)).payment_status).toBe('paid');

    expect((await part(1_000_000)).status).toBe(200);
    await world.paystack.settleRefund(refundsOf(order)[1]!.id);
    const after = await read(order);
    expect(after.payment_status).toBe('refunded');
    expect(after.refunds.map((r: { amount_kobo: number }) => r.amount_kobo)).toEqual([
      300_000, 1_000_000,
    ]);
    expect((await part(100)).status).toBe(409);
  });

  it('a failed refund is flagged for a human and the order stays paid', async () => {
    const order = await paidOrder('failed@example.ng');
    await world.server.call('PATCH', `${store.path}/orders/${order.id}/payment`, {
      token: store.owner.token,
      body: { payment_status: 'refunded' },
    });
    const [refund] = refundsOf(order);
    expect(await world.paystack.settleRefund(refund!.id, 'failed')).toBe(200);
    const after = await read(order);
    expect(after.payment_status).toBe('paid');
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    const marketer = await world.server.user('marketer');
    const listed = await world.server.call('GET', '/payments/attention', { token: marketer.token });
    expect(listed.body.documents).toContainEqual(
      expect.objectContaining({
        reason: 'refund_failed',
        order: { id: order.id, number: order.number },
      }),
    );
    // The store may try again: the failed one no longer counts.
    const again = await world.server.call('POST', `${store.path}/orders/${order.id}/refunds`, {
      token: store.owner.token,
      body: { amount_kobo: 650_000 },
    });
    expect(again.status).toBe(200);
  });

  it('an unpaid card order, or a transfer order, is not refunded through Paystack', async () => {
    const unpaid = await placeCardOrder(world, store);
    const res = await world.server.call('POST', `${store.path}/orders/${unpaid.id}/refunds`, {
      token: store.owner.token,
      body: { amount_kobo: 100 },
    });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'This order is not paid yet: there is nothing to refund' },
    });
    const other = await storePayingOnline(world, 'Nosy Farm');
    const foreign = await world.server.call('POST', `${other.path}/orders/${unpaid.id}/refunds`, {
      token: other.owner.token,
      body: { amount_kobo: 100 },
    });
    expect(foreign.status).toBe(404);
  });
});
