/**
 * `pnpm --filter @agency/api bench:mail`: how long writing a shopper's receipt takes (react-email,
 * HTML + plain text, decision 016), beside the store's plain-text order mail (string template) in
 * the same run. Both are written off the request path; this says what the mail worker spends.
 */
import { DEMO_STORE_SLUG, ensureDemoStore } from '../src/catalogue/seed.ts';
import { readConfig } from '../src/config.ts';
import { openDb } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { orderMail } from '../src/orders/mail.ts';
import { placeOrder } from '../src/orders/place-queries.ts';
import { readOrder } from '../src/orders/read-queries.ts';
import { orderLink, orderMailTree } from '../src/orders/shopper-mail.ts';
import { storeBySlug } from '../src/stores/queries.ts';
import { render } from '@react-email/render';

const RUNS = Number(process.env.BENCH_MAILS ?? 200);
const config = readConfig({ ...process.env, DATA_DIR: ':memory:' });
const db = await openDb(config);
await migrate(db);
await ensureDemoStore(db);
const store = await storeBySlug(db, config.stores, DEMO_STORE_SLUG);
const { rows } = await db.query<{ id: string; variant: string }>(
  `SELECT p.id, v.id AS variant FROM products p JOIN variants v ON v.product_id = p.id
    WHERE p.store_id = $1 AND p.slug = 'p20' LIMIT 1`,
  [store.id],
);
const placed = await db.transaction((tx) =>
  placeOrder(tx, store, {
    lines: [{ product_id: rows[0]!.id, variant_id: rows[0]!.variant, qty: 2, selection: {} }],
    name: 'Bench Buyer',
    phone: '0803 555 0199',
    email: 'bench@example.ng',
    fulfilment: 'pickup',
    address: '',
    zone: '',
    note: '',
    payment: 'bank_transfer',
    discount_code: '',
    source: 'checkout',
  }),
);
const order = (await readOrder(db, placed.id))!;
const link = orderLink(config, store, order, placed.access_key);

function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
async function measure(what: () => unknown | Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await what();
    times.push(performance.now() - start);
  }
  return times;
}

const first = performance.now();
const tree = () => orderMailTree(config, store, order, 'placed', link);
await render(tree());
const warmUp = performance.now() - first;
const text = await measure(() => orderMail(config, store, placed, link));
const receipt = await measure(async () => {
  const t = tree();
  await Promise.all([render(t), render(t, { plainText: true })]);
});
const htmlOnly = await measure(() => render(tree()));
const row = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(44)}${percentile(times, 50).toFixed(2).padStart(8)}${percentile(times, 99).toFixed(2).padStart(9)}`,
  );
console.log(`${RUNS} mails each; ms${' '.repeat(24)}p50      p99`);
row('baseline: store order mail (text template)', text);
row('receipt: react-email HTML + text', receipt);
row('  of which the HTML alone', htmlOnly);
console.log(`first receipt in this process (module warm-up): ${warmUp.toFixed(1)} ms`);
await db.close();
