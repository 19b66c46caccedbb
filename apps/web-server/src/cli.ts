/**
 * Serves the built product (every app's static folder, /api forwarded to API_ORIGIN) until
 * SIGTERM, then lets requests in flight finish. `pnpm start` runs it as its own process.
 */
import { serveMetrics } from './observe.ts';
import { API_ONLY_ENV } from './renderer-env.ts';
import { LOOPBACK_HOSTS, serveApps } from './serve-apps.ts';

const env = process.env;
// Started directly (not by scripts/start.ts) with the API's variables: drop them before any remote
// server bundle can be imported, so none can read them (docs/html-first.md).
for (const name of API_ONLY_ENV) delete env[name];
const limit = (name: string) => (env[name] ? Number(env[name]) : undefined);
const allowed = (env.ALLOWED_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);
const product = await serveApps({
  repoRoot: env.REPO_ROOT ?? process.cwd(),
  port: Number(env.PORT ?? 8080),
  apiOrigin: env.API_ORIGIN ?? 'http://127.0.0.1:8090',
  host: env.HOST ?? '127.0.0.1',
  publicHost: env.PUBLIC_HOST ?? 'localhost',
  registryFile: env.REGISTRY_FILE || undefined,
  // https://… turns on Strict-Transport-Security (README, "Headers a host must send").
  publicOrigin: env.PUBLIC_URL || undefined,
  renderLimit: {
    burst: limit('RENDER_BURST'),
    perSecond: limit('RENDER_PER_SECOND'),
    exempt: env.RENDER_LIMIT_EXEMPT?.split(',').map((address) => address.trim()),
  },
  // nginx (or another balancer) in front: its X-Forwarded-For names the client (README, "Running at scale").
  trustedProxies: env.TRUSTED_PROXIES?.split(',')
    .map((address) => address.trim())
    .filter(Boolean),
  allowedHosts: allowed.includes('*')
    ? undefined
    : [...LOOPBACK_HOSTS, ...allowed, ...(env.PUBLIC_HOST ? [env.PUBLIC_HOST] : [])],
});
console.log(`serving ${Object.keys(product.sites).length} apps, the shell on ${product.url}`);
// Prometheus metrics (requests, renders, render time) on their own port, never the public one.
const metrics = env.METRICS_PORT
  ? await serveMetrics(Number(env.METRICS_PORT), env.METRICS_HOST ?? '127.0.0.1')
  : undefined;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    metrics?.close();
    await product.close();
    process.exit(0);
  });
}
