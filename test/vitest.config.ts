import { defineConfig } from 'vitest/config';

/**
 * Checks of the whole repository (every stylesheet, the specification's texts in the apps'
 * sources, how scripts/start.ts starts the web server). They read files of many packages, so no
 * package's test task may hold them: turbo would replay a package's cached pass after a change
 * elsewhere. `pnpm test` runs them on every run, never cached (scripts/test.ts).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    reporters: [
      'default',
      ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results.json' }],
    ],
  },
});
