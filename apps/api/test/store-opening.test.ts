import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A launch hands a store over closed: it says "opening soon" and takes no orders until its owner
// opens it with the checklist's essentials done (an admin may open it at any time). A template's
// items are samples: hidden from shoppers of a live store and never sold until kept or edited,
// and the checklist credits only what the owner made or kept (docs/product-rules.md).

type Account = Awaited<ReturnType<TestServer['user']>>;
let server: TestServer;
let marketer: Account;
let admin: Account;

beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 1000 } as never });
  await ensureDemoStore(server.db);
  marketer = await server.user('marketer', 'Opening Marketer');
  admin = await server.user('admin', 'Opening Admin');
});
afterAll(() => server.stop());

interface Item {
  id: string;
  name: string;
  sample?: boolean;
  mods: { type: string; key: string; options?: string[] }[];
  variants: { id: string; mods: Record<string, string> }[];
}

let serial = 0;
/** A won business's demo store from the food template, launched; its owner's account. */
async function launchedStore(): Promise<{ slug: string; owner: Account }> {
  serial += 1;
  const owner = await server.user('owner', `Opening Owner ${serial}`);
  const made = await server.call('POST', '/businesses', {
    token: marketer.token,
    body: { name: `Opening Kitchen ${'abcdefghij'[serial]}${serial * 7717}`, email: owner.email },
  });
  const demo = await server.call('POST', `/businesses/${made.body.id}/demo-store`, {
    token: marketer.token,
    body: { template: 'food', name: `Opening Kitchen ${serial}` },
  });
  expect(demo.status).toBe(201);
  await server.call('PATCH', `/businesses/${made.body.id}`, {
    token: marketer.token,
    body: { status: 'won' },
  });
  const launched = await server.call('POST', `/businesses/${made.body.id}/launch`, {
    token: marketer.token,
  });
  expect(launched.status).toBe(201);
  return { slug: demo.body.slug, owner };
}

/** The store's items as its managers see them (samples included). */
async function items(slug: string, token: string): Promise<Item[]> {
  const list = await server.call('GET', `/stores/${slug}/products?per_page=100`, { token });
  return Promise.all(
    list.body.documents.map(
      async (card: { id: string }) =>
        (await server.call('GET', `/stores/${slug}/products/${card.id}`, { token })).body,
    ),
  );
}

/** The state and LGA of a zone's first place ('Lagos/Ikeja'), or nothing for a named zone. */
function placeOf(zone: { areas?: string[] }) {
  const [state, lga = ''] = (zone.areas?.[0] ?? '').split('/');
  return state ? { state, lga } : {};
}

/** A shopper's order of one item (its first variant), delivered to the store's first zone. */
async function order(slug: string, item: Item) {
  const store = (await server.call('GET', `/stores/${slug}`)).body;
  return server.call('POST', `/stores/${slug}/orders`, {
    body: {
      lines: [
        {
          product_id: item.id,
          variant_id: item.variants[0]!.id,
          qty: 1,
          // Each list option's first choice, the variant's where it names one.
          selection: {
            ...Object.fromEntries(item.mods.map((m) => [m.key, m.options?.[0] ?? ''])),
            ...item.variants[0]!.mods,
          },
        },
      ],
      name: 'Ada Obi',
      phone: '0803 555 0199',
      email: 'ada@example.ng',
      fulfilment: 'delivery',
      zone: store.delivery_zones[0].name,
      // A zone by place is picked by the address's state and LGA: its first place's.
      ...placeOf(store.delivery_zones[0]),
      address: '3 Allen Avenue, Ikeja',
      payment: 'pay_on_delivery',
    },
  });
}

/** Items whose options are all lists: ordered with their first variant's choices. */
const simple = (list: Item[]) => list.filter((i) => i.mods.every((m) => m.type === 'list'));

const open = (slug: string, token: string) =>
  server.call('POST', `/stores/${slug}/open`, { token });

describe('a launched template store', () => {
  it('is opening soon: shoppers see no samples and it refuses orders until opened', async () => {
    const { slug, owner } = await launchedStore();
    const info = await server.call('GET', `/stores/${slug}`);
    expect(info.body).toMatchObject({ is_demo: false, opening_soon: true });
    // The template's items are samples: shoppers see none, the owner sees each marked.
    expect((await server.call('GET', `/stores/${slug}/products`)).body.total).toBe(0);
    const mine = await items(slug, owner.token);
    expect(mine.length).toBeGreaterThanOrEqual(6);
    expect(mine.every((i) => i.sample === true)).toBe(true);
    const refused = await order(slug, simple(mine)[0]!);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${info.body.name} is opening soon and takes no orders yet. Check back in a few days.`,
    );
  });

  it("refuses its owner's Open with a 409 naming what is left, and credits only the owner's work", async () => {
    const { slug, owner } = await launchedStore();
    const checklist = await server.call('GET', `/stores/${slug}/checklist`, { token: owner.token });
    const done = (list: { items: { key: string; done: boolean }[] }) =>
      list.items.filter((i) => i.done).map((i) => i.key);
    // Nine sample items with pictures and the template's three zones count for nothing.
    expect(done(checklist.body)).not.toContain('products');
    expect(done(checklist.body)).not.toContain('delivery');
    expect(checklist.body.store.opened_at).toBeNull();
    const first = await open(slug, owner.token);
    expect(first.status).toBe(409);
    expect(first.body.message).toMatch(/cannot open yet\. Still to do: /);
    expect(first.body.message).toContain('put at least 6 items with pictures in the store');
    expect(first.body.message).toContain('set the delivery zones and their fees');
    expect(first.body.message).toContain('add the bank details buyers pay to');
    // The owner keeps six samples, saves the zones, the contact and the bank details.
    const mine = await items(slug, owner.token);
    for (const item of mine.slice(0, 6)) {
      const kept = await server.call('POST', `/stores/${slug}/products/${item.id}/keep`, {
        token: owner.token,
      });
      expect(kept.status).toBe(200);
      expect(kept.body.sample).toBe(false);
    }
    const again = await server.call('POST', `/stores/${slug}/products/${mine[0]!.id}/keep`, {
      token: owner.token,
    });
    expect(again.status).toBe(409);
    const zones = (await server.call('GET', `/stores/${slug}`)).body.delivery_zones;
    const saved = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: {
        delivery_zones: zones,
        bank_details: 'GTBank 0123456789',
        contact_phone: '0803 555 0101',
      },
    });
    expect(saved.status).toBe(200);
    const second = await open(slug, owner.token);
    expect(second.status).toBe(409);
    // Only the logo is left of the essentials.
    expect(second.body.message).toMatch(
      /Still to do: add a logo, a tagline and a phone number or e-mail\.$/,
    );
    await server.db.query(`UPDATE stores SET logo_url = 'art:bowl:saffron:1' WHERE slug = $1`, [
      slug,
    ]);
    const opened = await open(slug, owner.token);
    expect(opened.status).toBe(200);
    expect(opened.body.store.opened_at).toEqual(expect.any(String));
    expect(done(opened.body)).toEqual(
      expect.arrayContaining(['identity', 'products', 'delivery', 'payment']),
    );
    expect((await server.call('GET', `/stores/${slug}`)).body.opening_soon).toBe(false);
    // Opening an open store changes nothing; the opening is in the audit log once.
    expect((await open(slug, owner.token)).status).toBe(200);
    const { rows } = await server.db.query(
      `SELECT 1 FROM audit_events e JOIN stores s ON s.id = e.store_id
        WHERE e.action = 'store.opened' AND s.slug = $1`,
      [slug],
    );
    expect(rows).toHaveLength(1);
  });

  it('lets an admin open it at any time; store admins, marketers and other owners get 403', async () => {
    const { slug } = await launchedStore();
    const storeAdmin = await server.user('store_admin');
    await server.db.query(
      'INSERT INTO store_admins (store_id, user_id) SELECT id, $2 FROM stores WHERE slug = $1',
      [slug, storeAdmin.id],
    );
    const stranger = await server.user('owner');
    expect((await open(slug, '')).status).toBe(401);
    expect((await open(slug, storeAdmin.token)).status).toBe(403);
    expect((await open(slug, marketer.token)).status).toBe(403);
    expect((await open(slug, stranger.token)).status).toBe(403);
    expect((await open('no-such-store', admin.token)).status).toBe(404);
    // A demo store is open to shoppers already.
    expect((await open('snailhouse', admin.token)).status).toBe(409);
    const opened = await open(slug, admin.token);
    expect(opened.status).toBe(200);
    expect(opened.body.store.opened_at).toEqual(expect.any(String));
    expect((await server.call('GET', `/stores/${slug}`)).body.opening_soon).toBe(false);
  });
});

describe('sample items', () => {
  it('are never sold in a live store until kept or edited; all go at once', async () => {
    const { slug, owner } = await launchedStore();
    expect((await open(slug, admin.token)).status).toBe(200);
    const [kept, edited, untouched] = simple(await items(slug, owner.token));
    expect(untouched).toBeDefined();
    // Open, but a sample is not for sale: to a shopper it is not there.
    const refused = await order(slug, untouched!);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'An item in your cart is no longer sold. Remove it to place the order.',
    );
    expect((await server.call('GET', `/stores/${slug}/products/${untouched!.id}`)).status).toBe(
      404,
    );
    await server.call('POST', `/stores/${slug}/products/${kept!.id}/keep`, { token: owner.token });
    const edit = await server.call('PATCH', `/stores/${slug}/products/${edited!.id}`, {
      token: owner.token,
      body: { name: `${edited!.name} (ours)` },
    });
    expect(edit.body.sample).toBe(false);
    expect((await order(slug, kept!)).status).toBe(201);
    expect((await order(slug, edited!)).status).toBe(201);
    const shown = await server.call('GET', `/stores/${slug}/products`);
    expect(shown.body.total).toBe(2);
    // "Remove all samples" takes every sample and leaves the kept and edited items.
    const all = await items(slug, owner.token);
    const removed = await server.call('DELETE', `/stores/${slug}/samples`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(`Removed ${all.length - 2} sample items.`);
    expect((await items(slug, owner.token)).map((i) => i.id).sort()).toEqual(
      [kept!.id, edited!.id].sort(),
    );
    const none = await server.call('DELETE', `/stores/${slug}/samples`, { token: owner.token });
    expect(none.body.message).toBe('There are no sample items left.');
    expect((await server.call('DELETE', `/stores/${slug}/samples`, { token: '' })).status).toBe(
      401,
    );
  });

  it('stay orderable in a demo store made for a prospect', async () => {
    const made = await server.call('POST', '/businesses', {
      token: marketer.token,
      body: { name: 'Still A Demo Kitchen' },
    });
    const demo = await server.call('POST', `/businesses/${made.body.id}/demo-store`, {
      token: marketer.token,
      body: { template: 'food', name: 'Still A Demo Kitchen' },
    });
    const slug = demo.body.slug as string;
    expect((await server.call('GET', `/stores/${slug}`)).body.opening_soon).toBe(false);
    const shown = await server.call('GET', `/stores/${slug}/products`);
    expect(shown.body.total).toBeGreaterThanOrEqual(6);
    const card = shown.body.documents.find((c: { name: string }) => c.name.startsWith('Meat Pies'));
    const item = (await server.call('GET', `/stores/${slug}/products/${card.id}`)).body;
    expect(item.sample).toBe(true);
    expect((await order(slug, item)).status).toBe(201);
  });
});
