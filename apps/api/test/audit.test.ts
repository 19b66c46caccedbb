import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryOutbox } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// The audit log (ASVS V16, review finding L7): each audited change writes one event with its
// actor, store and details; owners see their stores' events only; secrets never reach it.
let server: TestServer;
type Account = Awaited<ReturnType<TestServer['user']>>;
let admin: Account;
let ownerA: Account;
let ownerB: Account;
let storeAdminA: Account;
let marketer: Account;
const stores = {} as Record<'A' | 'B', { id: string; slug: string }>;

interface Row {
  actor_id: string | null;
  actor_email: string;
  actor_role: string | null;
  action: string;
  store_id: string | null;
  target_type: string | null;
  target_id: string | null;
  details: any;
  client_address: string | null;
  request_id: string | null;
}
async function events(action: string): Promise<Row[]> {
  const { rows } = await server.db.query<Row>(
    'SELECT * FROM audit_events WHERE action = $1 ORDER BY id',
    [action],
  );
  return rows;
}

async function ownStore(owner: Account, name: string) {
  const made = await server.call('POST', '/my/businesses', { token: owner.token, body: { name } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM stores WHERE slug = $1', [
    made.body.store.slug,
  ]);
  return { id: rows[0]!.id, slug: made.body.store.slug as string };
}

async function product(owner: Account, slug: string) {
  const res = await server.call('POST', `/stores/${slug}/products`, {
    token: owner.token,
    body: { name: 'Audit Basket', variants: [{ qty: 10, price_kobo: 50_000 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer({
    limits: { loginFailures: 2, accountFailures: 50, ordersPerHourPerAddress: 1000 },
  });
  admin = await server.user('admin', 'Ada Admin');
  ownerA = await server.user('owner', 'Olu Owner');
  ownerB = await server.user('owner', 'Bisi Owner');
  storeAdminA = await server.user('store_admin', 'Sade Storeadmin');
  marketer = await server.user('marketer', 'Musa Marketer');
  stores.A = await ownStore(ownerA, 'Alpha Audit Foods');
  stores.B = await ownStore(ownerB, 'Bravo Audit Greens');
  await server.db.query('INSERT INTO store_admins (store_id, user_id) VALUES ($1, $2)', [
    stores.A.id,
    storeAdminA.id,
  ]);
});
afterAll(() => server.stop());

describe('sign-ins', () => {
  it('a sign-in, a failed one and a refusal while locked are recorded', async () => {
    const who = await server.user('marketer');
    const signIn = await events('auth.sign_in');
    expect(signIn.at(-1)).toMatchObject({
      actor_id: who.id,
      actor_email: who.email,
      actor_role: 'marketer',
      target_id: who.id,
      client_address: '127.0.0.1',
      request_id: expect.any(String),
    });
    for (let i = 0; i < 2; i += 1)
      expect(
        (await server.call('POST', '/auth/login', { body: { email: who.email, password: 'nope' } }))
          .status,
      ).toBe(401);
    const locked = await server.call('POST', '/auth/login', {
      body: { email: who.email, password: who.password },
    });
    expect(locked.status).toBe(429);
    const failed = (await events('auth.sign_in_failed')).filter((e) => e.actor_email === who.email);
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ actor_id: null, details: { reason: 'invalid_credentials' } });
    const locks = (await events('auth.locked')).filter((e) => e.actor_email === who.email);
    expect(locks).toHaveLength(1);
    // An address nobody has is recorded as tried, the same way.
    await server.call('POST', '/auth/login', {
      body: { email: 'nobody@test.example', password: 'whatever-1' },
    });
    expect((await events('auth.sign_in_failed')).at(-1)).toMatchObject({
      actor_id: null,
      actor_email: 'nobody@test.example',
    });
  });
});

describe('people', () => {
  it('an invite, a role change and a deactivation are recorded with before and after', async () => {
    const invited = await server.call('POST', '/users', {
      token: admin.token,
      body: { email: 'newbie@test.example', name: 'New Bie', role: 'marketer' },
    });
    expect(invited.status).toBe(201);
    const id = invited.body.id;
    expect(await events('people.invited')).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        actor_role: 'admin',
        target_type: 'user',
        target_id: id,
        details: { email: 'newbie@test.example', name: 'New Bie', role: 'marketer' },
      }),
    ]);
    await server.call('PATCH', `/users/${id}`, { token: admin.token, body: { role: 'owner' } });
    // The same role again changes nothing and records nothing.
    await server.call('PATCH', `/users/${id}`, { token: admin.token, body: { role: 'owner' } });
    expect(await events('people.role_changed')).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        target_id: id,
        details: { email: 'newbie@test.example', role: { before: 'marketer', after: 'owner' } },
      }),
    ]);
    await server.call('PATCH', `/users/${id}`, { token: admin.token, body: { active: false } });
    expect(await events('people.deactivated')).toEqual([
      expect.objectContaining({ actor_id: admin.id, target_id: id }),
    ]);
  });
});

describe('a store', () => {
  it('settings: the changed fields, bank details masked, and the owner is told', async () => {
    const before = memoryOutbox.length;
    const res = await server.call('PATCH', `/stores/${stores.A.slug}`, {
      token: storeAdminA.token,
      body: { bank_details: 'Zenith Bank 2087654321 Alpha Audit Foods', pickup_address: '2 Rd' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [event] = await events('store.settings_changed');
    expect(event).toMatchObject({
      actor_id: storeAdminA.id,
      actor_role: 'store_admin',
      store_id: stores.A.id,
      details: {
        bank_details: { before: '', after: '••••4321' },
        pickup_address: { before: '', after: '2 Rd' },
      },
    });
    expect(JSON.stringify(event)).not.toContain('2087654321');
    const mail = await waitForMail(before, ownerA.email);
    expect(mail.subject).toContain('Alpha Audit Foods');
    expect(mail.body).toMatch(
      /The bank details of Alpha Audit Foods were changed by Sade Storeadmin \(store_admin\d+@test\.example\) at .+ \(Lagos time\)\. /,
    );
    expect(mail.body).toContain("If this wasn't you or your store admin");
    expect(mail.body).toContain('4321');
    expect(mail.body).not.toContain('2087654321');
    // A change that is not about bank details mails nobody.
    await server.call('PATCH', `/stores/${stores.A.slug}`, {
      token: ownerA.token,
      body: { contact_phone: '+234 800 000 0001' },
    });
    expect(await events('store.settings_changed')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(memoryOutbox.filter((m) => m.to === ownerA.email)).toHaveLength(1);
  });

  it('price and stock: one event per variant and kind, before and after', async () => {
    const item = await product(ownerA, stores.A.slug);
    const variant = item.variants[0];
    const res = await server.call('PATCH', `/stores/${stores.A.slug}/products/${item.slug}`, {
      token: storeAdminA.token,
      body: { variants: [{ ...variant, price_kobo: 55_000, qty: 7 }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const about = { product_id: item.id, product: 'Audit Basket' };
    expect(await events('catalogue.price_changed')).toEqual([
      expect.objectContaining({
        actor_id: storeAdminA.id,
        store_id: stores.A.id,
        target_type: 'variant',
        target_id: variant.id,
        details: { ...about, variant: '', price_kobo: { before: 50_000, after: 55_000 } },
      }),
    ]);
    expect(await events('catalogue.stock_changed')).toEqual([
      expect.objectContaining({
        store_id: stores.A.id,
        details: { ...about, variant: '', qty: { before: 10, after: 7 } },
      }),
    ]);
    // A name change alone touches neither.
    await server.call('PATCH', `/stores/${stores.A.slug}/products/${item.slug}`, {
      token: storeAdminA.token,
      body: { name: 'Audit Basket Two' },
    });
    expect(await events('catalogue.price_changed')).toHaveLength(1);
  });

  it('an order status change', async () => {
    await server.call('PATCH', `/stores/${stores.B.slug}`, {
      token: ownerB.token,
      body: { pickup_address: '1 Market Road' },
    });
    const item = await product(ownerB, stores.B.slug);
    const order = await server.call('POST', `/stores/${stores.B.slug}/orders`, {
      body: {
        lines: [{ product_id: item.id, variant_id: item.variants[0].id, qty: 1 }],
        name: 'Ada Obi',
        phone: '+234 801 000 0000',
        email: 'ada@example.ng',
        fulfilment: 'pickup',
        payment: 'pay_on_delivery',
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const res = await server.call('PATCH', `/stores/${stores.B.slug}/orders/${order.body.id}`, {
      token: ownerB.token,
      body: { status: 'confirmed' },
    });
    expect(res.status).toBe(200);
    expect(await events('orders.status_changed')).toEqual([
      expect.objectContaining({
        actor_id: ownerB.id,
        actor_role: 'owner',
        store_id: stores.B.id,
        target_type: 'order',
        target_id: order.body.id,
        details: { number: order.body.number, status: { before: 'new', after: 'confirmed' } },
      }),
    ]);
  });

  it('deletes: an item, a business, an article', async () => {
    const item = await product(ownerB, stores.B.slug);
    await server.call('DELETE', `/stores/${stores.B.slug}/products/${item.slug}`, {
      token: ownerB.token,
    });
    expect(await events('catalogue.item_deleted')).toEqual([
      expect.objectContaining({
        actor_id: ownerB.id,
        store_id: stores.B.id,
        target_id: item.id,
        details: { name: 'Audit Basket', slug: item.slug },
      }),
    ]);
    const business = await server.call('POST', '/businesses', {
      token: marketer.token,
      body: { name: 'Gone Tomorrow Ltd' },
    });
    await server.call('DELETE', `/businesses/${business.body.id}`, { token: marketer.token });
    expect(await events('businesses.deleted')).toEqual([
      expect.objectContaining({
        actor_id: marketer.id,
        store_id: null,
        target_id: business.body.id,
        details: { name: 'Gone Tomorrow Ltd' },
      }),
    ]);
    const post = await server.call('POST', '/blog', {
      token: marketer.token,
      body: { title: 'Short lived' },
    });
    const id = post.body.data.documents[0].id;
    await server.call('DELETE', `/blog/${id}`, { token: marketer.token });
    expect(await events('blog.deleted')).toEqual([
      expect.objectContaining({
        actor_id: marketer.id,
        target_id: id,
        details: { title: 'Short lived' },
      }),
    ]);
  });
});

describe('who reads the log', () => {
  it('an admin reads everything, filtered by action, actor, store and days', async () => {
    const all = await server.call('GET', '/audit', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await server.count('audit_events'));
    const at = all.body.documents.map((e: { at: string }) => e.at);
    expect([...at].sort().reverse()).toEqual(at);
    const prices = await server.call('GET', '/audit?action=catalogue.price_changed', {
      token: admin.token,
    });
    expect(prices.body.documents.map((e: { action: string }) => e.action)).toEqual([
      'catalogue.price_changed',
    ]);
    const catalogue = await server.call('GET', '/audit?action=catalogue', { token: admin.token });
    expect(catalogue.body.total).toBe(3);
    const byActor = await server.call('GET', `/audit?actor=${storeAdminA.id}`, {
      token: admin.token,
    });
    expect(byActor.body.documents.every((e: any) => e.actor_id === storeAdminA.id)).toBe(true);
    expect(byActor.body.total).toBeGreaterThanOrEqual(4);
    const byEmail = await server.call('GET', `/audit?actor=${encodeURIComponent('nobody@')}`, {
      token: admin.token,
    });
    expect(byEmail.body.total).toBe(1);
    const byStore = await server.call('GET', `/audit?store=${stores.B.slug}&action=`, {
      token: admin.token,
    });
    expect(byStore.body.documents.every((e: any) => e.store_slug === stores.B.slug)).toBe(true);
    expect(byStore.body.total).toBeGreaterThanOrEqual(3);
    const future = await server.call('GET', '/audit?from=2999-01-01', { token: admin.token });
    expect(future.body.total).toBe(0);
    const window = await server.call('GET', '/audit?from=2000-01-01&to=2999-12-31', {
      token: admin.token,
    });
    expect(window.body.total).toBe(all.body.total);
    const bad = await server.call('GET', '/audit?action=drop.tables', { token: admin.token });
    expect(bad.status).toBe(400);
  });

  it("an owner sees their stores' events only, never another owner's", async () => {
    const a = await server.call('GET', '/my/audit?page=1', { token: ownerA.token });
    expect(a.status).toBe(200);
    expect(a.body.total).toBeGreaterThanOrEqual(4);
    expect(a.body.documents.every((e: any) => e.store_id === stores.A.id)).toBe(true);
    const b = await server.call('GET', '/my/audit', { token: ownerB.token });
    expect(b.body.documents.every((e: any) => e.store_id === stores.B.id)).toBe(true);
    expect(b.body.documents.map((e: any) => e.action)).toContain('orders.status_changed');
    // Asking for A's store or A's actor by name gives B nothing of A's.
    const peek = await server.call('GET', `/my/audit?store=${stores.A.slug}`, {
      token: ownerB.token,
    });
    expect(peek.body.total).toBe(0);
    const actor = await server.call('GET', `/my/audit?actor=${storeAdminA.id}`, {
      token: ownerB.token,
    });
    expect(actor.body.total).toBe(0);
  });

  it('marketers, store admins and owners are refused the whole log; marketers and store admins their own', async () => {
    for (const who of [marketer, storeAdminA, ownerA])
      expect((await server.call('GET', '/audit', { token: who.token })).status).toBe(403);
    for (const who of [marketer, storeAdminA])
      expect((await server.call('GET', '/my/audit', { token: who.token })).status).toBe(403);
    expect((await server.call('GET', '/audit')).status).toBe(401);
    expect((await server.call('GET', '/my/audit')).status).toBe(401);
  });
});

describe('what the log never holds', () => {
  it('no password, token, code or full bank details in any event', async () => {
    const { rows } = await server.db.query<{ details: unknown }>(
      'SELECT details FROM audit_events',
    );
    const text = JSON.stringify(rows);
    for (const secret of [admin.password, ownerA.password, admin.token, ownerA.token, '2087654321'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|token|otp|"code"/i);
  });

  it('is append-only: rows are neither changed nor deleted', async () => {
    await expect(server.db.query("UPDATE audit_events SET action = 'x'")).rejects.toThrow(
      /append-only/,
    );
    await expect(server.db.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
  });
});

describe('an event that cannot be written', () => {
  it('rolls its transactional change back (never a change without its event)', async () => {
    const item = await product(ownerA, stores.A.slug);
    await server.db.exec(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit store down'; END; $$;
      CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_audit();`);
    try {
      const res = await server.call('PATCH', `/stores/${stores.A.slug}/products/${item.slug}`, {
        token: ownerA.token,
        body: { variants: [{ ...item.variants[0], price_kobo: 1 }] },
      });
      expect(res.status).toBe(500);
    } finally {
      await server.db.exec(
        'DROP TRIGGER refuse_audit ON audit_events; DROP FUNCTION refuse_audit();',
      );
    }
    const after = await server.call('GET', `/stores/${stores.A.slug}/products/${item.slug}`);
    expect(after.body.variants[0].price_kobo).toBe(50_000);
  });
});

async function waitForMail(from: number, to: string) {
  for (let i = 0; i < 100; i += 1) {
    const mail = memoryOutbox.slice(from).find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}
