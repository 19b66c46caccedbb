/**
 * `pnpm bench:scale`: the product as the reference deployment runs it (README, "Running at scale"):
 * PostgreSQL, an S3-compatible server, two API and two web instances, nginx (deploy/nginx.conf) in
 * front. The mixed load of bench:load goes through nginx with one instance of each, then two, then
 * two while one API and one web instance are killed and started again. Then it checks, in the
 * database and through each instance: every acknowledged write stored once, every uploaded picture
 * readable through either API, rate limits and locks shared by both. Ends with `N checks passed, N failed`.
 *
 * Options: --connections 100 --duration 20 (seconds per phase). BENCH_SCALE_SHORT=1: 20 and 5 (CI).
 * BENCH_SCALE_PORT (default 10760): this run takes the 40 ports from there. Loopback only.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDb } from '@agency/api/db';
import sharp from 'sharp';
import { loadMix, printRoutes, type RouteResult } from './load-mix.ts';
import * as cluster from './scale-cluster.ts';

const short = process.env.BENCH_SCALE_SHORT === '1';
const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: short ? '20' : '100' },
    duration: { type: 'string', default: short ? '5' : '20' },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.BENCH_SCALE_PORT ?? 10760);
const port = {
  pg: base + 2,
  s3: base + 3,
  api: [base + 10, base + 11],
  apiMetrics: [base + 12, base + 13],
  web: [base + 14, base + 21], // each web instance takes 7 ports (the shell, then its remotes)
  webMetrics: [base + 28, base + 29],
  internal: base + 38,
  public: base + 39,
};
const ORIGIN = `http://127.0.0.1:${port.public}`;
const UPLOADS_PER_HOUR = 6;

if (process.env.SKIP_BUILD !== '1')
  execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });

const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
chmodSync(dir, 0o755);
const logs = join(dir, 'logs');
mkdirSync(logs);
chmodSync(logs, 0o777); // nginx's workers (nobody) write the access log here
const pgDir = join(dir, 'pg');
mkdirSync(pgDir);
const stops: (() => unknown)[] = [];
const checks: { ok: boolean; what: string }[] = [];
const check = (ok: boolean, what: string) => {
  checks.push({ ok, what });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
};

async function main(): Promise<void> {
  // Every port must be ours: a process left there would answer instead of this run's.
  const webPorts = port.web.flatMap((p) => [0, 1, 2, 3, 4, 5, 6].map((n) => p + n));
  await cluster.portsFree([
    port.pg,
    port.s3,
    ...port.api,
    ...port.apiMetrics,
    ...webPorts,
    ...port.webMetrics,
    port.internal,
    port.public,
  ]);
  const pg = cluster.startPostgres(pgDir, port.pg);
  stops.push(pg.stop);
  const s3 = await cluster.startS3(join(dir, 's3'), port.s3, 'forgeworks-media');
  stops.push(s3.stop);
  const apiEnv = {
    ...process.env,
    DATABASE_URL: pg.url,
    DATA_DIR: join(dir, 'api-data'),
    TOKEN_SECRET: 'bench-scale-token-secret-0123456789-abcdefghij',
    SEED_DEMO: '1',
    S3_BUCKET: 'forgeworks-media',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Every bench client is one address (127.0.0.1): the contact limit is raised for this run;
    // the upload limit is low so that the check can reach it.
    CONTACT_PER_HOUR: '100000000',
    UPLOADS_PER_HOUR_PER_USER: String(UPLOADS_PER_HOUR),
  };
  // The first one migrates and seeds alone; the second starts on a ready database.
  const apis: cluster.Instance[] = [];
  for (const [i, p] of port.api.entries()) {
    const api = cluster.apiInstance(`api-${i + 1}`, p, port.apiMetrics[i]!, apiEnv, root, logs);
    apis.push(api);
    stops.push(api.stop);
    await cluster.waitFor(`http://127.0.0.1:${p}/api/v1/ready`);
  }
  const internalApi = `http://127.0.0.1:${port.internal}`;
  const webs = port.web.map((p, i) =>
    cluster.webInstance(`web-${i + 1}`, p, port.webMetrics[i]!, internalApi, root, logs),
  );
  stops.push(() => Promise.all(webs.map((x) => x.stop())));
  await Promise.all([
    ...port.api.map((p) => cluster.waitFor(`http://127.0.0.1:${p}/api/v1/ready`)),
    ...port.web.map((p) => cluster.waitFor(`http://127.0.0.1:${p}/remotes.json`)),
  ]);

  const addresses = {
    'listen 80;': `listen 127.0.0.1:${port.public};`,
    '127.0.0.1:8088': internalApi.slice(7),
    '127.0.0.1:8090': `127.0.0.1:${port.api[0]}`,
    '127.0.0.1:8091': `127.0.0.1:${port.api[1]}`,
    '127.0.0.1:8080': `127.0.0.1:${port.web[0]}`,
    '127.0.0.1:8180': `127.0.0.1:${port.web[1]}`,
  };
  const seconds = [`127.0.0.1:${port.api[1]}`, `127.0.0.1:${port.web[1]}`];
  const nginx = cluster.startNginx(dir, cluster.nginxConfig(root, dir, addresses, seconds));
  stops.push(nginx.stop);
  await cluster.waitFor(`${ORIGIN}/api/v1/ready`);

  console.log(
    `\nbench:scale: ${CONNECTIONS} connections, ${DURATION} s per phase, through nginx on ${ORIGIN}; PostgreSQL, s3rver; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)} (everything shares them)`,
  );
  const mix = await loadMix(ORIGIN);

  console.log('\n1× each (the second API and web instance marked down in nginx)');
  const one = await mix.run(CONNECTIONS, DURATION);
  printRoutes(one, DURATION);

  cluster.nginxConfig(root, dir, addresses);
  nginx.reload();
  await cluster.sleep(1000);
  console.log('\n2× each');
  const two = await mix.run(CONNECTIONS, DURATION);
  printRoutes(two, DURATION);

  // One API and one web instance crash a third of the way in and are started again at two thirds.
  console.log(
    `\n2× each; api-1 and web-1 killed (SIGKILL) at ${Math.round(DURATION / 3)} s, started again at ${Math.round((2 * DURATION) / 3)} s`,
  );
  const kills = (async () => {
    await cluster.sleep((DURATION * 1000) / 3);
    apis[0]!.kill();
    webs[0]!.kill();
    await cluster.sleep((DURATION * 1000) / 3);
    apis[0]!.start();
    webs[0]!.start();
  })();
  const killed = await mix.run(CONNECTIONS, DURATION);
  await kills;
  printRoutes(killed, DURATION);
  await Promise.all([
    cluster.waitFor(`http://127.0.0.1:${port.api[0]}/api/v1/ready`),
    cluster.waitFor(`http://127.0.0.1:${port.web[0]}/remotes.json`),
  ]);

  compare(one, two, killed);
  console.log('\nChecks');
  const failed = killed.reduce(
    (n, r) =>
      n +
      r.errors +
      r.timeouts +
      (r.codes['502'] ?? 0) +
      (r.codes['503'] ?? 0) +
      (r.codes['504'] ?? 0),
    0,
  );
  const total = killed.reduce((n, r) => n + r.requests, 0);
  console.log(
    `  errors while an instance was down: ${failed} of ${total} requests (${((100 * failed) / Math.max(1, total)).toFixed(2)} %: connection errors, timeouts, 502/503/504)`,
  );

  const db = await openDb({ databaseUrl: pg.url, dataDir: dir });
  try {
    const writes = await mix.verify((sql, params) => db.query(sql, params));
    for (const line of writes.lines) console.log(line);
    check(
      writes.lost === 0 && writes.duplicated === 0,
      `every acknowledged write stored exactly once (acknowledged ${writes.acked}, lost ${writes.lost}, duplicated ${writes.duplicated}; read in PostgreSQL)`,
    );
  } finally {
    await db.close();
  }
  await sharedState(mix.marketer.token);
  await requestIdTrace(apis);
}

/** Pictures, the upload limit and the sign-in lock, through each API instance directly. */
async function sharedState(token: string): Promise<void> {
  const direct = port.api.map((p) => `http://127.0.0.1:${p}/api/v1`);
  const upload = async (api: string, i: number) => {
    const png = await sharp({
      create: { width: 8 + i, height: 8, channels: 3, background: '#8d6e63' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `p${i}.png`);
    const answer = await fetch(`${api}/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await answer.json()) as { data?: { files: { url: string }[] } };
    return { status: answer.status, url: body.data?.files[0]?.url };
  };
  const uploads = [];
  for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) uploads.push(await upload(direct[i % 2]!, i));
  check(
    uploads.every((u) => u.status === 201),
    `${UPLOADS_PER_HOUR} uploads, alternating between api-1 and api-2, all stored (${uploads.map((u) => u.status).join(' ')})`,
  );
  const over = await Promise.all(direct.map((api, i) => upload(api, 100 + i)));
  check(
    over.every((u) => u.status === 429),
    `the upload limit (${UPLOADS_PER_HOUR} an hour) holds across instances: the next upload on each is refused (${over.map((u) => u.status).join(', ')})`,
  );
  let readable = 0;
  let reads = 0;
  for (const { url } of uploads)
    for (const origin of [...port.api.map((p) => `http://127.0.0.1:${p}`), ORIGIN]) {
      reads += 1;
      const answer = await fetch(`${origin}${url}`);
      if (answer.ok && (await answer.arrayBuffer()).byteLength > 0) readable += 1;
    }
  check(
    readable === reads,
    `every uploaded picture readable through api-1, api-2 and nginx (${readable} of ${reads} reads; the files are in the bucket)`,
  );

  const login = (api: string, password: string) =>
    fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@forgeworks.test', password }),
    }).then((r) => r.status);
  const wrong = [];
  for (let i = 0; i < 5; i += 1) wrong.push(await login(direct[i % 2]!, 'not-the-password'));
  const after = await Promise.all(direct.map((api) => login(api, 'forge-owner-1')));
  check(
    wrong.every((s) => s === 401) && after.every((s) => s === 429),
    `the sign-in lock holds across instances: 5 wrong passwords spread over both (${wrong.join(' ')}), then the right one is refused on each (${after.join(', ')})`,
  );
}

/**
 * One page request with a known id: nginx logs it, the renderer passes it on, the API logs it.
 * The API logs a quick successful read one time in LOG_SAMPLE (docs/decisions/030-api-hot-path.md)
 * and every not-found, so both requests ask for an article that does not exist.
 */
async function requestIdTrace(apis: cluster.Instance[]): Promise<void> {
  const id = `bench-scale-${Date.now()}`;
  await fetch(`${ORIGIN}/blog/no-such-article?trace=${id}`, { headers: { 'x-request-id': id } });
  await fetch(`${ORIGIN}/api/v1/blog/no-such-article`, {
    headers: { 'x-request-id': `${id}-api` },
  });
  await cluster.sleep(500);
  const apiLines = apis
    .flatMap((a) => a.log().split('\n'))
    .filter((line) => line.includes(`"reqId":"${id}`));
  const access = readFileSync(join(dir, 'forgeworks-access.log'), 'utf8');
  check(
    access.includes(`"reqId":"${id}"`) &&
      apiLines.some((l) => l.includes(`"reqId":"${id}"`)) &&
      apiLines.some((l) => l.includes(`"reqId":"${id}-api"`)),
    `a request id sent to nginx is in its access log and in the API's JSON log lines, from a rendered page's calls and from /api, both not found (${apiLines.length} lines)`,
  );
}

/** req/s and p99 per route: one instance of each against two, and two with the kills. */
function compare(one: RouteResult[], two: RouteResult[], killed: RouteResult[]): void {
  console.log(
    `\n${'route'.padEnd(32)} ${'1× req/s'.padStart(9)} ${'1× p99'.padStart(8)} ${'2× req/s'.padStart(9)} ${'2× p99'.padStart(8)} ${'kill req/s'.padStart(10)} ${'kill p99'.padStart(9)} ${'kill fail'.padStart(9)}`,
  );
  one.forEach((r, i) => {
    const t = two[i]!;
    const k = killed[i]!;
    const fail =
      k.errors +
      k.timeouts +
      Object.entries(k.codes)
        .filter(([c]) => c >= '500')
        .reduce((n, [, v]) => n + v, 0);
    console.log(
      `${r.label.padEnd(32)} ${String(r.perSecond).padStart(9)} ${String(r.p99).padStart(8)} ${String(t.perSecond).padStart(9)} ${String(t.p99).padStart(8)} ${String(k.perSecond).padStart(10)} ${String(k.p99).padStart(9)} ${String(fail).padStart(9)}`,
    );
  });
}

try {
  await main();
} catch (error) {
  check(false, `bench:scale ran to the end (${(error as Error).message})`);
} finally {
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(
    `\nbench:scale: ${checks.length - failed} checks passed, ${failed} failed${failed ? ` (logs kept in ${logs})` : ''}`,
  );
  if (!failed) rmSync(dir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}
