/**
 * `pnpm start`: builds what changed (turbo caches the rest), starts the API on its embedded
 * database, and serves the shell and every remote on localhost.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveProduct } from '@agency/serve';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 8090);

execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});

const product = await serveProduct({ repoRoot, port, apiOrigin: `http://127.0.0.1:${apiPort}`, host: '0.0.0.0' });

console.log(`\n  Forgeworks is running.\n\n  Open ${product.url}\n`);
for (const [name, url] of Object.entries(product.registry)) console.log(`  remote ${name.padEnd(15)} ${url}`);
console.log('\n  Press Ctrl+C to stop.');

const stop = async () => {
  await product.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
