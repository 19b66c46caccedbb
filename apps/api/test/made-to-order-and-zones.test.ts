import { addDays, formatDay, lagosToday, noZoneFor, WEEKDAYS, weekdayOf } from '@agency/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { PLACE_NAMED_ZONES } from '../src/db/migrations/0036-made-to-order-and-zones-by-place.ts';
import type { Mail } from '../src/lib/mailer.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';

// Delivery across Nigeria (zones by state and LGA, priced by the server, free over a threshold)
// and made to order (days of notice, the store's delivery days, Lagos days, a time of day).

let server: TestServer;
let admin: string;
let ebook: { id: string; variants: { id: string; price_kobo: number }[] };
const mails: Mail[] = [];
const STORE = `/stores/${DEMO_STORE_SLUG}`;
const LAGOS_ISLAND = ['Lagos/Lagos Island', 'Lagos/Eti-Osa'];

beforeAll(async () => {
  server = await startTestServer(
    { limits: { ordersPerHourPerAddress: 100_000 } },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  await ensureDemoStore(server.db);
  await shipTheEbook(server.db);
  admin = (await server.user('admin')).token;
  ebook = (await server.call('GET', `${STORE}/products/p20`)).body;
});
afterAll(() => server.stop());

const price = () => ebook.variants[0]!.price_kobo;
const zones = () => [
  { name: 'Lagos Island', fee_kobo: 300_000, areas: LAGOS_ISLAND, estimate: 'Same day' },
  { name: 'Rest of Lagos', fee_kobo: 200_000, areas: ['Lagos'] },
  {
    name: 'North',
    fee_kobo: 500_000,
    areas: ['Kano', 'Kaduna'],
    free_over_kobo: price() * 3,
    estimate: '2–3 days',
  },
];
const settings = (body: unknown) => server.call('PATCH', STORE, { token: admin, body });
const leadDays = (days: number) =>
  server.call('PATCH', `${STORE}/products/${ebook.id}`, {
    token: admin,
    body: { lead_days: days },
  });

function place(extra: Record<string, unknown>, qty = 1) {
  return server.call('POST', `${STORE}/orders`, {
    body: {
      lines: [{ product_id: ebook.id, variant_id: ebook.variants[0]!.id, qty }],
      name: 'Aisha Bello',
      phone: '0803 555 0101',
      email: 'aisha@example.ng',
      fulfilment: 'delivery',
      address: '12 Bello Road, Nassarawa',
      payment: 'pay_on_delivery',
      ...extra,
    },
  });
}
/** The zones as stored (the store's public answer is cached; this reads past the cache). */
const storedZones = async () =>
  (
    await server.db.query<{ delivery_zones: unknown }>(
      'SELECT delivery_zones FROM stores WHERE slug = $1',
      [DEMO_STORE_SLUG],
    )
  ).rows[0]!.delivery_zones as { areas?: string[]; pay_on_delivery?: boolean }[];
const stock = async () =>
  (
    await server.db.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
      ebook.variants[0]!.id,
    ])
  ).rows[0]!.qty;

describe('delivery zones built from states and LGAs', () => {
  beforeEach(async () => {
    await leadDays(0);
    const saved = await settings({ delivery_zones: zones(), pay_on_delivery: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('keeps each zone’s places, free-over amount and time estimate', async () => {
    const store = (await server.call('GET', STORE)).body;
    expect(store.delivery_zones[2]).toEqual(zones()[2]);
  });

  it('prices a Kano address by its zone, whatever zone or fee the client names', async () => {
    const kano = await place({ state: 'Kano', zone: 'Rest of Lagos', delivery_fee_kobo: 0 });
    // delivery_fee_kobo is no field of an order: the request is refused whole.
    expect(kano.status).toBe(400);
    const ok = await place({ state: 'Kano', zone: 'Rest of Lagos' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      zone: 'North',
      delivery_fee_kobo: 500_000,
      delivery_state: 'Kano',
    });
    expect(ok.body.total_kobo).toBe(price() + 500_000);
  });

  it('delivers free to a zone once the order reaches its free-over amount', async () => {
    const free = await place({ state: 'kano' }, 3);
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(free.body).toMatchObject({
      zone: 'North',
      delivery_fee_kobo: 0,
      total_kobo: price() * 3,
    });
  });

  it('picks a Lagos LGA’s own zone before the rest of Lagos, and asks the LGA where it matters', async () => {
    const island = await place({ state: 'Lagos', lga: 'eti-osa' });
    expect(island.body).toMatchObject({
      zone: 'Lagos Island',
      delivery_lga: 'Eti-Osa',
      delivery_fee_kobo: 300_000,
    });
    const ikeja = await place({ state: 'Lagos', lga: 'Ikeja' });
    expect(ikeja.body).toMatchObject({ zone: 'Rest of Lagos', delivery_fee_kobo: 200_000 });
    const noLga = await place({ state: 'Lagos' });
    expect(noLga.status).toBe(400);
    expect(noLga.body.message).toBe('Choose your LGA in Lagos: the delivery fee depends on it.');
    const wrongLga = await place({ state: 'Lagos', lga: 'Nassarawa' });
    expect(wrongLga.body.message).toBe('Choose an LGA of Lagos from the list.');
  });

  it('refuses an address no zone covers, or no state at all, and writes nothing', async () => {
    const [orders, before] = [await server.count('orders'), await stock()];
    const sokoto = await place({ state: 'Sokoto' });
    expect(sokoto.status).toBe(400);
    expect(sokoto.body.message).toBe(noZoneFor('Sokoto'));
    const byName = await place({ zone: 'North' });
    expect(byName.status).toBe(400);
    expect(byName.body.message).toBe('Choose the state we deliver to.');
    expect(await server.count('orders')).toBe(orders);
    expect(await stock()).toBe(before);
  });

  it('refuses zones that share a place, name an unknown one, or leave a zone without places', async () => {
    const twice = await settings({
      delivery_zones: [...zones(), { name: 'Kano only', fee_kobo: 1, areas: ['Kano'] }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Kano is in two zones: North and Kano only. Keep it in one.');
    const unknown = await settings({
      delivery_zones: [{ name: 'Yaba', fee_kobo: 1, areas: ['Lagos/Yaba'] }],
    });
    expect(unknown.body.message).toBe('Lagos/Yaba is not a Nigerian state or LGA we know.');
    const mixed = await settings({ delivery_zones: [...zones(), { name: 'Abuja', fee_kobo: 1 }] });
    expect(mixed.body.message).toBe('Choose where Abuja delivers.');
    expect((await server.call('GET', STORE)).body.delivery_zones).toEqual(zones());
  });

  it('still takes a named zone by its name in a store whose zones have no places', async () => {
    await settings({ delivery_zones: [{ name: 'Lagos Mainland', fee_kobo: 150_000 }] });
    const ok = await place({ zone: 'Lagos Mainland', state: 'Kano' });
    expect(ok.body).toMatchObject({ zone: 'Lagos Mainland', delivery_fee_kobo: 150_000 });
  });

  it('gives the zones of a store from before places when every name is known', async () => {
    const named = [
      { name: 'Lagos Mainland', fee_kobo: 150_000 },
      { name: 'Lagos Island and Lekki', fee_kobo: 250_000, pay_on_delivery: false },
      { name: 'Rest of Nigeria', fee_kobo: 650_000 },
    ];
    const unknown = [
      { name: 'Lagos Mainland', fee_kobo: 1 },
      { name: 'Our street', fee_kobo: 2 },
    ];
    await server.db.query('UPDATE stores SET delivery_zones = $1 WHERE slug = $2', [
      JSON.stringify(named),
      DEMO_STORE_SLUG,
    ]);
    await server.db.exec(PLACE_NAMED_ZONES);
    const placed = await storedZones();
    expect(placed.map((z) => z.areas)).toEqual([
      ['Lagos'],
      ['Lagos/Lagos Island', 'Lagos/Eti-Osa', 'Lagos/Ibeju-Lekki'],
      ['*'],
    ]);
    expect(placed[1]!.pay_on_delivery).toBe(false);
    await server.db.query('UPDATE stores SET delivery_zones = $1 WHERE slug = $2', [
      JSON.stringify(unknown),
      DEMO_STORE_SLUG,
    ]);
    await server.db.exec(PLACE_NAMED_ZONES);
    expect(await storedZones()).toEqual(unknown);
  });
});

describe('made to order: a date that respects the longest notice', () => {
  const today = () => lagosToday();
  beforeEach(async () => {
    await settings({
      delivery_zones: zones(),
      opening_days: [0, 1, 2, 3, 4, 5, 6],
      delivery_windows: ['Morning (9am–12pm)', 'Evening (4–7pm)'],
    });
    expect((await leadDays(2)).body.lead_days).toBe(2);
  });
  const kano = { state: 'Kano', delivery_window: 'Morning (9am–12pm)' };

  it('takes a cake ordered for two days ahead and keeps its day and time on the order', async () => {
    const day = addDays(today(), 2);
    // A client's store: a demo store mails nobody (demo-store-mail.test.ts).
    await server.db.query('UPDATE stores SET is_demo = false WHERE slug = $1', [DEMO_STORE_SLUG]);
    const ok = await place({ ...kano, delivery_date: day }).finally(() =>
      server.db.query('UPDATE stores SET is_demo = true WHERE slug = $1', [DEMO_STORE_SLUG]),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ delivery_date: day, delivery_window: 'Morning (9am–12pm)' });
    const again = await server.call('GET', `${STORE}/orders/${ok.body.id}`, { token: admin });
    expect(again.body.delivery_date).toBe(day);
    const receipt = await vi.waitFor(() => {
      const found = mails.find(
        (m) => m.to === 'aisha@example.ng' && m.subject.includes(`#${ok.body.number}`),
      );
      if (!found) throw new Error('no receipt yet');
      return found;
    });
    expect(receipt.body).toContain(`Wanted on ${formatDay(day)}, Morning (9am–12pm).`);
  });

  it('refuses tomorrow, a missing date or time of day, and writes nothing', async () => {
    const [orders, before] = [await server.count('orders'), await stock()];
    const tomorrow = await place({ ...kano, delivery_date: addDays(today(), 1) });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.message).toBe(
      `Snail Farming eBook needs 2 days' notice. Choose ${formatDay(addDays(today(), 2))} or later.`,
    );
    expect((await place(kano)).body.message).toBe('Choose a delivery date.');
    const noTime = await place({ state: 'Kano', delivery_date: addDays(today(), 3) });
    expect(noTime.body.message).toBe('Choose a time of day: Morning (9am–12pm), Evening (4–7pm).');
    const farOff = await place({ ...kano, delivery_date: addDays(today(), 91) });
    expect(farOff.body.message).toBe('Choose a date within the next 90 days.');
    expect(await server.count('orders')).toBe(orders);
    expect(await stock()).toBe(before);
  });

  it('refuses a day the store does not deliver, and moves the earliest day past it', async () => {
    const closed = weekdayOf(addDays(today(), 2));
    await settings({ opening_days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== closed) });
    const shut = await place({ ...kano, delivery_date: addDays(today(), 2) });
    expect(shut.status).toBe(400);
    expect(shut.body.message).toBe(
      `The store does not deliver on ${WEEKDAYS[closed]}s. Choose another day.`,
    );
    // Tomorrow is too early: the earliest day offered skips the closed one.
    const early = await place({ ...kano, delivery_date: addDays(today(), 1) });
    expect(early.body.message).toContain(`Choose ${formatDay(addDays(today(), 3))} or later.`);
    const later = await place({ ...kano, delivery_date: addDays(today(), 9) });
    expect(later.body.message).toBe(
      `The store does not deliver on ${WEEKDAYS[closed]}s. Choose another day.`,
    );
    expect((await place({ ...kano, delivery_date: addDays(today(), 3) })).status).toBe(201);
  });

  it('asks no date for items that need no notice, and keeps none sent', async () => {
    await leadDays(0);
    const ok = await place({ state: 'Kano', delivery_date: addDays(today(), 1) });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ delivery_date: null, delivery_window: '' });
  });

  it('refuses a store’s delivery days left empty and a notice past 60 days', async () => {
    expect((await settings({ opening_days: [] })).body.message).toBe(
      'Choose at least one day the store delivers',
    );
    expect((await leadDays(61)).body.message).toBe('Ask at most 60 days of notice');
  });
});
