import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTemplate, listTemplates } from '../src/templates/catalogue.ts';
import { applyTemplate, STORE_NOT_EMPTY } from '../src/templates/queries.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A new store never starts empty: a trade's template fills it (issue 24).
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let otherOwner: Awaited<ReturnType<TestServer['user']>>;
const newStore = async (name: string, token = owner.token) => {
  const made = await server.call('POST', '/my/businesses', { token, body: { name } });
  expect(made.status).toBe(201);
  return made.body.store as { id: string; slug: string };
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('owner', 'Titi Owner');
  otherOwner = await server.user('owner', 'Other Owner');
});
afterAll(() => server.stop());

describe('starter templates', () => {
  it('lists at least the four trades, each with 6–12 items and categories', async () => {
    const listed = await server.call('GET', '/store-templates', { token: owner.token });
    expect(listed.status).toBe(200);
    const ids = listed.body.documents.map((t: { id: string }) => t.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'food',
        'fashion',
        'farm',
        'beauty',
        'bakery',
        'gadgets',
        'pharmacy',
        'home',
        'general',
      ]),
    );
    for (const template of listTemplates()) {
      expect(template.products).toBeGreaterThanOrEqual(6);
      expect(template.products).toBeLessThanOrEqual(12);
      expect(template.categories.length).toBeGreaterThan(0);
    }
    expect((await server.call('GET', '/store-templates')).status).toBe(401);
  });

  it('gives every item of every trade a picture of its own, served as a small WebP', async () => {
    const store = await newStore('Bimpe Bakes');
    const applied = await server.call('POST', `/stores/${store.slug}/template`, {
      token: owner.token,
      body: { template: 'bakery' },
    });
    expect(applied.status).toBe(201);
    const page = await server.call('GET', `/stores/${store.slug}/products`);
    expect(page.body.documents.map((p: { name: string }) => p.name)).toContain('Celebration Cake');
    const seen = new Set<string>();
    for (const { id } of listTemplates())
      for (const product of findTemplate(id)!.products)
        for (const { file } of product.media) {
          expect(file).toMatch(/^\/api\/v1\/media\/tpl-[a-z0-9-]+\.webp$/);
          expect(seen.has(file)).toBe(false);
          seen.add(file);
        }
    expect(seen.size).toBeGreaterThanOrEqual(70);
    const origin = server.url.replace(/\/api\/v1$/, '');
    const first = findTemplate('bakery')!.products[0]!.media[0]!.file;
    const served = await fetch(`${origin}${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = (await served.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThan(20_000);
    expect((await fetch(`${origin}/api/v1/media/tpl-no-such-thing.webp`)).status).toBe(404);
  });

  it('fills an empty store with items, categories and delivery zones, visible to shoppers', async () => {
    const store = await newStore('Ada Fabrics');
    const applied = await server.call('POST', `/stores/${store.slug}/template`, {
      token: owner.token,
      body: { template: 'fashion' },
    });
    expect(applied.status).toBe(201);
    expect(applied.body.products).toBe(8);
    const page = await server.call('GET', `/stores/${store.slug}/products`);
    expect(page.body.total).toBe(8);
    expect(page.body.documents[0].name).toBe('Ankara Wrap Dress');
    const info = await server.call('GET', `/stores/${store.slug}`);
    expect(info.body.categories.map((c: { name: string }) => c.name)).toContain('Fabrics');
    expect(info.body.delivery_zones.length).toBeGreaterThan(0);
    expect(info.body.tagline).toBe('Dressed for every occasion');
    // Every item's tags are the store's categories' tags.
    const known = info.body.categories.flatMap((c: { tags: string[] }) => c.tags);
    for (const card of page.body.documents)
      for (const tag of card.tags) expect(known).toContain(tag);
  });

  it('refuses a store that has items with 409 and changes nothing', async () => {
    const store = await newStore('Busy Kitchen');
    await applyTemplate(server.db, store.id, 'food');
    const before = await server.count('products');
    const again = await server.call('POST', `/stores/${store.slug}/template`, {
      token: owner.token,
      body: { template: 'beauty' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: STORE_NOT_EMPTY } });
    expect(await server.count('products')).toBe(before);
  });

  it('answers 404 for an unknown template, 400 for a malformed one, 403 for another owner', async () => {
    const store = await newStore('Empty Farm');
    const call = (token: string, template: unknown) =>
      server.call('POST', `/stores/${store.slug}/template`, { token, body: { template } });
    expect((await call(owner.token, 'spaceships')).status).toBe(404);
    expect((await call(owner.token, '../x')).status).toBe(400);
    expect((await call(otherOwner.token, 'farm')).status).toBe(403);
    expect(await server.call('GET', `/stores/${store.slug}/products`)).toMatchObject({
      body: { total: 0 },
    });
  });
});

describe('a business or store made with a template', () => {
  it('an owner adds a business with the fashion template: its store is stocked at once', async () => {
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Kemi Couture', template: 'fashion' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.store.products).toBe(8);
    const page = await server.call('GET', `/stores/${made.body.store.slug}/products`);
    expect(page.body.total).toBe(8);
  });

  it('an unknown template is refused before anything is made', async () => {
    const before = await server.count('businesses');
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Nowhere Shop', template: 'spaceships' },
    });
    expect(made).toMatchObject({ status: 400, body: { message: 'Choose a template' } });
    expect(await server.count('businesses')).toBe(before);
  });
});

describe('drafts', () => {
  it('a draft is not in the shop (list, search, item page, checkout) until it is published', async () => {
    const store = await newStore('Draft Bakery');
    await server.call('PATCH', `/stores/${store.slug}`, {
      token: owner.token,
      body: {
        pickup_address: '3 Allen Avenue, Ikeja',
        categories: [{ name: 'Bread', tags: ['loaf'] }],
      },
    });
    const made = await server.call('POST', `/stores/${store.slug}/products`, {
      token: owner.token,
      body: {
        name: 'Agege Bread',
        tags: ['loaf'],
        status: 'draft',
        variants: [{ qty: 10, price_kobo: 150_000 }],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('draft');
    const shop = () => server.call('GET', `/stores/${store.slug}/products?q=agege`);
    expect((await shop()).body.total).toBe(0);
    expect((await server.call('GET', `/stores/${store.slug}/products?tags=loaf`)).body.total).toBe(
      0,
    );
    expect(
      (await server.call('GET', `/stores/${store.slug}/products/${made.body.slug}`)).status,
    ).toBe(404);
    // Another store's owner is a shopper here.
    const peek = await server.call('GET', `/stores/${store.slug}/products`, {
      token: otherOwner.token,
    });
    expect(peek.body.total).toBe(0);
    const order = () =>
      server.call('POST', `/stores/${store.slug}/orders`, {
        body: {
          lines: [{ product_id: made.body.id, variant_id: made.body.variants[0].id, qty: 1 }],
          name: 'Ada Obi',
          phone: '08031234567',
          email: 'ada@example.ng',
          fulfilment: 'pickup',
          payment: 'pay_on_delivery',
        },
      });
    expect((await order()).status).toBe(409);
    // The store's people see it.
    const mine = await server.call('GET', `/stores/${store.slug}/products`, { token: owner.token });
    expect(mine.body.documents.map((c: { status: string }) => c.status)).toEqual(['draft']);
    const published = await server.call('PATCH', `/stores/${store.slug}/products/${made.body.id}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    expect(published.body.status).toBe('active');
    expect((await shop()).body.total).toBe(1);
    expect((await order()).status).toBe(201);
  });

  it('refuses a tag outside the store categories', async () => {
    const store = await newStore('Tag Shop');
    const made = await server.call('POST', `/stores/${store.slug}/products`, {
      token: owner.token,
      body: { name: 'Thing', tags: ['tpyo'], variants: [{ qty: 1, price_kobo: 100 }] },
    });
    expect(made.status).toBe(400);
    expect(made.body.message).toContain('"tpyo" is not one of the store\'s categories');
  });
});
