import { NO_WAY_TO_PAY, phoneMessage, POD_OFF_IN_STORE, podOffInZone } from '@agency/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { migrate } from '../src/db/migrate.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';

// Ways to pay are the store's choice (pay on delivery off for the store or for one zone), and
// phone numbers typed as Nigerians write them are stored in one form.

let server: TestServer;
let admin: string;
const STORE = `/stores/${DEMO_STORE_SLUG}`;
const ZONES = [
  { name: 'Lagos Mainland', fee_kobo: 150_000 },
  { name: 'Abuja (courier, 2–3 days)', fee_kobo: 650_000, pay_on_delivery: false },
];

beforeAll(async () => {
  server = await startTestServer({ limits: { ordersPerHourPerAddress: 100_000 } });
  await ensureDemoStore(server.db);
  await shipTheEbook(server.db);
  admin = (await server.user('admin')).token;
});
afterAll(() => server.stop());

const settings = (body: unknown, store = STORE, token = admin) =>
  server.call('PATCH', store, { token, body });

async function place(extra: Record<string, unknown>) {
  const ebook = (await server.call('GET', `${STORE}/products/p20`)).body;
  return server.call('POST', `${STORE}/orders`, {
    body: {
      lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
      name: 'Ada Obi',
      phone: '0803 555 0101',
      email: 'ada@example.ng',
      fulfilment: 'delivery',
      address: '4 Aminu Kano Crescent, Wuse 2',
      zone: 'Abuja (courier, 2–3 days)',
      payment: 'pay_on_delivery',
      ...extra,
    },
  });
}
const orderCount = () => server.count('orders');
const ebookStock = async () =>
  (
    await server.db.query<{ qty: number }>(
      `SELECT v.qty FROM variants v JOIN products p ON p.id = v.product_id WHERE p.slug = 'p20'`,
    )
  ).rows[0]!.qty;

describe('pay on delivery is the store’s choice', () => {
  beforeEach(async () => {
    const reset = await settings({ pay_on_delivery: true, delivery_zones: ZONES });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });

  it('a zone without pay on delivery refuses a pay-on-delivery order there, and writes nothing', async () => {
    const store = await server.call('GET', STORE);
    expect(store.body.pay_on_delivery).toBe(true);
    expect(store.body.delivery_zones).toEqual([
      { name: 'Lagos Mainland', fee_kobo: 150_000 },
      { name: 'Abuja (courier, 2–3 days)', fee_kobo: 650_000, pay_on_delivery: false },
    ]);
    const [orders, stock] = [await orderCount(), await ebookStock()];
    const refused = await place({});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(podOffInZone('Abuja (courier, 2–3 days)'));
    expect(await orderCount()).toBe(orders);
    expect(await ebookStock()).toBe(stock);
    // Bank transfer stays, there; pay on delivery stays, elsewhere.
    expect((await place({ payment: 'bank_transfer' })).status).toBe(201);
    expect((await place({ zone: 'Lagos Mainland' })).status).toBe(201);
    expect((await place({ fulfilment: 'pickup', zone: '' })).status).toBe(201);
  });

  it('switched off for the store, no pay-on-delivery order is taken, pickup included', async () => {
    const off = await settings({ pay_on_delivery: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.pay_on_delivery).toBe(false);
    const orders = await orderCount();
    for (const where of [{ zone: 'Lagos Mainland' }, { fulfilment: 'pickup', zone: '' }]) {
      const refused = await place(where);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(POD_OFF_IN_STORE);
    }
    expect(await orderCount()).toBe(orders);
    expect((await place({ zone: 'Lagos Mainland', payment: 'bank_transfer' })).status).toBe(201);
  });

  it('a store without bank details cannot switch pay on delivery off (shoppers need a way to pay)', async () => {
    const owner = await server.user('owner');
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Bimpe Bakes Abuja' },
    });
    const own = `/stores/${made.body.store.slug}`;
    const save = (body: unknown) => settings(body, own, owner.token);
    for (const body of [
      { pay_on_delivery: false },
      { delivery_zones: [{ name: 'Abuja', fee_kobo: 0, pay_on_delivery: false }] },
    ]) {
      const refused = await save(body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(NO_WAY_TO_PAY);
    }
    const read = await server.call('GET', own);
    expect(read.body).toMatchObject({ pay_on_delivery: true, delivery_zones: [] });
    const withBank = await save({ pay_on_delivery: false, bank_details: 'GTBank 0123456789' });
    expect(withBank.status, JSON.stringify(withBank.body)).toBe(200);
    // …and the bank details cannot go while pay on delivery is off.
    expect((await save({ bank_details: '' })).body.message).toBe(NO_WAY_TO_PAY);
  });
});

describe('phone numbers as Nigerians write them', () => {
  it('the contact phone and WhatsApp number are stored as +234…, a wrong one refused at its field', async () => {
    const saved = await settings({
      contact_phone: '0803 555 0101',
      social: { instagram: '', facebook: '', x: '', tiktok: '', whatsapp: '234-803-555-0199' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.contact_phone).toBe('+2348035550101');
    expect(saved.body.social.whatsapp).toBe('+2348035550199');
    const wrong = await settings({
      social: { instagram: '', facebook: '', x: '', tiktok: '', whatsapp: '0803 555' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(phoneMessage('WhatsApp number'));
    expect((await server.call('GET', STORE)).body.social.whatsapp).toBe('+2348035550199');
    expect((await settings({ contact_phone: '' })).body.contact_phone).toBe('');
  });

  it("the shopper's phone is stored as +234…, and find my order still finds it as typed", async () => {
    await settings({ pay_on_delivery: true });
    const placed = await place({ phone: '(0803) 555-0123', fulfilment: 'pickup', zone: '' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.phone).toBe('+2348035550123');
    const found = await server.call('POST', `${STORE}/orders/find`, {
      body: { number: String(placed.body.number), contact: '0803 555 0123' },
    });
    expect(found.body.id).toBe(placed.body.id);
    const wrong = await place({ phone: '0803 555 01', fulfilment: 'pickup', zone: '' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(phoneMessage('phone number'));
  });

  it('numbers stored before the rule are rewritten in its form; one it cannot read is kept', async () => {
    const placed = await place({ fulfilment: 'pickup', zone: '', payment: 'bank_transfer' });
    const old = [
      ['0803 555 0101', '+2348035550101'],
      ['234-803-555-0199', '+2348035550199'],
      ['+44 7911 123456', '+447911123456'],
      ['call the shop', 'call the shop'],
    ];
    await server.db.query(
      `UPDATE stores SET contact_phone = $2, social = social || jsonb_build_object('whatsapp', $3::text)
        WHERE slug = $1`,
      [DEMO_STORE_SLUG, old[0]![0], old[1]![0]],
    );
    await server.db.query('UPDATE orders SET phone = $2 WHERE id = $1', [
      placed.body.id,
      old[2]![0],
    ]);
    const other = await place({ fulfilment: 'pickup', zone: '', payment: 'bank_transfer' });
    await server.db.query('UPDATE orders SET phone = $2 WHERE id = $1', [
      other.body.id,
      old[3]![0],
    ]);
    await server.db.exec(`ALTER TABLE stores DROP COLUMN pay_on_delivery;
      DELETE FROM schema_migrations WHERE version = 25;`);
    await migrate(server.db);
    const { rows } = await server.db.query<{
      contact_phone: string;
      whatsapp: string;
      pod: boolean;
    }>(
      `SELECT contact_phone, social->>'whatsapp' AS whatsapp, pay_on_delivery AS pod FROM stores WHERE slug = $1`,
      [DEMO_STORE_SLUG],
    );
    expect(rows[0]).toEqual({ contact_phone: old[0]![1], whatsapp: old[1]![1], pod: true });
    const phones = await server.db.query<{ id: string; phone: string }>(
      'SELECT id, phone FROM orders WHERE id = ANY($1::uuid[])',
      [[placed.body.id, other.body.id]],
    );
    expect(Object.fromEntries(phones.rows.map((r) => [r.id, r.phone]))).toEqual({
      [placed.body.id]: old[2]![1],
      [other.body.id]: old[3]![1],
    });
  });
});
