import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// A shopper searches for what an item comes in ("chocolate", "red velvet") and for the store's
// category names ("cakes"), and the Categories menu counts the items behind each tag and category,
// leaving out those with none (docs/product-rules.md, "Search" and "Store index").

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let slug: string;

const CATEGORIES = [
  { name: 'Cakes', tags: ['celebration', 'cupcakes'] },
  { name: 'Bread and pastries', tags: ['bread', 'pastries'] },
  { name: 'Drinks', tags: ['drinks'] },
];

/** A cake in three flavours, as a Shopify export writes it: one row per variant. */
const SHOPIFY_CSV = [
  'Handle,Title,Body (HTML),Tags,Option1 Name,Option1 Value,Variant Price,Variant Inventory Qty',
  'sponge,Birthday Sponge,<p>Two soft layers.</p>,celebration,Flavour,Vanilla,25000,5',
  'sponge,,,,,Chocolate,26000,5',
  'sponge,,,,,Red velvet,27000,5',
  'cupcakes,Cupcake Box,Six in a box.,cupcakes,,,9000,8',
  'loaf,Agege Loaf,Soft; sweet.,bread,,,1500,20',
  'draft,Hidden Pie,Not ready yet.,pastries,,,3000,4',
].join('\n');

const search = async (q: string, extra = '') => {
  const res = await server.call(
    'GET',
    `/stores/${slug}/products?q=${encodeURIComponent(q)}${extra}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    documents: { name: string }[];
    total: number;
    tag_counts?: Record<string, number>;
    category_counts?: Record<string, number>;
  };
};
const names = async (q: string) => (await search(q)).documents.map((d) => d.name).sort();

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('owner', 'Bimpe Owner');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: "Bimpe's Bakes" },
  });
  expect(made.status).toBe(201);
  slug = made.body.store.slug;
  const look = await server.call('PATCH', `/stores/${slug}`, {
    token: owner.token,
    body: { categories: CATEGORIES },
  });
  expect(look.status, JSON.stringify(look.body)).toBe(200);
  const imported = await server.call('POST', `/stores/${slug}/catalogue/import`, {
    token: owner.token,
    body: { csv: SHOPIFY_CSV, add_tags: false },
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  expect(imported.body).toMatchObject({ created: 4, refused: [] });
  // The pie stays a draft: shoppers neither find it nor count it.
  const { rows } = await server.db.query<{ id: string }>(
    `UPDATE products SET status = 'draft' WHERE slug = 'draft' RETURNING id`,
  );
  expect(rows).toHaveLength(1);
});
afterAll(() => server.stop());

describe('search by option choices and category names', () => {
  it("finds an item by a choice imported from a Shopify CSV's Option1 Value column", async () => {
    expect(await names('chocolate')).toEqual(['Birthday Sponge']);
    expect(await names('red velvet')).toEqual(['Birthday Sponge']);
    // A typo of a choice is forgiven like any word of the store's.
    expect(await names('chocolat')).toEqual(['Birthday Sponge']);
    expect(await names('vanila')).toEqual(['Birthday Sponge']);
  });

  it('finds an edited item by its new choices, and no longer by the old ones', async () => {
    const card = (await search('sponge')).documents[0] as unknown as { slug: string };
    const product = await server.call('GET', `/stores/${slug}/products/${card.slug}`, {
      token: owner.token,
    });
    const mods = product.body.mods.map((m: { key: string; options?: string[] }) => ({
      ...m,
      options: m.options?.map((o) => (o === 'Vanilla' ? 'Lemon' : o)),
    }));
    const variants = product.body.variants.map(
      (v: { id: string; mods: Record<string, string>; qty: number; price_kobo: number }) => ({
        ...v,
        mods: Object.fromEntries(
          Object.entries(v.mods).map(([k, c]) => [k, c === 'Vanilla' ? 'Lemon' : c]),
        ),
      }),
    );
    const saved = await server.call('PATCH', `/stores/${slug}/products/${product.body.id}`, {
      token: owner.token,
      body: { mods, variants },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await names('lemon')).toEqual(['Birthday Sponge']);
    expect(await names('vanilla')).toEqual([]);
  });

  it("finds the items of a category by the category's name", async () => {
    expect(await names('cakes')).toEqual(['Birthday Sponge', 'Cupcake Box']);
    expect(await names('cake')).toEqual(['Birthday Sponge', 'Cupcake Box']);
    expect(await names('bread')).toEqual(['Agege Loaf']);
    // Every word must still match: a category and a choice narrow each other.
    expect(await names('cakes chocolate')).toEqual(['Birthday Sponge']);
    // A filler of a category's name finds nothing by itself.
    expect(await names('and')).toEqual([]);
  });
});

describe("the Categories menu's counts", () => {
  it('counts published items per tag and per category, leaving out empty ones', async () => {
    const all = await search('');
    expect(all.total).toBe(3);
    expect(all.tag_counts).toEqual({ celebration: 1, cupcakes: 1, bread: 1 });
    // "Drinks" has no item, and "pastries" only a draft: neither is offered.
    expect(all.category_counts).toEqual({ Cakes: 2, 'Bread and pastries': 1 });
  });

  it('counts what the search finds, whatever tags are chosen', async () => {
    const found = await search('cakes', '&tags=cupcakes');
    expect(found.documents.map((d) => d.name)).toEqual(['Cupcake Box']);
    expect(found.tag_counts).toEqual({ celebration: 1, cupcakes: 1 });
    expect(found.category_counts).toEqual({ Cakes: 2 });
  });

  it("counts the drafts a store's managers see in their own list", async () => {
    const managed = await server.call('GET', `/stores/${slug}/products`, { token: owner.token });
    expect(managed.body.tag_counts).toMatchObject({ pastries: 1 });
    expect(managed.body.category_counts).toMatchObject({ 'Bread and pastries': 2 });
  });
});
