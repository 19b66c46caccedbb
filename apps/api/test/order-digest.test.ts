import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MicroCache } from '../src/lib/micro-cache.ts';
import { sweepOrders } from '../src/orders/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';
import { startSmtp } from './smtp-server.ts';

// Orders placed past the store's hourly order mails wait for one digest. The sweep queues it in
// the outbox (mail_queue) in the transaction that claims the orders, with a key, so two instances
// sweeping at once queue it once; the mail worker sends it through a real SMTP server on loopback,
// and a server that refuses for a while delays it without losing it or sending it twice.

const STORE_MAIL = 'orders@digest-farm.test';
const { received, refuse, ...smtp } = startSmtp();
const WAIT = { timeout: 15_000 };
const subject = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

let server: TestServer;
let path: string;
let line: { product_id: string; variant_id: string; qty: number };

/** The orders' sweep of one instance (the server's mail worker sends what it queues). */
const sweep = () =>
  sweepOrders({
    db: server.db,
    cache: { reads: new MicroCache(0), users: new MicroCache(0), sessions: new MicroCache(0) },
  });
const digests = async () =>
  (
    await server.db.query<{ to_address: string; state: string; attempts: number }>(
      `SELECT to_address, state, attempts FROM mail_queue WHERE kind = 'store-digest' ORDER BY id`,
    )
  ).rows;
const storeMails = () => received.filter((m) => m.to.includes(STORE_MAIL));

beforeAll(async () => {
  server = await startTestServer({
    smtpUrl: await smtp.listen(),
    mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    limits: { ordersPerHourPerAddress: 100_000, orderMailsPerHourPerStore: 1 },
  });
  const store = await storeTakingOrders(server, 'Digest Farm', STORE_MAIL, [
    { name: 'Egg Tray', qty: 50, price_kobo: 150_000 },
  ]);
  path = store.path;
  const product = store.products[0]!;
  line = { product_id: product.id, variant_id: product.variants[0]!.id, qty: 1 };
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

describe("the store's digest of orders past its hourly mails", () => {
  it('is queued once by two sweeps at once, and sent once after the mail server refused it twice', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const placed = await server.call('POST', `${path}/orders`, {
        body: {
          lines: [line],
          name: `Shopper ${i}`,
          phone: '0803 555 0199',
          email: `shopper${i}@example.ng`,
          fulfilment: 'pickup',
          payment: 'pay_on_delivery',
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      numbers.push(placed.body.number);
    }
    // The first order had its own mail; the other three wait for the digest.
    await expect.poll(() => storeMails().length, WAIT).toBe(1);
    refuse.set(STORE_MAIL, 2);
    await Promise.all([sweep(), sweep()]);
    expect(await digests()).toMatchObject([{ to_address: STORE_MAIL }]);
    await expect.poll(() => storeMails().length, WAIT).toBe(2);
    expect(refuse.get(STORE_MAIL)).toBe(0);
    const digest = storeMails()[1]!.raw;
    expect(subject(digest)).toBe('3 new orders in Digest Farm');
    for (const [i, number] of numbers.slice(1).entries())
      expect(digest).toContain(`#${number} Shopper ${i + 1}`);
    await expect.poll(digests, WAIT).toMatchObject([{ state: 'sent', attempts: 3 }]);
    // A later sweep finds nothing waiting: no second digest.
    await sweep();
    expect(await digests()).toHaveLength(1);
    expect(storeMails()).toHaveLength(2);
  });
});
