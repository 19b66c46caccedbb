/**
 * `pnpm test`: every check, types to browser. The typecheck runs beside the
 * first steps; lint, the repository-wide checks (test/, never cached), then unit and integration
 * suites through turbo (cached when nothing changed), then turbo's e2e task builds every app and
 * runs the browser suite. With TEST_DATABASE_URL set, the API suite runs a second time against
 * that PostgreSQL server, before the browser suite. Each step says how long it took. Ends with one
 * line: `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const folders = ['apps', 'packages', 'tooling']
  .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name)))
  .concat(join(root, 'e2e'), join(root, 'test'));

const resultFiles = () =>
  folders.flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((f) => /^test-results.*\.json$/.test(f))
          .map((f) => join(folder, f))
      : [],
  );
for (const file of resultFiles()) rmSync(file);

const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

function run(
  title: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): boolean {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  console.log(`▶ ${title} took ${seconds(started)} s${result.status === 0 ? '' : ' (failed)'}`);
  return result.status === 0;
}

/**
 * A step run in the background while the steps below run. Its output goes to a file (the steps
 * run synchronously, so nothing here reads a pipe meanwhile) and is printed when the steps are
 * done, with the time the step itself took (timed by its shell: this process learns of its end
 * only once the synchronous steps let it); it resolves to whether it passed.
 */
function background(
  title: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<boolean> {
  const log = join(mkdtempSync(join(tmpdir(), 'agency-step-')), 'step.log');
  const fd = openSync(log, 'w');
  const timed = `start=$(date +%s); "$@"; code=$?; echo "▶ ${title} took $(( $(date +%s) - start )) s"; exit $code`;
  const child = spawn('sh', ['-c', timed, 'sh', command, ...args], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', fd, fd],
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(fd);
      console.log(`\n▶ ${title} (beside the steps above)`);
      process.stdout.write(readFileSync(log));
      rmSync(dirname(log), { recursive: true, force: true });
      if (code !== 0) console.log(`▶ ${title} failed`);
      resolve(code === 0);
    });
  });
}

// The typecheck (scripts/typecheck.ts): one compiler run per set of compiler options, each shared
// package checked once per set instead of once per package that imports it; a type error counts
// as one failure.
const typechecked = background('typecheck', process.execPath, [join('scripts', 'typecheck.ts')]);
const steps = [
  // Lint and formatting of the whole tree (Biome): an unformatted file fails the run.
  run('lint and format check', 'pnpm', ['exec', 'biome', 'ci', '.']),
  // Checks that read files of many packages: run on every run, since no package's cache covers them.
  run('repository-wide checks', 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--configLoader',
    'runner',
    '--config',
    'test/vitest.config.ts',
  ]),
  run('unit and integration tests', 'pnpm', [
    'turbo',
    'run',
    'test',
    '--continue',
    '--output-logs=new-only',
  ]),
];
// The API suite again on PostgreSQL, after the unit step, two files at a time. Beside the browser
// suite it took longer in all (the two fought over a 2-core machine's cores: 951 s → 1,232 s).
if (process.env.TEST_DATABASE_URL) {
  steps.push(
    run(
      'API tests on PostgreSQL',
      'pnpm',
      ['--filter', '@agency/api', 'exec', 'vitest', 'run', '--configLoader', 'runner'],
      {
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        VITEST_JSON: 'test-results-postgres.json',
      },
    ),
  );
}
// The browser suite is a turbo task that depends on every app's build (they are its dependencies).
steps.push(
  run('build and browser tests', 'pnpm', ['turbo', 'run', 'e2e', '--output-logs=new-only']),
);

let passed = 0;
let failed = 0;
// What failed, by name: the run's log is long and is often read only by its tail, so the names of
// failed tests and of files that never ran their tests are printed again at the end.
const failures: string[] = [];
type Report = {
  numPassedTests: number;
  numFailedTests: number;
  success: boolean;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};
const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';
for (const file of resultFiles()) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that crashed before its tests ran still counts as a failure.
  if (!report.success && report.numFailedTests === 0) failed += 1;
  const where = file.slice(root.length + 1);
  const before = failures.length;
  for (const suite of report.testResults ?? []) {
    const name = suite.name.startsWith(root) ? suite.name.slice(root.length + 1) : suite.name;
    const tests = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests)
      failures.push(
        `${name} > ${test.fullName} (${where}): ${firstLine(test.failureMessages?.[0])}`,
      );
    if (suite.status === 'failed' && tests.length === 0)
      failures.push(`${name} (${where}): ${firstLine(suite.message) || 'failed before its tests'}`);
  }
  if (!report.success && failures.length === before)
    failures.push(`${where}: the run did not succeed (an error outside any test)`);
}
// A step that failed without writing results (a build error) is a failure too.
const silentFailures = steps.filter((ok) => !ok).length > 0 && failed === 0 ? 1 : 0;
failed += silentFailures;
if (!(await typechecked)) failed += 1;

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures.slice(0, 30)) console.log(`  ✗ ${line.slice(0, 300)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
