import { BULK_MAX_ITEMS } from '@agency/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// Our Items' selection: several items deleted, published, made drafts or given a category in one
// call, all or nothing, only the store's own items, a bounded number, each audited as a single
// change is.
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let stranger: Awaited<ReturnType<TestServer['user']>>;
let store: { slug: string; id: string };
let other: { slug: string; id: string };

const bakery = async (token: string, name: string) => {
  const made = await server.call('POST', '/my/businesses', { token, body: { name } });
  expect(made.status).toBe(201);
  const slug = made.body.store.slug as string;
  const applied = await server.call('POST', `/stores/${slug}/template`, {
    token,
    body: { template: 'bakery' },
  });
  expect(applied.status).toBe(201);
  return { slug, id: made.body.store.id as string };
};
const items = async (slug: string, token = owner.token) =>
  (await server.call('GET', `/stores/${slug}/products?per_page=100`, { token })).body.documents as {
    id: string;
    name: string;
    status: string;
    tags: string[];
    sample?: boolean;
  }[];
const bulk = (slug: string, body: unknown, token = owner.token) =>
  server.call('POST', `/stores/${slug}/products/bulk`, { token, body });
const audit = async (action: string) =>
  (
    await server.db.query<{
      target_id: string;
      store_id: string;
      details: Record<string, unknown>;
    }>('SELECT target_id, store_id, details FROM audit_events WHERE action = $1 ORDER BY id', [
      action,
    ])
  ).rows;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('owner', 'Bimpe Owner');
  stranger = await server.user('owner', 'Other Owner');
  store = await bakery(owner.token, 'Bimpe Bakes');
  other = await bakery(stranger.token, 'Kola Cakes');
});
afterAll(() => server.stop());

describe('bulk work on items', () => {
  it('deletes the chosen items in one call, one audit entry per item as a single delete', async () => {
    const before = await items(store.slug);
    const chosen = before.slice(0, 3);
    const answer = await bulk(store.slug, { action: 'delete', ids: chosen.map((p) => p.id) });
    expect(answer).toMatchObject({ status: 200, body: { message: '3 items deleted' } });
    const after = await items(store.slug);
    expect(after.map((p) => p.id)).toEqual(before.slice(3).map((p) => p.id));
    const entries = await audit('catalogue.item_deleted');
    expect(entries.map((e) => e.target_id).sort()).toEqual(chosen.map((p) => p.id).sort());
    expect(entries.every((e) => e.store_id === store.id)).toBe(true);
    expect(entries.map((e) => e.details.name).sort()).toEqual(chosen.map((p) => p.name).sort());
  });

  it('publishes and makes drafts (samples become the owner’s items), each audited', async () => {
    const [a, b] = await items(store.slug);
    const drafted = await bulk(store.slug, { action: 'draft', ids: [a!.id, b!.id] });
    expect(drafted).toMatchObject({ status: 200, body: { message: '2 items moved to drafts' } });
    let now = await items(store.slug);
    expect(now.filter((p) => [a!.id, b!.id].includes(p.id)).map((p) => p.status)).toEqual([
      'draft',
      'draft',
    ]);
    // An edit keeps a template's sample as the owner's own (decision 044), alone or in bulk.
    expect(now.find((p) => p.id === a!.id)!.sample).toBe(false);
    const published = await bulk(store.slug, { action: 'publish', ids: [a!.id] });
    expect(published.body.message).toBe('1 item published');
    now = await items(store.slug);
    expect(now.find((p) => p.id === a!.id)!.status).toBe('active');
    const statuses = await audit('catalogue.status_changed');
    expect(statuses.map((e) => [e.target_id, e.details.status])).toEqual([
      [a!.id, { before: 'active', after: 'draft' }],
      [b!.id, { before: 'active', after: 'draft' }],
      [a!.id, { before: 'draft', after: 'active' }],
    ]);
  });

  it('adds a category to each chosen item, keeping their others; a stray category is refused', async () => {
    const [a, b] = await items(store.slug);
    const set = await bulk(store.slug, {
      action: 'set_category',
      ids: [a!.id, b!.id],
      tag: 'Bestseller',
    });
    expect(set).toMatchObject({ status: 200, body: { message: '2 items updated' } });
    const now = await items(store.slug);
    for (const item of [a!, b!]) {
      const tags = now.find((p) => p.id === item.id)!.tags;
      expect(tags).toContain('bestseller');
      expect(tags).toEqual(expect.arrayContaining(item.tags));
    }
    // The category is found by search, as an edit's would be.
    const found = await server.call('GET', `/stores/${store.slug}/products?q=bestseller`, {
      token: owner.token,
    });
    expect(found.body.documents.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([a!.id, b!.id]),
    );
    expect((await audit('catalogue.categories_changed')).length).toBeGreaterThan(0);
    const stray = await bulk(store.slug, { action: 'set_category', ids: [a!.id], tag: 'Gadgets' });
    expect(stray.status).toBe(400);
    expect(stray.body.message).toMatch(/not one of the store's categories/);
    const none = await bulk(store.slug, { action: 'set_category', ids: [a!.id] });
    expect(none).toMatchObject({ status: 400, body: { message: 'Choose the category to set' } });
  });

  it("refuses another store's item among the ids, and changes nothing", async () => {
    const mine = await items(store.slug);
    const theirs = await items(other.slug, stranger.token);
    const answer = await bulk(store.slug, {
      action: 'delete',
      ids: [mine[0]!.id, theirs[0]!.id],
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/not in this store/);
    expect((await items(store.slug)).length).toBe(mine.length);
    expect((await items(other.slug, stranger.token)).length).toBe(theirs.length);
    // Another store's owner may not work on this store's items at all.
    const outsider = await bulk(
      store.slug,
      { action: 'delete', ids: [mine[0]!.id] },
      stranger.token,
    );
    expect([403, 404]).toContain(outsider.status);
    expect((await items(store.slug)).length).toBe(mine.length);
  });

  it('is all or nothing: an audit entry that cannot be written rolls every item back', async () => {
    const mine = await items(store.slug);
    const last = mine[mine.length - 1]!;
    await server.db.exec(`CREATE FUNCTION refuse_one() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.target_id = '${last.id}' THEN RAISE EXCEPTION 'audit store down'; END IF;
      RETURN NEW; END; $$;
      CREATE TRIGGER refuse_one BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_one();`);
    try {
      const answer = await bulk(store.slug, { action: 'delete', ids: mine.map((p) => p.id) });
      expect(answer.status).toBe(500);
    } finally {
      await server.db.exec('DROP TRIGGER refuse_one ON audit_events; DROP FUNCTION refuse_one();');
    }
    expect((await items(store.slug)).map((p) => p.id)).toEqual(mine.map((p) => p.id));
  });

  it(`takes at most ${BULK_MAX_ITEMS} items a call, and at least one`, async () => {
    const mine = await items(store.slug);
    const many = Array.from(
      { length: BULK_MAX_ITEMS + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await bulk(store.slug, { action: 'delete', ids: many });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: `Choose at most ${BULK_MAX_ITEMS} items at a time` },
    });
    const empty = await bulk(store.slug, { action: 'publish', ids: [] });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Choose at least one item' } });
    const unknown = await bulk(store.slug, { action: 'archive', ids: [mine[0]!.id] });
    expect(unknown.status).toBe(400);
    expect((await items(store.slug)).length).toBe(mine.length);
  });
});
