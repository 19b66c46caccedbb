/**
 * Serves the built product (every app's static folder, /api forwarded to API_ORIGIN) until
 * SIGTERM, then lets requests in flight finish. `pnpm start` runs it as its own process.
 */
import { LOOPBACK_HOSTS, serveApps } from './serve-apps.ts';

const env = process.env;
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
  allowedHosts: allowed.includes('*')
    ? undefined
    : [...LOOPBACK_HOSTS, ...allowed, ...(env.PUBLIC_HOST ? [env.PUBLIC_HOST] : [])],
});
console.log(`serving ${Object.keys(product.sites).length} apps, the shell on ${product.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await product.close();
    process.exit(0);
  });
}
