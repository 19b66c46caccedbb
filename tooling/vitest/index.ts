import { defineConfig } from 'vitest/config';

/**
 * The one vitest configuration every package uses. Results also go to test-results.json, which
 * turbo caches with the task and `pnpm test` adds up into its closing line.
 */
export function vitestConfig(environment: 'node' | 'happy-dom' = 'node', extra: { testTimeout?: number } = {}) {
  return defineConfig({
    test: {
      environment,
      include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
      passWithNoTests: true,
      ...extra,
    },
  });
}
