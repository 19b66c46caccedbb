import sharp from 'sharp';
import { sizedName } from '@agency/contract/pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { expireDemoStores } from '../src/prospects/expiry.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// From prospect to store (docs/product-rules.md): demo stores, views, launch, checklist, board.
const mails: Mail[] = [];
const mailer: Mailer = {
  async send(mail) {
    mails.push(mail);
  },
};
const storage = createLocalStorage(':memory:');

type Account = Awaited<ReturnType<TestServer['user']>>;
let server: TestServer;
let marketer: Account;
let otherMarketer: Account;
let admin: Account;
let owner: Account;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

beforeAll(async () => {
  server = await startTestServer({}, { mailer, storage });
  await ensureDemoStore(server.db);
  marketer = await server.user('marketer', 'Ada Marketer');
  otherMarketer = await server.user('marketer', 'Bola Marketer');
  admin = await server.user('admin', 'Tunde Admin');
  owner = await server.user('owner', 'Some Owner');
});
afterAll(() => server.stop());

let serial = 0;
async function business(token: string, details: Record<string, unknown> = {}) {
  serial += 1;
  const made = await server.call('POST', '/businesses', {
    token,
    body: {
      name: `Prospect ${'abcdefghijklmnopqrstuvwxyz'[serial]}${serial * 7919} Foods`,
      ...details,
    },
  });
  expect(made.status).toBe(201);
  return made.body as { id: string; name: string };
}
async function demoStore(token: string, businessId: string, body: Record<string, unknown> = {}) {
  return server.call('POST', `/businesses/${businessId}/demo-store`, {
    token,
    body: { template: 'food', name: 'Mama Put Kitchen', ...body },
  });
}
const view = (slug: string, agent: string, headers: Record<string, string> = {}) =>
  server.call('POST', `/stores/${slug}/views`, { headers: { 'user-agent': agent, ...headers } });

describe('making a demo store from a business', () => {
  it('guesses the template from the name and notes, and fills the store from it', async () => {
    const b = await business(marketer.token, {
      name: 'Ibadan Shea Co',
      notes: 'Sells shea butter and black soap',
    });
    const options = await server.call('GET', `/businesses/${b.id}/demo-store`, {
      token: marketer.token,
    });
    expect(options.status).toBe(200);
    expect(options.body.templates.map((t: { id: string }) => t.id).sort()).toEqual([
      'bakery',
      'beauty',
      'farm',
      'fashion',
      'food',
      'gadgets',
      'general',
      'home',
      'pharmacy',
    ]);
    expect(options.body.guess).toBe('beauty');
    const made = await demoStore(marketer.token, b.id, {
      template: 'beauty',
      name: 'Ibadan Shea Co',
      primary_colour: '#6d2f7a',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ slug: 'ibadan-shea-co', is_demo: true, views: 0 });
    const store = await server.call('GET', `/stores/${made.body.slug}`);
    expect(store.body).toMatchObject({
      name: 'Ibadan Shea Co',
      is_demo: true,
      made_for_prospect: true,
      primary_colour: '#6d2f7a',
      // The brand colour replaces the template's accent too, so the two never clash.
      accent_colour: '#6d2f7a',
    });
    const products = await server.call('GET', `/stores/${made.body.slug}/products`);
    expect(products.body.total).toBeGreaterThanOrEqual(6);
    // The row of the list carries the store.
    const list = await server.call('GET', `/businesses?marketer_id=${marketer.id}`, {
      token: marketer.token,
    });
    const row = list.body.documents.find((d: { id: string }) => d.id === b.id);
    expect(row.store).toMatchObject({ slug: 'ibadan-shea-co', views: 0, checklist_total: 6 });
    // The business's own page gets the same store.
    const one = await server.call('GET', `/businesses/${b.id}`, { token: marketer.token });
    expect(one.body.store).toMatchObject({ slug: 'ibadan-shea-co', is_demo: true, views: 0 });
    // One store per business.
    expect((await demoStore(marketer.token, b.id)).status).toBe(409);
  });

  it('is for the marketer who recorded the business and for admins; others get 403', async () => {
    const mine = await business(marketer.token);
    expect((await demoStore(otherMarketer.token, mine.id)).status).toBe(403);
    expect(
      (
        await server.call('GET', `/businesses/${mine.id}/demo-store`, {
          token: otherMarketer.token,
        })
      ).status,
    ).toBe(403);
    expect((await demoStore(owner.token, mine.id)).status).toBe(403);
    expect((await demoStore('', mine.id)).status).toBe(401);
    const made = await demoStore(admin.token, mine.id, { name: 'Admin Made Kitchen' });
    expect(made.status).toBe(201);
  });

  it('refuses an unreadable brand colour, an unknown template and a picture from elsewhere', async () => {
    const b = await business(marketer.token);
    const pale = await demoStore(marketer.token, b.id, { primary_colour: '#ffff00' });
    expect(pale.status).toBe(400);
    expect(pale.body.message).toMatch(/too light/);
    expect((await demoStore(marketer.token, b.id, { template: 'cars' })).status).toBe(400);
    const logo = await demoStore(marketer.token, b.id, { logo_url: 'https://evil.example/x.png' });
    expect(logo.status).toBe(400);
    expect(await server.count('stores')).toBeGreaterThan(0);
  });
});

describe('views of a demo store', () => {
  it('counts one per visitor per day, sets no cookie, and skips link previews and prefetches', async () => {
    const b = await business(marketer.token, { next_follow_up: '2099-01-01' });
    const { body } = await demoStore(marketer.token, b.id, { name: 'Views Kitchen' });
    const first = await view(body.slug, CHROME);
    expect(first.status).toBe(202);
    expect(first.body.counted).toBe(true);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((await view(body.slug, CHROME)).body.counted).toBe(false);
    expect((await view(body.slug, FIREFOX)).body.counted).toBe(true);
    expect((await view(body.slug, 'WhatsApp/2.23.20.0 A')).body.counted).toBe(false);
    expect((await view(body.slug, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).body.counted).toBe(
      false,
    );
    expect((await view(body.slug, `${CHROME} x`, { 'sec-purpose': 'prefetch' })).body.counted).toBe(
      false,
    );
    // No IP address or agent is stored: only hashes under a salt of the day.
    const { rows } = await server.db.query<{ visitor: Buffer }>(
      'SELECT visitor FROM store_views v JOIN stores s ON s.id = v.store_id WHERE s.slug = $1',
      [body.slug],
    );
    expect(rows).toHaveLength(2);
    expect(await server.count('view_salts')).toBe(1);
    const list = await server.call('GET', `/businesses?marketer_id=${marketer.id}`, {
      token: marketer.token,
    });
    const row = list.body.documents.find((d: { id: string }) => d.id === b.id);
    expect(row.store.views).toBe(2);
    expect(row.store.last_viewed_at).toBeTruthy();
    // The first view brought the far follow-up to today (Lagos).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    expect(row.next_follow_up).toBe(today);
    const summary = await server.call('GET', '/businesses/summary', { token: marketer.token });
    expect(summary.body.demo_views[0]).toMatchObject({ id: b.id, views: 2 });
  });

  it('keeps an earlier follow-up, and caps the visitors one address counts as', async () => {
    const b = await business(marketer.token, { next_follow_up: '2020-01-01' });
    const { body } = await demoStore(marketer.token, b.id, { name: 'Early Kitchen' });
    for (let i = 0; i < 8; i += 1) await view(body.slug, `${CHROME} variant-${i}`);
    const read = await server.call('GET', `/businesses/${b.id}`, { token: marketer.token });
    expect(read.body.next_follow_up).toBe('2020-01-01');
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM store_views v JOIN stores s ON s.id = v.store_id WHERE s.slug = $1',
      [body.slug],
    );
    expect(rows[0]!.n).toBe(5);
  });

  it('counts nothing on a store that is not a prospect demo', async () => {
    expect((await view('snailhouse', CHROME)).status).toBe(404);
    expect((await view('no-such-store', CHROME)).status).toBe(404);
  });
});

describe('"Make it yours"', () => {
  it('sends a lead linked to the business the demo was made for', async () => {
    const b = await business(marketer.token);
    const { body } = await demoStore(marketer.token, b.id, { name: 'Lead Kitchen' });
    const sent = await server.call('POST', `/stores/${body.slug}/interest`, {
      body: { name: 'Mama Put', email: 'mama@put.ng', number: '08031234567', message: 'I want it' },
    });
    expect(sent.status).toBe(201);
    const leads = await server.call('GET', '/contact', { token: marketer.token });
    expect(leads.body.documents[0]).toMatchObject({ business_id: b.id, business_name: b.name });
    const bad = await server.call('POST', `/stores/${body.slug}/interest`, {
      body: { name: 'M', email: 'x', number: '0', message: '' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('launching a won business', () => {
  it('needs won, turns the demo live, invites the owner, who then runs the store', async () => {
    const b = await business(marketer.token, {
      email: 'chioma@kitchen.ng',
      contact_person: 'Chioma Eze',
    });
    const { body } = await demoStore(marketer.token, b.id, { name: 'Chioma Kitchen' });
    expect(
      (await server.call('POST', `/businesses/${b.id}/launch`, { token: marketer.token })).status,
    ).toBe(409);
    await server.call('PATCH', `/businesses/${b.id}`, {
      token: marketer.token,
      body: { status: 'won' },
    });
    expect(
      (await server.call('POST', `/businesses/${b.id}/launch`, { token: otherMarketer.token }))
        .status,
    ).toBe(403);
    const launched = await server.call('POST', `/businesses/${b.id}/launch`, {
      token: marketer.token,
    });
    expect(launched.status).toBe(201);
    expect(launched.body).toEqual({ slug: body.slug, owner_email: 'chioma@kitchen.ng' });
    // The business's history has both steps, newest first, by the marketer who took them.
    const history = await server.call('GET', `/businesses/${b.id}/events`, {
      token: marketer.token,
    });
    const notes = history.body.documents.filter((e: { kind: string }) => e.kind === 'note');
    expect(notes.map((e: { body: string }) => e.body)).toEqual([
      'Launched Chioma Kitchen: chioma@kitchen.ng is invited to run it, and it takes orders once they open it.',
      `Made the demo store Chioma Kitchen (/demo/${body.slug}).`,
    ]);
    expect(notes[0].author).toBe(notes[1].author);
    const store = await server.call('GET', `/stores/${body.slug}`);
    expect(store.body).toMatchObject({
      name: 'Chioma Kitchen',
      is_demo: false,
      made_for_prospect: false,
    });
    // The template's items are samples now: shoppers of the live store see none of them.
    expect((await server.call('GET', `/stores/${body.slug}/products`)).body.total).toBe(0);
    // The invited owner sets a password with the mailed code and sees the store.
    await expect.poll(() => mails.find((m) => m.to === 'chioma@kitchen.ng')).toBeTruthy();
    const code = mails.find((m) => m.to === 'chioma@kitchen.ng')!.body.match(/code (\d{6})/)![1];
    const set = await server.call('POST', '/auth/modify_password', {
      body: { email: 'chioma@kitchen.ng', otp: code, password: 'a-long-password-1' },
    });
    expect(set.status).toBe(200);
    const login = await server.call('POST', '/auth/login', {
      body: { email: 'chioma@kitchen.ng', password: 'a-long-password-1' },
    });
    const mine = await server.call('GET', '/my/businesses', { token: login.body.token });
    expect(mine.body.documents.map((d: { store: { slug: string } }) => d.store?.slug)).toContain(
      body.slug,
    );
    const checklist = await server.call('GET', `/stores/${body.slug}/checklist`, {
      token: login.body.token,
    });
    expect(checklist.status).toBe(200);
    expect(checklist.body.total).toBe(6);
    // The marketer's row keeps the client, now live; a second launch is refused.
    const list = await server.call('GET', `/businesses?marketer_id=${marketer.id}`, {
      token: marketer.token,
    });
    expect(list.body.documents.find((d: { id: string }) => d.id === b.id).store).toMatchObject({
      is_demo: false,
    });
    expect(
      (await server.call('POST', `/businesses/${b.id}/launch`, { token: marketer.token })).status,
    ).toBe(409);
  });

  it('asks for the owner e-mail first', async () => {
    const b = await business(marketer.token, { status: 'won' });
    await demoStore(marketer.token, b.id, { name: 'No Mail Kitchen' });
    const launched = await server.call('POST', `/businesses/${b.id}/launch`, {
      token: marketer.token,
    });
    expect(launched.status).toBe(409);
    expect(launched.body.message).toMatch(/e-mail/);
  });
});

describe('the launch checklist', () => {
  it('ticks itself from the data, and is for its people and staff only', async () => {
    const b = await business(marketer.token);
    const { body } = await demoStore(marketer.token, b.id, { name: 'Checklist Kitchen' });
    const read = (token: string) => server.call('GET', `/stores/${body.slug}/checklist`, { token });
    const before = await read(marketer.token);
    expect(before.status).toBe(200);
    const done = (list: { items: { key: string; done: boolean }[] }) =>
      list.items.filter((i) => i.done).map((i) => i.key);
    expect(done(before.body)).not.toContain('payment');
    expect(done(before.body)).not.toContain('domain');
    expect(
      before.body.items.every((i: { link: string }) => i.link.startsWith('/store/admin/')),
    ).toBe(true);
    await server.db.query(
      // A domain ticks once its check found it secure (domain-checks.test.ts: not when typed).
      `UPDATE stores SET bank_details = 'GTBank 0123456789', custom_domain = 'checklist.example.ng',
         domain_state = 'secure' WHERE slug = $1`,
      [body.slug],
    );
    const after = await read(admin.token);
    expect(done(after.body)).toEqual(expect.arrayContaining(['payment', 'domain']));
    expect(after.body.done).toBe(before.body.done + 2);
    expect((await read(otherMarketer.token)).status).toBe(403);
    expect((await read(owner.token)).status).toBe(403);
    const storeAdmin = await server.user('store_admin');
    expect((await read(storeAdmin.token)).status).toBe(403);
    await server.db.query(
      `INSERT INTO store_admins (store_id, user_id) SELECT id, $2 FROM stores WHERE slug = $1`,
      [body.slug, storeAdmin.id],
    );
    expect((await read(storeAdmin.token)).status).toBe(200);
  });
});

describe('the client stores board', () => {
  it('lists live client stores, who needs help first; a marketer sees their own only', async () => {
    const launch = async (name: string, token: string) => {
      const b = await business(token, {
        email: `${serial}-${name.replace(/\W/g, '')}@board.ng`,
        status: 'won',
      });
      const { body } = await demoStore(token, b.id, { name });
      expect((await server.call('POST', `/businesses/${b.id}/launch`, { token })).status).toBe(201);
      return body.slug as string;
    };
    const calm = await launch('Calm Board Kitchen', marketer.token);
    const busy = await launch('Busy Board Kitchen', otherMarketer.token);
    // A "new" order left two days without an answer puts the busy store first.
    const store = await server.db.query<{ id: string }>('SELECT id FROM stores WHERE slug = $1', [
      busy,
    ]);
    await server.db.query(
      `INSERT INTO orders (store_id, access_key, name, phone, email, fulfilment, payment, subtotal_kobo,
         delivery_fee_kobo, total_kobo, invoice_number, created_at)
       VALUES ($1, 'k', 'A', '080', 'a@b.ng', 'pickup', 'pay_on_delivery', 100, 0, 100, 1, now() - interval '2 days')`,
      [store.rows[0]!.id],
    );
    const board = await server.call('GET', '/client-stores', { token: admin.token });
    expect(board.status).toBe(200);
    const slugs = board.body.documents.map((r: { slug: string }) => r.slug);
    expect(slugs.indexOf(busy)).toBeLessThan(slugs.indexOf(calm));
    expect(slugs).not.toContain('snailhouse');
    expect(board.body.documents[slugs.indexOf(busy)]).toMatchObject({
      stale_new_orders: 1,
      orders_this_week: 1,
      days_since_last_order: 2,
      checklist_total: 6,
    });
    const own = await server.call('GET', '/client-stores', { token: marketer.token });
    const ownSlugs = own.body.documents.map((r: { slug: string }) => r.slug);
    expect(ownSlugs).toContain(calm);
    expect(ownSlugs).not.toContain(busy);
    expect((await server.call('GET', '/client-stores', { token: owner.token })).status).toBe(403);
  });
});

describe('expiry', () => {
  it('removes demo stores nobody opened for 30 days, with their products and pictures (sized copies too)', async () => {
    const upload = new FormData();
    // Large enough to be sized for phones: its copies must go with it.
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    upload.append('files', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await server.call('POST', '/media/upload', {
      token: marketer.token,
      raw: upload,
    });
    expect(uploaded.status).toBe(201);
    const logo = JSON.stringify(uploaded.body).match(/\/api\/v1\/media\/[\w.-]+/)![0];
    const file = logo.split('/').at(-1)!;
    // Sized after the answer: its address answers once the copies are written.
    expect((await fetch(server.url.replace('/api/v1', '') + logo)).status).toBe(200);
    const b = await business(marketer.token);
    const { body } = await demoStore(marketer.token, b.id, { name: 'Old Kitchen', logo_url: logo });
    const kept = await business(marketer.token);
    const fresh = await demoStore(marketer.token, kept.id, { name: 'Fresh Kitchen' });
    await server.db.query(
      `UPDATE stores SET prospect_demo_at = now() - interval '31 days', last_viewed_at = now() - interval '31 days' WHERE slug = $1`,
      [body.slug],
    );
    const { rows: sized } = await server.db.query<{ widths: number[] }>(
      'SELECT widths FROM media WHERE file_name = $1',
      [file],
    );
    const copies = sized[0]!.widths.map((w) => sizedName(file, w));
    expect(copies.length).toBeGreaterThan(0);
    for (const name of [file, ...copies]) expect(await storage.get(name)).not.toBeNull();
    const removed = await expireDemoStores({ db: server.db, storage }, 30);
    expect(removed).toBe(1);
    expect((await server.call('GET', `/stores/${body.slug}`)).status).toBe(404);
    expect((await server.call('GET', `/stores/${fresh.body.slug}`)).status).toBe(200);
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p LEFT JOIN stores s ON s.id = p.store_id WHERE s.id IS NULL`,
    );
    expect(rows[0]!.n).toBe(0);
    for (const name of [file, ...copies]) expect(await storage.get(name)).toBeNull();
    // The business stays on the list, ready for a new demo.
    expect(
      (await server.call('GET', `/businesses/${b.id}`, { token: marketer.token })).status,
    ).toBe(200);
  });

  it('takes the stores of a /demo/admin workspace with it when the workspace starts over', async () => {
    const visitor = await server.call('POST', '/auth/demo');
    const token = visitor.body.token as string;
    const list = await server.call('GET', `/businesses?marketer_id=${visitor.body.id}`, { token });
    const sample = list.body.documents[0] as { id: string };
    const made = await demoStore(token, sample.id, { name: 'Sandbox Kitchen', template: 'farm' });
    expect(made.status).toBe(201);
    expect((await server.call('GET', `/stores/${made.body.slug}`)).status).toBe(200);
    const reset = await server.call('POST', '/demo/workspace/reset', { token });
    expect(reset.status).toBe(200);
    const { rows } = await server.db.query('SELECT 1 FROM stores WHERE slug = $1', [
      made.body.slug,
    ]);
    expect(rows).toHaveLength(0);
  });
});
