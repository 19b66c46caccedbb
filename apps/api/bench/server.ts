// Child process of api.bench.ts: the API on a fresh embedded database, seeded, plus a bare
// Fastify route as the ceiling. Prints one JSON line with what the bench needs. It runs as
// production does: plain `node` (type stripping, no tsx), request logging on at LOG_LEVEL=info.
import { closeSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DEMO_STORE_SLUG } from '../src/catalogue/seed.ts';
import { listProducts } from '../src/catalogue/read-queries.ts';
import { insertProduct } from '../src/catalogue/insert-queries.ts';
import { insertStore } from '../src/stores/write-queries.ts';
import { seedCraftedStore } from './crafted-search.ts';
import { readConfig } from '../src/config.ts';
import { findSimilarBusiness } from '../src/businesses/similar-queries.ts';
import { startServer } from '../src/server.ts';
import { createUser } from '../src/users.ts';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
// The auth buckets are for attackers; the bench measures throughput, so they are opened wide.
const config = readConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'agency-bench-')),
  API_PORT: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  AUTH_PER_MINUTE: '10000000',
  AUTH_PER_MINUTE_PER_ADDRESS: '10000000',
  // The orders bench sends 50 buyers' X-Forwarded-For addresses, each allowed many orders.
  ORDERS_PER_HOUR_PER_ADDRESS: '10000000',
  // The search rows send many searches from 127.0.0.1: a crowd of shoppers, not one.
  SEARCHES_PER_MINUTE_PER_ADDRESS: '10000000',
  TRUST_PROXY_HOPS: '1',
});
// BENCH_DATABASE_URL runs the same bench on a real PostgreSQL (its public schema is emptied first).
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
if (databaseUrl) {
  const { openDb } = await import('../src/db/index.ts');
  const reset = await openDb({ databaseUrl, dataDir: config.dataDir });
  await reset.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await reset.close();
}
// The log is written as production writes it (a synchronous write per line, here to /dev/null);
// its lines are counted so the bench can say how many a request costs.
const devNull = openSync('/dev/null', 'w');
let logLines = 0;
const logStream = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    const text = String(chunk);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) logLines += 1;
    writeSync(devNull, text);
    done();
  },
});
const server = await startServer({ ...config, databaseUrl }, { logger: { stream: logStream } });
const { db } = server;

const password = 'bench-password-1';
const marketer = await createUser(
  db,
  { email: 'bench@forgeworks.test', password, role: 'marketer', name: 'Bench Marketer' },
  config.scryptCost,
);
const token = (await (
  await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@forgeworks.test', password }),
  })
).json()) as { token: string };

for (let i = 1; i <= 50; i += 1) {
  await db.query(
    `INSERT INTO articles (author_id, title, slug, excerpt, content, status) VALUES ($1, $2, $3, $4, $5, 'published')`,
    [
      marketer.id,
      `Article number ${i}`,
      `article-number-${i}`,
      'A short introduction to the article.',
      '<p>Body text.</p>'.repeat(40),
    ],
  );
}
const other = await createUser(
  db,
  { email: 'seed@forgeworks.test', password, role: 'marketer', name: 'Seed Marketer' },
  config.scryptCost,
);
for (let i = 1; i <= 20; i += 1) {
  await db.query(
    `INSERT INTO businesses (name, name_key, marketer_id) VALUES ($1, lower($1), $2)`,
    [`Bench Farm ${i}`, marketer.id],
  );
}
const started = Date.now();
await db.query(
  `INSERT INTO businesses (name, name_key, marketer_id)
   SELECT 'Shop ' || substr(md5(i::text), 1, 12), 'shop ' || substr(md5(i::text), 1, 12), $1 FROM generate_series(1, $2) AS i`,
  [other.id, BUSINESSES],
);
await db.query('ANALYZE businesses');
const seedSeconds = (Date.now() - started) / 1000;
// A name one letter off an existing one: every POST is refused with 409 after the full check.
const sample = (
  await db.query<{ name: string }>('SELECT name FROM businesses WHERE marketer_id = $1 LIMIT 1', [
    other.id,
  ])
).rows[0]!.name;
const article = (await db.query<{ id: string }>(`SELECT id FROM articles LIMIT 1`)).rows[0]!.id;

// The same similar-name query the POST runs, timed directly.
const times: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const key = `shop ${Math.random().toString(16).slice(2, 14)}`;
  const t = process.hrtime.bigint();
  await db.transaction((tx) => findSimilarBusiness(tx, key));
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
times.sort((a, b) => a - b);

// The orders bench's item: one variant with limited stock, in the demo store.
const STOCK = Number(process.env.BENCH_STOCK ?? 500);
const store = (
  await db.query<{ id: string }>('SELECT id FROM stores WHERE slug = $1', [DEMO_STORE_SLUG])
).rows[0]!;
const limitedId = await db.transaction((tx) =>
  insertProduct(
    tx,
    store.id,
    {
      name: 'Bench Limited Crate',
      description: '',
      details: '',
      delivery: '',
      tags: [],
      price_suffix: '',
      mods: [],
      media: [],
      variants: [{ mods: {}, qty: STOCK, price_kobo: 100_000 }],
    },
    { slug: 'bench-limited' },
  ),
);
const limitedVariant = (
  await db.query<{ id: string }>('SELECT id FROM variants WHERE product_id = $1', [limitedId])
).rows[0]!.id;

// A big store for search: 5,000 products named from word pools and 2,000 made-up brand words,
// so its lexicon holds a few thousand words like a real catalogue's.
const BIG_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const ADJECTIVES =
  'smoked fresh dried frozen peppered spicy sweet golden crispy roasted grilled jumbo giant baby organic premium classic family party royal'.split(
    ' ',
  );
const THINGS =
  'snail kebab stew platter tray pack crate basket sauce soup rice beans yam plantain pepper okra egusi palm oil honey tea coffee cocoa shea soap cream lotion scarf wrapper bead bag shoe sandal cap fan lamp pot spoon bowl cup mat broom feed pen kit grit thermometer'.split(
    ' ',
  );
const SYLLABLES =
  'ba be bi bo bu ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu wa we wo ya yo za zo'.split(
    ' ',
  );
let seedState = 42;
const random = (n: number) => {
  seedState = (seedState * 1_103_515_245 + 12_345) % 2 ** 31;
  return seedState % n;
};
const BRANDS = Array.from({ length: 2000 }, () =>
  Array.from({ length: 3 }, () => SYLLABLES[random(SYLLABLES.length)]).join(''),
);
const bigStarted = Date.now();
const bigStore = await db.transaction(async (tx) => {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO businesses (name, name_key, marketer_id) VALUES ('Bench Big Market', 'bench big market', $1) RETURNING id`,
    [marketer.id],
  );
  return insertStore(tx, rows[0]!.id, 'Bench Big Market');
});
const names: string[] = [];
const texts: string[] = [];
for (let i = 0; i < BIG_PRODUCTS; i += 1) {
  const name = `${BRANDS[random(BRANDS.length)]} ${ADJECTIVES[random(ADJECTIVES.length)]} ${THINGS[random(THINGS.length)]} ${i}`;
  const description = `${ADJECTIVES[random(ADJECTIVES.length)]} ${THINGS[random(THINGS.length)]} with ${THINGS[random(THINGS.length)]}, from ${BRANDS[random(BRANDS.length)]}.`;
  names.push(name);
  texts.push(`${name} ${description}`.toLowerCase());
}
await db.query(
  `INSERT INTO products (store_id, slug, name, description, search_text, price_kobo, price_max_kobo, popularity)
   SELECT $1, 'item-' || i, n, '', t, 100000 + i, 100000 + i, i % 97
     FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS u(n, t, i)`,
  [bigStore.id, names, texts],
);
await db.exec('VACUUM ANALYZE products');
await db.exec('VACUUM ANALYZE search_words');
const bigSeedSeconds = (Date.now() - bigStarted) / 1000;
const lexicon = (
  await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_words WHERE store_id = $1', [
    bigStore.id,
  ])
).rows[0]!.n;
// Queries a shopper types: right, misspelt, plural, two words, and one that finds nothing.
const typo = (word: string) => word.slice(0, 1) + word[2] + word[1] + word.slice(3);
const bigQueries = Array.from({ length: 200 }, (_, i) => {
  const thing = THINGS[i % THINGS.length]!;
  const brand = BRANDS[(i * 7) % BRANDS.length]!;
  return [
    thing,
    typo(thing),
    `${thing}s`,
    `${ADJECTIVES[i % ADJECTIVES.length]} ${thing}`,
    typo(brand),
    'zzqxv',
  ][i % 6]!;
});
const searchTimes: number[] = [];
for (const q of bigQueries) {
  const t = process.hrtime.bigint();
  await listProducts(db, bigStore.id, [], { q });
  searchTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
}
searchTimes.sort((a, b) => a - b);
// The crafted-lexicon store (crafted-search.ts), when BENCH_ONLY leaves its part in.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const crafted =
  !only || only.test('crafted search') ? await seedCraftedStore(db, marketer.id) : undefined;

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ hello: 'world' }));
// The same bare route answering the store's first page of cards (≈ 9 kB): what writing an answer
// of that size costs on its own, for reading the list's number.
// (inject: no socket, so no kept-alive connection the API closed during the long seeding)
const firstPage = (
  await server.app.inject({ url: `/api/v1/stores/${DEMO_STORE_SLUG}/products` })
).json();
bare.get('/bare-page', async () => firstPage);
// What the orders bench reads back after the run: stock left, units sold, orders stored.
bare.get('/stock', async () => {
  const { rows } = await db.query<{ qty: number; sold: number; orders: number }>(
    `SELECT (SELECT qty FROM variants WHERE id = $1) AS qty,
            (SELECT coalesce(sum(qty), 0)::int FROM order_lines WHERE variant_id = $1) AS sold,
            (SELECT count(DISTINCT order_id)::int FROM order_lines WHERE variant_id = $1) AS orders`,
    [limitedVariant],
  );
  return { stock: STOCK, ...rows[0] };
});
// Bench controls, on the bare server: log lines written so far, and a CPU profile of what
// happens between /profile/start and /profile/stop (BENCH_PROFILE in api.bench.ts).
bare.get('/log-lines', async () => ({ lines: logLines }));
// CPU time this process has used (µs, user + system): a route's cost per request, which a busy
// neighbour on the machine moves much less than it moves req/s.
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { us: user + system };
});
const inspector = new Session();
inspector.connect();
bare.post('/profile/start', async () => {
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.post('Profiler.start');
  return { started: true };
});
bare.post<{ Querystring: { to: string } }>('/profile/stop', async (request) => {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(request.query.to, JSON.stringify(profile));
  return { written: request.query.to };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
// The bench ends this process with SIGTERM: close the API (its log and database) and leave.
process.once('SIGTERM', async () => {
  await server.stop().catch(() => undefined);
  await bare.close();
  closeSync(devNull);
  process.exit(0);
});

console.log(
  JSON.stringify({
    api: server.url,
    bare: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`,
    barePage: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare-page`,
    control: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`,
    stock: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/stock`,
    store: DEMO_STORE_SLUG,
    limited: { product: limitedId, variant: limitedVariant },
    token: token.token,
    marketerId: marketer.id,
    article,
    similarTo: sample.slice(0, -1) + (sample.endsWith('a') ? 'b' : 'a'),
    businesses: BUSINESSES,
    seedSeconds,
    checkMs: { median: times[100], p99: times[198] },
    password,
    big: {
      store: bigStore.slug,
      products: BIG_PRODUCTS,
      lexicon,
      seedSeconds: bigSeedSeconds,
      queries: bigQueries,
      searchMs: { median: searchTimes[100], p99: searchTimes[198] },
    },
    crafted,
  }),
);
