/**
 * `pnpm bench:api`: starts the API in a child process on a fresh embedded database, seeds it
 * (50 articles, 100,000 businesses), and drives it with autocannon on loopback. Prints req/s and
 * p99 per route beside a bare Fastify JSON route (the ceiling). Numbers only; nothing asserted.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
  cwd: new URL('..', import.meta.url),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const line = await new Promise<string>((resolve) =>
  createInterface({ input: child.stdout! }).once('line', resolve),
);
const seed = JSON.parse(line);
console.log(
  `Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}`,
);
console.log(`Seeded ${seed.businesses} businesses in ${seed.seedSeconds.toFixed(1)} s`);
console.log(
  `Similar-name check (direct query, 200 runs): median ${seed.checkMs.median.toFixed(2)} ms, p99 ${seed.checkMs.p99.toFixed(2)} ms\n`,
);

console.log(
  `Search, store of ${seed.big.products} products (${seed.big.lexicon} words), seeded in ${seed.big.seedSeconds.toFixed(1)} s`,
);
console.log(
  `  listProducts with q (direct, 200 different queries: words, typos, plurals, pairs, misses): median ${seed.big.searchMs.median.toFixed(2)} ms, p99 ${seed.big.searchMs.p99.toFixed(2)} ms (target < 25)\n`,
);

const auth = { authorization: `Bearer ${seed.token}` };
const json = { 'content-type': 'application/json' };
const store = `${seed.api}/api/v1/stores/${seed.store}`;
const cases = [
  { title: 'bare JSON route (ceiling)', url: seed.bare },
  { title: 'GET health (API bare route)', url: `${seed.api}/api/v1/health` },
  { title: 'GET stores/snailhouse/products', url: `${store}/products` },
  { title: 'GET …/products?q=snail&sort', url: `${store}/products?q=snail&sort=Most%20Popular` },
  {
    title: `GET big store ?q= (${seed.big.products}, varied)`,
    url: `${seed.api}/api/v1/stores/${seed.big.store}/products`,
    // A different query each request, for a while (the read cache would answer a repeated one).
    queries: seed.big.queries as string[],
  },
  { title: 'GET stores/snailhouse/products/p01', url: `${store}/products/p01` },
  {
    title: 'GET blog?author_id (50 posts)',
    url: `${seed.api}/api/v1/blog?author_id=${seed.marketerId}`,
    headers: auth,
  },
  { title: 'GET blog/{id}', url: `${seed.api}/api/v1/blog/${seed.article}` },
  {
    title: 'GET businesses?marketer_id',
    url: `${seed.api}/api/v1/businesses?marketer_id=${seed.marketerId}`,
    headers: auth,
  },
  {
    title: 'POST businesses (similar → 409)',
    url: `${seed.api}/api/v1/businesses`,
    method: 'POST' as const,
    headers: { ...auth, ...json },
    body: JSON.stringify({ name: seed.similarTo }),
    connections: 10,
  },
  {
    title: 'POST auth/login (scrypt 2^17)',
    url: `${seed.api}/api/v1/auth/login`,
    method: 'POST' as const,
    headers: json,
    body: JSON.stringify({ email: 'bench@forgeworks.test', password: seed.password }),
    connections: 4,
  },
];

console.log(
  `${'route'.padEnd(36)}${'conns'.padEnd(7)}${'req/s'.padEnd(10)}${'p99 ms'.padEnd(9)}${'vs bare'.padEnd(9)}status`,
);
let ceiling = 0;
for (const c of cases) {
  let n = 0;
  const result = await autocannon({
    url: c.url,
    ...('queries' in c && c.queries
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                n += 1;
                const q = c.queries[n % c.queries.length]!;
                const perPage = 12 + ((n >> 8) % 30);
                return {
                  ...request,
                  path: `${new URL(c.url).pathname}?q=${encodeURIComponent(q)}&per_page=${perPage}`,
                };
              },
            },
          ],
        }
      : {}),
    method: c.method ?? 'GET',
    headers: c.headers,
    body: c.body,
    connections: c.connections ?? 100,
    duration: Number(process.env.BENCH_SECONDS ?? 5),
  });
  const rps = result.requests.average;
  if (!ceiling) ceiling = rps;
  const statuses = `${result['2xx']} 2xx, ${result['4xx']} 4xx, ${result['5xx']} 5xx, ${result.errors} errors`;
  console.log(
    `${c.title.padEnd(36)}${String(c.connections ?? 100).padEnd(7)}${rps.toFixed(0).padEnd(10)}${String(result.latency.p99).padEnd(9)}${`${(rps / ceiling).toFixed(2)}x`.padEnd(9)}${statuses}`,
  );
}
// Orders: 50 buyers (50 connections, 50 client addresses) each buying 1 unit of a variant with
// limited stock, until BENCH_ORDERS attempts are made. Oversold units are read from the database.
const attempts = Number(process.env.BENCH_ORDERS ?? 2000);
const buyers = 50;
let buyer = 0;
const orderBody = JSON.stringify({
  lines: [{ product_id: seed.limited.product, variant_id: seed.limited.variant, qty: 1 }],
  name: 'Bench Buyer',
  phone: '+234 801 000 0000',
  email: 'buyer@bench.test',
  fulfilment: 'pickup',
  payment: 'pay_on_delivery',
});
const started = process.hrtime.bigint();
let lastPlaced = started;
const orders = await autocannon({
  url: `${store}/orders`,
  connections: buyers,
  amount: attempts,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        buyer = (buyer + 1) % buyers;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.0.${buyer >> 8}.${buyer & 255}`,
          },
          body: orderBody,
        };
      },
      onResponse: (status) => {
        if (status === 201) lastPlaced = process.hrtime.bigint();
      },
    },
  ],
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const sellingSeconds = Number(lastPlaced - started) / 1e9;
const statusCount = (code: number) =>
  (orders.statusCodeStats as Record<string, { count: number } | undefined>)[code]?.count ?? 0;
const placed = statusCount(201);
const soldOut = statusCount(409);
const stock = (await (await fetch(seed.stock)).json()) as {
  stock: number;
  qty: number;
  sold: number;
  orders: number;
};
console.log(
  `\nOrders: ${buyers} buyers, ${attempts} attempts at 1 unit of a variant with ${stock.stock} in stock`,
);
console.log(
  `  ${(placed / sellingSeconds).toFixed(0)} orders/s until sold out (${placed} in ${sellingSeconds.toFixed(2)} s); ${(attempts / seconds).toFixed(0)} attempts/s overall; latency p50 ${orders.latency.p50} ms, p99 ${orders.latency.p99} ms`,
);
console.log(
  `  ${placed} × 201, ${soldOut} × 409, ${orders.non2xx - soldOut} other non-2xx, ${orders.errors} errors`,
);
console.log(
  `  database: ${stock.sold} units sold in ${stock.orders} orders, ${stock.qty} left; oversold ${Math.max(0, stock.sold - stock.stock)} (stock + sold = ${stock.qty + stock.sold})`,
);
child.kill('SIGTERM');
