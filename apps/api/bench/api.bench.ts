/**
 * `pnpm bench:api`: starts the API in a child process on a fresh embedded database, seeds it
 * (50 articles, 100,000 businesses), and drives it with autocannon on loopback. Prints req/s and
 * p99 per route beside a bare Fastify JSON route (the ceiling), the two driven in turns of
 * BENCH_SLICE seconds (1) until each has had BENCH_SECONDS (5). Numbers only; nothing asserted.
 *
 * The API runs as in production: plain `node` (type stripping), request logging on (LOG_LEVEL,
 * info by default; the lines go to /dev/null and are counted). Each route and the bare route get
 * a warm-up (BENCH_WARMUP seconds, 1) first, and the server finishes what it was sent before the
 * next slice starts.
 * - BENCH_ONLY=regex: only the routes whose title matches (the bare route runs in turns with each);
 *   the orders part runs when it matches "orders", the crafted-lexicon part (crafted-search.ts)
 *   when it matches "crafted search".
 * - BENCH_ROUNDS=n: the table n times, then each route's median req/s, p99 and share of the bare
 *   route over the rounds.
 * - BENCH_PROFILE=dir: a CPU profile of each of the issue's four routes (health, products list,
 *   one product, businesses list) is written to dir, and the top self-time functions printed.
 *   Profiling slows the server: read the speeds from a run without it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { measureCraftedSearch } from './crafted-search.ts';
import { formatSelfTimes } from './profile-summary.ts';

const child = spawn(process.execPath, ['bench/server.ts'], {
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
interface Case {
  title: string;
  url: string;
  queries?: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** One of the issue's four routes: profiled under BENCH_PROFILE. */
  profile?: string;
  /** Also run when BENCH_ONLY matches this (a reference row beside its route). */
  match?: string;
}
const allCases: Case[] = [
  { title: 'bare JSON route (ceiling)', url: seed.bare },
  { title: 'GET health (API bare route)', url: `${seed.api}/api/v1/health`, profile: 'health' },
  { title: 'GET stores/snailhouse/products', url: `${store}/products`, profile: 'products' },
  {
    title: 'bare route, same 9 kB page (ref.)',
    url: seed.barePage,
    match: 'GET stores/snailhouse/products',
  },
  {
    // What a browser asks for: the same cached page, compressed.
    title: 'GET …/products, br (as browsers ask)',
    url: `${store}/products`,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  },
  { title: 'GET …/products?q=snail&sort', url: `${store}/products?q=snail&sort=Most%20Popular` },
  {
    title: `GET big store ?q= (${seed.big.products}, varied)`,
    url: `${seed.api}/api/v1/stores/${seed.big.store}/products`,
    // A different query each request, for a while (the read cache would answer a repeated one).
    queries: seed.big.queries as string[],
  },
  { title: 'GET stores/snailhouse/products/p01', url: `${store}/products/p01`, profile: 'product' },
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
    profile: 'businesses',
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

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const cases = allCases.filter(
  (c, i) => i === 0 || !only || only.test(c.title) || (c.match && only.test(c.match)),
);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmUp = Number(process.env.BENCH_WARMUP ?? 1);
const sliceSeconds = Number(process.env.BENCH_SLICE ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const profileDir = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
if (profileDir) mkdirSync(profileDir, { recursive: true });
const profiles: string[] = [];
const control = (path: string, method = 'GET') =>
  fetch(`${seed.control}${path}`, { method }).then((r) => r.json() as Promise<any>);

/** autocannon on one route for `duration` seconds. */
function drive(c: Case, duration: number, extra: Partial<autocannon.Options> = {}) {
  let n = 0;
  return autocannon({
    url: c.url,
    ...(c.queries
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                n += 1;
                const q = c.queries![n % c.queries!.length]!;
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
    duration,
    ...extra,
  });
}

/** Waits until the API has answered what it was sent (PGlite queues every query on one connection). */
async function settle() {
  await fetch(`${seed.api}/api/v1/ready`);
}

// autocannon's own merge of runs made with `skipAggregateResult` (its README); @types/autocannon
// does not declare it.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: autocannon.Result[], opts: { url: string }): autocannon.Result;
};
/** A raw (not aggregated) autocannon result's count of answered requests. */
interface Raw {
  totalCompletedRequests: number;
}
/** A route's slices: autocannon's raw results (merged at the end), CPU and log lines. */
interface Tally {
  raw: autocannon.Result[];
  cpuUs: number;
  logged: number;
}

/** One slice of `c` added to `tally`. */
async function slice(c: Case, duration: number, tally: Tally) {
  const logBefore = (await control('/log-lines')).lines as number;
  const cpuBefore = (await control('/cpu')).us as number;
  tally.raw.push(await drive(c, duration, { skipAggregateResult: true }));
  tally.cpuUs += ((await control('/cpu')).us as number) - cpuBefore;
  await settle();
  tally.logged += ((await control('/log-lines')).lines as number) - logBefore;
}

/**
 * A tally's slices as one run: autocannon merges their latency histograms (so p99 is over every
 * request, as in one long run); req/s is every completed request over the slices' time.
 */
function summary(c: Case, tally: Tally) {
  const merged = aggregateResult(tally.raw, { url: c.url });
  const requests = tally.raw.reduce(
    (sum, r) => sum + (r as unknown as Raw).totalCompletedRequests,
    0,
  );
  const seconds = tally.raw.reduce((sum, r) => sum + r.duration, 0);
  return {
    rps: requests / Math.max(1e-9, seconds),
    p99: merged.latency.p99,
    cpuPerRequest: tally.cpuUs / Math.max(1, requests),
    logPerRequest: tally.logged / Math.max(1, requests),
    status: `${merged['2xx']} 2xx, ${merged['4xx']} 4xx, ${merged['5xx']} 5xx, ${merged.errors} errors`,
  };
}

/**
 * A route and the bare route, measured in turns of BENCH_SLICE seconds until each has had
 * BENCH_SECONDS: on a shared 2-core machine the ceiling moves by a third within a minute, and a
 * neighbour that slows the machine for a few seconds now slows both sides of the share alike.
 */
async function measurePair(bareCase: Case, c: Case) {
  if (warmUp > 0) {
    await drive(bareCase, warmUp);
    await drive(c, warmUp);
  }
  await settle();
  const bare: Tally = { raw: [], cpuUs: 0, logged: 0 };
  const route: Tally = { raw: [], cpuUs: 0, logged: 0 };
  for (let done = 0; done < seconds; done += sliceSeconds) {
    const duration = Math.min(sliceSeconds, seconds - done);
    await slice(bareCase, duration, bare);
    await slice(c, duration, route);
  }
  // A profile slows the server: it is taken in a run of its own, after the measured turns.
  const profile = profileDir && c.profile ? join(profileDir, `${c.profile}.cpuprofile`) : undefined;
  if (profile) {
    await control('/profile/start', 'POST');
    await drive(c, seconds);
    await settle();
    await control(`/profile/stop?to=${encodeURIComponent(profile)}`, 'POST');
    profiles.push(profile);
  }
  return { bare: summary(bareCase, bare), route: summary(c, route) };
}

const [bareCase, ...routeCases] = cases as [Case, ...Case[]];
const shares = new Map<
  string,
  { rps: number[]; share: number[]; p99: number[]; cpu: number[]; cpuShare: number[] }
>();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
for (let round = 1; round <= rounds; round += 1) {
  if (rounds > 1) console.log(`\nRound ${round} of ${rounds}`);
  console.log(
    `${'route'.padEnd(36)}${'conns'.padEnd(7)}${'req/s'.padEnd(10)}${'p99 ms'.padEnd(9)}${'bare req/s'.padEnd(12)}${'vs bare'.padEnd(9)}${'CPU µs/req'.padEnd(12)}${'bare µs'.padEnd(9)}${'log/req'.padEnd(9)}status`,
  );
  for (const c of routeCases) {
    const { bare, route } = await measurePair(bareCase, c);
    const share = route.rps / bare.rps;
    const kept = shares.get(c.title) ?? { rps: [], share: [], p99: [], cpu: [], cpuShare: [] };
    kept.cpu.push(route.cpuPerRequest);
    kept.cpuShare.push(bare.cpuPerRequest / route.cpuPerRequest);
    kept.rps.push(route.rps);
    kept.share.push(share);
    kept.p99.push(route.p99);
    shares.set(c.title, kept);
    const logged = c.url.startsWith(seed.api) ? route.logPerRequest.toFixed(2) : '-';
    console.log(
      `${c.title.padEnd(36)}${String(c.connections ?? 100).padEnd(7)}${route.rps.toFixed(0).padEnd(10)}${String(route.p99).padEnd(9)}${bare.rps.toFixed(0).padEnd(12)}${`${share.toFixed(2)}x`.padEnd(9)}${route.cpuPerRequest.toFixed(1).padEnd(12)}${bare.cpuPerRequest.toFixed(1).padEnd(9)}${logged.padEnd(9)}${route.status}`,
    );
  }
}
if (rounds > 1) {
  console.log(
    `\nMedian of ${rounds} rounds (each share against the bare route measured in turns with it)`,
  );
  console.log(
    `${'route'.padEnd(36)}${'req/s'.padEnd(10)}${'p99 ms'.padEnd(9)}${'vs bare'.padEnd(9)}${'CPU µs/req'.padEnd(12)}CPU vs bare`,
  );
  for (const [title, kept] of shares)
    console.log(
      `${title.padEnd(36)}${median(kept.rps).toFixed(0).padEnd(10)}${String(median(kept.p99)).padEnd(9)}${`${median(kept.share).toFixed(2)}x`.padEnd(9)}${median(kept.cpu).toFixed(1).padEnd(12)}${median(kept.cpuShare).toFixed(2)}x`,
    );
}
if (profiles.length > 0) {
  for (const file of profiles) console.log(`\n${file}\n${formatSelfTimes([file])}`);
  console.log(`\nAll ${profiles.length} profiled routes together\n${formatSelfTimes(profiles)}`);
}
// A store's lexicon full of crafted words: its search beside Snailhouse's, and /health meanwhile.
if (seed.crafted) await measureCraftedSearch(seed.api, seed.crafted);
if (only && !only.test('orders')) {
  child.kill('SIGTERM');
  process.exit(0);
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
const took = Number(process.hrtime.bigint() - started) / 1e9;
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
  `  ${(placed / sellingSeconds).toFixed(0)} orders/s until sold out (${placed} in ${sellingSeconds.toFixed(2)} s); ${(attempts / took).toFixed(0)} attempts/s overall; latency p50 ${orders.latency.p50} ms, p99 ${orders.latency.p99} ms`,
);
console.log(
  `  ${placed} × 201, ${soldOut} × 409, ${orders.non2xx - soldOut} other non-2xx, ${orders.errors} errors`,
);
console.log(
  `  database: ${stock.sold} units sold in ${stock.orders} orders, ${stock.qty} left; oversold ${Math.max(0, stock.sold - stock.stock)} (stock + sold = ${stock.qty + stock.sold})`,
);
child.kill('SIGTERM');
