import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Every store is a tenant: its look, its address and its people are data (docs/product-rules.md).
const mails: Mail[] = [];
const mailer: Mailer = {
  async send(mail) {
    mails.push(mail);
  },
};

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let otherOwner: Awaited<ReturnType<TestServer['user']>>;
let admin: Awaited<ReturnType<TestServer['user']>>;
let slug: string;

beforeAll(async () => {
  server = await startTestServer(
    {
      stores: { domain: 'stores.test', scheme: 'https', port: '' },
      limits: { resetPerHourPerAddress: 1000 },
    },
    { mailer },
  );
  await ensureDemoStore(server.db);
  owner = await server.user('owner', 'Titi Owner');
  otherOwner = await server.user('owner', 'Other Owner');
  admin = await server.user('admin', 'Tunde Admin');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: 'Mama Titi Fabrics' },
  });
  slug = made.body.store.slug;
});
afterAll(() => server.stop());

const codeMailedTo = async (email: string) => {
  await expect.poll(() => mails.find((m) => m.to === email)).toBeTruthy();
  return mails
    .filter((m) => m.to === email)
    .at(-1)!
    .body.match(/code (\d{6})/)![1]!;
};
const join = async (email: string, password: string) => {
  const set = await server.call('POST', '/auth/modify_password', {
    body: { email, otp: await codeMailedTo(email), password },
  });
  expect(set.status).toBe(200);
  const signedIn = await server.call('POST', '/auth/login', { body: { email, password } });
  return signedIn.body.token as string;
};

describe("a store's look", () => {
  it('starts neutral, with its own name, its addresses and no public contact (not the owner e-mail)', async () => {
    const store = await server.call('GET', `/stores/${slug}`);
    expect(store.body).toMatchObject({
      slug: 'mama-titi-fabrics',
      name: 'Mama Titi Fabrics',
      tagline: '',
      categories: [],
      contact_email: '',
      is_demo: false,
      subdomain_host: 'mama-titi-fabrics.stores.test',
      custom_domain: '',
      origin: 'https://mama-titi-fabrics.stores.test',
    });
    expect(JSON.stringify(store.body)).not.toContain(owner.email);
  });

  it('is Snailhouse seed data for the demo store, categories included', async () => {
    const demo = await server.call('GET', '/stores/snailhouse');
    expect(demo.body).toMatchObject({ tagline: 'cravings sorted ASAP', is_demo: true });
    expect(demo.body.categories.map((g: { name: string }) => g.name)).toContain('Live Snails');
  });

  it('is edited by the owner; a colour white text cannot be read on is refused with a shade that passes', async () => {
    const saved = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: {
        tagline: 'Ankara, lace and aso-oke',
        primary_colour: '#7A1F5C',
        categories: [{ name: 'Fabrics', tags: ['Ankara', 'lace'] }],
        social: {
          instagram: 'https://instagram.com/mamatiti',
          facebook: '',
          x: '',
          tiktok: '',
          whatsapp: '2348031234567',
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      tagline: 'Ankara, lace and aso-oke',
      primary_colour: '#7a1f5c',
      categories: [{ name: 'Fabrics', tags: ['ankara', 'lace'] }],
    });
    const pale = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { accent_colour: '#ffd966' },
    });
    expect(pale.status).toBe(400);
    expect(pale.body.message).toMatch(
      /^Accent colour is too light for white text .* #[0-9a-f]{6}\.$/,
    );
    expect((await server.call('GET', `/stores/${slug}`)).body.accent_colour).toBe('#8a3b12');
  });

  it("keeps the hero's focal point the owner tapped, as whole percentages, and refuses another shape", async () => {
    expect((await server.call('GET', `/stores/${slug}`)).body.hero_focus).toBe('50% 50%');
    const saved = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { hero_focus: '80% 20%' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.hero_focus).toBe('80% 20%');
    // A save that does not send it keeps it.
    await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { tagline: 'Ankara' },
    });
    expect((await server.call('GET', `/stores/${slug}`)).body.hero_focus).toBe('80% 20%');
    for (const wrong of ['120% 5%', 'center', '50%', '50% 50%; color: red'])
      expect(
        await server.call('PATCH', `/stores/${slug}`, {
          token: owner.token,
          body: { hero_focus: wrong },
        }),
      ).toMatchObject({
        status: 400,
        body: { message: 'The hero focus must read like 50% 30%' },
      });
    expect((await server.call('GET', `/stores/${slug}`)).body.hero_focus).toBe('80% 20%');
  });

  it("filters the store's products by its own categories", async () => {
    // Tags come from the store's categories (issue 24): one outside them is refused until added.
    const stray = await server.call('POST', `/stores/${slug}/products`, {
      token: owner.token,
      body: { name: 'Gele', tags: ['headwear'], variants: [{ qty: 5, price_kobo: 500_000 }] },
    });
    expect(stray.status).toBe(400);
    await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: {
        categories: [
          { name: 'Fabrics', tags: ['ankara', 'lace'] },
          { name: 'Headwear', tags: ['headwear'] },
        ],
      },
    });
    for (const [name, tags] of [
      ['Blue Ankara', ['ankara']],
      ['Cream Lace', ['lace']],
      ['Gele', ['headwear']],
    ] as const) {
      const made = await server.call('POST', `/stores/${slug}/products`, {
        token: owner.token,
        body: { name, tags, variants: [{ qty: 5, price_kobo: 500_000 }] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    // The store has no public contact yet: its order mails go to its owner, privately.
    await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { pickup_address: '4 Balogun Street, Lagos' },
    });
    const card = (await server.call('GET', `/stores/${slug}/products?q=gele`)).body
      .documents[0] as { id: string };
    const product = await server.call('GET', `/stores/${slug}/products/${card.id}`);
    const placed = await server.call('POST', `/stores/${slug}/orders`, {
      body: {
        lines: [{ product_id: card.id, variant_id: product.body.variants[0].id, qty: 1 }],
        name: 'Ada Obi',
        phone: '08031234567',
        email: 'ada@example.ng',
        fulfilment: 'pickup',
        payment: 'pay_on_delivery',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await expect
      .poll(() => mails.find((m) => m.to === owner.email && m.subject.startsWith('New order')))
      .toBeTruthy();
    const fabrics = await server.call('GET', `/stores/${slug}/products?tags=ankara,lace`);
    expect(fabrics.body.documents.map((p: { name: string }) => p.name).sort()).toEqual([
      'Blue Ankara',
      'Cream Lace',
    ]);
  });
});

describe("a store's address", () => {
  it('maps a Host to its store: subdomain, custom domain, any case, with a port or a trailing dot', async () => {
    const domain = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { custom_domain: 'Shop.MamaTiti.NG' },
    });
    // Served at once, but links stay on the store host until the domain is checked secure.
    expect(domain.body).toMatchObject({
      custom_domain: 'shop.mamatiti.ng',
      origin: 'https://mama-titi-fabrics.stores.test',
    });
    for (const host of [
      'mama-titi-fabrics.stores.test',
      'MAMA-TITI-FABRICS.Stores.Test',
      'mama-titi-fabrics.stores.test:8443',
      'mama-titi-fabrics.stores.test.',
      'shop.mamatiti.ng',
      'SHOP.mamatiti.ng.:443',
    ]) {
      const found = await server.call('GET', `/store-hosts/${encodeURIComponent(host)}`);
      expect(found.status, host).toBe(200);
      expect(found.body, host).toEqual({ slug });
    }
    for (const host of [
      'unknown.stores.test',
      'stores.test',
      'mama-titi-fabrics.evil.test',
      'evil.test',
      'a.b.mama-titi-fabrics.stores.test',
      '[::1]',
      '127.0.0.1.nip.io',
      'mama titi.stores.test',
    ]) {
      const missing = await server.call('GET', `/store-hosts/${encodeURIComponent(host)}`);
      expect(missing.status, host).toBe(404);
      expect(missing.body, host).toEqual({ message: 'Store not found' });
    }
  });

  it("refuses the platform's own addresses as a custom domain: no store can take another's", async () => {
    for (const domain of ['snailhouse.stores.test', 'stores.test', 'www.stores.test']) {
      const refused = await server.call('PATCH', `/stores/${slug}`, {
        token: owner.token,
        body: { custom_domain: domain },
      });
      expect(refused.status, domain).toBe(400);
      expect(refused.body.message).toMatch(/platform's own addresses/);
    }
    const demo = await server.call('GET', '/store-hosts/snailhouse.stores.test');
    expect(demo.body).toEqual({ slug: 'snailhouse' });
  });

  it('takes pictures from uploads only, never from another site', async () => {
    for (const field of ['logo_url', 'hero_url']) {
      const refused = await server.call('PATCH', `/stores/${slug}`, {
        token: owner.token,
        body: { [field]: 'http://tracker.example/api/v1/media/x.png' },
      });
      expect(refused.status, field).toBe(400);
      expect(refused.body.message).toMatch(/must be an uploaded picture$/);
    }
    const fine = await server.call('PATCH', `/stores/${slug}`, {
      token: owner.token,
      body: { hero_url: '/api/v1/media/abc.webp' },
    });
    expect(fine.body.hero_url).toBe('/api/v1/media/abc.webp');
  });

  it('gives a custom domain to one store only', async () => {
    const mine = await server.call('POST', '/my/businesses', {
      token: otherOwner.token,
      body: { name: 'Lekki Greens' },
    });
    const taken = await server.call('PATCH', `/stores/${mine.body.store.slug}`, {
      token: otherOwner.token,
      body: { custom_domain: 'shop.mamatiti.ng' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('shop.mamatiti.ng is already the address of another store');
  });
});

describe("a store's people", () => {
  it('the owner invites a store admin, who joins with the mailed code and runs that store alone', async () => {
    const invited = await server.call('POST', `/stores/${slug}/people`, {
      token: owner.token,
      body: { email: 'Kemi@Fabrics.ng', name: 'Kemi Adeyemi' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'kemi@fabrics.ng',
      role: 'store_admin',
      joined: false,
    });
    const token = await join('kemi@fabrics.ng', 'kemi-password-1');
    const stores = await server.call('GET', '/stores', { token });
    expect(stores.body.documents.map((s: { slug: string }) => s.slug)).toEqual([slug]);
    expect((await server.call('GET', '/stores/snailhouse/overview', { token })).status).toBe(403);
    const people = await server.call('GET', `/stores/${slug}/people`, { token });
    expect(people.body.documents).toEqual([
      expect.objectContaining({ email: owner.email, role: 'owner', joined: true }),
      expect.objectContaining({ email: 'kemi@fabrics.ng', role: 'store_admin', joined: true }),
    ]);
    // A store admin looks, but does not give the store away.
    const refused = await server.call('POST', `/stores/${slug}/people`, {
      token,
      body: { email: 'friend@fabrics.ng', name: 'A Friend' },
    });
    expect(refused.status).toBe(403);
    // Another owner can neither see nor change who runs it.
    expect(
      (await server.call('GET', `/stores/${slug}/people`, { token: otherOwner.token })).status,
    ).toBe(403);
    const again = await server.call('POST', `/stores/${slug}/people`, {
      token: owner.token,
      body: { email: 'kemi@fabrics.ng', name: 'Kemi' },
    });
    expect(again.status).toBe(409);
    // Removed: the store is gone from their list at once.
    const removed = await server.call('DELETE', `/stores/${slug}/people/${invited.body.user_id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect(removed.headers.get('content-length') ?? '0').toBe('0');
    expect((await server.call('GET', '/stores', { token })).body.documents).toEqual([]);
    // Both changes are in the audit log, for the owner to see.
    const log = await server.call('GET', '/my/audit?action=store', { token: owner.token });
    // What changed, not the address of whoever changed it.
    expect(
      log.body.documents.every((e: { client_address: unknown }) => e.client_address === null),
    ).toBe(true);
    const impossible = await server.call('GET', '/my/audit?from=2024-02-30', {
      token: owner.token,
    });
    expect(impossible.status).toBe(400);
    expect(log.body.documents.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['store.admin_added', 'store.admin_removed']),
    );
    expect((await server.call('GET', `/stores/${slug}/overview`, { token })).status).toBe(403);
    // Given again, as the store admin they already are: invited by a link, joined only on accepting.
    const again2 = await server.call('POST', `/stores/${slug}/people`, {
      token: owner.token,
      body: { email: 'kemi@fabrics.ng', name: 'Kemi' },
    });
    expect(again2.status).toBe(201);
    expect((await server.call('GET', '/stores', { token })).body.documents).toEqual([]);
    const invitation = () =>
      mails.find((m) => m.to === 'kemi@fabrics.ng' && m.subject.includes('invites you to run'));
    await expect.poll(invitation).toBeTruthy();
    // Where to go is a link, not a bare path.
    const link = /http:\/\/[^\s/]+\/store\/admin\/accept-invitation\?token=([\w-]+)/.exec(
      invitation()!.body,
    );
    expect(link).toBeTruthy();
    const accepted = await server.call('POST', '/store-invitations/accept', {
      body: { token: link![1] },
    });
    expect(accepted.body).toEqual({ slug, name: expect.any(String) });
    expect(
      (await server.call('GET', '/stores', { token })).body.documents.map(
        (s: { slug: string }) => s.slug,
      ),
    ).toEqual([slug]);
  });

  it('an account of another kind is answered like any address, and is never attached', async () => {
    const before = await server.count('store_admins');
    const invited = await server.call('POST', `/stores/${slug}/people`, {
      token: owner.token,
      body: { email: otherOwner.email, name: 'Other Owner' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ name: 'Other Owner', joined: false });
    expect(await server.count('store_admins')).toBe(before);
  });

  it('an admin makes a store for a business on the list and hands it to its owner by invitation', async () => {
    const marketer = await server.user('marketer');
    const business = await server.call('POST', '/businesses', {
      token: marketer.token,
      body: { name: 'Ibadan Agro Supplies' },
    });
    expect(business.status).toBe(201);
    const refused = await server.call('POST', '/stores', {
      token: marketer.token,
      body: { business_id: business.body.id },
    });
    expect(refused.status).toBe(403);
    const candidates = await server.call('GET', '/stores/candidates', { token: admin.token });
    expect(candidates.body.documents).toContainEqual({
      id: business.body.id,
      name: 'Ibadan Agro Supplies',
    });
    expect((await server.call('GET', '/stores/candidates', { token: marketer.token })).status).toBe(
      403,
    );
    const made = await server.call('POST', '/stores', {
      token: admin.token,
      body: { business_id: business.body.id },
    });
    expect(made.status).toBe(201);
    const after = await server.call('GET', '/stores/candidates', { token: admin.token });
    expect(after.body.documents.map((b: { id: string }) => b.id)).not.toContain(business.body.id);
    expect(made.body).toMatchObject({
      name: 'Ibadan Agro Supplies',
      business_id: business.body.id,
    });
    const twice = await server.call('POST', '/stores', {
      token: admin.token,
      body: { business_id: business.body.id },
    });
    expect(twice.status).toBe(409);

    const handed = await server.call('POST', `/stores/${made.body.slug}/owner`, {
      token: admin.token,
      body: { email: 'bola@agro.ng', name: 'Bola Agro' },
    });
    expect(handed.status).toBe(201);
    expect(handed.body).toMatchObject({ email: 'bola@agro.ng', role: 'owner', joined: false });
    const second = await server.call('POST', `/stores/${made.body.slug}/owner`, {
      token: admin.token,
      body: { email: 'someone@agro.ng', name: 'Someone Else' },
    });
    expect(second.status).toBe(409);

    const token = await join('bola@agro.ng', 'bola-password-1');
    const mine = await server.call('GET', '/my/businesses', { token });
    expect(mine.body.documents).toEqual([
      expect.objectContaining({
        name: 'Ibadan Agro Supplies',
        store: expect.objectContaining({ slug: made.body.slug }),
      }),
    ]);
    expect((await server.call('GET', `/stores/${made.body.slug}/overview`, { token })).status).toBe(
      200,
    );
  });
});
