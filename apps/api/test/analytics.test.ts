import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// The store admin's and the owner's analytics on the real database: orders placed through the
// API, one cancelled, some paid, some moved back in time across a Lagos midnight, and the numbers
// checked: sales count paid orders only, unpaid ones are owed apart, cancelled ones count nowhere.

let server: TestServer;
let owner: string;
let otherOwner: string;
let storeAdmin: string;
let admin: string;

const CRATE = 100_000;
const JAR = 25_000;
const FEE = 50_000;
const ids = {} as Record<'crate' | 'crateVariant' | 'jar' | 'jarVariant', string>;

async function makeStore(token: string, name: string): Promise<string> {
  const made = await server.call('POST', '/my/businesses', { token, body: { name } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const slug = made.body.store.slug as string;
  const settings = await server.call('PATCH', `/stores/${slug}`, {
    token,
    body: { pickup_address: '1 Market Road', delivery_zones: [{ name: 'Ikeja', fee_kobo: FEE }] },
  });
  expect(settings.status).toBe(200);
  return slug;
}
async function makeProduct(slug: string, name: string, price: number) {
  const res = await server.call('POST', `/stores/${slug}/products`, {
    token: owner,
    body: { name, variants: [{ qty: 1000, price_kobo: price }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as string, variant: res.body.variants[0].id as string };
}
async function place(slug: string, lines: [string, string, number][], delivery = false) {
  const res = await server.call('POST', `/stores/${slug}/orders`, {
    body: {
      lines: lines.map(([product_id, variant_id, qty]) => ({ product_id, variant_id, qty })),
      name: 'Ada Obi',
      phone: '+234 801 000 0000',
      email: 'ada@example.ng',
      payment: 'pay_on_delivery',
      ...(delivery
        ? { fulfilment: 'delivery', zone: 'Ikeja', address: '2 Allen Avenue' }
        : { fulfilment: 'pickup' }),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}
const setStatus = async (slug: string, id: string, status: string) => {
  const res = await server.call('PATCH', `/stores/${slug}/orders/${id}`, {
    token: owner,
    body: { status },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
/** Moves an order to `daysAgo` Lagos midnights back (minus `seconds`), or by a plain interval. */
const backdate = (id: string, expression: string) =>
  server.db.query(`UPDATE orders SET created_at = ${expression} WHERE id = $1`, [id]);
const lagosMidnight = (daysAgo: number) =>
  `((now() AT TIME ZONE 'Africa/Lagos')::date - ${daysAgo})::timestamp AT TIME ZONE 'Africa/Lagos'`;

/** Today in Lagos, as the browser's Intl reads it (independent of the database's clock maths). */
const lagosDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

let alpha: string;
let beta: string;

beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 100_000 } });
  const ownerUser = await server.user('owner');
  owner = ownerUser.token;
  otherOwner = (await server.user('owner')).token;
  admin = (await server.user('admin')).token;
  const sa = await server.user('store_admin');
  storeAdmin = sa.token;
  alpha = await makeStore(owner, 'Alpha Snails');
  beta = await makeStore(owner, 'Beta Greens');
  await server.db.query(
    'INSERT INTO store_admins (store_id, user_id) SELECT id, $1 FROM stores WHERE slug = $2',
    [sa.id, alpha],
  );
  const crate = await makeProduct(alpha, 'Snail crate', CRATE);
  const jar = await makeProduct(alpha, 'Pepper jar', JAR);
  Object.assign(ids, {
    crate: crate.id,
    crateVariant: crate.variant,
    jar: jar.id,
    jarVariant: jar.variant,
  });
  const c = [ids.crate, ids.crateVariant] as const;
  const j = [ids.jar, ids.jarVariant] as const;
  // Today: A (2 crates, pickup, confirmed, marked paid), B (crate + jar, delivery, delivered: paid
  // at the door), C (3 jars, cancelled).
  const a = await place(alpha, [[...c, 2]]);
  await setStatus(alpha, a, 'confirmed');
  const paid = await server.call('PATCH', `/stores/${alpha}/orders/${a}/payment`, {
    token: owner,
    body: { payment_status: 'paid' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const b = await place(
    alpha,
    [
      [...c, 1],
      [...j, 1],
    ],
    true,
  );
  await setStatus(alpha, b, 'confirmed');
  await setStatus(alpha, b, 'delivered');
  const cancelled = await place(alpha, [[...j, 3]]);
  await setStatus(alpha, cancelled, 'cancelled');
  // Unpaid: E at the first Lagos midnight of the last 7 days (in); F one second before it (out).
  await backdate(await place(alpha, [[...j, 1]]), lagosMidnight(6));
  await backdate(await place(alpha, [[...j, 1]]), `${lagosMidnight(6)} - interval '1 second'`);
  // D: ten days ago (in the last 30 days, not the last 7).
  await backdate(await place(alpha, [[...c, 1]]), lagosMidnight(10));
  const basket = await makeProduct(beta, 'Greens basket', 50_000);
  await place(beta, [[basket.id, basket.variant, 1]]);
});
afterAll(() => server.stop());

const get = (path: string, token: string | undefined = owner) =>
  server.call('GET', path, { token });

describe("a store's analytics", () => {
  it('counts the last 7 Lagos days: sales are the paid orders, the cancelled one counts nowhere', async () => {
    const res = await get(`/stores/${alpha}/analytics?period=7d`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body;
    expect(body.range).toEqual({
      period: '7d',
      from: lagosDay(-6),
      to: lagosDay(),
      time_zone: 'Africa/Lagos',
    });
    const revenue = 2 * CRATE + (CRATE + JAR + FEE);
    expect(body.totals).toEqual({
      orders: 3,
      cancelled: 1,
      paid_orders: 2,
      revenue_kobo: revenue,
      awaiting_kobo: JAR,
      average_order_kobo: Math.round(revenue / 2),
    });
    // The period before: F (a second before the boundary) and D (ten days ago), both unpaid.
    expect(body.previous).toMatchObject({
      orders: 2,
      cancelled: 0,
      revenue_kobo: 0,
      awaiting_kobo: JAR + CRATE,
    });
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual({ date: lagosDay(-6), orders: 1, revenue_kobo: 0 });
    expect(body.days[6]).toEqual({
      date: lagosDay(),
      orders: 2,
      revenue_kobo: 2 * CRATE + CRATE + JAR + FEE,
    });
    expect(body.days.slice(1, 6).every((d: { orders: number }) => d.orders === 0)).toBe(true);
    expect(body.by_status).toEqual({
      new: 1,
      confirmed: 1,
      ready: 0,
      shipped: 0,
      delivered: 1,
      cancelled: 1,
    });
    expect(body.by_fulfilment).toEqual({
      delivery: { orders: 1, revenue_kobo: CRATE + JAR + FEE },
      pickup: { orders: 2, revenue_kobo: 2 * CRATE },
      none: { orders: 0, revenue_kobo: 0 },
    });
    expect(body.top_by_units).toEqual([
      { product_id: ids.crate, name: 'Snail crate', units: 3, revenue_kobo: 3 * CRATE },
      { product_id: ids.jar, name: 'Pepper jar', units: 2, revenue_kobo: 2 * JAR },
    ]);
    expect(body.store).toEqual({ slug: alpha, name: 'Alpha Snails' });
  });

  it('the period widens to 30 and 90 days; 30 is the default', async () => {
    const month = await get(`/stores/${alpha}/analytics?period=30d`);
    expect(month.body.days).toHaveLength(30);
    expect(month.body.range.from).toBe(lagosDay(-29));
    expect(month.body.totals).toMatchObject({
      orders: 5,
      cancelled: 1,
      revenue_kobo: 2 * CRATE + (CRATE + JAR + FEE),
      awaiting_kobo: 2 * JAR + CRATE,
    });
    expect((await get(`/stores/${alpha}/analytics`)).body.totals).toEqual(month.body.totals);
    const quarter = await get(`/stores/${alpha}/analytics?period=90d`);
    expect(quarter.body.days).toHaveLength(90);
    expect(quarter.body.totals.orders).toBe(5);
    expect(quarter.body.previous.orders).toBe(0);
  });

  it('a store with no orders answers zeros, every day present', async () => {
    await server.db.query(
      "UPDATE orders SET created_at = created_at - interval '400 days' WHERE store_id = (SELECT id FROM stores WHERE slug = $1)",
      [beta],
    );
    const res = await get(`/stores/${beta}/analytics?period=7d`);
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({
      orders: 0,
      cancelled: 0,
      paid_orders: 0,
      revenue_kobo: 0,
      awaiting_kobo: 0,
      average_order_kobo: 0,
    });
    expect(res.body.days).toHaveLength(7);
    expect(res.body.top_by_units).toEqual([]);
    await server.db.query(
      "UPDATE orders SET created_at = created_at + interval '400 days' WHERE store_id = (SELECT id FROM stores WHERE slug = $1)",
      [beta],
    );
  });

  it('refuses a bad period with 400 and a message, never 500', async () => {
    for (const query of ['period=1y', 'period=7', 'period=7d&period=30d', 'days=7', 'period=']) {
      const res = await get(`/stores/${alpha}/analytics?${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message, query).toBe('string');
    }
    expect((await get(`/stores/${alpha}/analytics?period=1y`)).body.message).toBe(
      'Choose a period of 7d, 30d or 90d',
    );
  });

  it('is for the store’s managers: its store admin and owner, admins; others 403, no token 401', async () => {
    expect((await get(`/stores/${alpha}/analytics`, storeAdmin)).status).toBe(200);
    expect((await get(`/stores/${alpha}/analytics`, admin)).status).toBe(200);
    expect((await get(`/stores/${beta}/analytics`, storeAdmin)).status).toBe(403);
    expect((await get(`/stores/${alpha}/analytics`, otherOwner)).status).toBe(403);
    expect((await server.call('GET', `/stores/${alpha}/analytics`)).status).toBe(401);
    const missing = await get('/stores/nowhere/analytics', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Store not found');
  });
});

describe("the owner's analytics", () => {
  it('adds up every store of theirs and lists each, best selling first', async () => {
    const res = await get('/my/analytics?period=7d');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const alphaRevenue = 2 * CRATE + (CRATE + JAR + FEE);
    expect(res.body.totals).toMatchObject({
      orders: 4,
      cancelled: 1,
      revenue_kobo: alphaRevenue,
      awaiting_kobo: JAR + 50_000,
    });
    expect(res.body.totals.average_order_kobo).toBe(Math.round(alphaRevenue / 2));
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days[6].orders).toBe(3);
    expect(res.body.stores.map((s: { slug: string }) => s.slug)).toEqual([alpha, beta]);
    expect(res.body.stores[0]).toMatchObject({
      name: 'Alpha Snails',
      business_name: 'Alpha Snails',
      orders: 3,
      revenue_kobo: alphaRevenue,
    });
    expect(res.body.stores[1]).toMatchObject({
      orders: 1,
      cancelled: 0,
      revenue_kobo: 0,
      awaiting_kobo: 50_000,
    });
    // Each row says where its store lives, as the owner's businesses list does ("Visit store").
    const owned = (await get('/my/businesses')).body.documents as {
      store: { slug: string; is_demo: boolean; origin: string };
    }[];
    for (const row of res.body.stores as { slug: string; is_demo: boolean; origin: string }[]) {
      const store = owned.find((b) => b.store?.slug === row.slug)!.store;
      expect(row.origin).toMatch(/^https?:\/\//);
      expect({ is_demo: row.is_demo, origin: row.origin }).toEqual({
        is_demo: store.is_demo,
        origin: store.origin,
      });
    }
  });

  it('another owner sees only their own (none here); an admin sees every store', async () => {
    const other = await get('/my/analytics', otherOwner);
    expect(other.status).toBe(200);
    expect(other.body.stores).toEqual([]);
    expect(other.body.totals.orders).toBe(0);
    expect(other.body.days).toHaveLength(30);
    const all = await get('/my/analytics?period=90d', admin);
    expect(all.body.stores.map((s: { slug: string }) => s.slug).sort()).toEqual(
      [alpha, beta].sort(),
    );
  });

  it('is for owners and admins; bad periods are 400', async () => {
    expect((await get('/my/analytics', storeAdmin)).status).toBe(403);
    expect((await server.call('GET', '/my/analytics')).status).toBe(401);
    const bad = await get('/my/analytics?period=week');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose a period of 7d, 30d or 90d');
  });
});
