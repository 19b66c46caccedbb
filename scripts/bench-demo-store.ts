/**
 * `pnpm bench:demo-store`: how fast a prospect's demo store is ready, on the product as `pnpm start`
 * runs it (fresh embedded database). For each of N new businesses (default 30): the time of "Make a
 * demo store" (POST /businesses/:id/demo-store, what the click waits for), then the time of the new
 * store's first server-rendered page (/demo/{store}, the first request that store ever gets).
 * Baseline in the same run: the first page of Snailhouse, N times. Prints median and p99; asserts
 * nothing. Options: --stores N. Environment: BENCH_PORT (shell, default 9680), BENCH_API_PORT.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = process.argv.indexOf('--stores');
const STORES = flag > 0 ? Number(process.argv[flag + 1]) : 30;
const PORT = Number(process.env.BENCH_PORT ?? 9680);
const API_PORT = Number(process.env.BENCH_API_PORT ?? PORT + 10);
const shell = `http://127.0.0.1:${PORT}`;

if (process.env.SKIP_BUILD !== '1')
  execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });

const product: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  env: {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-demo-store-')),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready, fail) => {
  let log = '';
  product.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (log.includes('Forgeworks is running')) ready();
  });
  product.once('exit', () => fail(new Error(`pnpm start stopped:\n${log}`)));
});

try {
  const login = await fetch(`${shell}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'marketer@forgeworks.test', password: 'forge-marketer-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const send = (path: string, body: unknown) =>
    fetch(`${shell}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const timed = async (run: () => Promise<Response>) => {
    const start = performance.now();
    const response = await run();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    return performance.now() - start;
  };

  const make: number[] = [];
  const firstPage: number[] = [];
  const snailhouse: number[] = [];
  const trades = ['food', 'fashion', 'farm', 'beauty'];
  const words = ['Amber', 'Baobab', 'Cowrie', 'Delta', 'Ebony', 'Fern', 'Garnet', 'Harmattan'];
  for (let i = 0; i < STORES; i += 1) {
    const name = `${words[i % words.length]} ${trades[i % 4]} ${i} ${Date.now().toString(36)}`;
    const business = (await (await send('businesses', { name })).json()) as { id: string };
    let slug = '';
    make.push(
      await timed(async () => {
        const response = await send(`businesses/${business.id}/demo-store`, {
          template: trades[i % 4],
          name,
        });
        slug = ((await response.clone().json()) as { slug: string }).slug;
        return response;
      }),
    );
    firstPage.push(await timed(() => fetch(`${shell}/demo/${slug}`)));
    snailhouse.push(await timed(() => fetch(`${shell}/demo/snailhouse`)));
  }
  const stat = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    return `median ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`;
  };
  console.log(`\n${STORES} new demo stores (food, fashion, farm, beauty in turn):`);
  console.log(`  Make a demo store (POST, what the click waits for): ${stat(make)}`);
  console.log(`  the new store's first server-rendered page /demo/{store}: ${stat(firstPage)}`);
  console.log(
    `  baseline, Snailhouse's page /demo/snailhouse in the same run: ${stat(snailhouse)}`,
  );
} finally {
  product.kill('SIGTERM');
}
