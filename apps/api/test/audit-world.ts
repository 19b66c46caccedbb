import { expect } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

/** The audit tests' world: an admin, two owners with a store each, A's store admin, a marketer. */
export type Account = Awaited<ReturnType<TestServer['user']>>;
export interface AuditWorld {
  server: TestServer;
  admin: Account;
  ownerA: Account;
  ownerB: Account;
  storeAdminA: Account;
  marketer: Account;
  stores: Record<'A' | 'B', { id: string; slug: string }>;
  /** The events of one action, oldest first. */
  events(action: string): Promise<Row[]>;
  /** A product with one variant (10 at ₦500) in the store. */
  product(owner: Account, slug: string): Promise<any>;
}

export interface Row {
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
async function eventsOn(server: TestServer, action: string): Promise<Row[]> {
  const { rows } = await server.db.query<Row>(
    'SELECT * FROM audit_events WHERE action = $1 ORDER BY id',
    [action],
  );
  return rows;
}

async function ownStoreOn(server: TestServer, owner: Account, name: string) {
  const made = await server.call('POST', '/my/businesses', { token: owner.token, body: { name } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM stores WHERE slug = $1', [
    made.body.store.slug,
  ]);
  return { id: rows[0]!.id, slug: made.body.store.slug as string };
}

async function productOn(server: TestServer, owner: Account, slug: string) {
  const res = await server.call('POST', `/stores/${slug}/products`, {
    token: owner.token,
    body: { name: 'Audit Basket', variants: [{ qty: 10, price_kobo: 50_000 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function auditWorld(): Promise<AuditWorld> {
  const server = await startTestServer({
    limits: { loginFailures: 2, accountFailures: 50, ordersPerHourPerAddress: 1000 },
  });
  const admin = await server.user('admin', 'Ada Admin');
  const ownerA = await server.user('owner', 'Olu Owner');
  const ownerB = await server.user('owner', 'Bisi Owner');
  const storeAdminA = await server.user('store_admin', 'Sade Storeadmin');
  const marketer = await server.user('marketer', 'Musa Marketer');
  const ownStore = (owner: Account, name: string) => ownStoreOn(server, owner, name);
  const stores = {
    A: await ownStore(ownerA, 'Alpha Audit Foods'),
    B: await ownStore(ownerB, 'Bravo Audit Greens'),
  };
  await server.db.query('INSERT INTO store_admins (store_id, user_id) VALUES ($1, $2)', [
    stores.A.id,
    storeAdminA.id,
  ]);
  return {
    server,
    admin,
    ownerA,
    ownerB,
    storeAdminA,
    marketer,
    stores,
    events: (action) => eventsOn(server, action),
    product: (owner, slug) => productOn(server, owner, slug),
  };
}
