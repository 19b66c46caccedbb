import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import type { Mail } from '../src/lib/mailer.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';

// Demo stores anyone can make or open: a "Try the demo" visitor's store takes a random address,
// pictures come from our own uploads only (also in shoppers' mails), and the view beacon is
// limited per address, with only counted views keeping a demo from expiring.
const mails: Mail[] = [];
let server: TestServer;
let marketer: Awaited<ReturnType<TestServer['user']>>;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const FOREIGN = 'https://evil.example/api/v1/media/track.png';

beforeAll(async () => {
  server = await startTestServer(
    {
      trustProxyHops: 1,
      publicUrl: 'https://agency.test',
      mediaBaseUrl: 'https://media.agency.test',
      mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  await ensureDemoStore(server.db);
  await shipTheEbook(server.db);
  marketer = await server.user('marketer', 'Ada Marketer');
});
afterAll(() => server.stop());

async function prospectDemo(name: string) {
  const made = await server.call('POST', '/businesses', {
    token: marketer.token,
    body: { name },
  });
  expect(made.status).toBe(201);
  const store = await server.call('POST', `/businesses/${made.body.id}/demo-store`, {
    token: marketer.token,
    body: { template: 'food', name },
  });
  expect(store.status, JSON.stringify(store.body)).toBe(201);
  return store.body.slug as string;
}

describe('"Try the demo" stores', () => {
  it('take a random demo-… address, never one made from the name the visitor chose', async () => {
    const visitor = await server.call('POST', '/auth/demo');
    const token = visitor.body.token as string;
    const list = await server.call('GET', `/businesses?marketer_id=${visitor.body.id}`, { token });
    const sample = list.body.documents[0] as { id: string };
    const made = await server.call('POST', `/businesses/${sample.id}/demo-store`, {
      token,
      body: { template: 'food', name: 'Forgeworks Support' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.slug).toMatch(/^demo-[0-9a-f]{10}$/);
    expect((await server.call('GET', '/stores/forgeworks-support')).status).toBe(404);
    const store = await server.call('GET', `/stores/${made.body.slug}`);
    expect(store.body.name).toBe('Forgeworks Support');
  });

  it("a staff member's demo for a prospect keeps its name's address", async () => {
    expect(await prospectDemo('Iya Basira Kitchen')).toBe('iya-basira-kitchen');
  });
});

describe('store pictures are our own uploads', () => {
  it("making a demo store refuses another site's logo, even under /api/v1/media", async () => {
    const made = await server.call('POST', '/businesses', {
      token: marketer.token,
      body: { name: 'Logo Check Ventures' },
    });
    const refused = await server.call('POST', `/businesses/${made.body.id}/demo-store`, {
      token: marketer.token,
      body: { template: 'food', name: 'Logo Check', logo_url: FOREIGN },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Logo must be an uploaded picture' },
    });
    const ours = 'https://media.agency.test/api/v1/media/logo.png';
    const kept = await server.call('POST', `/businesses/${made.body.id}/demo-store`, {
      token: marketer.token,
      body: { template: 'food', name: 'Logo Check', logo_url: ours },
    });
    expect(kept.status).toBe(201);
    expect((await server.call('GET', `/stores/${kept.body.slug}`)).body.logo_url).toBe(ours);
  });

  it("a shopper's mail loads only our own pictures: a stored foreign logo becomes initials", async () => {
    // Demo stores mail nobody: the store here plays a client's.
    await server.db.query('UPDATE stores SET is_demo = false WHERE slug = $1', [DEMO_STORE_SLUG]);
    const receiptFor = async (email: string) => {
      const ebook = (await server.call('GET', `/stores/${DEMO_STORE_SLUG}/products/p20`)).body;
      const placed = await server.call('POST', `/stores/${DEMO_STORE_SLUG}/orders`, {
        body: {
          lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
          name: 'Ada Obi',
          phone: '0803 555 0199',
          email,
          fulfilment: 'pickup',
          payment: 'bank_transfer',
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      await expect
        .poll(() => mails.filter((m) => m.to === email).length, { timeout: 15_000 })
        .toBe(1);
      return mails.find((m) => m.to === email)!.html ?? '';
    };
    const setLogo = async (url: string) => {
      await server.db.query('UPDATE stores SET logo_url = $1 WHERE slug = $2', [
        url,
        DEMO_STORE_SLUG,
      ]);
    };
    // A logo written before the check (or by hand) that points at another site.
    await setLogo(FOREIGN);
    const foreign = await receiptFor('foreign-logo@example.ng');
    expect(foreign).not.toContain('evil.example');
    expect(foreign).not.toMatch(/<img/);
    await setLogo('/api/v1/media/logo.png');
    expect(await receiptFor('own-logo@example.ng')).toContain(
      'src="https://agency.test/api/v1/media/logo.png"',
    );
    await setLogo('https://media.agency.test/api/v1/media/logo.png');
    expect(await receiptFor('media-logo@example.ng')).toContain(
      'src="https://media.agency.test/api/v1/media/logo.png"',
    );
  });
});

describe('the demo store view beacon', () => {
  const view = (slug: string, agent: string, from: string) =>
    server.call('POST', `/stores/${slug}/views`, {
      headers: { 'user-agent': agent, 'x-forwarded-for': from },
    });

  it('is limited per address: 30 calls an hour, then 429, and other addresses still count', async () => {
    const slug = await prospectDemo('Beacon Flood Kitchen');
    const statuses: number[] = [];
    for (let i = 0; i < 33; i += 1)
      statuses.push((await view(slug, `${CHROME} v${i}`, '198.51.100.77')).status);
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
    const other = await view(slug, CHROME, '192.0.2.77');
    expect(other).toMatchObject({ status: 202, body: { counted: true } });
  });

  it('a call that counts nothing does not keep the demo from expiring', async () => {
    const slug = await prospectDemo('Beacon Expiry Kitchen');
    const lastViewed = async () =>
      (
        await server.db.query<{ at: string | null }>(
          'SELECT last_viewed_at::text AS at FROM stores WHERE slug = $1',
          [slug],
        )
      ).rows[0]!.at;
    const age = () =>
      server.db.query(`UPDATE stores SET last_viewed_at = '2026-01-01T00:00:00Z' WHERE slug = $1`, [
        slug,
      ]);
    await age();
    const before = await lastViewed();
    // A link preview, a prefetch, a repeat visitor and a sixth agent from one address: none counted.
    expect((await view(slug, 'WhatsApp/2.23.20.0 A', '192.0.2.88')).body.counted).toBe(false);
    for (let i = 0; i < 5; i += 1)
      expect((await view(slug, `${CHROME} f${i}`, '192.0.2.89')).body.counted).toBe(true);
    await age();
    expect((await view(slug, `${CHROME} f0`, '192.0.2.89')).body.counted).toBe(false);
    expect((await view(slug, `${CHROME} f5`, '192.0.2.89')).body.counted).toBe(false);
    expect(await lastViewed()).toBe(before);
    // A counted view does.
    expect((await view(slug, CHROME, '192.0.2.90')).body.counted).toBe(true);
    expect(await lastViewed()).not.toBe(before);
  });
});
