import { vitestConfig } from '@agency/vitest-config';

// Integration tests through real HTTP; one file at a time, since with DATABASE_URL they share one database.
export default vitestConfig('node', {
  fileParallelism: false,
  testTimeout: 20_000,
  hookTimeout: 60_000,
});
