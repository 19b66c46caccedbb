/**
 * Which deployable units a change touches: `node scripts/deploy-plan.ts <base-ref>` prints a JSON
 * array for the deploy workflow's matrix. The units come from the table of remotes (plus the shell,
 * the store's own site and the API); turbo's package graph says which ones the change reaches, so
 * a change to a package (ui-kit, say) redeploys every app that uses it, and nothing else.
 */
import { execFileSync } from 'node:child_process';
import { REMOTE_APPS, SHELL_APP, STANDALONE_SITES } from '@agency/federation/apps';

interface Unit {
  /** Job name. */
  name: string;
  /** Workspace package to build and test. */
  package: string;
  /** What gets deployed. */
  output: string;
}

const base = process.argv[2] ?? 'HEAD~1';
const units: Unit[] = [
  { name: 'shell', package: '@agency/shell', output: `apps/${SHELL_APP.folder}/dist` },
  ...REMOTE_APPS.map((remote) => ({
    name: remote.name,
    package: `@agency/${remote.folder}`,
    output: `apps/${remote.folder}/dist`,
  })),
  ...STANDALONE_SITES.map((site) => ({
    name: site.name,
    package: `@agency/${site.folder}`,
    output: `apps/${site.folder}/dist-standalone`,
  })),
  { name: 'api', package: '@agency/api', output: 'apps/api' },
];

const listing = execFileSync('pnpm', ['turbo', 'ls', `--filter=...[${base}]`, '--output=json'], {
  encoding: 'utf8',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
const json = listing.slice(listing.indexOf('{'));
const affected = new Set(
  (JSON.parse(json) as { packages: { items: { name: string }[] } }).packages.items.map(
    (item) => item.name,
  ),
);
console.log(JSON.stringify(units.filter((unit) => affected.has(unit.package))));
