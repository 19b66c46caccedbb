/**
 * `pnpm typecheck`: every package's TypeScript, checked as its own tsconfig.json says, in as few
 * compiler runs as there are different settings. Packages import each other's sources, so one
 * `tsc` per package checked the shared packages (contract, ui-kit, api-client…) once for every
 * package that imports them: 18 runs, ~58 CPU-s. Packages whose compiler options are the same
 * (the six browser apps, say) are checked in one program instead: the same files under the same
 * options, so the same errors, each shared file checked once per set of options. A package's own
 * `pnpm --filter <package> typecheck` still checks it alone.
 *
 * Each group's program is a tsconfig written into the node_modules of its first package, so
 * type packages (`vite/client`) resolve from there as they do for that package.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tscBin = join(
  dirname(createRequire(import.meta.url).resolve('typescript/package.json')),
  'bin',
  'tsc',
);

interface Package {
  dir: string;
  extends: string;
  compilerOptions: Record<string, unknown>;
  include: string[];
}

/** Every package with a `typecheck` script, and its tsconfig.json (plain JSON, no comments). */
function packages(): Package[] {
  const dirs = ['apps', 'packages', 'tooling']
    .flatMap((area) => readdirSync(join(root, area)).map((name) => join(root, area, name)))
    .concat(join(root, 'e2e'));
  return dirs.flatMap((dir) => {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) return [];
    if (!JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck) return [];
    const config = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
    return [
      {
        dir,
        extends: resolve(dir, config.extends),
        compilerOptions: config.compilerOptions ?? {},
        include: config.include ?? ['.'],
      },
    ];
  });
}

/** Packages grouped by what their tsconfig.json sets: the same base and the same options. */
function groups(all: Package[]): Package[][] {
  const byOptions = new Map<string, Package[]>();
  for (const pkg of all) {
    const key = JSON.stringify([pkg.extends, pkg.compilerOptions]);
    byOptions.set(key, [...(byOptions.get(key) ?? []), pkg]);
  }
  return [...byOptions.values()];
}

/** Writes the group's tsconfig and returns its path. */
function programFor(group: Package[]): string {
  const home = join(group[0]!.dir, 'node_modules', '.cache');
  mkdirSync(home, { recursive: true });
  const file = join(home, 'typecheck-group.json');
  const from = (path: string) => relative(home, path) || '.';
  writeFileSync(
    file,
    JSON.stringify({
      extends: from(group[0]!.extends),
      compilerOptions: group[0]!.compilerOptions,
      include: group.flatMap((pkg) => pkg.include.map((entry) => from(join(pkg.dir, entry)))),
    }),
  );
  return file;
}

/** Runs tsc on one program; resolves to its output and whether it passed. */
function check(config: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const tsc = spawn(process.execPath, [tscBin, '-p', config], {
      cwd: root,
    });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => done({ ok: code === 0, output }));
  });
}

const started = performance.now();
const todo = groups(packages()).sort((a, b) => b.length - a.length);
let failed = 0;
// Two programs at a time: the machines have two cores, and the largest group takes longest.
const workers = Array.from({ length: 2 }, async () => {
  for (let group = todo.shift(); group; group = todo.shift()) {
    const names = group.map((pkg) => relative(root, pkg.dir)).join(', ');
    const { ok, output } = await check(programFor(group));
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${names}`);
    if (output.trim()) process.stdout.write(output);
  }
});
await Promise.all(workers);
console.log(
  `typecheck: ${failed === 0 ? 'no errors' : `${failed} program(s) with errors`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed === 0 ? 0 : 1);
