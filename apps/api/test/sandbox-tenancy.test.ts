import { type PaystackLocal, startPaystack } from '@agency/paystack-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG } from '../src/catalogue/seed.ts';
import { FUZZ_CART, JSON_ENDPOINTS, type Ids } from './fuzz/requests.ts';
import { staffedStore, worldIds } from './fuzz/world.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A 'Try the store admin' visitor holds a live store-admin session of their own copy of the demo
// store. Every endpoint the API publishes (its OpenAPI document) is called with that token, aimed
// at a real store's resources (the demo store it was copied from, with its owner, store admin,
// order and discount): the token must get nothing there that no token at all would not get, never
// a 5xx, and nothing of the real store may change.

let server: TestServer;
let paystack: PaystackLocal;
let ids: Ids;
let sandbox: { token: string; store: string };
let routes: { method: string; template: string }[];

/**
 * Calls about the caller themselves, not a tenant's data: everything under /auth/ (their session,
 * password and two-step sign-in), their uploads, their own stores, and the starter templates any
 * signed-in store hand may apply to a store of theirs, and the banks a payouts form offers.
 */
const aboutTheCaller = (method: string, template: string) =>
  template.startsWith('/api/v1/auth/') ||
  [
    'POST /api/v1/media/upload',
    'GET /api/v1/stores',
    'GET /api/v1/store-templates',
    // Paystack's list of Nigerian banks: the same for everyone who runs a store, a sandbox's too.
    'GET /api/v1/payments/banks',
  ].includes(`${method} ${template}`);

/** The real store's rows an outsider must never change (orders and stock move with public checkout). */
async function realStore(): Promise<string> {
  const store = `(SELECT id FROM stores WHERE slug = '${DEMO_STORE_SLUG}')`;
  const parts = await Promise.all(
    [
      `SELECT * FROM stores WHERE id = ${store}`,
      `SELECT id, slug, name, description, status, tags FROM products WHERE store_id = ${store} ORDER BY id`,
      `SELECT * FROM store_admins WHERE store_id = ${store} ORDER BY user_id`,
      `SELECT id, code, value, active, ends_on FROM discount_codes WHERE store_id = ${store} ORDER BY id`,
      `SELECT id, status, payment_status FROM orders WHERE store_id = ${store} ORDER BY id`,
      `SELECT * FROM store_payouts WHERE store_id = ${store}`,
      `SELECT * FROM businesses WHERE workspace = 'live' ORDER BY id`,
      `SELECT id, email, role, token_version, active FROM users WHERE demo_until IS NULL ORDER BY id`,
      'SELECT id, title, status FROM articles ORDER BY id',
    ].map(async (sql) => (await server.db.query(sql)).rows),
  );
  return JSON.stringify(parts);
}

/** A path of the OpenAPI document with its parameters pointing at the real store's resources. */
function fill(template: string): string {
  const id = template.startsWith('/api/v1/blog')
    ? ids.article
    : template.startsWith('/api/v1/users')
      ? ids.marketer
      : template.startsWith('/api/v1/contact')
        ? '1'
        : ids.business;
  return template
    .replace('{store}', ids.store)
    .replace('{product}', ids.productSlug)
    .replace('{order}', ids.order)
    .replace('{customer}', encodeURIComponent('ada@example.ng'))
    .replace('{discount}', ids.discount)
    .replace('{cart}', FUZZ_CART)
    .replace('{user}', ids.marketer)
    .replace('{host}', `${ids.store}.localhost`)
    .replace('{name}', ids.media)
    .replace('{token}', '0'.repeat(32))
    .replace('{id}', id);
}

/** A body the route would accept (the fuzz's valid bodies), so that only the token decides. */
function bodyFor(method: string, url: string): unknown {
  const endpoint = JSON_ENDPOINTS.find((e) => e.method === method && e.path(ids) === url);
  if (!endpoint) return method === 'GET' || method === 'DELETE' ? undefined : {};
  return typeof endpoint.valid === 'function' ? endpoint.valid(ids) : endpoint.valid;
}

async function send(method: string, url: string, token?: string) {
  const body = bodyFor(method, url);
  const answer = await server.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.statusCode, text: answer.body };
}

beforeAll(async () => {
  // Online payments are set up (the local server that speaks Paystack's API), so its routes answer.
  paystack = await startPaystack({ secretKey: 'sk_test_tenancy' });
  server = await startTestServer({
    paystack: {
      secretKey: 'sk_test_tenancy',
      baseUrl: paystack.url,
      agencyFeePercent: 0,
      timeoutMs: 2000,
    },
    limits: { ordersPerHourPerAddress: 100_000, uploadsPerHourPerUser: 100_000 },
  });
  const world = await staffedStore(server, 'REAL10');
  const { marketer } = world;
  const business = await server.call('POST', '/businesses', {
    token: marketer.token,
    body: { name: 'Tenancy Farms' },
  });
  const article = await server.call('POST', '/blog', {
    token: marketer.token,
    body: { title: 'Tenancy article' },
  });
  ids = await worldIds(server, world, {
    article: article.body.data.documents[0].id,
    draft: article.body.data.documents[0].id,
    business: business.body.id,
  });
  const made = await server.call('POST', '/auth/demo-store', { body: {} });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  sandbox = { token: made.body.token, store: made.body.store };
  const doc = (await server.app.inject({ url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), template })),
  );
});
afterAll(async () => {
  await server.stop();
  await paystack.close();
});

describe("a store-admin sandbox's token on every endpoint, aimed at a real store", () => {
  it('gets nothing that no token would not get, never a 5xx, and the real store is unchanged', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const before = await realStore();
    const granted: string[] = [];
    const refused: string[] = [];
    for (const { method, template } of routes) {
      if (aboutTheCaller(method, template)) continue;
      const url = fill(template);
      // The sandbox first: a public write by nobody must not make the sandbox's call a repeat.
      const withSandbox = await send(method, url, sandbox.token);
      // A checkout cart's first save makes it (a later one needs its key): nobody saves it afresh.
      if (template.includes('{cart}') && method === 'PUT')
        await server.db.query('DELETE FROM carts');
      const withNone = await send(method, url);
      const where = `${method} ${url}: sandbox ${withSandbox.status} ${withSandbox.text.slice(0, 160)}, no token ${withNone.status}`;
      expect(withSandbox.status, where).toBeLessThan(500);
      if (withSandbox.status < 300 && withNone.status >= 300) granted.push(where);
      if ([401, 403, 404].includes(withSandbox.status)) refused.push(where);
    }
    // The matrix is only worth something if most private routes were reached with valid bodies.
    expect(refused.length).toBeGreaterThan(40);
    expect(granted).toEqual([]);
    expect(await realStore()).toBe(before);
  }, 60_000);

  it('still runs its own store (the door stays open)', async () => {
    // The sweep above spent the visitor's changes (30, then 30 a minute): this starts afresh.
    await server.db.query(`DELETE FROM rate_buckets WHERE key LIKE 'demo:writes:%'`);
    const own = await server.call('GET', `/stores/${sandbox.store}/orders`, {
      token: sandbox.token,
    });
    expect(own.status).toBe(200);
    const renamed = await server.call('PATCH', `/stores/${sandbox.store}`, {
      token: sandbox.token,
      body: { tagline: 'My own snails' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    // Opening a store is its owner's (or an admin's) decision: never a visitor's, even their own.
    const opened = await server.call('POST', `/stores/${sandbox.store}/open`, {
      token: sandbox.token,
    });
    expect(opened.status).toBe(403);
  });
});
