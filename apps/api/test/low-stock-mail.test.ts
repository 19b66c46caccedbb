import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepLowStock } from '../src/catalogue/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { startSmtp } from './smtp-server.ts';

// The owner's morning low-stock mail (docs/product-rules.md, "Low stock"): from 08:00 in Lagos,
// one mail a day per store lists its published items at or below the store's threshold, queued
// in the outbox and sent through a real SMTP server; two instances sweeping at once queue it
// once, a later sweep the same day queues nothing, and a store with nothing low gets no mail.

const { received, ...smtp } = startSmtp();
const WAIT = { timeout: 15_000 };
const subject = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let calmOwner: Awaited<ReturnType<TestServer['user']>>;
let path: string;

/** 09:00 in Lagos (08:00 UTC) on a day `days` after 1 March 2027. */
const lagosMorning = (days: number, hour = 9) =>
  new Date(Date.UTC(2027, 2, 1 + days, hour - 1, 0, 0));
const sweep = (at: Date) => sweepLowStock({ db: server.db }, at);
const lowMails = async () =>
  (
    await server.db.query<{ to_address: string; dedupe_key: string }>(
      `SELECT to_address, dedupe_key FROM mail_queue WHERE kind = 'low-stock' ORDER BY id`,
    )
  ).rows;
const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));

async function storeWith(
  who: Awaited<ReturnType<TestServer['user']>>,
  name: string,
  items: { name: string; variants: { mods?: Record<string, string>; qty: number }[] }[],
) {
  const made = await server.call('POST', '/my/businesses', { token: who.token, body: { name } });
  expect(made.status).toBe(201);
  const at = `/stores/${made.body.store.slug}`;
  for (const item of items) {
    const keys = Object.keys(item.variants[0]!.mods ?? {});
    const res = await server.call('POST', `${at}/products`, {
      token: who.token,
      body: {
        name: item.name,
        mods: keys.map((key) => ({
          key,
          type: 'list',
          prompt: `Choose a ${key}`,
          required: true,
          multi_select: false,
          options: [...new Set(item.variants.map((v) => v.mods![key]!))],
        })),
        variants: item.variants.map((v) => ({ ...v, mods: v.mods ?? {}, price_kobo: 500_000 })),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return at;
}

beforeAll(async () => {
  server = await startTestServer({
    smtpUrl: await smtp.listen(),
    mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
  });
  owner = await server.user('owner', 'Bimpe Owner');
  calmOwner = await server.user('owner', 'Calm Owner');
  path = await storeWith(owner, "Bimpe's Bakes", [
    {
      name: 'Celebration cake',
      variants: [
        { mods: { size: '6 inch' }, qty: 10 },
        { mods: { size: '8 inch' }, qty: 2 },
      ],
    },
    { name: 'Chin chin jar', variants: [{ qty: 0 }] },
    { name: 'Sourdough', variants: [{ qty: 3 }] },
    { name: 'Meat pie', variants: [{ qty: 50 }] },
  ]);
  await storeWith(calmOwner, 'Calm Kitchen', [{ name: 'Jollof tray', variants: [{ qty: 40 }] }]);
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

describe("the owner's daily low-stock mail", () => {
  it('waits for the Lagos morning', async () => {
    expect(await sweep(lagosMorning(0, 7))).toBe(0);
    expect(await lowMails()).toEqual([]);
  });

  it('lists the items at or below 3 in one mail to the owner, once with two instances at once', async () => {
    const counts = await Promise.all([sweep(lagosMorning(0)), sweep(lagosMorning(0))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await lowMails()).toMatchObject([{ to_address: owner.email }]);
    await expect.poll(() => mailsTo(owner.email).length, WAIT).toBe(1);
    const mail = mailsTo(owner.email)[0]!.raw.replace(/=\r?\n/g, '');
    expect(subject(mail)).toBe("3 items are running low in Bimpe's Bakes");
    expect(mail).toContain('Chin chin jar: sold out');
    expect(mail).toContain('Celebration cake (8 inch): 2 left');
    expect(mail).toContain('Sourdough: 3 left');
    expect(mail).not.toContain('6 inch');
    expect(mail).not.toContain('Meat pie');
    // Nothing is low in the calm store: its owner hears nothing.
    expect(mailsTo(calmOwner.email)).toEqual([]);
  });

  it('sends nothing more the same day, and again the next morning', async () => {
    expect(await sweep(lagosMorning(0, 15))).toBe(0);
    expect(await lowMails()).toHaveLength(1);
    expect(await sweep(lagosMorning(1))).toBe(1);
    expect(await lowMails()).toHaveLength(2);
  });

  it("follows the store's own threshold, and sends nothing when nothing is low", async () => {
    const lower = await server.call('PATCH', path, {
      token: owner.token,
      body: { low_stock_threshold: 0 },
    });
    expect(lower.status, JSON.stringify(lower.body)).toBe(200);
    expect(lower.body.low_stock_threshold).toBe(0);
    await sweep(lagosMorning(2));
    const third = (await lowMails())[2];
    expect(third?.dedupe_key).toMatch(/^low-stock:.+:2027-03-03$/);
    await expect.poll(() => mailsTo(owner.email).length, WAIT).toBe(3);
    expect(subject(mailsTo(owner.email)[2]!.raw)).toBe("1 item is running low in Bimpe's Bakes");
    // Restocked: the next morning nothing is low, and nothing is sent.
    await server.db.query(
      `UPDATE variants SET qty = 20 WHERE product_id IN
         (SELECT id FROM products WHERE name = 'Chin chin jar')`,
    );
    expect(await sweep(lagosMorning(3))).toBe(0);
    expect(await lowMails()).toHaveLength(3);
  });

  it('refuses a threshold that is not a whole number from 0 to 1,000 with 400', async () => {
    for (const low_stock_threshold of [-1, 1001, 2.5, 'three']) {
      const res = await server.call('PATCH', path, {
        token: owner.token,
        body: { low_stock_threshold },
      });
      expect(res.status, String(low_stock_threshold)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
