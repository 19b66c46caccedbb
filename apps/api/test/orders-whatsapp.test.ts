import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';

// Chat-first ordering (docs/product-rules.md, "Orders on WhatsApp"): an order sent on WhatsApp is
// placed like any other and says where it came from; a phone number is enough to order; the
// store's mail links to the order and to the shopper's WhatsApp; its managers get the shopper's
// link to send at each step.

const STORE_MAIL = 'orders@chat-farm.test';
const mails: Mail[] = [];
const WAIT = { timeout: 15_000 };

let server: TestServer;
let path: string;
let slug: string;
let owner: { token: string };
let variant: { product_id: string; variant_id: string };

beforeAll(async () => {
  server = await startTestServer(
    { limits: { ordersPerHourPerAddress: 100_000 } as never, mailQueue: { pollMs: 100 } as never },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  const store = await storeTakingOrders(server, 'Chat Farm', STORE_MAIL, [
    { name: 'Snail Crate', qty: 10, price_kobo: 150_000 },
  ]);
  path = store.path;
  slug = path.slice('/stores/'.length);
  owner = store.owner;
  const product = store.products[0]!;
  variant = { product_id: product.id, variant_id: product.variants[0]!.id };
});
afterAll(() => server.stop());

const place = (extra: Record<string, unknown> = {}, qty = 1) =>
  server.call('POST', `${path}/orders`, {
    body: {
      lines: [{ ...variant, qty }],
      name: 'Ada Obi',
      phone: '0803 555 0199',
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
      ...extra,
    },
  });
const stock = async () =>
  (
    await server.db.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
      variant.variant_id,
    ])
  ).rows[0]!.qty;
const queued = async (orderId: string, kind: string) =>
  (
    await server.db.query('SELECT 1 FROM mail_queue WHERE kind = $1 AND ref LIKE $2', [
      kind,
      `${orderId}%`,
    ])
  ).rows.length;

describe('an order sent on WhatsApp', () => {
  it('is placed like a checkout order: it holds stock, is unpaid and says it came from WhatsApp', async () => {
    const before = await stock();
    const placed = await place({ source: 'whatsapp', email: 'ada@example.ng' }, 3);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      source: 'whatsapp',
      status: 'new',
      payment_status: 'unpaid',
    });
    expect(await stock()).toBe(before - 3);
    // The store sees where it came from, in its list and on the order.
    const list = await server.call('GET', `${path}/orders?q=%23${placed.body.number}`, {
      token: owner.token,
    });
    expect(list.body.documents[0]).toMatchObject({ id: placed.body.id, source: 'whatsapp' });
    // Cancelled (by the store, or by the sweep once unconfirmed too long), its units go back.
    const cancelled = await server.call('PATCH', `${path}/orders/${placed.body.id}`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await stock()).toBe(before);
  });

  it('keeps the store’s limits: more units than one order may hold are refused, nothing taken', async () => {
    await server.call('PATCH', `${path}`, {
      token: owner.token,
      body: { max_units_per_variant: 2 },
    });
    const before = await stock();
    const refused = await place({ source: 'whatsapp' }, 3);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'At most 2 of Snail Crate per order. Lower the quantity to place the order.',
    );
    expect(await stock()).toBe(before);
    await server.call('PATCH', `${path}`, {
      token: owner.token,
      body: { max_units_per_variant: 20 },
    });
  });

  it('a checkout order says it came from checkout; an unknown source is refused', async () => {
    const placed = await place();
    expect(placed.body.source).toBe('checkout');
    const odd = await place({ source: 'telegram' });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('Unknown order source');
  });
});

describe('a phone number is enough to order', () => {
  it('an order without an e-mail is placed, mails the store and no shopper', async () => {
    for (const email of [undefined, '', '   ']) {
      const placed = await place(email === undefined ? {} : { email });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.email).toBe('');
      expect(placed.body.phone).toBe('+2348035550199');
      expect(await queued(placed.body.id, 'order')).toBe(0);
      expect(await queued(placed.body.id, 'store-order')).toBe(1);
    }
  });

  it('an e-mail given is still checked and mailed', async () => {
    const bad = await place({ email: 'ada@' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Enter a valid email address');
    const placed = await place({ email: 'Ada@Example.ng' });
    expect(placed.body.email).toBe('ada@example.ng');
    expect(await queued(placed.body.id, 'order')).toBe(1);
  });

  it('without a phone number the order is refused', async () => {
    const refused = await place({ phone: '', email: 'ada@example.ng' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Enter a phone number like 0803 555 0101.');
  });

  it('find my order opens a phone-only order by its number and phone, never by the phone alone', async () => {
    const placed = await place({ phone: '+234 803 555 0177' });
    const find = (body: unknown) => server.call('POST', `${path}/orders/find`, { body });
    const found = await find({ number: `#${placed.body.number}`, contact: '0803 555 0177' });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ id: placed.body.id, store: slug, key: placed.body.access_key });
    // The phone alone is no way in: anyone may know a shopper's number.
    expect((await find({ contact: '0803 555 0177' })).status).toBe(400);
    expect((await find({ number: '', contact: '0803 555 0177' })).status).toBe(400);
    // Another number's order, or an empty e-mail matched against a phone-only order: not found.
    const wrong = await find({ number: `#${placed.body.number}`, contact: '0803 555 0100' });
    expect(wrong.status).toBe(404);
  });
});

describe('the store hears of the order with links to act on it', () => {
  it('the new-order mail links to the order in the store admin and to the shopper’s WhatsApp', async () => {
    const placed = await place({ source: 'whatsapp' });
    const number = placed.body.number;
    await expect
      .poll(() => mails.filter((m) => m.subject.startsWith(`New order #${number} `)).length, WAIT)
      .toBe(1);
    const body = mails.find((m) => m.subject.startsWith(`New order #${number} `))!.body;
    expect(body).toContain(
      `Open it: ${server.config.publicUrl}/store/admin/orders/${placed.body.id}?store=${slug}`,
    );
    expect(body).toContain('and is sending it to you on WhatsApp');
    expect(body).toContain('Phone: +234 803 555 0199 (no e-mail)');
    const chat = /Confirm it on WhatsApp: (\S+)/.exec(body)![1]!;
    expect(chat.startsWith('https://wa.me/2348035550199?text=')).toBe(true);
    const text = decodeURIComponent(chat.slice(chat.indexOf('?text=') + 6));
    expect(text).toContain(`Hello Ada, this is Chat Farm: your order #${number} is confirmed.`);
    expect(text).toContain(`/orders/${placed.body.id}?key=${placed.body.access_key}`);
  });

  it('its managers read the shopper’s link with the order; the shopper’s read has none', async () => {
    const placed = await place();
    const { id, access_key } = placed.body;
    const managed = await server.call('GET', `${path}/orders/${id}`, { token: owner.token });
    expect(managed.status).toBe(200);
    const link = new URL(managed.body.shopper_link);
    expect(link.pathname).toBe(`/orders/${id}`);
    expect(link.searchParams.get('key')).toBe(access_key);
    const shopper = await server.call('GET', `${path}/orders/${id}?key=${access_key}`);
    expect(shopper.body.shopper_link).toBeUndefined();
    // Another store's owner reads neither the order nor its link.
    const other = await server.user('owner');
    const theirs = await server.call('GET', `${path}/orders/${id}`, { token: other.token });
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain(access_key);
  });
});
