import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// Every protected route × every kind of bad token: 401, 403 or 404 with a message, never data.
let server: TestServer;
let tokens: Record<string, string | undefined>;
let alice: Awaited<ReturnType<TestServer['user']>>;
let ids: Record<'store' | 'carol' | 'draft' | 'article' | 'business' | 'deleted' | 'lead', string>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function sign(
  secret: string,
  claims: Record<string, unknown>,
  sub: string,
  exp: number,
  alg = 'HS256',
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setSubject(sub)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('marketer', 'Alice');
  const bob = await server.user('marketer', 'Bob');
  const owner = await server.user('owner');
  const gone = await server.user('marketer');
  await server.call('POST', '/auth/logout', { token: gone.token });
  const { rows } = await server.db.query<{ value: string }>(
    `SELECT value FROM settings WHERE key = 'token_secret'`,
  );
  const now = Math.floor(Date.now() / 1000);
  // A second session of Alice's, then left idle past STAFF_IDLE_MINUTES.
  const idle = (
    await server.call('POST', '/auth/login', {
      body: { email: alice.email, password: alice.password },
    })
  ).body.token as string;
  const idleSid = JSON.parse(Buffer.from(idle.split('.')[1]!, 'base64url').toString()).sid;
  await server.db.query(
    `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = $1`,
    [idleSid],
  );
  const [head, , signature] = alice.token.split('.');
  const admin = Buffer.from(
    JSON.stringify({ role: 'admin', ver: 0, sub: alice.id, exp: now + 3600 }),
  ).toString('base64url');
  tokens = {
    none: undefined,
    expired: await sign(rows[0]!.value, { role: 'marketer', ver: 0 }, alice.id, now - 10),
    tampered: `${head}.${admin}.${signature}`,
    'rotated secret': await sign(
      'a-secret-that-is-no-longer-used-anywhere',
      { role: 'admin', ver: 0 },
      alice.id,
      now + 3600,
    ),
    'alg none': `${Buffer.from('{"alg":"none"}').toString('base64url')}.${admin}.`,
    garbage: 'not-a-token',
    'wrong role': owner.token,
    "another user's": bob.token,
    'revoked by sign-out': gone.token,
    // A staff token the API signed but with no session behind it, and a session idle 31 min.
    'sessionless staff token': await sign(
      rows[0]!.value,
      { role: 'marketer', ver: 0 },
      alice.id,
      now + 3600,
    ),
    'idle staff session': idle,
  };
  const draft = await server.call('POST', '/blog', {
    token: alice.token,
    body: { title: 'Alice draft', status: 'draft' },
  });
  const article = await server.call('POST', '/blog', {
    token: alice.token,
    body: { title: 'Alice article' },
  });
  const business = await server.call('POST', '/businesses', {
    token: alice.token,
    body: { name: 'Alice Matrix Farms' },
  });
  const deleted = await server.call('POST', '/businesses', {
    token: alice.token,
    body: { name: 'Alice Deleted Ventures' },
  });
  await server.call('DELETE', `/businesses/${deleted.body.id}`, { token: alice.token });
  // A store none of the tokens' owners runs: Carol's.
  const carol = await server.user('owner', 'Carol');
  const shop = await server.call('POST', '/my/businesses', {
    token: carol.token,
    body: { name: 'Carol Matrix Shop' },
  });
  const lead = await server.call('POST', '/contact', {
    body: { name: 'Matrix Lead', email: 'lead@matrix.ng', number: '08031234567', message: 'Hi' },
  });
  ids = {
    lead: lead.body.id,
    store: shop.body.store.slug,
    carol: carol.id,
    draft: draft.body.data.documents[0].id,
    article: article.body.data.documents[0].id,
    business: business.body.id,
    deleted: deleted.body.id,
  };
});
afterAll(() => server.stop());

interface Route {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  multipart?: boolean;
  /** Kinds that may legitimately pass here (another user's token on a route that is not about a resource). */
  skip?: string[];
}

const ROUTES: Route[] = [
  {
    name: 'GET /businesses (similarity list)',
    method: 'GET',
    path: () => '/businesses',
    skip: ["another user's"],
  },
  {
    name: 'GET /businesses?marketer_id=alice',
    method: 'GET',
    path: () => `/businesses?marketer_id=${alice.id}`,
  },
  {
    name: 'GET /businesses/summary?marketer_id=alice',
    method: 'GET',
    path: () => `/businesses/summary?marketer_id=${alice.id}`,
  },
  {
    name: 'POST /businesses',
    method: 'POST',
    path: () => '/businesses',
    body: () => ({ name: 'Matrix Snails' }),
    skip: ["another user's"],
  },
  { name: 'GET /blog?author_id=alice', method: 'GET', path: () => `/blog?author_id=${alice.id}` },
  { name: 'GET /blog/:alice-draft', method: 'GET', path: () => `/blog/${ids.draft}` },
  {
    name: 'POST /blog',
    method: 'POST',
    path: () => '/blog',
    body: () => ({ title: 'Matrix post' }),
    skip: ["another user's"],
  },
  {
    name: 'PATCH /blog/:alice-article',
    method: 'PATCH',
    path: () => `/blog/${ids.article}`,
    body: () => ({ title: 'Taken over' }),
  },
  {
    name: 'POST /media/upload',
    method: 'POST',
    path: () => '/media/upload',
    multipart: true,
    // Owners upload their products' pictures: an owner's token is a right role here.
    skip: ["another user's", 'wrong role'],
  },
  // Leads are staff data: any marketer's or admin's token reads them (issue 13); an owner's is refused.
  { name: 'GET /contact', method: 'GET', path: () => '/contact', skip: ["another user's"] },
  // The audit log: the whole of it for admins, an owner's stores' part for owners (an owner's token is a right role there).
  { name: 'GET /audit', method: 'GET', path: () => '/audit?action=auth', skip: ["another user's"] },
  {
    name: 'GET /my/audit',
    method: 'GET',
    path: () => '/my/audit',
    skip: ["another user's", 'wrong role'],
  },
  {
    name: 'POST /auth/logout',
    method: 'POST',
    path: () => '/auth/logout',
    skip: ["another user's", 'wrong role'],
  },
  // Routes added since the matrix was written (2026-11-24 review): every one refuses every bad token.
  { name: 'GET /businesses/:alice', method: 'GET', path: () => `/businesses/${ids.business}` },
  {
    name: 'PATCH /businesses/:alice',
    method: 'PATCH',
    path: () => `/businesses/${ids.business}`,
    body: () => ({ notes: 'taken over' }),
  },
  {
    name: 'GET /businesses/:alice/events',
    method: 'GET',
    path: () => `/businesses/${ids.business}/events`,
  },
  {
    name: 'POST /businesses/:alice/notes',
    method: 'POST',
    path: () => `/businesses/${ids.business}/notes`,
    body: () => ({ body: 'taken over' }),
  },
  {
    name: 'DELETE /businesses/:alice',
    method: 'DELETE',
    path: () => `/businesses/${ids.business}`,
  },
  {
    name: 'POST /businesses/:alice-deleted/restore',
    method: 'POST',
    path: () => `/businesses/${ids.deleted}/restore`,
  },
  { name: 'DELETE /blog/:alice-article', method: 'DELETE', path: () => `/blog/${ids.article}` },
  // A lead joins a business: only the business's marketer (or an admin) adds it.
  {
    name: 'POST /contact/:id/attach to :alice',
    method: 'POST',
    path: () => `/contact/${ids.lead}/attach`,
    body: () => ({ business_id: ids.business }),
  },
  // Any marketer may make a business from a lead (leads are every marketer's): Bob's token may.
  {
    name: 'POST /contact/:id/convert',
    method: 'POST',
    path: () => `/contact/${ids.lead}/convert`,
    body: () => ({ name: 'Matrix Converted Farm' }),
    skip: ["another user's"],
  },
  {
    name: 'PATCH /contact/:id',
    method: 'PATCH',
    path: () => '/contact/999999',
    body: () => ({ handled: true }),
  },
  { name: 'GET /users', method: 'GET', path: () => '/users' },
  {
    name: 'POST /users',
    method: 'POST',
    path: () => '/users',
    body: () => ({ email: 'matrix-invite@test.example', name: 'Matrix Invite', role: 'admin' }),
  },
  {
    name: 'PATCH /users/:alice',
    method: 'PATCH',
    path: () => `/users/${alice.id}`,
    body: () => ({ role: 'admin' }),
  },
  {
    name: 'POST /auth/change_password',
    method: 'POST',
    path: () => '/auth/change_password',
    body: () => ({ current_password: 'whatever-it-is', password: 'a-new-password-1' }),
    skip: ["another user's", 'wrong role'],
  },
  // Two-step sign-in's settings: anyone signed in reads and turns off their own; admins and owners
  // (the 'wrong role' token is an owner's) turn it on.
  {
    name: 'GET /auth/two-step/settings',
    method: 'GET',
    path: () => '/auth/two-step/settings',
    skip: ["another user's", 'wrong role'],
  },
  {
    name: 'POST /auth/two-step/setup',
    method: 'POST',
    path: () => '/auth/two-step/setup',
    skip: ['wrong role'],
  },
  {
    name: 'POST /auth/two-step/confirm',
    method: 'POST',
    path: () => '/auth/two-step/confirm',
    body: () => ({ code: '123456' }),
    skip: ['wrong role'],
  },
  {
    name: 'POST /auth/two-step/off',
    method: 'POST',
    path: () => '/auth/two-step/off',
    body: () => ({ password: 'whatever-it-is' }),
    skip: ["another user's", 'wrong role'],
  },
  { name: 'GET /demo/workspace', method: 'GET', path: () => '/demo/workspace' },
  { name: 'POST /demo/workspace/reset', method: 'POST', path: () => '/demo/workspace/reset' },
  // The owner's area: an owner's token is a right role here.
  { name: 'GET /stores', method: 'GET', path: () => '/stores', skip: ['wrong role'] },
  { name: 'GET /my/businesses', method: 'GET', path: () => '/my/businesses', skip: ['wrong role'] },
  {
    name: 'POST /my/businesses',
    method: 'POST',
    path: () => '/my/businesses',
    body: () => ({ name: 'Matrix Owner Farm' }),
    skip: ['wrong role'],
  },
  { name: 'GET /my/analytics', method: 'GET', path: () => '/my/analytics', skip: ['wrong role'] },
  // Many stores: a store's look, its people and its hand-over; an admin's new stores.
  {
    name: 'PATCH /stores/:carol',
    method: 'PATCH',
    path: () => `/stores/${ids.store}`,
    body: () => ({ tagline: 'Taken over', custom_domain: 'taken.example.ng' }),
  },
  { name: 'GET /stores/:carol/people', method: 'GET', path: () => `/stores/${ids.store}/people` },
  // Sales taken by hand and the store's customers.
  {
    name: 'POST /stores/:carol/orders/manual',
    method: 'POST',
    path: () => `/stores/${ids.store}/orders/manual`,
    body: () => {
      const id = '00000000-0000-4000-8000-000000000000';
      return {
        source: 'walk_in',
        lines: [{ product_id: id, variant_id: id, qty: 1 }],
        fulfilment: 'pickup',
      };
    },
  },
  {
    name: 'GET /stores/:carol/customers',
    method: 'GET',
    path: () => `/stores/${ids.store}/customers`,
  },
  {
    name: 'GET /stores/:carol/customers/export',
    method: 'GET',
    path: () => `/stores/${ids.store}/customers/export`,
  },
  {
    name: 'GET /stores/:carol/customers/:phone',
    method: 'GET',
    path: () => `/stores/${ids.store}/customers/%2B2348010000000`,
  },
  // Abandoned checkouts: the carts shoppers left, with their contacts and restore links.
  { name: 'GET /stores/:carol/carts', method: 'GET', path: () => `/stores/${ids.store}/carts` },
  // A store's custom domain: where it stands, and Check now.
  { name: 'GET /stores/:carol/domain', method: 'GET', path: () => `/stores/${ids.store}/domain` },
  {
    name: 'POST /stores/:carol/domain/check',
    method: 'POST',
    path: () => `/stores/${ids.store}/domain/check`,
  },
  {
    name: 'POST /stores/:carol/people',
    method: 'POST',
    path: () => `/stores/${ids.store}/people`,
    body: () => ({ email: 'matrix-store-admin@test.example', name: 'Matrix Store Admin' }),
  },
  {
    name: 'DELETE /stores/:carol/people/:carol',
    method: 'DELETE',
    path: () => `/stores/${ids.store}/people/${ids.carol}`,
  },
  {
    name: 'POST /stores/:carol/owner',
    method: 'POST',
    path: () => `/stores/${ids.store}/owner`,
    body: () => ({ email: 'matrix-owner@test.example', name: 'Matrix Owner' }),
  },
  { name: 'GET /stores/candidates', method: 'GET', path: () => '/stores/candidates' },
  // Online payments: a store's payouts and refunds are its owner's; the agency's flagged list is staff's.
  { name: 'GET /stores/:carol/payouts', method: 'GET', path: () => `/stores/${ids.store}/payouts` },
  {
    name: 'PUT /stores/:carol/payouts',
    method: 'PUT',
    path: () => `/stores/${ids.store}/payouts`,
    body: () => ({ bank_code: '058', account_number: '0123456789' }),
  },
  {
    name: 'POST /stores/:carol/payouts/check',
    method: 'POST',
    path: () => `/stores/${ids.store}/payouts/check`,
    body: () => ({ bank_code: '058', account_number: '0123456789' }),
  },
  {
    name: 'POST /stores/:carol/orders/:id/refunds',
    method: 'POST',
    path: () => `/stores/${ids.store}/orders/00000000-0000-4000-8000-000000000000/refunds`,
    body: () => ({ amount_kobo: 5000 }),
  },
  // Any store's manager reads the banks (an owner's token is a right role there).
  {
    name: 'GET /payments/banks',
    method: 'GET',
    path: () => '/payments/banks',
    skip: ['wrong role'],
  },
  {
    name: 'GET /payments/attention',
    method: 'GET',
    path: () => '/payments/attention',
    skip: ["another user's"],
  },
  // From prospect to store: demo stores, launch, checklist and the client stores board.
  {
    name: 'GET /businesses/:alice/demo-store',
    method: 'GET',
    path: () => `/businesses/${ids.business}/demo-store`,
  },
  {
    name: 'POST /businesses/:alice/demo-store',
    method: 'POST',
    path: () => `/businesses/${ids.business}/demo-store`,
    body: () => ({ template: 'food', name: 'Matrix Kitchen' }),
  },
  {
    name: 'POST /businesses/:alice/launch',
    method: 'POST',
    path: () => `/businesses/${ids.business}/launch`,
  },
  {
    name: 'GET /stores/:carol/checklist',
    method: 'GET',
    path: () => `/stores/${ids.store}/checklist`,
  },
  // Bob, a marketer, reads his own board (of his clients): only the other kinds are refused.
  {
    name: 'GET /client-stores',
    method: 'GET',
    path: () => '/client-stores',
    skip: ["another user's"],
  },
  {
    name: 'POST /stores',
    method: 'POST',
    path: () => '/stores',
    body: () => ({ business_id: ids.business }),
  },
  // An admin's takedown: finding any store, disabling, enabling and removing one.
  { name: 'GET /all-stores', method: 'GET', path: () => '/all-stores' },
  {
    name: 'POST /stores/:carol/disable',
    method: 'POST',
    path: () => `/stores/${ids.store}/disable`,
  },
  {
    name: 'POST /stores/:carol/enable',
    method: 'POST',
    path: () => `/stores/${ids.store}/enable`,
  },
  { name: 'DELETE /stores/:carol', method: 'DELETE', path: () => `/stores/${ids.store}` },
  // Opening a launched store (its owner, an admin) and a template's sample items (its managers).
  { name: 'POST /stores/:carol/open', method: 'POST', path: () => `/stores/${ids.store}/open` },
  {
    name: 'POST /stores/:carol/products/:p/keep',
    method: 'POST',
    path: () => `/stores/${ids.store}/products/00000000-0000-4000-8000-000000000000/keep`,
  },
  // Several items at once: the store's managers only.
  {
    name: 'POST /stores/:carol/products/bulk',
    method: 'POST',
    path: () => `/stores/${ids.store}/products/bulk`,
    body: () => ({ action: 'delete', ids: ['00000000-0000-4000-8000-000000000000'] }),
  },
  {
    name: 'DELETE /stores/:carol/samples',
    method: 'DELETE',
    path: () => `/stores/${ids.store}/samples`,
  },
];

/** What a refused call must leave as it was. */
const COUNTED = ['businesses', 'articles', 'media', 'stores', 'store_admins', 'users'];

const KINDS = [
  'none',
  'expired',
  'tampered',
  'rotated secret',
  'alg none',
  'garbage',
  'wrong role',
  "another user's",
  'revoked by sign-out',
  'sessionless staff token',
  'idle staff session',
];

describe('protected routes refuse every bad token', () => {
  for (const route of ROUTES) {
    for (const kind of KINDS) {
      if (route.skip?.includes(kind)) continue;
      it(`${route.name} with ${kind}`, async () => {
        let raw: FormData | undefined;
        if (route.multipart) {
          raw = new FormData();
          raw.append('files', new Blob([PNG], { type: 'image/png' }), 'a.png');
        }
        const before = await Promise.all(COUNTED.map((t) => server.count(t)));
        const answer = await server.call(route.method, route.path(), {
          token: tokens[kind],
          body: route.body?.(),
          raw,
        });
        expect([401, 403, 404]).toContain(answer.status);
        expect(Object.keys(answer.body)).toEqual(['message']);
        expect(answer.body.message).toEqual(expect.any(String));
        expect(await Promise.all(COUNTED.map((t) => server.count(t)))).toEqual(before);
      });
    }
  }

  it("and Carol's store kept its look and its people", async () => {
    const store = await server.call('GET', `/stores/${ids.store}`);
    expect(store.body).toMatchObject({ tagline: '', custom_domain: '', disabled: false });
  });

  it('and the article stayed as Alice wrote it', async () => {
    const article = await server.call('GET', `/blog/${ids.article}`);
    expect(article.body.data.documents[0].title).toBe('Alice article');
  });
});

// Public by design: accepting a store invitation needs the mailed link's token, not a session.
// With any bearer token (or none) and a token that is no invitation's, nothing changes.
describe('accepting a store invitation is decided by its link, never by the bearer token', () => {
  for (const kind of KINDS)
    it(`POST /store-invitations/accept with ${kind}`, async () => {
      const before = await Promise.all(COUNTED.map((t) => server.count(t)));
      const answer = await server.call('POST', '/store-invitations/accept', {
        token: tokens[kind],
        body: { token: 'm'.repeat(32) },
      });
      expect(answer.status).toBe(404);
      expect(Object.keys(answer.body)).toEqual(['message']);
      expect(await Promise.all(COUNTED.map((t) => server.count(t)))).toEqual(before);
    });
});

// Public by design: an invitation's "Create your password" link is its token, not a session.
// With any bearer token (or none) and a token that is no link's, nothing changes.
describe("an invitation's password link is decided by its token, never by the bearer token", () => {
  for (const kind of KINDS)
    for (const path of ['/auth/password_link', '/auth/create_password'])
      it(`POST ${path} with ${kind}`, async () => {
        const before = await Promise.all(COUNTED.map((t) => server.count(t)));
        const answer = await server.call('POST', path, {
          token: tokens[kind],
          body: {
            token: `1.${'m'.repeat(32)}`,
            ...(path.endsWith('create_password') ? { password: 'matrix-password-1' } : {}),
          },
        });
        expect(answer.status).toBe(404);
        expect(Object.keys(answer.body)).toEqual(['message']);
        expect(await Promise.all(COUNTED.map((t) => server.count(t)))).toEqual(before);
      });
});
