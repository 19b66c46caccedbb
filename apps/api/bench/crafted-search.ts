/**
 * bench:api's crafted-lexicon part (docs/decisions/031-bounded-search.md): a store whose 10,000
 * products are each named with 12 random 8-letter words starting with 'a' (as the security review
 * imported), and searches of 10 such words, beside Snailhouse's search in the same run, with
 * /health's latency while each kind runs. Targets: the crafted search < 200 ms, /health < 50 ms.
 * BENCH_CRAFTED_PRODUCTS (10,000) and BENCH_CRAFTED_RUNS (20 searches of each kind) size it.
 */
import type { Db } from '../src/db/index.ts';
import { insertStore } from '../src/stores/write-queries.ts';
import { wordMaker } from '../test/crafted-words.ts';

export interface CraftedStore {
  store: string;
  products: number;
  lexicon: number;
  seedSeconds: number;
  /** 10-word queries of crafted words the store does not hold: each a different one. */
  queries: string[];
}

/** The crafted store, written as an import writes it (the trigger fills its lexicon; no VACUUM). */
export async function seedCraftedStore(db: Db, ownerId: string): Promise<CraftedStore> {
  const products = Number(process.env.BENCH_CRAFTED_PRODUCTS ?? 10_000);
  const started = Date.now();
  const word = wordMaker(7);
  const store = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO businesses (name, name_key, marketer_id) VALUES ('Bench Crafted', 'bench crafted', $1) RETURNING id`,
      [ownerId],
    );
    return insertStore(tx, rows[0]!.id, 'Bench Crafted');
  });
  const titles = Array.from({ length: products }, () => Array.from({ length: 12 }, word).join(' '));
  for (let i = 0; i < titles.length; i += 1000)
    await db.query(
      `INSERT INTO products (store_id, slug, name, description, search_text, price_kobo, price_max_kobo)
       SELECT $1, 'c-' || ($3::int + i), n, '', n, 1000, 1000 FROM unnest($2::text[]) WITH ORDINALITY AS u(n, i)`,
      [store.id, titles.slice(i, i + 1000), i],
    );
  await db.exec('ANALYZE products; ANALYZE search_words');
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM search_words WHERE store_id = $1',
    [store.id],
  );
  const other = wordMaker(99);
  const queries = Array.from({ length: 200 }, () => Array.from({ length: 10 }, other).join(' '));
  return {
    store: store.slug,
    products,
    lexicon: rows[0]!.n,
    seedSeconds: (Date.now() - started) / 1000,
    queries,
  };
}

const SNAILHOUSE_QUERIES = ['snail', 'snial kebabz', 'peppered', 'escargot', 'snails', 'platter'];

/** p50, p99 and max of some latencies (ms). */
function spread(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, n: sorted.length };
}

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

/**
 * `runs` searches one after another (each a different query: the read cache answers a repeat),
 * while /health is asked every 10 ms, one at a time; the latencies of both.
 */
async function searchesWithHealth(api: string, urls: string[]) {
  const searches: number[] = [];
  const health: number[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  const poller = (async () => {
    while (running) {
      health.push((await timed(`${api}/api/v1/health`)).ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  for (const url of urls) {
    const { ms, status } = await timed(url);
    searches.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  running = false;
  await poller;
  return { searches: spread(searches), health: spread(health), statuses };
}

/** Prints the crafted search beside Snailhouse's, and /health during each. */
export async function measureCraftedSearch(api: string, crafted: CraftedStore): Promise<void> {
  const runs = Number(process.env.BENCH_CRAFTED_RUNS ?? 20);
  const stores = `${api}/api/v1/stores`;
  const craftedUrls = crafted.queries
    .slice(0, runs)
    .map((q) => `${stores}/${crafted.store}/products?q=${encodeURIComponent(q)}`);
  const snailUrls = Array.from(
    { length: runs },
    (_, i) =>
      `${stores}/snailhouse/products?q=${encodeURIComponent(SNAILHOUSE_QUERIES[i % SNAILHOUSE_QUERIES.length]!)}&per_page=${10 + i}`,
  );
  const healthAlone: number[] = [];
  for (let i = 0; i < runs; i += 1) healthAlone.push((await timed(`${api}/api/v1/health`)).ms);
  const alone = spread(healthAlone);
  const snail = await searchesWithHealth(api, snailUrls);
  const bad = await searchesWithHealth(api, craftedUrls);
  const row = (title: string, s: ReturnType<typeof spread>, target = '') =>
    console.log(
      `  ${title.padEnd(44)}${s.p50.toFixed(1).padEnd(9)}${s.p99.toFixed(1).padEnd(9)}${s.max.toFixed(1).padEnd(9)}${String(s.n).padEnd(6)}${target}`,
    );
  console.log(
    `\nCrafted lexicon: a store of ${crafted.products} products, 12 random 8-letter 'a' words each (${crafted.lexicon} words), seeded in ${crafted.seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `  ${''.padEnd(44)}${'p50 ms'.padEnd(9)}${'p99 ms'.padEnd(9)}${'max ms'.padEnd(9)}${'n'.padEnd(6)}target`,
  );
  row('Snailhouse search (uncached, varied)', snail.searches);
  row('crafted 10-word search (uncached, varied)', bad.searches, '< 200 ms');
  row('/health alone', alone);
  row('/health during Snailhouse searches', snail.health);
  row('/health during crafted searches', bad.health, '< 50 ms');
  const answered = (m: Map<number, number>) => [...m].map(([s, n]) => `${n} × ${s}`).join(', ');
  console.log(
    `  answers: Snailhouse ${answered(snail.statuses)}; crafted ${answered(bad.statuses)}`,
  );
}
