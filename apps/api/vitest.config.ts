import { vitestConfig } from '@agency/vitest-config';

// Integration tests through real HTTP. On the embedded database every file opens its own in-memory
// PGlite, so files run in parallel; with DATABASE_URL they share one PostgreSQL database, so one
// file at a time.
export default vitestConfig('node', {
  fileParallelism: !process.env.DATABASE_URL,
  testTimeout: 20_000,
  hookTimeout: 60_000,
});
