import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';

// The store's mail about a new order goes through the outbox (mail_queue) like the shopper's
// receipt: it is queued in the order's own transaction and sent by the mail worker, so a crash
// or a mail server that refuses for a while loses neither, and an order that fails queues nothing.

const STORE_MAIL = 'orders@crate-farm.test';
const mails: Mail[] = [];
/** Sends to the store the mail server refuses before it accepts again. */
let refusals = 0;

let server: TestServer;
let path: string;
let variant: { product_id: string; variant_id: string };

beforeAll(async () => {
  server = await startTestServer(
    {
      limits: { ordersPerHourPerAddress: 100_000 } as never,
      mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    },
    {
      mailer: {
        send: async (mail) => {
          if (mail.to === STORE_MAIL && refusals > 0) {
            refusals -= 1;
            throw new Error('451 Mailbox busy, try later');
          }
          mails.push(mail);
        },
      },
    },
  );
  const store = await storeTakingOrders(server, 'Crate Farm', STORE_MAIL, [
    { name: 'Snail Crate', qty: 20, price_kobo: 100_000 },
  ]);
  path = store.path;
  const product = store.products[0]!;
  variant = { product_id: product.id, variant_id: product.variants[0]!.id };
});
afterAll(() => server.stop());

const place = (qty: number) =>
  server.call('POST', `${path}/orders`, {
    body: {
      lines: [{ ...variant, qty }],
      name: 'Ada Obi',
      phone: '0803 555 0199',
      email: 'ada@example.ng',
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
    },
  });
const notice = async (orderId: string) =>
  (
    await server.db.query<{ to_address: string; state: string; attempts: number }>(
      `SELECT to_address, state, attempts FROM mail_queue WHERE kind = 'store-order' AND ref = $1`,
      [orderId],
    )
  ).rows;
const storeMails = (number: number) =>
  mails.filter((m) => m.to === STORE_MAIL && m.subject.startsWith(`New order #${number} — `));
const WAIT = { timeout: 15_000 };

describe("the store's new-order mail", () => {
  it('is queued in the order’s transaction and sent by the mail worker', async () => {
    const placed = await place(2);
    expect(placed.status).toBe(201);
    // The row is there as soon as the order is: it was written with it.
    expect(await notice(placed.body.id)).toMatchObject([{ to_address: STORE_MAIL }]);
    await expect.poll(() => storeMails(placed.body.number).length, WAIT).toBe(1);
    expect(storeMails(placed.body.number)[0]!.body).toContain('2 × Snail Crate');
    await expect.poll(async () => (await notice(placed.body.id))[0]?.state, WAIT).toBe('sent');
  });

  it('is sent again when the mail server refuses it at first, never lost', async () => {
    refusals = 1;
    const placed = await place(1);
    expect(placed.status).toBe(201);
    await expect.poll(() => storeMails(placed.body.number).length, WAIT).toBe(1);
    // The queue marks it sent once the mail server has taken it: a moment after it arrives.
    await expect
      .poll(() => notice(placed.body.id), WAIT)
      .toMatchObject([{ state: 'sent', attempts: 2 }]);
  });

  it('an order that is refused queues no mail to the store', async () => {
    const before = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_queue WHERE kind = 'store-order'`,
    );
    const refused = await place(18); // 17 are left
    expect(refused.status).toBe(409);
    const after = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_queue WHERE kind = 'store-order'`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
