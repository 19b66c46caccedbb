/**
 * `pnpm --filter @agency/api bench:paystack`: Paystack's webhook under a steady stream of events.
 * The API (PGlite in memory) and the local Paystack server (tooling/paystack-local) run in this
 * process; BENCH_EVENTS card orders are placed, then their charge.success events are sent, signed,
 * at BENCH_RATE a second (one in ten sent twice, as Paystack's retries do). Reports the time from
 * sending an event to its 200 (the order is paid once the answer is sent: it is handled inline),
 * median and p99, and checks that every order is paid exactly once: 0 lost, 0 twice.
 */
import { startPaystack } from '@agency/paystack-local';
import { startTestServer } from '../test/helpers.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const KEY = 'sk_test_bench';

const paystack = await startPaystack({ secretKey: KEY });
const server = await startTestServer({
  paystack: { secretKey: KEY, baseUrl: paystack.url, agencyFeePercent: 0, timeoutMs: 5000 },
  limits: { ordersPerHourPerAddress: 10_000_000 } as never,
  checkAnswers: false,
  mailQueue: { retryBaseMs: 1000, maxAttempts: 3, pollMs: 100 },
});
paystack.webhookUrl = `${server.url}/payments/paystack/webhook`;
try {
  const owner = await server.user('owner');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: 'Bench Webhook Farm' },
  });
  const path = `/stores/${made.body.store.slug}`;
  await server.call('PATCH', path, { token: owner.token, body: { pickup_address: 'Farm gate' } });
  const product = await server.call('POST', `${path}/products`, {
    token: owner.token,
    body: { name: 'Bench pack', variants: [{ qty: EVENTS * 2, price_kobo: 650_000 }] },
  });
  const saved = await server.call('PUT', `${path}/payouts`, {
    token: owner.token,
    body: { bank_code: '058', account_number: '0123456789' },
  });
  if (saved.status !== 200) throw new Error(`payouts: ${JSON.stringify(saved.body)}`);

  const references: string[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const placed = await server.call('POST', `${path}/orders`, {
      body: {
        lines: [{ product_id: product.body.id, variant_id: product.body.variants[0].id, qty: 1 }],
        name: 'Bench Buyer',
        phone: '0803 555 0199',
        email: `bench${i}@example.ng`,
        fulfilment: 'pickup',
        payment: 'card',
      },
    });
    if (placed.status !== 201) throw new Error(`order: ${JSON.stringify(placed.body)}`);
    references.push(placed.body.payment_reference);
  }
  // The orders' receipts are written first: the events' phase measures the webhook and the mails it causes.
  const drainBy = Date.now() + 300_000;
  for (;;) {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_queue WHERE state IN ('pending', 'sending')`,
    );
    if (rows[0]!.n === 0 || Date.now() > drainBy) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`[bench:paystack] ${EVENTS} card orders placed; sending at ${RATE}/s`);

  // Each transaction succeeds on the local Paystack; its event is sent on the clock, not after the last answer.
  const times: number[] = [];
  const failures: number[] = [];
  const sends: Promise<void>[] = [];
  const started = Date.now();
  const queue = references.flatMap((reference, i) =>
    i % 10 === 0 ? [reference, reference] : [reference],
  );
  for (let i = 0; i < queue.length; i += 1) {
    const wait = started + (i * 1000) / RATE - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = paystack.transactions.get(queue[i]!)!;
    t.status = 'success';
    t.channel = 'card';
    t.paid_at ??= new Date().toISOString();
    const at = performance.now();
    sends.push(
      paystack.sendWebhook('charge.success', paystack.transactionData(t)).then((status) => {
        times.push(performance.now() - at);
        if (status !== 200) failures.push(status);
      }),
    );
  }
  await Promise.all(sends);
  const seconds = (Date.now() - started) / 1000;
  const { rows } = await server.db.query<{ paid: number; steps: number }>(
    `SELECT count(*) FILTER (WHERE o.payment_status = 'paid')::int AS paid,
            (SELECT count(*)::int FROM order_events e JOIN orders x ON x.id = e.order_id
              WHERE x.payment = 'card' AND e.kind = 'paid') AS steps
       FROM orders o WHERE o.payment = 'card'`,
  );
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const lost = EVENTS - rows[0]!.paid;
  console.log(
    `[bench:paystack] ${queue.length} events (${queue.length - EVENTS} repeats) in ${seconds.toFixed(1)} s; ` +
      `webhook to paid: median ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
      `non-200 answers ${failures.length}; orders paid ${rows[0]!.paid}/${EVENTS} (lost ${lost}); paid steps ${rows[0]!.steps}`,
  );
  if (lost !== 0 || failures.length !== 0 || rows[0]!.steps !== EVENTS) process.exitCode = 1;
} finally {
  await server.stop();
  await paystack.close();
}
