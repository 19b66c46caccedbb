/**
 * `pnpm start`: builds what changed (turbo caches the rest), starts the API on its embedded
 * database, and serves the shell and every remote on localhost.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '@agency/api/config';
import { startServer } from '@agency/api/server';
import { serveProduct, serveStatic } from '@agency/serve';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8090);

execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});

const apiConfig = readConfig({ ...process.env, API_PORT: String(apiPort) });
const api = await startServer(apiConfig);
const product = await serveProduct({ repoRoot, port, apiOrigin: api.url, host: '0.0.0.0' });
// The store demo as its own site (what its subdomain serves): the storefront's standalone build.
const storeSite = await serveStatic({ root: join(repoRoot, 'apps', 'storefront', 'dist-standalone'), port: port + 6, host: '0.0.0.0', proxy: { '/api/': api.url } });

console.log(`\n  Forgeworks is running.\n\n  Open ${product.url}\n`);
console.log(`  API      ${api.url}/api/v1 (${api.db.kind === 'pglite' ? `embedded database in ${apiConfig.dataDir}` : 'PostgreSQL'})`);
for (const [name, url] of Object.entries(product.registry)) console.log(`  remote ${name.padEnd(15)} ${url}`);
console.log(`  store demo as its own site: http://localhost:${port + 6}`);
if (api.seeded.length === 0 && !apiConfig.production && !apiConfig.databaseUrl) {
  console.log('\n  Demo accounts: see the README (they were created on the first start of this database).');
}
if (api.seeded.length > 0) {
  console.log('\n  Demo accounts (created on this first start; sign in at /admin, /business, /store/admin):');
  for (const account of api.seeded) console.log(`    ${account.role.padEnd(12)} ${account.email}  password: ${account.password}`);
}
console.log('\n  Press Ctrl+C to stop.');

const stop = async () => {
  await product.close();
  storeSite.close();
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
