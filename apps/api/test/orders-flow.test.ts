import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderLine } from '@agency/contract';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import type { Mail } from '../src/lib/mailer.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';

// An order's life (placing, moving along, cancelling), what the store is told, and how product
// edits and deletions leave past orders intact.

let server: TestServer;
let admin: string;
const mails: Mail[] = [];
const STORE = `/stores/${DEMO_STORE_SLUG}`;

beforeAll(async () => {
  server = await startTestServer(
    { limits: { ordersPerHourPerAddress: 100_000, orderMailsPerHourPerStore: 100_000 } },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  await ensureDemoStore(server.db);
  await shipTheEbook(server.db);
  admin = (await server.user('admin')).token;
});
afterAll(() => server.stop());

const buyer = {
  name: 'Ada Obi',
  phone: '+234 801 000 0000',
  email: 'ada@example.ng',
  fulfilment: 'pickup',
  payment: 'pay_on_delivery',
};
const order = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  lines,
  ...buyer,
  ...extra,
});

async function product(slug: string, store = STORE) {
  const res = await server.call('GET', `${store}/products/${slug}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
async function stock(variantId: string): Promise<number | undefined> {
  const { rows } = await server.db.query<{ qty: number }>(
    'SELECT qty FROM variants WHERE id = $1',
    [variantId],
  );
  return rows[0]?.qty;
}
/** An order of `qty` eBooks (no options), placed by a shopper. */
async function ebookOrder(qty = 1, extra: Record<string, unknown> = {}) {
  const ebook = await product('p20');
  const res = await server.call('POST', `${STORE}/orders`, {
    body: order([{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty }], extra),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { order: res.body, variantId: ebook.variants[0].id as string };
}
const setStatus = (id: string, status: unknown) =>
  server.call('PATCH', `${STORE}/orders/${id}`, { token: admin, body: { status } });

describe('order status', () => {
  it('moves new → confirmed → delivered, and a delivered order cannot be cancelled (409)', async () => {
    const { order: placed, variantId } = await ebookOrder(2);
    expect(placed.status).toBe('new');
    const confirmed = await setStatus(placed.id, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    const delivered = await setStatus(placed.id, 'delivered');
    expect(delivered.status).toBe(200);
    expect(delivered.body.status).toBe('delivered');
    const left = await stock(variantId);
    const cancel = await setStatus(placed.id, 'cancelled');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('A delivered order cannot become cancelled');
    expect(await stock(variantId)).toBe(left);
    const back = await setStatus(placed.id, 'new');
    expect(back.status).toBe(409);
    const list = await server.call('GET', `${STORE}/orders?status=delivered`, { token: admin });
    expect(list.body.documents.map((o: { id: string }) => o.id)).toContain(placed.id);
  });

  it('cancelling a new or a confirmed order gives its units back, once', async () => {
    for (const from of ['new', 'confirmed'] as const) {
      const { order: placed, variantId } = await ebookOrder(3);
      const before = (await stock(variantId))!;
      if (from === 'confirmed') expect((await setStatus(placed.id, 'confirmed')).status).toBe(200);
      const cancelled = await setStatus(placed.id, 'cancelled');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(await stock(variantId)).toBe(before + 3);
      // Cancelling again changes nothing; a cancelled order goes nowhere else.
      expect((await setStatus(placed.id, 'cancelled')).status).toBe(200);
      expect(await stock(variantId)).toBe(before + 3);
      const revive = await setStatus(placed.id, 'confirmed');
      expect(revive.status).toBe(409);
      expect(revive.body.message).toBe('A cancelled order cannot become confirmed');
      // The storefront's product page shows the stock back at once.
      expect((await product('p20')).variants[0].qty).toBe(before + 3);
    }
  });

  it('an unknown status is 400 and changes nothing', async () => {
    const { order: placed } = await ebookOrder();
    for (const status of ['dispatched', '', 'NEW', 42, null]) {
      const res = await setStatus(placed.id, status);
      expect(res.status, String(status)).toBe(400);
      expect(res.body.message).toBe('Unknown status');
    }
    const missing = await server.call('PATCH', `${STORE}/orders/${placed.id}`, {
      token: admin,
      body: {},
    });
    expect(missing.status).toBe(400);
    const unknownOrder = await setStatus('00000000-0000-4000-8000-000000000000', 'confirmed');
    expect(unknownOrder.status).toBe(404);
    const again = await server.call('GET', `${STORE}/orders/${placed.id}`, { token: admin });
    expect(again.body.status).toBe('new');
  });
});

describe('placing an order', () => {
  it('delivery needs an address and a zone the store has; a refused order stores nothing', async () => {
    const ebook = await product('p20');
    const lines = [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }];
    const before = await server.count('orders');
    const qty = await stock(ebook.variants[0].id);
    const cases: [Record<string, unknown>, string][] = [
      [{ fulfilment: 'delivery', address: '3 Allen Avenue' }, 'Choose a delivery zone'],
      [
        { fulfilment: 'delivery', address: '3 Allen Avenue', zone: 'Mars' },
        'Choose a delivery zone',
      ],
      [{ fulfilment: 'delivery', zone: 'Lagos Mainland' }, 'Enter a delivery address'],
    ];
    for (const [extra, message] of cases) {
      const res = await server.call('POST', `${STORE}/orders`, { body: order(lines, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await server.count('orders')).toBe(before);
    expect(await stock(ebook.variants[0].id)).toBe(qty);
    // The zone is matched whatever its case, and stored as the store spells it.
    const ok = await server.call('POST', `${STORE}/orders`, {
      body: order(lines, {
        fulfilment: 'delivery',
        address: '3 Allen Avenue',
        zone: 'lagos island and LEKKI',
      }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.zone).toBe('Lagos Island and Lekki');
    expect(ok.body.delivery_fee_kobo).toBe(250_000);
    // Pickup takes no address or fee, whatever the shopper sent.
    const pickup = await server.call('POST', `${STORE}/orders`, {
      body: order(lines, { address: 'ignored', zone: 'Lagos Mainland' }),
    });
    expect(pickup.status).toBe(201);
    expect(pickup.body.delivery_fee_kobo).toBe(0);
    expect(pickup.body.address).toBe('');
  });

  it('bank transfer answers with the store’s bank details, on placing and on reopening', async () => {
    const { order: placed } = await ebookOrder(1, { payment: 'bank_transfer' });
    expect(placed.bank_details).toBe('Demo Bank · account 0000000000 (demo)');
    const again = await server.call('GET', `${STORE}/orders/${placed.id}?key=${placed.access_key}`);
    expect(again.body.bank_details).toBe(placed.bank_details);
    const { order: cash } = await ebookOrder(1);
    expect(cash.bank_details).toBe('');
  });

  it('each caller gets its own answer: the key is sent once, to the shopper who placed the order', async () => {
    const { order: placed } = await ebookOrder(1, { payment: 'bank_transfer' });
    const { access_key, bank_details, ...order } = placed;
    expect(access_key).toMatch(/^[\w-]{24}$/);
    // The shopper again, by the key: the order and the bank details, never the key itself.
    const shopper = await server.call('GET', `${STORE}/orders/${placed.id}?key=${access_key}`);
    expect(shopper.body).toEqual({ ...order, bank_details });
    // The store's managers: the order (they have the bank details in their settings), and the
    // shopper's link to send them on WhatsApp.
    const manager = await server.call('GET', `${STORE}/orders/${placed.id}`, { token: admin });
    expect(manager.body).toEqual({
      ...order,
      shopper_link: expect.stringContaining(`/orders/${placed.id}?key=${access_key}`),
    });
    const list = await server.call('GET', `${STORE}/orders?q=${placed.number}`, { token: admin });
    const { lines, history: _h, payments: _p, refunds: _r, ...summary } = order;
    // The list shows the order's lines by their pictures as sold.
    const pictures = (lines as OrderLine[]).map(({ name, image, options }) => ({
      name,
      image,
      options,
    }));
    expect(list.body.documents).toEqual([{ ...summary, items: 1, pictures }]);
    // Find my order says where the order is, nothing of it.
    const found = await server.call('POST', `${STORE}/orders/find`, {
      body: { number: `#${placed.number}`, contact: order.email },
    });
    expect(found.body).toEqual({ id: placed.id, store: DEMO_STORE_SLUG, key: access_key });
  });

  it('a store with no pickup address or bank details refuses pickup and transfers', async () => {
    const owner = await server.user('owner');
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Delivery Only Farm' },
    });
    expect(made.status).toBe(201);
    const path = `/stores/${made.body.store.slug}`;
    const created = await server.call('POST', `${path}/products`, {
      token: owner.token,
      body: { name: 'Crate', variants: [{ qty: 10, price_kobo: 1000 }] },
    });
    expect(created.status).toBe(201);
    const lines = [
      { product_id: created.body.id, variant_id: created.body.variants[0].id, qty: 1 },
    ];
    const pickup = await server.call('POST', `${path}/orders`, { body: order(lines) });
    expect(pickup.status).toBe(400);
    expect(pickup.body.message).toBe('This store does not offer pickup');
    await server.call('PATCH', path, {
      token: owner.token,
      body: { delivery_zones: [{ name: 'Abuja', fee_kobo: 500 }] },
    });
    const delivery = { fulfilment: 'delivery', address: '1 Road', zone: 'Abuja' };
    const transfer = await server.call('POST', `${path}/orders`, {
      body: order(lines, { ...delivery, payment: 'bank_transfer' }),
    });
    expect(transfer.status).toBe(400);
    expect(transfer.body.message).toBe('This store does not take bank transfers');
    expect(await stock(created.body.variants[0].id)).toBe(10);
    const ok = await server.call('POST', `${path}/orders`, { body: order(lines, delivery) });
    expect(ok.status).toBe(201);
    expect(ok.body.total_kobo).toBe(1500);
  });

  it('the store gets a mail for each new order', async () => {
    // A client's store: a demo store mails nobody (demo-store-mail.test.ts).
    await server.db.query('UPDATE stores SET is_demo = false WHERE slug = $1', [DEMO_STORE_SLUG]);
    const { order: placed } = await ebookOrder(2, {
      fulfilment: 'delivery',
      address: '3 Allen Avenue, Ikeja',
      zone: 'Lagos Mainland',
      note: 'Call at the gate',
    }).finally(() =>
      server.db.query('UPDATE stores SET is_demo = true WHERE slug = $1', [DEMO_STORE_SLUG]),
    );
    const mail = await vi.waitFor(() => {
      // The store's mail, not the shopper's receipt that goes beside it.
      const found = mails.find(
        (m) => m.to === 'orders@snailhouse.test' && m.subject.includes(`#${placed.number}`),
      );
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.to).toBe('orders@snailhouse.test');
    expect(mail.subject).toMatch(new RegExp(`^New order #${placed.number} — `));
    expect(mail.body).toContain('Ada Obi placed order');
    expect(mail.body).toContain('2 × Snail Farming eBook');
    expect(mail.body).toContain('Deliver to: 3 Allen Avenue, Ikeja (Lagos Mainland)');
    expect(mail.body).toContain('Note: Call at the gate');
    expect(mail.body).toContain('Pay on delivery');
  });
});

describe('product edits and past orders', () => {
  const crate = {
    name: 'Test Crate',
    mods: [
      { key: 'size', type: 'list', prompt: 'Size', required: true, options: ['Small', 'Large'] },
      { key: 'note', type: 'text', prompt: 'Note', required: false, max: 100 },
    ],
    variants: [
      { mods: { size: 'Small' }, qty: 10, price_kobo: 100_000 },
      { mods: { size: 'Large' }, qty: 10, price_kobo: 200_000 },
    ],
  };

  it('keeps variant ids across edits; an order of a variant since removed keeps its name and price', async () => {
    const created = await server.call('POST', `${STORE}/products`, { token: admin, body: crate });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.slug).toBe('test-crate');
    expect([created.body.price_kobo, created.body.price_max_kobo]).toEqual([100_000, 200_000]);
    const [small, large] = created.body.variants as { id: string }[];
    const placed = await server.call('POST', `${STORE}/orders`, {
      body: order([
        {
          product_id: created.body.id,
          variant_id: large!.id,
          qty: 2,
          selection: { size: 'large' },
        },
      ]),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    // Reprice Small, drop Large, add Medium: Small keeps its id, Medium gets a new one.
    const edited = await server.call('PATCH', `${STORE}/products/${created.body.id}`, {
      token: admin,
      body: {
        mods: [{ ...crate.mods[0], options: ['Small', 'Medium'] }],
        variants: [
          { id: small!.id, mods: { size: 'Small' }, qty: 7, price_kobo: 120_000 },
          { mods: { size: 'Medium' }, qty: 4, price_kobo: 150_000 },
        ],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.variants[0]).toEqual({
      id: small!.id,
      mods: { size: 'Small' },
      qty: 7,
      price_kobo: 120_000,
      compare_at_kobo: null,
      sku: '',
    });
    expect(edited.body.variants[1].id).not.toBe(large!.id);
    expect(edited.body.variants[1].id).not.toBe(small!.id);
    expect([edited.body.price_kobo, edited.body.price_max_kobo]).toEqual([120_000, 150_000]);
    // A cart that still names Small buys it at the new price.
    const again = await server.call('POST', `${STORE}/orders`, {
      body: order([
        {
          product_id: created.body.id,
          variant_id: small!.id,
          qty: 1,
          selection: { size: 'Small' },
        },
      ]),
    });
    expect(again.status).toBe(201);
    expect(again.body.total_kobo).toBe(120_000);

    // The order of the removed Large variant reads as it was placed.
    const past = await server.call('GET', `${STORE}/orders/${placed.body.id}`, { token: admin });
    expect(past.status).toBe(200);
    expect(past.body.lines).toEqual([
      {
        product_id: created.body.id,
        variant_id: null,
        name: 'Test Crate',
        image: '',
        options: [{ label: 'Size', value: 'large' }],
        unit_price_kobo: 200_000,
        qty: 2,
        // Sold at its listed price: no other price, no reason.
        list_price_kobo: null,
        price_reason: '',
      },
    ]);
    expect(past.body.total_kobo).toBe(400_000);
    // A cart that still names Large is told the item is gone; cancelling the old order still works.
    const stale = await server.call('POST', `${STORE}/orders`, {
      body: order([
        {
          product_id: created.body.id,
          variant_id: large!.id,
          qty: 1,
          selection: { size: 'Large' },
        },
      ]),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'An item in your cart is no longer sold. Remove it to place the order.',
    );
    const cancelled = await setStatus(placed.body.id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.lines[0].unit_price_kobo).toBe(200_000);

    // Deleting the product keeps every past order line.
    const removed = await server.call('DELETE', `${STORE}/products/test-crate`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Test Crate deleted');
    expect((await server.call('GET', `${STORE}/products/test-crate`)).status).toBe(404);
    for (const id of [placed.body.id, again.body.id]) {
      const kept = await server.call('GET', `${STORE}/orders/${id}`, { token: admin });
      expect(kept.status).toBe(200);
      expect(kept.body.lines).toHaveLength(1);
      expect(kept.body.lines[0].name).toBe('Test Crate');
      expect(kept.body.lines[0].product_id).toBeNull();
      expect(kept.body.lines[0].variant_id).toBeNull();
    }
    const shopperView = await server.call(
      'GET',
      `${STORE}/orders/${again.body.id}?key=${again.body.access_key}`,
    );
    expect(shopperView.body.lines[0].unit_price_kobo).toBe(120_000);
    expect(
      (await server.call('DELETE', `${STORE}/products/test-crate`, { token: admin })).status,
    ).toBe(404);
  });

  it('refuses products that do not fit together with a clear 400, storing nothing', async () => {
    const before = [await server.count('products'), await server.count('variants')];
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...crate, mods: [crate.mods[0], { ...crate.mods[0], prompt: 'Again' }] },
        'Two options are called "size"',
      ],
      [
        { ...crate, variants: [{ mods: { size: 'XL' }, qty: 1, price_kobo: 1 }] },
        'A variant names "XL", which is not a choice of Size',
      ],
      [
        { ...crate, variants: [{ mods: { weight: 'heavy' }, qty: 1, price_kobo: 1 }] },
        'A variant names "weight", which is not a list or colour option',
      ],
      [
        { ...crate, variants: [{ mods: { note: 'hi' }, qty: 1, price_kobo: 1 }] },
        'A variant names "note", which is not a list or colour option',
      ],
      [
        { ...crate, variants: [crate.variants[0], { ...crate.variants[0], price_kobo: 5 }] },
        'Two variants have the same choices',
      ],
      [{ ...crate, variants: [] }, 'An item needs at least one price'],
      [{ name: 'No variants at all' }, 'variants is required'],
      [
        {
          ...crate,
          mods: [
            {
              key: 'weight',
              type: 'number',
              prompt: 'W',
              required: true,
              min: 5,
              max: 1,
              step: 1,
              unit: 'kg',
            },
          ],
          variants: [{ qty: 1, price_kobo: 1 }],
        },
        'Weight: the minimum is above the maximum',
      ],
      [{ ...crate, variants: [{ qty: -1, price_kobo: 1 }], mods: [] }, 'Stock cannot be negative'],
      [{ ...crate, variants: [{ qty: 1, price_kobo: 1.5 }], mods: [] }, 'Price must be whole kobo'],
    ];
    for (const [body, message] of cases) {
      const res = await server.call('POST', `${STORE}/products`, { token: admin, body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // The same rules hold on an edit, against what the product already has.
    const ebook = await product('p20');
    const edits: [Record<string, unknown>, string][] = [
      [{ variants: [] }, 'An item needs at least one price'],
      [
        { variants: [{ mods: { size: 'Small' }, qty: 1, price_kobo: 1 }] },
        'A variant names "size", which is not a list or colour option',
      ],
      [{ mods: [crate.mods[0], crate.mods[0]] }, 'Two options are called "size"'],
    ];
    for (const [body, message] of edits) {
      const res = await server.call('PATCH', `${STORE}/products/p20`, { token: admin, body });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect([await server.count('products'), await server.count('variants')]).toEqual(before);
    expect(await product('p20')).toEqual(ebook);
  });
});

describe('found while testing', () => {
  it('a product path of 36 hex digits and hyphens that is no uuid is 404, not 500', async () => {
    for (const p of [
      '-'.repeat(36),
      `${'a'.repeat(35)}-`,
      'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa',
    ]) {
      expect((await server.call('GET', `${STORE}/products/${p}`)).status, p).toBe(404);
      expect(
        (await server.call('PATCH', `${STORE}/products/${p}`, { token: admin, body: {} })).status,
        p,
      ).toBe(404);
      expect(
        (await server.call('DELETE', `${STORE}/products/${p}`, { token: admin })).status,
        p,
      ).toBe(404);
    }
  });

  it('a text option’s maximum length holds on orders; options named like toString work', async () => {
    const created = await server.call('POST', `${STORE}/products`, {
      token: admin,
      body: {
        name: 'Engraved Pen',
        mods: [
          { key: 'engraving', type: 'text', prompt: 'Engraving', required: false, max: 5 },
          { key: 'toString', type: 'text', prompt: 'Odd key', required: false, max: 5 },
          { key: 'constructor', type: 'boolean', prompt: 'Odd key', required: false },
        ],
        variants: [{ qty: 5, price_kobo: 100 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const place = (selection: Record<string, unknown>) =>
      server.call('POST', `${STORE}/orders`, {
        body: order([
          {
            product_id: created.body.id,
            variant_id: created.body.variants[0].id,
            qty: 1,
            selection,
          },
        ]),
      });
    const long = await place({ engraving: 'x'.repeat(400) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Engraved Pen: Engraving: at most 5 characters');
    expect((await place({})).status).toBe(201);
    const odd = await place({ engraving: 'Mum', toString: 'hi', constructor: true });
    expect(odd.status, JSON.stringify(odd.body)).toBe(201);
    expect(odd.body.lines[0].options).toEqual([
      { label: 'Engraving', value: 'Mum' },
      { label: 'To string', value: 'hi' },
      { label: 'Constructor', value: 'Yes' },
    ]);
  });

  it('one variant id twice in a write is refused instead of losing a variant', async () => {
    const ebook = await product('p20');
    const id = ebook.variants[0].id;
    const res = await server.call('PATCH', `${STORE}/products/p20`, {
      token: admin,
      body: {
        variants: [
          { id, qty: 1, price_kobo: 1 },
          { id, qty: 2, price_kobo: 2 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Two variants have the same id');
    expect(await product('p20')).toEqual(ebook);
  });
});

// An item save names the stock it was opened with, so it never undoes sales made meanwhile.
describe('stale stock saves', () => {
  it('a save opened before an order came in is refused (409) and the sale stays', async () => {
    const owner = await server.user('owner');
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Stale Stock Stores' },
    });
    const path = `/stores/${made.body.store.slug}`;
    await server.call('PATCH', path, { token: owner.token, body: { pickup_address: 'Gate' } });
    const created = await server.call('POST', `${path}/products`, {
      token: owner.token,
      body: { name: 'Garri Bag', variants: [{ qty: 10, price_kobo: 5000 }] },
    });
    // The item form opens: the product with its stock version.
    const opened = (await server.call('GET', `${path}/products/${created.body.id}`)).body;
    expect(opened.stock_version).toEqual(expect.any(Number));
    const variant = opened.variants[0];
    // A shopper buys 3 meanwhile.
    const placed = await server.call('POST', `${path}/orders`, {
      body: order([{ product_id: opened.id, variant_id: variant.id, qty: 3 }]),
    });
    expect(placed.status).toBe(201);
    // The form saves the 10 it showed.
    const save = (version: number, qty: number) =>
      server.call('PATCH', `${path}/products/${opened.id}`, {
        token: owner.token,
        body: {
          variants: [{ id: variant.id, mods: {}, qty, price_kobo: 6000 }],
          stock_version: version,
        },
      });
    const stale = await save(opened.stock_version, 10);
    expect(stale).toMatchObject({
      status: 409,
      body: {
        message: 'Stock changed since you opened this item (an order came in). Reload to see it.',
      },
    });
    expect(await stock(variant.id)).toBe(7);
    // Reloaded: the save goes through, and its answer carries the next version.
    const reloaded = (await server.call('GET', `${path}/products/${opened.id}`)).body;
    expect(reloaded.stock_version).toBeGreaterThan(opened.stock_version);
    const fresh = await save(reloaded.stock_version, 12);
    expect(fresh.status).toBe(200);
    expect(await stock(variant.id)).toBe(12);
    // A save without variants (name only) needs no version; a cancel moves the version on too.
    expect(
      (
        await server.call('PATCH', `${path}/products/${opened.id}`, {
          token: owner.token,
          body: { name: 'Garri Bag, 5 kg', stock_version: 0 },
        })
      ).status,
    ).toBe(200);
    await server.call('PATCH', `${path}/orders/${placed.body.id}`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect((await save(fresh.body.stock_version, 12)).status).toBe(409);
    expect(await stock(variant.id)).toBe(15);
  });
});
