import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A demo store (the agency's own, a prospect's, a visitor's sandbox) mails nobody: not the
// shopper whose address was typed at its checkout, not the address its settings name. Anyone can
// make a sandbox and name it like a bank; its mails would leave from the platform's own sender.

const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
      callback();
    });
  },
});
const WAIT = { timeout: 15_000 };

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    limits: { ordersPerHourPerAddress: 100_000 } as never,
  });
  await ensureDemoStore(server.db);
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((done) => smtp.close(() => done()));
});

/** An order of the eBook (picked up) in `store`, then every step a shopper hears about. */
async function orderAndStep(store: string, token: string, email: string) {
  const ebook = (await server.call('GET', `/stores/${store}/products/p20`)).body;
  const placed = await server.call('POST', `/stores/${store}/orders`, {
    body: {
      lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
      name: 'Your Bank',
      phone: '0803 555 0199',
      email,
      fulfilment: 'pickup',
      payment: 'bank_transfer',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const path = `/stores/${store}/orders/${placed.body.id}`;
  for (const [suffix, body] of [
    ['', { status: 'confirmed' }],
    ['/payment', { payment_status: 'paid' }],
    ['/payment', { payment_status: 'refunded' }],
    ['', { status: 'delivered' }],
  ] as const)
    expect((await server.call('PATCH', path + suffix, { token, body })).status).toBe(200);
}

const sandbox = async () => {
  const { body } = await server.call('POST', '/auth/demo-store');
  return { slug: body.store as string, token: body.token as string };
};

describe('demo stores mail nobody', () => {
  it("a sandbox's orders mail neither the shopper nor the store's contact; a client store's do", async () => {
    const admin = await server.user('admin');
    const trial = await sandbox();
    await orderAndStep(trial.slug, trial.token, 'victim@example.ng');
    await orderAndStep(DEMO_STORE_SLUG, admin.token, 'showcase-shopper@example.ng');

    // The same flow in a store that is not a demo: its shopper and its contact hear of it.
    const client = await sandbox();
    await server.db.query(
      `UPDATE stores SET is_demo = false, contact_email = 'client-store@example.ng' WHERE slug = $1`,
      [client.slug],
    );
    await orderAndStep(client.slug, client.token, 'client-shopper@example.ng');
    await expect
      .poll(() => received.filter((to) => to === 'client-shopper@example.ng').length, WAIT)
      .toBe(5);
    await expect.poll(() => received.includes('client-store@example.ng'), WAIT).toBe(true);

    expect(received).not.toContain('victim@example.ng');
    expect(received).not.toContain('showcase-shopper@example.ng');
    expect(received).not.toContain('orders@snailhouse.test');
    const { rows } = await server.db.query<{ to_address: string }>(
      'SELECT to_address FROM mail_queue',
    );
    expect(new Set(rows.map((r) => r.to_address))).toEqual(
      new Set(['client-shopper@example.ng', 'client-store@example.ng']),
    );
  });

  it('a demo order still records every step, and its page still opens from its link', async () => {
    const trial = await sandbox();
    await orderAndStep(trial.slug, trial.token, 'someone@example.ng');
    const { rows } = await server.db.query<{ id: string; access_key: string }>(
      `SELECT o.id, o.access_key FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.slug = $1`,
      [trial.slug],
    );
    const page = await server.call(
      'GET',
      `/stores/${trial.slug}/orders/${rows[0]!.id}?key=${rows[0]!.access_key}`,
    );
    expect(page.body.history.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'confirmed',
      'paid',
      'refunded',
      'delivered',
    ]);
  });
});
