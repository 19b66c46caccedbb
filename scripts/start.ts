/**
 * `pnpm start`: builds what changed (turbo caches the rest), then runs the product as two
 * supervised processes: the API on its embedded database, and the static servers (the shell,
 * each remote, the store's own site) with /api forwarded to the API. Each is restarted if it dies;
 * Ctrl+C or SIGTERM lets both finish the requests in flight, then stops.
 *
 * Environment: PORT (shell, 8080; other apps keep their offset), API_PORT (8090), HOST (127.0.0.1:
 * set 0.0.0.0 to serve the network, with ALLOWED_HOSTS naming the host names browsers use and
 * PUBLIC_HOST the one the registry names), plus the API's own (DATABASE_URL, DATA_DIR, …).
 * PAYSTACK_LOCAL=1 (and no PAYSTACK_SECRET_KEY): online payments against the local server that
 * speaks Paystack's API (tooling/paystack-local, decision 050), on PAYSTACK_LOCAL_PORT (9350).
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPort, REMOTE_APPS, SHELL_APP, STANDALONE_SITES } from '@agency/federation/apps';
import { withoutApiSecrets } from '@agency/serve/renderer-env';
import { supervise, waitUntilServing } from '@agency/serve/supervise';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? SHELL_APP.devPort);
const apiPort = Number(process.env.API_PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const paystackLocal = process.env.PAYSTACK_LOCAL === '1' && !process.env.PAYSTACK_SECRET_KEY;
const paystackPort = Number(process.env.PAYSTACK_LOCAL_PORT ?? 9350);
const paystackEnv = paystackLocal
  ? { PAYSTACK_SECRET_KEY: 'sk_test_local', PAYSTACK_BASE_URL: `http://127.0.0.1:${paystackPort}` }
  : {};

/** Whether nothing listens on `port` yet (another product there would answer our readiness checks). */
const portIsFree = (port: number) =>
  new Promise<boolean>((answer) => {
    const probe = createServer().once('error', () => answer(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });
const ports = [
  apiPort,
  ...(paystackLocal ? [paystackPort] : []),
  ...[SHELL_APP, ...REMOTE_APPS, ...STANDALONE_SITES].map((app) => appPort(port, app)),
];
const taken = [];
for (const candidate of ports) if (!(await portIsFree(candidate))) taken.push(candidate);
if (taken.length > 0) {
  console.error(
    `Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} in use (another pnpm start?). Stop it, or set PORT and API_PORT.`,
  );
  process.exit(1);
}

if (process.env.SKIP_BUILD !== '1') {
  execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

// The API runs on Node's own type stripping; the page renderer through tsx's loader, since it imports
// the workspace packages' .tsx source (JSX is not stripped) (docs/decisions/008-node-24.md).
const api = supervise({
  name: 'api',
  cwd: repoRoot,
  args: ['apps/api/src/main.ts'],
  env: {
    ...process.env,
    ...paystackEnv,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    // The static servers in front are exactly one proxy hop, and they set X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
    // Demo accounts only on the embedded default; a real database gets its users from `pnpm user:create`.
    SEED_DEMO: process.env.SEED_DEMO ?? (process.env.DATABASE_URL ? '0' : '1'),
    // Each store answers on {slug}.localhost at the store site's port (browsers resolve *.localhost).
    STORE_PORT: process.env.STORE_PORT ?? String(appPort(port, STANDALONE_SITES[0])),
    // Links in shoppers' mails (a demo store's orders) open this shell.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  },
});
const web = supervise({
  name: 'web',
  cwd: repoRoot,
  args: ['--import', 'tsx', 'apps/web-server/src/cli.ts'],
  // NODE_ENV=production: React's production server renderer (the development one is several times slower).
  // None of the API's secrets or its DATA_DIR: this process runs remotes' server bundles.
  env: {
    ...withoutApiSecrets(process.env),
    NODE_ENV: 'production',
    REPO_ROOT: repoRoot,
    PORT: String(port),
    HOST: host,
    PUBLIC_HOST: publicHost,
    API_ORIGIN: apiOrigin,
  },
});

const paystack = paystackLocal
  ? supervise({
      name: 'paystack',
      cwd: repoRoot,
      args: ['tooling/paystack-local/src/cli.ts'],
      env: {
        ...process.env,
        ...paystackEnv,
        PAYSTACK_LOCAL_PORT: String(paystackPort),
        PAYSTACK_WEBHOOK_URL: `${apiOrigin}/api/v1/payments/paystack/webhook`,
      },
    })
  : undefined;

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping: finishing requests in flight');
  await Promise.all([web.stop(), api.stop(), paystack?.stop()]);
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('unhandledRejection', (error) => console.error('[start]', error));

// A first start on a busy machine can take minutes (migrations, the demo's seed, password hashing):
// say so while waiting, and stop at once if a server exits instead of answering.
const starting = (line: string) => console.log(`[start] still starting: ${line}`);
try {
  await Promise.all([
    waitUntilServing(`${apiOrigin}/api/v1/health`, { server: api, notice: starting }),
    waitUntilServing(`http://127.0.0.1:${port}/remotes.json`, { server: web, notice: starting }),
  ]);
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  await stop(1);
}

const at = (app: { devPort: number }) => `http://${publicHost}:${appPort(port, app)}`;
console.log(`\n  Forgeworks is running.\n\n  Open http://${publicHost}:${port}\n`);
console.log(`  API      ${apiOrigin}/api/v1 (pid ${api.pid()}), on the shell's origin at /api/v1`);
for (const remote of REMOTE_APPS)
  console.log(`  remote ${remote.name.padEnd(15)} ${at(remote)}/remoteEntry.js`);
for (const site of STANDALONE_SITES)
  console.log(
    `  ${site.name.padEnd(22)} ${at(site)} (a store's own host: http://{slug}.localhost:${appPort(port, site)})`,
  );
console.log(`  static servers pid ${web.pid()}; each process is restarted if it stops`);
if (paystack)
  console.log(
    `  Paystack (local stand-in) http://127.0.0.1:${paystackPort} (pid ${paystack.pid()})`,
  );
if (host !== '127.0.0.1')
  console.log(
    `  listening on ${host}: reachable from the network (Host names allowed: ${process.env.ALLOWED_HOSTS ?? 'loopback only'})`,
  );
console.log(
  '\n  Demo accounts: printed by the API above on the first start of an empty database; see the README.',
);
console.log('  Press Ctrl+C to stop.');
