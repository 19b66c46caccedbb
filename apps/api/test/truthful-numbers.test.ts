import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// The numbers an owner and the agency read tell the truth (docs/product-rules.md, "What counts as
// paid"): revenue counts paid orders only (marked paid, or paid at the door when delivered), the
// unpaid ones' value is shown apart, and a cancelled order counts nowhere as a sale: not in today's
// orders, not in the client stores board's orders this week, not in revenue.

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let path: string;
let line: { product_id: string; variant_id: string; qty: number };
const PRICE = 1_000_000;

async function place(payment: 'pay_on_delivery' | 'bank_transfer') {
  const res = await server.call('POST', `${path}/orders`, {
    body: {
      lines: [line],
      name: 'Ada Obi',
      phone: '0803 555 0199',
      fulfilment: 'pickup',
      payment,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}
const move = async (id: string, field: 'status' | 'payment_status', value: string) => {
  const res = await server.call(
    'PATCH',
    `${path}/orders/${id}${field === 'payment_status' ? '/payment' : ''}`,
    { token: owner.token, body: { [field]: value } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 100_000 } });
  owner = await server.user('owner');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: 'Truthful Bakes' },
  });
  path = `/stores/${made.body.store.slug}`;
  const settings = await server.call('PATCH', path, {
    token: owner.token,
    body: { pickup_address: '3 Bakery Lane', bank_details: 'Truthful Bakes, GTBank 0123456789' },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const cake = await server.call('POST', `${path}/products`, {
    token: owner.token,
    body: { name: 'Celebration cake', variants: [{ qty: 100, price_kobo: PRICE }] },
  });
  expect(cake.status).toBe(201);
  line = { product_id: cake.body.id, variant_id: cake.body.variants[0].id, qty: 1 };

  // Unpaid: placed, not paid yet (owed).
  await place('pay_on_delivery');
  // Paid: a transfer the store marked paid.
  await move(await place('bank_transfer'), 'payment_status', 'paid');
  // Paid: pay on delivery, delivered (the rider took the money).
  const delivered = await place('pay_on_delivery');
  await move(delivered, 'status', 'confirmed');
  await move(delivered, 'status', 'delivered');
  // Refunded: paid, then the money went back: neither revenue nor owed.
  const refunded = await place('bank_transfer');
  await move(refunded, 'payment_status', 'paid');
  await move(refunded, 'payment_status', 'refunded');
  // Cancelled, unpaid and paid: nowhere.
  await move(await place('pay_on_delivery'), 'status', 'cancelled');
  const paidThenCancelled = await place('bank_transfer');
  await move(paidThenCancelled, 'payment_status', 'paid');
  await move(paidThenCancelled, 'status', 'cancelled');
});
afterAll(() => server.stop());

describe("the store's overview", () => {
  it("counts today's orders without the cancelled ones, revenue from the paid ones, the unpaid apart", async () => {
    const res = await server.call('GET', `${path}/overview`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.today).toEqual({
      orders: 4,
      revenue_kobo: 2 * PRICE,
      awaiting_kobo: PRICE,
    });
  });
});

describe("the owner's businesses and analytics", () => {
  it("count the store's sales, paid revenue and what is owed alike", async () => {
    const mine = await server.call('GET', '/my/businesses', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.documents[0].store).toMatchObject({
      orders: 4,
      revenue_kobo: 2 * PRICE,
      awaiting_kobo: PRICE,
    });
    const analytics = await server.call('GET', `${path}/analytics?period=7d`, {
      token: owner.token,
    });
    expect(analytics.body.totals).toEqual({
      orders: 4,
      cancelled: 2,
      paid_orders: 2,
      revenue_kobo: 2 * PRICE,
      awaiting_kobo: PRICE,
      average_order_kobo: PRICE,
    });
  });
});

describe("the agency's client stores board", () => {
  it('leaves cancelled orders out of orders this week', async () => {
    const admin = await server.user('admin');
    const board = await server.call('GET', '/client-stores', { token: admin.token });
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    const rows = (board.body.documents ?? board.body) as {
      slug: string;
      orders_this_week: number;
    }[];
    const row = rows.find((r) => `/stores/${r.slug}` === path);
    expect(row?.orders_this_week).toBe(4);
  });
});
