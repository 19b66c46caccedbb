import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type AuditWorld, auditWorld } from './audit-world.ts';
import type { TestServer } from './helpers.ts';

// Who reads the audit log: admins all of it, filtered; owners their stores' events only (owner B
// never sees A's); marketers and store admins nothing.
let server: TestServer;
let admin: Account;
let ownerA: Account;
let ownerB: Account;
let storeAdminA: Account;
let marketer: Account;
let stores: AuditWorld['stores'];

beforeAll(async () => {
  const world = await auditWorld();
  ({ server, admin, ownerA, ownerB, storeAdminA, marketer, stores } = world);
  // Events to read: a failed sign-in, A's settings, price and stock by its store admin, B's
  // settings and an item deleted by its owner.
  await server.call('POST', '/auth/login', {
    body: { email: 'nobody@test.example', password: 'whatever-1' },
  });
  await server.call('PATCH', `/stores/${stores.A.slug}`, {
    token: storeAdminA.token,
    body: { pickup_address: '2 Rd' },
  });
  const itemA = await world.product(ownerA, stores.A.slug);
  await server.call('PATCH', `/stores/${stores.A.slug}/products/${itemA.slug}`, {
    token: storeAdminA.token,
    body: { variants: [{ ...itemA.variants[0], price_kobo: 55_000, qty: 7 }] },
  });
  await server.call('PATCH', `/stores/${stores.B.slug}`, {
    token: ownerB.token,
    body: { pickup_address: '1 Market Road' },
  });
  const itemB = await world.product(ownerB, stores.B.slug);
  await server.call('PATCH', `/stores/${stores.B.slug}/products/${itemB.slug}`, {
    token: ownerB.token,
    body: { variants: [{ ...itemB.variants[0], qty: 3 }] },
  });
  await server.call('DELETE', `/stores/${stores.B.slug}/products/${itemB.slug}`, {
    token: ownerB.token,
  });
});
afterAll(() => server.stop());

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
    expect(catalogue.body.total).toBe(4);
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
    expect(a.body.total).toBe(3);
    expect(a.body.documents.every((e: any) => e.store_id === stores.A.id)).toBe(true);
    const b = await server.call('GET', '/my/audit', { token: ownerB.token });
    expect(b.body.documents.every((e: any) => e.store_id === stores.B.id)).toBe(true);
    expect(b.body.documents.map((e: any) => e.action)).toContain('catalogue.item_deleted');
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
