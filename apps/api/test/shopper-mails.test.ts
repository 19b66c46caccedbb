import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { orderLink } from '../src/orders/shopper-mail.ts';
import { shipTheEbook, startTestServer, type TestServer } from './helpers.ts';
import { startSmtp } from './smtp-server.ts';

// Shoppers' mails go through a real SMTP server on loopback: the receipt when an order is placed,
// one per later step, each once; a refusing SMTP server is retried, a send that may have gone out
// is never repeated. The demo brand's store stands in for a client's store here (its demo mark
// taken off): demo stores mail nobody (demo-store-mail.test.ts).

const { received, refuse, ...smtp } = startSmtp();
/** Mails are rendered and sent one at a time after the answer: on a busy machine that takes a while. */
const WAIT = { timeout: 15_000 };
const subject = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

let server: TestServer;
let admin: string;
const STORE = `/stores/${DEMO_STORE_SLUG}`;
let shopper = 0;

beforeAll(async () => {
  server = await startTestServer({
    smtpUrl: await smtp.listen(),
    publicUrl: 'https://agency.test',
    mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    limits: { ordersPerHourPerAddress: 100_000 } as never,
  });
  await ensureDemoStore(server.db);
  await server.db.query('UPDATE stores SET is_demo = false WHERE slug = $1', [DEMO_STORE_SLUG]);
  await shipTheEbook(server.db);
  admin = (await server.user('admin')).token;
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

/** A new shopper's order of one eBook; its own address, so its mails are told apart. */
async function place(payment: 'bank_transfer' | 'pay_on_delivery' = 'bank_transfer', refusals = 0) {
  shopper += 1;
  const email = `shopper${shopper}@example.ng`;
  refuse.set(email, refusals);
  const ebook = (await server.call('GET', `${STORE}/products/p20`)).body;
  const res = await server.call('POST', `${STORE}/orders`, {
    body: {
      lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 2 }],
      name: 'Ada Obi',
      phone: '0803 555 0199',
      email,
      fulfilment: 'pickup',
      payment,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { order: res.body, email };
}
const mailsTo = (email: string) =>
  received.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
const queue = async (orderId: string) =>
  (
    await server.db.query<{ kind: string; state: string; attempts: number; dedupe_key: string }>(
      `SELECT kind, state, attempts, dedupe_key FROM mail_queue WHERE ref LIKE $1 ORDER BY id`,
      [`${orderId}:%`],
    )
  ).rows;
const patch = (id: string, path: string, body: unknown) =>
  server.call('PATCH', `${STORE}/orders/${id}${path}`, { token: admin, body });

describe('shopper mails', () => {
  it('the receipt: lines, totals, pickup, how to pay with the reference, and a link that reopens the order', async () => {
    const { order, email } = await place();
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(1);
    const raw = mailsTo(email)[0]!.raw;
    if (process.env.SHOW_MAIL) console.log(raw);
    expect(subject(raw)).toBe(`Your order #${order.number} at Snailhouse`);
    // Two parts, both written from the same template.
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const [text, html] = raw.split(/Content-Type: text\/html/);
    for (const part of [text!, html!]) {
      expect(part).toContain('2 × Snail Farming eBook');
      expect(part).toContain('Subtotal');
      expect(part).toContain('Total');
      expect(part).toContain(order.payment_reference);
      expect(part).toMatch(/Placed \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/);
    }
    expect(order.payment_reference).toBe(`SNAIL-${order.number}`);
    expect(text).toContain('How to pay: Bank transfer');
    expect(text).toContain('Pickup');
    // The store's identity: its colour on the header and the button.
    const store = (await server.call('GET', STORE)).body;
    expect(html!.toLowerCase()).toContain(store.primary_colour.toLowerCase());
    const origin = store.origin.replace(/[.:/]/g, '\\$&');
    const link = new RegExp(`${origin}/orders/[^\\s"<>]+`).exec(html!)![0].replace(/&amp;/g, '&');
    const url = new URL(link);
    expect(url.pathname).toBe(`/orders/${order.id}`);
    const reopened = await server.call(
      'GET',
      `${STORE}/orders/${order.id}?key=${url.searchParams.get('key')}`,
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body.number).toBe(order.number);
  });

  it('one mail per step (confirmed, paid, delivered), none twice when a step repeats', async () => {
    const { order, email } = await place();
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(1);
    expect((await patch(order.id, '', { status: 'confirmed' })).status).toBe(200);
    expect((await patch(order.id, '', { status: 'confirmed' })).status).toBe(200);
    expect((await patch(order.id, '/payment', { payment_status: 'paid' })).status).toBe(200);
    // Marked paid by mistake, then paid again: the shopper heard once.
    expect((await patch(order.id, '/payment', { payment_status: 'unpaid' })).status).toBe(200);
    expect((await patch(order.id, '/payment', { payment_status: 'paid' })).status).toBe(200);
    expect((await patch(order.id, '', { status: 'delivered' })).status).toBe(200);
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(4);
    expect(mailsTo(email).map((m) => subject(m.raw))).toEqual([
      `Your order #${order.number} at Snailhouse`,
      `Snailhouse confirmed order #${order.number}`,
      `Snailhouse received your payment for order #${order.number}`,
      `Order #${order.number} is delivered`,
    ]);
    // The SMTP server has the 4th mail a moment before its row is marked sent.
    await expect
      .poll(async () => (await queue(order.id)).map((r) => [r.kind, r.state, r.attempts]), WAIT)
      .toEqual([
        ['order', 'sent', 1],
        ['order', 'sent', 1],
        ['order', 'sent', 1],
        ['order', 'sent', 1],
      ]);
  });

  it('a cancelled order mails the shopper', async () => {
    const { order, email } = await place('pay_on_delivery');
    expect((await patch(order.id, '', { status: 'cancelled' })).status).toBe(200);
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(2);
    expect(subject(mailsTo(email)[1]!.raw)).toBe(`Order #${order.number} is cancelled`);
    // Pay on delivery: no transfer, no reference in the receipt.
    expect(mailsTo(email)[0]!.raw).toContain('How to pay: Pay on delivery');
    expect(mailsTo(email)[0]!.raw).not.toContain('Reference:');
  });

  it('the answer does not wait for SMTP: a refusing server is tried again, and the mail goes once', async () => {
    const { order, email } = await place('bank_transfer', 2);
    // The order was answered; the mail is still to come.
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(1);
    expect(refuse.get(email)).toBe(0);
    await expect.poll(() => queue(order.id), WAIT).toMatchObject([{ state: 'sent', attempts: 3 }]);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('gives up after the last try, and never sends a mail that was interrupted mid-send', async () => {
    const { order, email } = await place('bank_transfer', 3);
    await expect.poll(async () => (await queue(order.id))[0]?.state, WAIT).toBe('failed');
    expect(await queue(order.id)).toMatchObject([{ attempts: 3 }]);
    expect(mailsTo(email)).toHaveLength(0);

    // A row left 'sending' (its process died during the SMTP call, which may have delivered it).
    const second = await place();
    await expect.poll(() => mailsTo(second.email).length, WAIT).toBe(1);
    await expect.poll(async () => (await queue(second.order.id))[0]?.state, WAIT).toBe('sent');
    await server.db.query(
      `UPDATE mail_queue SET state = 'sending', claimed_at = now() - interval '1 hour' WHERE ref = $1`,
      [`${second.order.id}:placed`],
    );
    await patch(second.order.id, '', { status: 'confirmed' });
    await expect.poll(() => mailsTo(second.email).length, WAIT).toBe(2);
    await expect
      .poll(async () => (await queue(second.order.id)).map((r) => r.state), WAIT)
      .toEqual(['failed', 'sent']);
    expect(
      mailsTo(second.email).filter((m) => subject(m.raw).startsWith('Your order')),
    ).toHaveLength(1);
  });
});

describe('shopper mails to one address', () => {
  it('at most 10 an hour: the 11th order is placed, and its receipt is not sent', async () => {
    const email = 'flooded@example.ng';
    const ebook = (await server.call('GET', `${STORE}/products/p20`)).body;
    const orders = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await server.call('POST', `${STORE}/orders`, {
        body: {
          lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
          name: 'Not Me',
          phone: '0803 555 0000',
          email: i % 2 ? email.toUpperCase() : email,
          fulfilment: 'pickup',
          payment: 'pay_on_delivery',
        },
      });
      expect(res.status).toBe(201);
      orders.push(res.body);
    }
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(10);
    expect(await queue(orders[10].id)).toEqual([]);
    const history = await server.call(
      'GET',
      `${STORE}/orders/${orders[10].id}?key=${orders[10].access_key}`,
    );
    expect(history.body.history.map((e: { kind: string }) => e.kind)).toEqual(['placed']);
  });
  it('at most 10 an hour of any kind: status and payment mails count, and past the cap the steps still happen', async () => {
    const email = 'stepped@example.ng';
    const ebook = (await server.call('GET', `${STORE}/products/p20`)).body;
    const orders = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await server.call('POST', `${STORE}/orders`, {
        body: {
          lines: [{ product_id: ebook.id, variant_id: ebook.variants[0].id, qty: 1 }],
          name: 'Not Me',
          phone: '0803 555 0001',
          email,
          fulfilment: 'pickup',
          payment: 'bank_transfer',
        },
      });
      expect(res.status).toBe(201);
      orders.push(res.body);
    }
    // 3 receipts and 4 steps each: 15 mails asked for, 10 queued.
    for (const order of orders) {
      expect((await patch(order.id, '', { status: 'confirmed' })).status).toBe(200);
      expect((await patch(order.id, '/payment', { payment_status: 'paid' })).status).toBe(200);
      expect((await patch(order.id, '/payment', { payment_status: 'refunded' })).status).toBe(200);
      expect((await patch(order.id, '', { status: 'delivered' })).status).toBe(200);
    }
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_queue WHERE to_address = $1',
      [email],
    );
    expect(rows[0]!.n).toBe(10);
    await expect.poll(() => mailsTo(email).length, WAIT).toBe(10);
    const last = await server.call(
      'GET',
      `${STORE}/orders/${orders[2].id}?key=${orders[2].access_key}`,
    );
    expect(last.body.history.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'confirmed',
      'paid',
      'refunded',
      'delivered',
    ]);
  });
});

describe('the link in a mail', () => {
  it('opens a client store’s order on the store’s own address, a demo store’s on the agency’s /demo', () => {
    const config = { publicUrl: 'https://forgeworks.ng' };
    const client = { is_demo: false, slug: 'mama-titi', origin: 'https://shop.mamatiti.ng' };
    const demo = { is_demo: true, slug: 'snailhouse', origin: 'https://snailhouse.stores.ng' };
    const order = { id: '0b6f7c1e-0000-4000-8000-000000000001' };
    expect(orderLink(config, client as never, order, 'k 1')).toBe(
      `https://shop.mamatiti.ng/orders/${order.id}?key=k+1`,
    );
    expect(orderLink(config, demo as never, order, 'k')).toBe(
      `https://forgeworks.ng/demo/orders/${order.id}?key=k&store=snailhouse`,
    );
  });
});
