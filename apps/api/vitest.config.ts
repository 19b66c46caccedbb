import { defineConfig } from 'vitest/config';

// Integration tests through real HTTP; one file at a time, since with DATABASE_URL they share one server.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
