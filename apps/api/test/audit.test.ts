import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryOutbox } from '../src/lib/mailer.ts';
import { type Account, type AuditWorld, auditWorld } from './audit-world.ts';
import type { TestServer } from './helpers.ts';

// The audit log (ASVS V16): each audited change writes one event with its
// actor, store and details; secrets never reach it; the log is append-only. Who reads it:
// audit-reading.test.ts.
let world: AuditWorld;
let server: TestServer;
let admin: Account;
let ownerA: Account;
let ownerB: Account;
let storeAdminA: Account;
let marketer: Account;
let stores: AuditWorld['stores'];
const events = (action: string) => world.events(action);
const product = (owner: Account, slug: string) => world.product(owner, slug);

beforeAll(async () => {
  world = await auditWorld();
  ({ server, admin, ownerA, ownerB, storeAdminA, marketer, stores } = world);
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
    // Only the owner or an admin changes where transfers go; a store admin is refused.
    const refused = await server.call('PATCH', `/stores/${stores.A.slug}`, {
      token: storeAdminA.token,
      body: { bank_details: 'Zenith Bank 2087654321 Alpha Audit Foods' },
    });
    expect(refused.status).toBe(403);
    const res = await server.call('PATCH', `/stores/${stores.A.slug}`, {
      token: ownerA.token,
      body: { bank_details: 'Zenith Bank 2087654321 Alpha Audit Foods', pickup_address: '2 Rd' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [event] = await events('store.settings_changed');
    expect(event).toMatchObject({
      actor_id: ownerA.id,
      actor_role: 'owner',
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
      /The bank details of Alpha Audit Foods were changed by .+ \(owner\d+@test\.example\) at .+ \(Lagos time\)\. /,
    );
    expect(mail.body).toContain("If this wasn't you, sign in");
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
