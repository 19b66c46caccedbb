/**
 * `pnpm bench:load`: starts the product as `pnpm start` runs it (own ports, fresh database, demo
 * accounts), drives it through the shell's origin with a browser-like mix of reads and writes
 * (autocannon, one instance per route, so every route has its own numbers), then checks that
 * every write the server acknowledged is stored exactly once, reading the database itself (scripts/load-mix.ts).
 *
 * Options: --connections 200 --duration 30 (seconds). BENCH_DATABASE_URL: run on PostgreSQL.
 * BENCH_HOSTILE_IMPORT_ROWS (10,000): the crafted sandbox import of the hostile phase (bench-hostile.ts).
 * Loopback only: everything it starts and calls listens on 127.0.0.1.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, createReadStream, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDb } from '@agency/api/db';
import { hostilePhase } from './bench-hostile.ts';
import { loadMix, printRoutes } from './load-mix.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
if (!(CONNECTIONS >= 10 && DURATION > 0))
  throw new Error('--connections must be at least 10 and --duration positive');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The shell's port (its remotes take the next six) and the API's; BENCH_LOAD_PORT moves them. */
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 9880);
const API_PORT = PORT + 10;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Limits meant for abuse from one address: every bench client is 127.0.0.1, so they are raised for this run only. */
const RAISED_LIMITS = { CONTACT_PER_HOUR: '100000000' };

// The shell, its remotes (+1…+6) and the API must be ours: a product left on these ports would answer instead.
for (const port of [PORT, PORT + 1, PORT + 2, PORT + 3, PORT + 4, PORT + 5, PORT + 6, API_PORT]) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer().once('error', () =>
      reject(new Error(`port ${port} is in use: stop what listens there first`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  }).catch((error: Error) => {
    console.error(`bench:load: ${error.message}`);
    process.exit(1);
  });
}

// ---- the product, started as `pnpm start` starts it; its output goes to a file so a busy bench never blocks its logging
execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
const workDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const logPath = join(workDir, 'product.log');
const logFd = openSync(logPath, 'w');
const product = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  stdio: ['ignore', logFd, logFd],
  env: {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    DATA_DIR: join(workDir, 'data'),
    SEED_DEMO: '1',
    DATABASE_URL: databaseUrl ?? '',
    ...RAISED_LIMITS,
    // The bench's normal traffic is one address standing for many users; the hostile phase's own
    // address (127.0.0.2) keeps the render limit (scripts/bench-hostile.ts).
    RENDER_LIMIT_EXEMPT: '127.0.0.1',
  },
});
closeSync(logFd);
const exited = new Promise<number | null>((resolve) => product.once('exit', resolve));
let keepLog = true;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopProduct(): Promise<void> {
  if (product.exitCode !== null || product.signalCode !== null) return;
  product.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000).then(() => product.kill('SIGKILL'))]);
}
process.on('SIGINT', () => void stopProduct().then(() => process.exit(130)));
process.on('uncaughtException', (error) => {
  console.error(error);
  void stopProduct().then(() => process.exit(1));
});

// ---- helpers
/**
 * Errors the product logged (by process, type and message, with counts) and supervisor restarts. Those
 * logged as the load stopped are the clients cut off mid-request by the bench's own end, told apart.
 */
async function productProblems(loadStoppedAt: number): Promise<string[]> {
  const counts = new Map<string, number>();
  for await (const line of createInterface({ input: createReadStream(logPath) })) {
    const restart = /^\[start\] .* exited \(/.test(line);
    if (!restart && !/"level":[56]0/.test(line)) continue;
    let key = line.slice(0, 300);
    const json = line.indexOf('{');
    if (!restart && json > 0) {
      const entry = JSON.parse(line.slice(json)) as {
        time: number;
        msg?: string;
        err?: { type?: string; message?: string };
      };
      const when = entry.time >= loadStoppedAt - 500 ? 'as the load stopped' : 'during the load';
      key = `${line.slice(0, json).trim()} ${when}: ${entry.err?.type ?? ''} ${entry.err?.message ?? entry.msg ?? ''}`;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `  ${n} × ${key}`);
}

async function bench(): Promise<number> {
  const mix = await loadMix(ORIGIN);
  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${DURATION} s on ${ORIGIN} (API through the shell's /api proxy), database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}`,
  );
  // Client and product share the machine: a busy machine (other jobs) lowers every number.
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)} before the load (client, API, static servers and database share them)`,
  );
  console.log(
    `Raised for the bench through the API's env: ${Object.entries(RAISED_LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')} (all clients share 127.0.0.1)\n`,
  );
  const loadStoppedAt = Date.now() + DURATION * 1000;
  const results = await mix.run(CONNECTIONS, DURATION);
  printRoutes(results, DURATION);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);

  const problems = await productProblems(loadStoppedAt);
  keepLog = problems.some((p) => !p.includes('as the load stopped'));
  if (problems.length > 0)
    console.log(
      `\nThe product logged errors or restarts${keepLog ? ` (log kept: ${logPath})` : ''}:\n${problems.join('\n')}`,
    );
  const hostile = await hostilePhase(ORIGIN, Math.max(5, Math.min(DURATION, 15)));

  // ---- what is stored, read from the database itself: PostgreSQL while it runs; the embedded
  // database once the product has stopped (its data folder belongs to one process at a time).
  if (!databaseUrl) await stopProduct();
  const db = await openDb({ databaseUrl, dataDir: join(workDir, 'data') });
  const stored = await mix.verify((sql, params) => db.query(sql, params)).finally(() => db.close());
  console.log(
    '\nWrites, checked in the database (acknowledged = 2xx; unanswered = sent, no answer before the run stopped or timed out):',
  );
  for (const line of stored.lines) console.log(line);
  console.log(
    `\nwrites acknowledged ${stored.acked}, stored ${stored.stored}, lost ${stored.lost}, duplicated ${stored.duplicated}`,
  );
  return stored.lost + stored.duplicated + errors + hostile > 0 ? 1 : 0;
}

// ---- the run: wait for the product, load it, check, stop it
try {
  for (
    let waited = 0;
    !readFileSync(logPath, 'utf8').includes('Forgeworks is running');
    waited += 250
  ) {
    if (product.exitCode !== null || waited > 180_000)
      throw new Error(`the product did not start; see ${logPath}`);
    await sleep(250);
  }
  process.exitCode = await bench();
} catch (error) {
  console.error(`bench:load: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stopProduct();
  // The log is kept when the product logged errors under load or restarted, for the report; otherwise everything goes.
  if (!keepLog) rmSync(workDir, { recursive: true, force: true });
}
