/**
 * `pnpm bench:import-latency`: what a 10,000-row CSV import does to everyone else. The API runs on
 * a fresh embedded database on disk (as `pnpm start` does); while each import runs, GET /health and
 * GET /ready are asked every 100 ms and their slowest answer is printed. The imports: a 'Try the
 * store admin' sandbox's, then an owner's store's (10,000 new items, then the same file again: 10,000
 * updates). Numbers only; nothing asserted. BENCH_ROWS changes the file's size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { readConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { createUser } from '../src/users.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const dataDir = mkdtempSync(join(tmpdir(), 'agency-import-latency-'));
const config = readConfig({
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: '0',
  LOG_LEVEL: 'warn',
  AUTH_PER_MINUTE: '100000',
  AUTH_PER_MINUTE_PER_ADDRESS: '100000',
});
const server = await startServer(config, { logger: false });
const api = `${server.url}/api/v1`;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(api + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

// One row per item, about 100 bytes each (the review's file: 10,000 rows, 978 kB).
const lines = ['Handle,Title,Body (HTML),Tags,Variant Price,Variant Inventory Qty,Status'];
for (let i = 0; i < ROWS; i++)
  lines.push(
    `bench-item-${i},Bench item ${i},"<p>A fine item, number ${i}, made in Lagos with care.</p>",,${1000 + (i % 500)}.00,${i % 30},active`,
  );
const csv = lines.join('\n');

/**
 * Asks /health and /ready every 100 ms from a thread of its own (a client on the server's thread
 * would be held up with it) until stopped; the slowest answer of each, in ms.
 */
const ASKER = `
const { parentPort, workerData } = require('node:worker_threads');
const slowest = { health: 0, ready: 0 };
let running = true;
parentPort.on('message', () => { running = false; });
const loop = async (path) => {
  while (running) {
    const t = performance.now();
    // A connection the server dropped while it was stalled counts as the wait until then.
    await fetch(workerData + '/' + path).then((r) => r.arrayBuffer()).catch(() => undefined);
    slowest[path] = Math.max(slowest[path], performance.now() - t);
    await new Promise((r) => setTimeout(r, 100));
  }
};
Promise.all([loop('health'), loop('ready')]).then(() => parentPort.postMessage(slowest));
`;
function probe() {
  const asker = new Worker(ASKER, { eval: true, workerData: api });
  const answer = new Promise<{ health: number; ready: number }>((r) => asker.once('message', r));
  return async () => {
    asker.postMessage('stop');
    const slowest = await answer;
    await asker.terminate();
    return slowest;
  };
}

async function timedImport(label: string, store: string, token: string) {
  const stop = probe();
  await new Promise((r) => setTimeout(r, 300));
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const t = performance.now();
  const answer = await call('POST', `/stores/${store}/catalogue/import`, { csv }, token);
  const seconds = ((performance.now() - t) / 1000).toFixed(1);
  stalls.disable();
  const slowest = await stop();
  const what =
    answer.status === 200
      ? `created ${answer.body.created}, updated ${answer.body.updated}`
      : answer.body.message;
  console.log(
    `${label.padEnd(28)} ${answer.status} in ${seconds.padStart(5)} s (${what}); slowest /health ${slowest.health.toFixed(0)} ms, /ready ${slowest.ready.toFixed(0)} ms; longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms`,
  );
}

console.log(`CSV: ${ROWS} rows, ${(csv.length / 1024).toFixed(0)} kB; PGlite on disk`);
const sandbox = await call('POST', '/auth/demo-store', {});
await timedImport('sandbox import', sandbox.body.store, sandbox.body.token);

const password = 'bench-password-1';
await createUser(
  server.db,
  { email: 'owner@bench.test', password, role: 'owner', name: 'Bench Owner' },
  config.scryptCost,
);
const owner = await call('POST', '/auth/login', { email: 'owner@bench.test', password });
const made = await call('POST', '/my/businesses', { name: 'Bench Owner Shop' }, owner.body.token);
const slug = made.body.store.slug as string;
await timedImport('owner: new items', slug, owner.body.token);
if (process.env.BENCH_UPDATES !== '0')
  await timedImport('owner: same file (updates)', slug, owner.body.token);

await server.stop();
rmSync(dataDir, { recursive: true, force: true });
