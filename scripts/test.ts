/**
 * `pnpm test`: every test, unit to browser. Unit and integration suites run through turbo (cached
 * when nothing changed), then turbo's e2e task builds every app and runs the browser suite. With
 * TEST_DATABASE_URL set, the API suite runs a second time against that PostgreSQL server.
 * Ends with one line: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  .concat(join(root, 'e2e'));

const resultFiles = () =>
  folders.flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((f) => /^test-results.*\.json$/.test(f))
          .map((f) => join(folder, f))
      : [],
  );
for (const file of resultFiles()) rmSync(file);

function run(
  title: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  return result.status === 0;
}

const steps = [
  // Lint and formatting of the whole tree (Biome): an unformatted file fails the run.
  run('lint and format check', 'pnpm', ['exec', 'biome', 'ci', '.']),
  run('unit and integration tests', 'pnpm', [
    'turbo',
    'run',
    'test',
    '--continue',
    '--output-logs=new-only',
  ]),
];
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
for (const file of resultFiles()) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    success: boolean;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that crashed before its tests ran still counts as a failure.
  if (!report.success && report.numFailedTests === 0) failed += 1;
}
// A step that failed without writing results (a build error) is a failure too.
const silentFailures = steps.filter((ok) => !ok).length > 0 && failed === 0 ? 1 : 0;
failed += silentFailures;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
