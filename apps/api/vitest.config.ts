import { vitestConfig } from '@agency/vitest-config';

// Integration tests through real HTTP. On the embedded database every file opens its own in-memory
// PGlite, so files may run in parallel (vitest's default: one worker per core but one, so a 2-core
// machine still runs one file at a time); with DATABASE_URL they share one PostgreSQL database, so
// one file at a time.
export default vitestConfig('node', {
  fileParallelism: !process.env.DATABASE_URL,
  testTimeout: 20_000,
  hookTimeout: 60_000,
});
