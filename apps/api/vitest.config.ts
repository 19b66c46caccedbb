import { vitestConfig } from '@agency/vitest-config';

// Integration tests through real HTTP. On the embedded database every file opens its own in-memory
// PGlite and nothing is shared, so files run two at a time (vitest's default is one worker per core
// but one: a single file at a time on a 2-core machine, most of it waiting on HTTP round trips);
// with DATABASE_URL they share one PostgreSQL database, so one file at a time.
const shared = Boolean(process.env.DATABASE_URL);
export default vitestConfig('node', {
  fileParallelism: !shared,
  maxWorkers: shared ? 1 : Number(process.env.API_TEST_WORKERS ?? 2),
  testTimeout: 20_000,
  hookTimeout: 60_000,
});
