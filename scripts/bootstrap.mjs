// The README's two commands on a fresh machine with only Node 20 and npm: `npm start` and
// `npm test`. Plain JavaScript because it runs before anything is installed: it makes sure
// pnpm and the workspace's dependencies are there, then hands over to scripts/<task>.ts.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2];
const PNPM = '12.21.0';

function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let pnpmVersion = '';
try {
  pnpmVersion = execSync('pnpm --version', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
} catch {}
if (!pnpmVersion.startsWith('12.')) {
  console.log(`Installing pnpm ${PNPM} (npm install -g)…`);
  run('npm', ['install', '-g', `pnpm@${PNPM}`]);
}

// Install when node_modules is missing or older than the lockfile.
const marker = join(root, 'node_modules', '.modules.yaml');
if (
  !existsSync(marker) ||
  statSync(marker).mtimeMs < statSync(join(root, 'pnpm-lock.yaml')).mtimeMs
) {
  run('pnpm', ['install', '--frozen-lockfile']);
}

run('pnpm', ['exec', 'tsx', join('scripts', `${task}.ts`), ...process.argv.slice(3)]);
