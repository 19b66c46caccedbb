import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 10_000 } });
  await ensureDemoStore(server.db);
  await shipTheEbook(server.db);
});
afterAll(() => server.stop());

const order = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  lines,
  name: 'Ada Obi',
  phone: '+234 801 000 0000',
  email: 'ada@example.ng',
  fulfilment: 'pickup',
  payment: 'pay_on_delivery',
  ...extra,
});

async function product(slug: string) {
  return (await server.call('GET', `/stores/snailhouse/products/${slug}`)).body;
}

describe('the demo catalogue', () => {
  it('holds the 24 sample cards and the sample item, one page of 24 at a time', async () => {
    const first = await server.call('GET', '/stores/snailhouse/products');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.documents).toHaveLength(24);
    const second = await server.call('GET', '/stores/snailhouse/products?page=2');
    expect(second.body.documents).toHaveLength(1);
  });

  it('searches, filters by tag groups and sorts by price on the server', async () => {
    const ebook = await server.call('GET', '/stores/snailhouse/products?q=ebook');
    expect(ebook.body.documents.map((p: { name: string }) => p.name)).toEqual([
      'Snail Farming eBook',
    ]);
    expect(ebook.body.documents[0].price_kobo).toBe(300_000);
    expect(ebook.body.documents[0].stock).toBe(999);
    // live and breeder are one group (widen); live and frozen are two groups (narrow).
    const widen = await server.call('GET', '/stores/snailhouse/products?tags=juvenile,breeder');
    expect(widen.body.total).toBe(2);
    const narrow = await server.call('GET', '/stores/snailhouse/products?tags=live,frozen');
    expect(narrow.body.total).toBe(0);
    const cheap = await server.call(
      'GET',
      `/stores/snailhouse/products?sort=${encodeURIComponent('Price: low to high')}`,
    );
    const prices = cheap.body.documents.map((p: { price_kobo: number }) => p.price_kobo);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(10_000);
    const first = async (sort: string) =>
      (await server.call('GET', `/stores/snailhouse/products?sort=${encodeURIComponent(sort)}`))
        .body.documents[0].name;
    expect(await first('Latest')).toBe('Gift Box: Snail Lovers');
    expect(await first('Oldest')).toBe('Giant African Land Snails');
    expect(await first('Most Popular')).toBe('Peppered Snail Platter');
    expect(await first('Price: high to low')).toBe('Snail Pen Kit');
    const bad = await server.call('GET', '/stores/snailhouse/products?sort=cheapest');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown sort order');
  });

  it('answers a product with its own options and prices, and 404 for an unknown one', async () => {
    const live = await product('p01');
    expect(live.price_kobo).toBe(650_000);
    expect(live.mods.map((m: { key: string }) => m.key)).toEqual(['size']);
    const ebook = await product('p20');
    expect(ebook.mods).toEqual([]);
    const sample = await product('sample-crate');
    expect(sample.rating).toEqual({ value: 4, count: 34 });
    expect(sample.variants.map((v: { price_kobo: number }) => v.price_kobo / 100)).toEqual([
      100, 105, 110, 115, 120, 125, 135,
    ]);
    const missing = await server.call('GET', '/stores/snailhouse/products/p99');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
  });
});

describe('orders', () => {
  it('prices lines from the catalogue, adds the zone fee and takes the stock', async () => {
    const ebook = await product('p20');
    const placed = await server.call('POST', '/stores/snailhouse/orders', {
      body: order([{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 2 }], {
        fulfilment: 'delivery',
        address: '3 Allen Avenue, Ikeja',
        zone: 'Lagos Mainland',
      }),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.subtotal_kobo).toBe(600_000);
    expect(placed.body.delivery_fee_kobo).toBe(150_000);
    expect(placed.body.total_kobo).toBe(750_000);
    expect(placed.body.number).toBeGreaterThanOrEqual(1001);
    expect((await product('p20')).variants[0].qty).toBe(ebook.variants[0].qty - 2);
    const again = await server.call(
      'GET',
      `/stores/snailhouse/orders/${placed.body.id}?key=${placed.body.access_key}`,
    );
    expect(again.body.total_kobo).toBe(750_000);
    const wrongKey = await server.call(
      'GET',
      `/stores/snailhouse/orders/${placed.body.id}?key=nope`,
    );
    expect(wrongKey.status).toBe(404);
  });

  it('never takes a price from the client', async () => {
    const ebook = await product('p20');
    const res = await server.call('POST', '/stores/snailhouse/orders', {
      body: order([
        { product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1, price_kobo: 1 },
      ]),
    });
    expect(res.status).toBe(400);
    expect(await server.count('orders')).toBe(1);
  });

  it('checks the options: required, offered, and the variant they match', async () => {
    const sample = await product('sample-crate');
    const line = (selection: Record<string, unknown>, variant = sample.variants[0].id) => [
      { product_id: sample.id, variant_id: variant, qty: 1, selection },
    ];
    const missing = await server.call('POST', '/stores/snailhouse/orders', {
      body: order(line({ size: 'Small', weight: 1 })),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'Giant African Land Snails: Crate colour: This field is required',
    );
    const offWeight = await server.call('POST', '/stores/snailhouse/orders', {
      body: order(line({ size: 'Small', color: 'blue', weight: 1.3 })),
    });
    expect(offWeight.status).toBe(400);
    const mismatch = await server.call('POST', '/stores/snailhouse/orders', {
      body: order(line({ size: 'XL', color: 'green', weight: 1 })),
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.message).toContain('No variants match selected');
    const ok = await server.call('POST', '/stores/snailhouse/orders', {
      body: order(
        line({ size: 'small', color: 'BLUE', weight: 2.5, giftWrap: true, engraving: 'For Mum' }),
      ),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.total_kobo).toBe(10_000);
    expect(ok.body.lines[0].options).toContainEqual({ label: 'Crate note', value: 'For Mum' });
  });

  it('never oversells: of ten buyers of the last unit, one gets it', async () => {
    const pen = await product('p15');
    await server.db.query('UPDATE variants SET qty = 1 WHERE id = $1', [pen.variants[0].id]);
    const before = await server.count('orders');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('POST', '/stores/snailhouse/orders', {
          body: order([{ product_id: pen.id, variant_id: pen.variants[0].id, qty: 1 }]),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body.message).toBe(
      'Snail Pen Kit is out of stock. Remove it from your cart to place the order.',
    );
    expect(await server.count('orders')).toBe(before + 1);
    const { rows } = await server.db.query<{ qty: number }>(
      'SELECT qty FROM variants WHERE id = $1',
      [pen.variants[0].id],
    );
    expect(rows[0]!.qty).toBe(0);
  });
});
