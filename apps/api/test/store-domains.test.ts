import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A store's custom domain: a host name (never an IP address, never the agency's own names), set
// by the store's owner or an admin only, and the owner is told by mail whenever it changes.
const mails: Mail[] = [];
let server: TestServer;
type Account = Awaited<ReturnType<TestServer['user']>>;
let owner: Account;
let storeAdmin: Account;
let admin: Account;
let slug: string;

beforeAll(async () => {
  server = await startTestServer(
    { publicUrl: 'https://www.agency.test', mediaBaseUrl: 'https://media.cdn.test' },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  owner = await server.user('owner', 'Titi Owner');
  storeAdmin = await server.user('store_admin', 'Sade Store');
  admin = await server.user('admin', 'Tunde Admin');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: 'Domain Fabrics' },
  });
  slug = made.body.store.slug;
  await server.db.query(
    'INSERT INTO store_admins (store_id, user_id) SELECT id, $2 FROM stores WHERE slug = $1',
    [slug, storeAdmin.id],
  );
});
afterAll(() => server.stop());

const setDomain = (token: string, custom_domain: string, more: Record<string, unknown> = {}) =>
  server.call('PATCH', `/stores/${slug}`, { token, body: { custom_domain, ...more } });
const noticesTo = (email: string) =>
  mails.filter((m) => m.to === email && m.subject.startsWith('The domain of'));

describe("a store's custom domain", () => {
  it('is never an IP address', async () => {
    for (const domain of ['127.0.0.1', '10.0.0.1:8080', '192.168.1.1.', '0x7f.1', '1.2.3.04']) {
      const refused = await setDomain(owner.token, domain);
      expect(refused.status, domain).toBe(400);
      expect(refused.body.message, domain).toBe(
        'An IP address cannot be a store’s domain. Enter a domain like shop.example.ng',
      );
    }
    for (const domain of ['::1', '[::1]', '2001:db8::1']) {
      const refused = await setDomain(owner.token, domain);
      expect(refused.status, domain).toBe(400);
      expect(refused.body.message, domain).toBe('Enter a domain like shop.example.ng');
    }
    expect((await server.call('GET', '/store-hosts/127.0.0.1')).status).toBe(404);
  });

  it("is never one of the agency's own names", async () => {
    for (const domain of ['agency.test', 'www.agency.test', 'shop.agency.test', 'media.cdn.test']) {
      const refused = await setDomain(owner.token, domain);
      expect(refused.status, domain).toBe(400);
      expect(refused.body.message, domain).toMatch(/platform's own addresses/);
    }
    // A name that only ends like the agency's is someone else's.
    expect((await setDomain(owner.token, 'myagency.test')).status).toBe(200);
  });

  it('is changed by the owner or an admin; a store admin gets 403 but may save the rest', async () => {
    await setDomain(owner.token, 'shop.domainfabrics.ng');
    const refused = await setDomain(storeAdmin.token, 'shop.hijack.ng');
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "Only the store's owner or an admin can change its domain" },
    });
    expect((await setDomain(storeAdmin.token, '')).status).toBe(403);
    // The look form sends the domain as it is: saving it unchanged is fine.
    const same = await setDomain(storeAdmin.token, 'shop.domainfabrics.ng', { tagline: 'Lace' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ tagline: 'Lace', custom_domain: 'shop.domainfabrics.ng' });
    expect((await setDomain(admin.token, 'shop.titi.ng')).status).toBe(200);
  });

  it('mails the owner whenever it changes, saying who, and what it is now', async () => {
    // The mail of an earlier change may still be on its way: each notice is found by what it says.
    const saying = (text: string) => noticesTo(owner.email).filter((m) => m.body.includes(text));
    expect((await setDomain(admin.token, 'orders.titi.ng')).status).toBe(200);
    await expect
      .poll(() => saying('It is now orders.titi.ng.').length, { timeout: 10_000 })
      .toBe(1);
    const notice = saying('It is now orders.titi.ng.')[0]!;
    expect(notice.subject).toBe('The domain of Domain Fabrics was changed');
    expect(notice.body).toContain('changed by Tunde Admin');
    expect((await setDomain(owner.token, '')).status).toBe(200);
    await expect.poll(() => saying('It has none now').length, { timeout: 10_000 }).toBe(1);
    // Saving other fields leaves the domain alone and sends no notice.
    const sent = noticesTo(owner.email).length;
    expect((await setDomain(owner.token, '', { tagline: 'Ankara' })).status).toBe(200);
    await new Promise((done) => setTimeout(done, 300));
    expect(noticesTo(owner.email)).toHaveLength(sent);
  });
});
