import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';

// "A store_admin sees only the stores they are given, an owner only their own businesses, and an
// admin everything." One table: (actor × endpoint × store) → status, list contents checked, and
// every refused call leaves the database as it was.

type Actor =
  | 'admin'
  | 'owner of A'
  | 'owner of B'
  | 'store_admin of A'
  | 'store_admin unassigned'
  | 'marketer'
  | 'anonymous';
type StoreKey = 'A' | 'B';

const ACTORS: Actor[] = [
  'admin',
  'owner of A',
  'owner of B',
  'store_admin of A',
  'store_admin unassigned',
  'marketer',
  'anonymous',
];
const MANAGES: Record<Actor, StoreKey[]> = {
  admin: ['A', 'B'],
  'owner of A': ['A'],
  'owner of B': ['B'],
  'store_admin of A': ['A'],
  'store_admin unassigned': [],
  marketer: [],
  anonymous: [],
};
/** Who may use /my/businesses, and which businesses they see there. */
const OWNS: Partial<Record<Actor, StoreKey[]>> = {
  admin: ['A', 'B'],
  'owner of A': ['A'],
  'owner of B': ['B'],
};

interface StoreFixture {
  slug: string;
  businessId: string;
  businessName: string;
  productId: string;
  productSlug: string;
  variantId: string;
  order: { id: string; key: string };
}

let server: TestServer;
const tokens = {} as Record<Actor, string | undefined>;
const stores = {} as Record<StoreKey, StoreFixture>;
let adminToken: string;

const TABLES = [
  'discount_codes',
  'businesses',
  'stores',
  'store_admins',
  'products',
  'variants',
  'orders',
  'order_lines',
  'order_events',
];
async function snapshot(): Promise<string> {
  const rows = [];
  for (const table of TABLES)
    rows.push((await server.db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows);
  return JSON.stringify(rows);
}

const orderBody = (store: StoreFixture) => ({
  lines: [{ product_id: store.productId, variant_id: store.variantId, qty: 1 }],
  name: 'Ada Obi',
  phone: '+234 801 000 0000',
  email: 'ada@example.ng',
  fulfilment: 'pickup',
  payment: 'pay_on_delivery',
});

async function placeOrder(
  store: StoreFixture,
  email?: string,
): Promise<{ id: string; key: string; number: number }> {
  const body = { ...orderBody(store), ...(email ? { email } : {}) };
  const res = await server.call('POST', `/stores/${store.slug}/orders`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, key: res.body.access_key, number: res.body.number };
}

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};
async function createProduct(store: StoreFixture): Promise<{ id: string; slug: string }> {
  serial += 1;
  const res = await server.call('POST', `/stores/${store.slug}/products`, {
    token: adminToken,
    body: { name: `Throwaway ${serial}`, variants: [{ qty: 5, price_kobo: 10_000 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, slug: res.body.slug };
}

beforeAll(async () => {
  server = await startTestServer({
    limits: {
      ordersPerHourPerAddress: 100_000,
      findOrderPerHourPerAddress: 100_000,
      findOrderPerHourPerOrder: 100_000,
    },
  });
  await ensureDemoStore(server.db);
  await shipTheEbook(server.db);
  const admin = await server.user('admin');
  const ownerA = await server.user('owner');
  const ownerB = await server.user('owner');
  const storeAdminA = await server.user('store_admin');
  const storeAdminNone = await server.user('store_admin');
  const marketer = await server.user('marketer');
  adminToken = admin.token;
  Object.assign(tokens, {
    admin: admin.token,
    'owner of A': ownerA.token,
    'owner of B': ownerB.token,
    'store_admin of A': storeAdminA.token,
    'store_admin unassigned': storeAdminNone.token,
    marketer: marketer.token,
    anonymous: undefined,
  });

  // Store A: the demo store, given to owner A and to one store admin.
  const a = await server.db.query<{ id: string; business_id: string; name: string }>(
    `SELECT s.id, s.business_id, b.name FROM stores s JOIN businesses b ON b.id = s.business_id WHERE s.slug = $1`,
    [DEMO_STORE_SLUG],
  );
  await server.db.query('UPDATE businesses SET owner_id = $1 WHERE id = $2', [
    ownerA.id,
    a.rows[0]!.business_id,
  ]);
  await server.db.query('INSERT INTO store_admins (store_id, user_id) VALUES ($1, $2)', [
    a.rows[0]!.id,
    storeAdminA.id,
  ]);
  const ebook = (await server.call('GET', `/stores/${DEMO_STORE_SLUG}/products/p20`)).body;
  stores.A = {
    slug: DEMO_STORE_SLUG,
    businessId: a.rows[0]!.business_id,
    businessName: a.rows[0]!.name,
    productId: ebook.id,
    productSlug: ebook.slug,
    variantId: ebook.variants[0].id,
    order: { id: '', key: '' },
  };
  await server.db.query('UPDATE variants SET qty = 100000 WHERE id = $1', [stores.A.variantId]);

  // Store B: made by owner B through the owner area, then given pickup and one product.
  const made = await server.call('POST', '/my/businesses', {
    token: ownerB.token,
    body: { name: 'Bravo Greens' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.store.slug).toBe('bravo-greens');
  const settings = await server.call('PATCH', '/stores/bravo-greens', {
    token: ownerB.token,
    body: { pickup_address: '1 Market Road, Ibadan' },
  });
  expect(settings.status).toBe(200);
  const basket = await server.call('POST', '/stores/bravo-greens/products', {
    token: ownerB.token,
    body: { name: 'Bravo Basket', variants: [{ qty: 100_000, price_kobo: 50_000 }] },
  });
  expect(basket.status, JSON.stringify(basket.body)).toBe(201);
  stores.B = {
    slug: 'bravo-greens',
    businessId: made.body.id,
    businessName: 'Bravo Greens',
    productId: basket.body.id,
    productSlug: basket.body.slug,
    variantId: basket.body.variants[0].id,
    order: { id: '', key: '' },
  };
  stores.A.order = await placeOrder(stores.A);
  stores.B.order = await placeOrder(stores.B);
});
afterAll(() => server.stop());

interface Call {
  method: string;
  path: string;
  body?: unknown;
}
interface Endpoint {
  name: string;
  /** Builds the call (may create what it needs first, as the admin). */
  call: (store: StoreFixture) => Promise<Call> | Call;
  expected: (actor: Actor, store: StoreKey) => number;
  /** Checks an accepted answer's contents. */
  check?: (body: any, actor: Actor, store: StoreKey) => Promise<void> | void;
}

/** A store manager's endpoint: 401 with no token, 403 for roles that run no store or not this one. */
const managed =
  (ok: number) =>
  (actor: Actor, store: StoreKey): number =>
    actor === 'anonymous' ? 401 : MANAGES[actor].includes(store) ? ok : 403;
const open = (ok: number) => () => ok;
const owners =
  (ok: number) =>
  (actor: Actor): number =>
    actor === 'anonymous' ? 401 : OWNS[actor] ? ok : 403;

const STORE_ENDPOINTS: Endpoint[] = [
  // Shoppers: no account needed.
  {
    name: 'GET /stores/:s',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}` }),
    expected: open(200),
    check: (body, _actor, store) => expect(body.slug).toBe(stores[store].slug),
  },
  {
    name: 'GET /stores/:s/products',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/products?per_page=100` }),
    expected: open(200),
    check: async (body, _actor, store) => {
      const { rows } = await server.db.query<{ slug: string }>(
        'SELECT p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = $1',
        [stores[store].slug],
      );
      expect(body.documents.map((p: { slug: string }) => p.slug).sort()).toEqual(
        rows.map((r) => r.slug).sort(),
      );
    },
  },
  {
    name: 'GET /stores/:s/products/:p',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/products/${s.productSlug}` }),
    expected: open(200),
    check: (body, _actor, store) => expect(body.id).toBe(stores[store].productId),
  },
  {
    name: 'POST /stores/:s/orders',
    call: (s) => ({ method: 'POST', path: `/stores/${s.slug}/orders`, body: orderBody(s) }),
    expected: open(201),
    check: (body, _actor, store) => expect(body.store_slug).toBe(stores[store].slug),
  },
  {
    name: 'GET /stores/:s/orders/:id?key',
    call: (s) => ({
      method: 'GET',
      path: `/stores/${s.slug}/orders/${s.order.id}?key=${s.order.key}`,
    }),
    expected: open(200),
    check: (body, _actor, store) => expect(body.id).toBe(stores[store].order.id),
  },
  {
    name: 'POST /stores/:s/orders/find',
    call: async (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/orders/find`,
      body: { number: `#${(await placeOrder(s)).number}`, contact: 'ADA@example.ng' },
    }),
    expected: open(200),
    check: (body, _actor, store) => expect(body.store).toBe(stores[store].slug),
  },
  {
    name: 'POST /stores/:s/orders/find <other store order>',
    call: async (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/orders/find`,
      // Each store numbers its own orders: the other store's shopper, by their order's number.
      body: await (async () => {
        const email = `other-shopper-${next()}@example.ng`;
        return { number: String((await placeOrder(other(s), email)).number), contact: email };
      })(),
    }),
    expected: open(404),
  },
  // Managers: assigned store admins, the owner, admins.
  {
    name: 'PATCH /stores/:s',
    call: (s) => ({
      method: 'PATCH',
      path: `/stores/${s.slug}`,
      body: { contact_phone: `+234 800 ${String(next()).padStart(7, '0')}` },
    }),
    expected: managed(200),
    check: (body, _actor, store) => expect(body.slug).toBe(stores[store].slug),
  },
  {
    name: 'POST /stores/:s/orders/manual',
    call: (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/orders/manual`,
      body: {
        source: 'walk_in',
        lines: [{ product_id: s.productId, variant_id: s.variantId, qty: 1 }],
        fulfilment: 'pickup',
        paid_with: 'cash',
      },
    }),
    expected: managed(201),
    check: (body, _actor, store) =>
      expect(body).toMatchObject({ store_slug: stores[store].slug, source: 'walk_in' }),
  },
  {
    name: 'GET /stores/:s/customers',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/customers?per_page=100` }),
    expected: managed(200),
    check: async (body, _actor, store) => {
      // Only this store's shoppers: the one fixture shopper, however many orders they placed.
      expect(body.documents.map((c: { phones: string[] }) => c.phones)).toEqual([
        ['+2348010000000'],
      ]);
      const { rows } = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o JOIN stores s ON s.id = o.store_id
          WHERE s.slug = $1 AND o.phone = '+2348010000000'`,
        [stores[store].slug],
      );
      expect(body.documents[0].orders).toBe(rows[0]!.n);
    },
  },
  {
    name: 'GET /stores/:s/customers/export',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/customers/export` }),
    expected: managed(200),
    check: (body) => expect(body.customers).toBe(1),
  },
  {
    name: 'GET /stores/:s/customers/:phone',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/customers/%2B2348010000000` }),
    expected: managed(200),
    check: (body, _actor, store) => {
      for (const order of body.order_list) expect(order.store_slug).toBe(stores[store].slug);
    },
  },
  {
    name: 'GET /stores/:s/overview',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/overview` }),
    expected: managed(200),
    check: async (body, _actor, store) => {
      const { rows } = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = $1',
        [stores[store].slug],
      );
      expect(body.products).toBe(rows[0]!.n);
      for (const order of body.recent_orders) expect(order.store_slug).toBe(stores[store].slug);
    },
  },
  {
    name: 'GET /stores/:s/analytics',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/analytics?period=7d` }),
    expected: managed(200),
    check: async (body, _actor, store) => {
      expect(body.store.slug).toBe(stores[store].slug);
      const { rows } = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders o JOIN stores s ON s.id = o.store_id
          WHERE s.slug = $1 AND o.created_at >= now() - interval '6 days'`,
        [stores[store].slug],
      );
      expect(body.totals.orders).toBe(rows[0]!.n);
    },
  },
  {
    name: 'POST /stores/:s/products',
    call: (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/products`,
      body: { name: `Role check ${next()}`, variants: [{ qty: 1, price_kobo: 100 }] },
    }),
    expected: managed(201),
    check: async (body, _actor, store) => {
      const { rows } = await server.db.query<{ slug: string }>(
        'SELECT s.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE p.id = $1',
        [body.id],
      );
      expect(rows[0]!.slug).toBe(stores[store].slug);
    },
  },
  {
    name: 'PATCH /stores/:s/products/:p',
    call: (s) => ({
      method: 'PATCH',
      path: `/stores/${s.slug}/products/${s.productId}`,
      body: { description: `Edited ${next()}` },
    }),
    expected: managed(200),
    check: (body, _actor, store) => expect(body.id).toBe(stores[store].productId),
  },
  {
    name: 'DELETE /stores/:s/products/:p',
    call: async (s) => {
      const product = await createProduct(s);
      return { method: 'DELETE', path: `/stores/${s.slug}/products/${product.slug}` };
    },
    expected: managed(200),
  },
  // Issue 24: CSV export and import, starter templates.
  {
    name: 'GET /stores/:s/catalogue/export',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/catalogue/export` }),
    expected: managed(200),
    check: async (body, _actor, store) => {
      const { rows } = await server.db.query<{ slug: string }>(
        'SELECT p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = $1',
        [stores[store].slug],
      );
      expect(body.products).toBe(rows.length);
      expect(body.csv).toContain(`\n${stores[store].productSlug},`);
    },
  },
  {
    name: 'POST /stores/:s/catalogue/import',
    call: (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/catalogue/import`,
      body: { csv: `Handle,Title,Variant Price\nrole-import-${next()},Role import,100` },
    }),
    expected: managed(200),
    check: async (body, _actor, store) => {
      expect(body).toMatchObject({ created: 1, refused: [] });
      const { rows } = await server.db.query<{ slug: string }>(
        `SELECT s.slug FROM products p JOIN stores s ON s.id = p.store_id
          WHERE p.slug LIKE 'role-import-%' ORDER BY p.created_at DESC LIMIT 1`,
      );
      expect(rows[0]!.slug).toBe(stores[store].slug);
    },
  },
  {
    name: 'POST /stores/:s/template (store has items: 409)',
    call: (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/template`,
      body: { template: 'food' },
    }),
    expected: managed(409),
  },
  {
    name: 'POST /stores/:s/discounts/check',
    call: (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/discounts/check`,
      body: { code: 'NOSUCHCODE', lines: orderBody(s).lines },
    }),
    // Shoppers: no account; a code the store does not have is a 400 with a message.
    expected: open(400),
  },
  {
    name: 'POST /stores/:s/discounts',
    call: (s) => ({
      method: 'POST',
      path: `/stores/${s.slug}/discounts`,
      body: { code: `ROLE${next()}`, kind: 'percent', value: 5 },
    }),
    expected: managed(201),
    check: async (body, _actor, store) => {
      const { rows } = await server.db.query<{ slug: string }>(
        'SELECT s.slug FROM discount_codes d JOIN stores s ON s.id = d.store_id WHERE d.id = $1',
        [body.id],
      );
      expect(rows[0]!.slug).toBe(stores[store].slug);
    },
  },
  {
    name: 'GET /stores/:s/discounts',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/discounts` }),
    expected: managed(200),
    check: async (body, _actor, store) => {
      const { rows } = await server.db.query<{ id: string }>(
        'SELECT d.id FROM discount_codes d JOIN stores s ON s.id = d.store_id WHERE s.slug = $1',
        [stores[store].slug],
      );
      expect(body.map((d: { id: string }) => d.id).sort()).toEqual(rows.map((r) => r.id).sort());
    },
  },
  {
    name: 'PATCH /stores/:s/discounts/:d',
    call: async (s) => {
      const made = await server.call('POST', `/stores/${s.slug}/discounts`, {
        token: adminToken,
        body: { code: `EDIT${next()}`, kind: 'fixed', value: 100 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return {
        method: 'PATCH',
        path: `/stores/${s.slug}/discounts/${made.body.id}`,
        body: { active: false },
      };
    },
    expected: managed(200),
    check: (body) => expect(body.active).toBe(false),
  },
  {
    name: 'GET /stores/:s/orders',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/orders?per_page=100` }),
    expected: managed(200),
    check: async (body, _actor, store) => {
      const { rows } = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.slug = $1',
        [stores[store].slug],
      );
      expect(body.total).toBe(rows[0]!.n);
      expect(body.documents.length).toBe(Math.min(100, rows[0]!.n));
      for (const order of body.documents) expect(order.store_slug).toBe(stores[store].slug);
    },
  },
  {
    name: 'GET /stores/:s/orders/:id',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/orders/${s.order.id}` }),
    expected: managed(200),
    check: (body, _actor, store) => expect(body.id).toBe(stores[store].order.id),
  },
  {
    name: 'PATCH /stores/:s/orders/:id',
    call: async (s) => ({
      method: 'PATCH',
      path: `/stores/${s.slug}/orders/${(await placeOrder(s)).id}`,
      body: { status: 'confirmed' },
    }),
    expected: managed(200),
    check: (body) => expect(body.status).toBe('confirmed'),
  },
  {
    name: 'PATCH /stores/:s/orders/:id/payment',
    call: async (s) => ({
      method: 'PATCH',
      path: `/stores/${s.slug}/orders/${(await placeOrder(s)).id}/payment`,
      body: { payment_status: 'paid' },
    }),
    expected: managed(200),
    check: (body) => expect(body.payment_status).toBe('paid'),
  },
  {
    name: 'GET /stores/:s/orders?payment_status',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/orders?payment_status=unpaid` }),
    expected: managed(200),
    check: (body, _actor, store) => {
      for (const order of body.documents) {
        expect(order.store_slug).toBe(stores[store].slug);
        expect(order.payment_status).toBe('unpaid');
      }
    },
  },
  // Another store's ids under a store one manages: not found, never the other store's data.
  {
    name: 'PATCH /stores/:s/orders/<other store order>/payment',
    call: (s) => ({
      method: 'PATCH',
      path: `/stores/${s.slug}/orders/${other(s).order.id}/payment`,
      body: { payment_status: 'paid' },
    }),
    expected: managed(404),
  },
  {
    name: 'GET /stores/:s/orders/<other store order>',
    call: (s) => ({ method: 'GET', path: `/stores/${s.slug}/orders/${other(s).order.id}` }),
    expected: managed(404),
  },
  {
    name: 'PATCH /stores/:s/orders/<other store order>',
    call: (s) => ({
      method: 'PATCH',
      path: `/stores/${s.slug}/orders/${other(s).order.id}`,
      body: { status: 'cancelled' },
    }),
    expected: managed(404),
  },
  {
    name: 'PATCH /stores/:s/products/<other store product>',
    call: (s) => ({
      method: 'PATCH',
      path: `/stores/${s.slug}/products/${other(s).productId}`,
      body: { name: 'Hijacked' },
    }),
    expected: managed(404),
  },
  {
    name: 'DELETE /stores/:s/products/<other store product>',
    call: (s) => ({ method: 'DELETE', path: `/stores/${s.slug}/products/${other(s).productId}` }),
    expected: managed(404),
  },
  {
    name: 'GET /stores/:s/orders/:id?key=<other store key>',
    call: (s) => ({
      method: 'GET',
      path: `/stores/${s.slug}/orders/${other(s).order.id}?key=${other(s).order.key}`,
    }),
    expected: open(404),
  },
  {
    name: 'GET /my/businesses/:id',
    call: (s) => ({ method: 'GET', path: `/my/businesses/${s.businessId}` }),
    expected: (actor, store) =>
      actor === 'anonymous' ? 401 : !OWNS[actor] ? 403 : OWNS[actor]!.includes(store) ? 200 : 404,
    check: (body, _actor, store) => {
      expect(body.id).toBe(stores[store].businessId);
      expect(body.store.slug).toBe(stores[store].slug);
    },
  },
];
const other = (s: StoreFixture) => (s === stores.A ? stores.B : stores.A);

interface Case {
  label: string;
  actor: Actor;
  store?: StoreKey;
  endpoint: Endpoint;
}
const cases: Case[] = [];
for (const endpoint of STORE_ENDPOINTS)
  for (const store of ['A', 'B'] as const)
    for (const actor of ACTORS)
      cases.push({ label: `${endpoint.name} on ${store}`, actor, store, endpoint });

const LISTS: Endpoint[] = [
  {
    name: 'GET /stores',
    call: () => ({ method: 'GET', path: '/stores' }),
    expected: (actor) => (actor === 'anonymous' ? 401 : actor === 'marketer' ? 403 : 200),
    check: (body, actor) =>
      expect(body.documents.map((s: { slug: string }) => s.slug)).toEqual(
        MANAGES[actor].map((k) => stores[k].slug),
      ),
  },
  {
    name: 'GET /my/businesses',
    call: () => ({ method: 'GET', path: '/my/businesses' }),
    expected: owners(200),
    check: (body, actor) =>
      expect(body.documents.map((b: { name: string }) => b.name).sort()).toEqual(
        OWNS[actor]!.map((k) => stores[k].businessName).sort(),
      ),
  },
  {
    name: 'GET /my/analytics',
    call: () => ({ method: 'GET', path: '/my/analytics?period=30d' }),
    expected: owners(200),
    check: (body, actor) =>
      expect(body.stores.map((s: { slug: string }) => s.slug).sort()).toEqual(
        OWNS[actor]!.map((k) => stores[k].slug).sort(),
      ),
  },
  {
    name: 'POST /my/businesses',
    call: () => ({
      method: 'POST',
      path: '/my/businesses',
      body: {
        name: `Venture ${['Kilo', 'Lima', 'Mike', 'November', 'Oscar', 'Papa', 'Quebec'][(next()) % 7]} ${serial}`,
      },
    }),
    expected: owners(201),
    check: async (body, actor) => {
      expect(body.store.slug).toMatch(/^venture-/);
      const { rows } = await server.db.query<{ owner_id: string }>(
        'SELECT owner_id FROM businesses WHERE id = $1',
        [body.id],
      );
      const me = await server.call('GET', `/my/businesses/${body.id}`, { token: tokens[actor] });
      expect(me.status).toBe(200);
      expect(rows[0]!.owner_id).toBeTruthy();
      // The new store is the creator's to run, and nobody else's but the admin's.
      const others = await server.call('GET', `/stores/${body.store.slug}/overview`, {
        token: tokens[actor === 'owner of A' ? 'owner of B' : 'owner of A'],
      });
      expect(others.status).toBe(403);
      const mine = await server.call('GET', `/stores/${body.store.slug}/overview`, {
        token: tokens[actor],
      });
      expect(mine.status).toBe(200);
    },
  },
];
// The lists are read before any business is added, so their contents are the two stores.
for (const endpoint of LISTS)
  for (const actor of ACTORS) cases.push({ label: endpoint.name, actor, endpoint });

describe('who sees which store: one table of actor × endpoint → status', () => {
  it.each(cases)('$label as $actor', async ({ actor, store, endpoint }) => {
    const fixture = store ? stores[store] : stores.A;
    const request = await endpoint.call(fixture);
    const expected = endpoint.expected(actor, store ?? 'A');
    const before = expected >= 400 ? await snapshot() : '';
    const res = await server.call(request.method, request.path, {
      body: request.body,
      token: tokens[actor],
    });
    expect(res.status, `${request.method} ${request.path} → ${JSON.stringify(res.body)}`).toBe(
      expected,
    );
    if (expected >= 400) {
      expect(typeof res.body.message).toBe('string');
      expect(await snapshot(), 'a refused call changed the database').toBe(before);
    } else if (endpoint.check) {
      await endpoint.check(res.body, actor, store ?? 'A');
    }
  });

  it('an unknown store is 404 for managers and shoppers alike', async () => {
    for (const path of [
      '/stores/nowhere',
      '/stores/nowhere/products',
      '/stores/nowhere/overview',
      '/stores/nowhere/analytics',
    ]) {
      const res = await server.call('GET', path, { token: tokens.admin });
      expect(res.status, path).toBe(404);
    }
  });
});
