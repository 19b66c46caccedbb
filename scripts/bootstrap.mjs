// The README's two commands on a fresh machine with only Node.js and npm (any Node from 20 on):
// `npm start` and `npm test`. Plain JavaScript because it runs before anything is installed:
// 1. when the running Node is older than 24, it installs Node 24 from the npm registry into
//    .node/ (the `node-<platform>-<arch>` package, a binary inside a registry package; nothing
//    else is downloaded), puts .node/bin first on PATH and runs itself again under it;
// 2. it makes sure pnpm and the workspace's dependencies are there;
// 3. it hands over to scripts/<task>.ts, run by Node 24's own type stripping.
// Everything it spawns (pnpm, turbo, the tests) finds this Node first on PATH.
// `node scripts/bootstrap.mjs node` only does step 1 (what .ci/run uses).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2];
const PNPM = '12.21.0';
const NODE_MAJOR = 24;
const nodeDir = join(root, '.node');
const nodePackage = `node-${process.platform}-${process.arch}`;
const nodeBin = join(nodeDir, 'bin');

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/** The version of the Node in .node/, or '' when there is none (read from its package.json: no spawn). */
function localNodeVersion() {
  try {
    const manifest = join(nodeDir, 'node_modules', nodePackage, 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
    return existsSync(join(nodeBin, 'node')) ? version : '';
  } catch {
    return '';
  }
}

if (major(process.versions.node) < NODE_MAJOR) {
  if (major(localNodeVersion()) !== NODE_MAJOR) {
    console.log(
      `Node ${process.versions.node} is older than ${NODE_MAJOR}: installing Node ${NODE_MAJOR} from the npm registry into .node/ (${nodePackage})…`,
    );
    rmSync(nodeDir, { recursive: true, force: true });
    mkdirSync(nodeDir, { recursive: true });
    run('npm', [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefix',
      nodeDir,
      `${nodePackage}@${NODE_MAJOR}`,
    ]);
    // .node/bin/node, so that PATH needs one stable entry.
    symlinkSync(join('node_modules', nodePackage, 'bin'), nodeBin, 'dir');
    console.log(`Node ${localNodeVersion()} is in .node/bin`);
  }
  if (task === 'node') process.exit(0);
  const env = { ...process.env, PATH: `${nodeBin}${delimiter}${process.env.PATH ?? ''}` };
  const again = spawnSync(join(nodeBin, 'node'), process.argv.slice(1), {
    cwd: process.cwd(),
    stdio: 'inherit',
    env,
  });
  process.exit(again.status ?? 1);
}
if (task === 'node') process.exit(0);

// From here on the running Node is 24 or newer; whatever runs next uses this same binary.
const here = dirname(process.execPath);
if ((process.env.PATH ?? '').split(delimiter)[0] !== here) {
  process.env.PATH = `${here}${delimiter}${process.env.PATH ?? ''}`;
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

run(process.execPath, [join('scripts', `${task}.ts`), ...process.argv.slice(3)]);
