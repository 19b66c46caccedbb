import { vitestConfig } from '@agency/vitest-config';

// Integration tests through real HTTP. The migrations run once per run (test/global-setup.ts);
// every test file has a database of its own, copied from that one: an embedded PGlite per server
// on PGlite, a database per file on PostgreSQL (test/setup-database.ts). Nothing is shared, so
// files run two at a time on both (vitest's default is one worker per core but one: a single file
// at a time on a 2-core machine, most of it waiting on HTTP round trips). A worker keeps its
// modules from one file to the next (isolate: false): each file would otherwise import the whole
// API again, a third of the suite's CPU; nothing a file changes lives in a module (the database
// is the file's own, its settings are its server's config).
export default vitestConfig('node', {
  isolate: false,
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/setup-database.ts'],
  maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
  testTimeout: 20_000,
  hookTimeout: 60_000,
});
