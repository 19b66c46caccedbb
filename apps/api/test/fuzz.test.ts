import { type PaystackLocal, startPaystack } from '@agency/paystack-local';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_STORE_SLUG } from '../src/catalogue/seed.ts';
import { createUser } from '../src/users.ts';
import {
  jsonRequests,
  readRequests,
  uploadRequests,
  type FuzzRequest,
  type Ids,
  type TokenKind,
} from './fuzz/requests.ts';
import { staffedStore, worldIds } from './fuzz/world.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Property-based fuzzing of every endpoint with malformed requests: never a 5xx, every 4xx is
// JSON { message }, and nothing stored changes. Seeded; set FUZZ_SEED to replay another run.
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1200);
const TIME_LIMIT_MS = 40_000;

const DATA_TABLES = [
  'users',
  'businesses',
  'articles',
  'media',
  'contact_messages',
  'otps',
  'settings',
  'stores',
  'store_admins',
  'products',
  'variants',
  'orders',
  'order_lines',
  'order_payments',
  'store_payouts',
  'payment_flags',
  'demo_workspaces',
];

let server: TestServer;
let paystack: PaystackLocal;
let ids: Ids;
let tokens: Record<TokenKind, string | undefined>;

async function snapshot(): Promise<string> {
  const tables = await Promise.all(
    DATA_TABLES.map(
      async (table) => (await server.db.query(`SELECT * FROM ${table} ORDER BY 1`)).rows,
    ),
  );
  return JSON.stringify(tables);
}

beforeAll(async () => {
  // Online payments are set up, against the local server that speaks Paystack's API.
  paystack = await startPaystack({ secretKey: 'sk_test_fuzz' });
  server = await startTestServer({
    paystack: {
      secretKey: 'sk_test_fuzz',
      baseUrl: paystack.url,
      agencyFeePercent: 0,
      timeoutMs: 2000,
    },
    limits: {
      contactPerHour: 100_000,
      otpPerHourPerAddress: 100_000,
      otpPerHourPerEmail: 100_000,
      resetPerHourPerAddress: 100_000,
      uploadsPerHourPerUser: 100_000,
      uploadsPerHourPerAddress: 100_000,
      ordersPerHourPerAddress: 100_000,
    },
  });
  await createUser(
    server.db,
    { email: 'marketer@fuzz.example', password: 'fuzz-password-1', role: 'marketer' },
    server.config.scryptCost,
  );
  const { marketer, admin, owner, storeAdmin, ebook, order, discount } = await staffedStore(
    server,
    'FUZZ10',
  );
  const business = await server.db.query<{ business_id: string }>(
    'SELECT business_id FROM stores WHERE slug = $1',
    [DEMO_STORE_SLUG],
  );
  const article = await server.call('POST', '/blog', {
    token: marketer.token,
    body: { title: 'Fuzz target', content: '<p>keep me</p>' },
  });
  const draft = await server.call('POST', '/blog', {
    token: marketer.token,
    body: { title: 'Fuzz draft', status: 'draft' },
  });
  await server.call('POST', '/businesses', {
    token: marketer.token,
    body: { name: 'Existing Snails' },
  });
  ids = await worldIds(
    server,
    { marketer, ebook, order, discount },
    {
      article: article.body.data.documents[0].id,
      draft: draft.body.data.documents[0].id,
      business: business.rows[0]!.business_id,
    },
  );
  const sandbox = await server.call('POST', '/auth/demo-store', { body: {} });
  expect(sandbox.status, JSON.stringify(sandbox.body)).toBe(201);
  const { rows } = await server.db.query<{ value: string }>(
    `SELECT value FROM settings WHERE key = 'token_secret'`,
  );
  const sign = (secret: string, exp: number) =>
    new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(marketer.id)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  const now = Math.floor(Date.now() / 1000);
  const [head, , signature] = marketer.token.split('.');
  const claims = Buffer.from(
    JSON.stringify({ role: 'admin', ver: 0, sub: admin.id, exp: now + 999 }),
  ).toString('base64url');
  tokens = {
    none: undefined,
    garbage: 'Bearer \u00ff\u00fe%%%',
    basic: 'Basic YWRtaW46YWRtaW4=',
    'empty bearer': 'Bearer ',
    expired: `Bearer ${await sign(rows[0]!.value, now - 5)}`,
    tampered: `Bearer ${head}.${claims}.${signature}`,
    'alg none': `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${claims}.`,
    rotated: `Bearer ${await sign('another-secret-another-secret-123', now + 999)}`,
    huge: `Bearer ${'a'.repeat(8000)}.b.c`,
    marketer: `Bearer ${marketer.token}`,
    admin: `Bearer ${admin.token}`,
    owner: `Bearer ${owner.token}`,
    store_admin: `Bearer ${storeAdmin.token}`,
    sandbox: `Bearer ${sandbox.body.token}`,
  };
});
afterAll(async () => {
  await server.stop();
  await paystack.close();
});

it(`${RUNS} malformed requests across every endpoint: no 5xx, JSON messages, nothing stored changes (seed ${SEED})`, async () => {
  console.log(`[fuzz] seed ${SEED}, ${RUNS} runs (FUZZ_SEED=${SEED} replays this run)`);
  const before = await snapshot();
  const statuses = new Map<number, number>();
  let sent = 0;
  const send = async ({ request, token }: { request: FuzzRequest; token: TokenKind }) => {
    const headers = {
      ...request.headers,
      ...(tokens[token] ? { authorization: tokens[token]! } : {}),
    };
    const answer = await server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.payload,
    });
    sent += 1;
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    const where = `${request.label} [token: ${token}] → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
    expect(answer.statusCode, where).toBeLessThan(500);
    if (answer.statusCode >= 400 && request.method !== 'HEAD') {
      expect(answer.headers['content-type'], where).toMatch(/^application\/json/);
      const body = answer.json() as { message?: unknown };
      expect(typeof body.message === 'string' && body.message.length > 0, where).toBe(true);
    }
  };
  const anyRequest = fc.oneof(
    { arbitrary: jsonRequests(ids), weight: 5 },
    { arbitrary: readRequests(ids), weight: 3 },
    { arbitrary: uploadRequests(), weight: 2 },
  );
  await fc.assert(fc.asyncProperty(anyRequest, send), {
    seed: SEED,
    numRuns: RUNS,
    interruptAfterTimeLimit: TIME_LIMIT_MS,
    markInterruptAsFailure: false,
  });
  console.log(
    `[fuzz] ${sent} requests sent; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  expect(sent).toBeGreaterThanOrEqual(1000);
  expect(await snapshot()).toBe(before);
}, 90_000);
