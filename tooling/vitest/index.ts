import { defineConfig } from 'vitest/config';

type TestOptions = NonNullable<
  Parameters<typeof defineConfig>[0] extends infer C
    ? C extends { test?: infer T }
      ? T
      : never
    : never
>;

/**
 * The one vitest configuration every package uses. Results also go to a JSON file
 * (test-results.json, or VITEST_JSON) that turbo caches with the task and `pnpm test` adds up
 * into its closing line.
 *
 * A worker keeps its modules and its DOM environment from one file to the next (isolate: false):
 * a fresh process per file spent most of each package's time starting Node, importing happy-dom
 * and the package again (ui-kit: 7.7 CPU-s isolated, 1.4 without). A test that needs a module
 * fresh says so with vi.resetModules(); a package whose tests replace modules with vi.mock keeps
 * isolation (`{ isolate: true }`): a module another file loaded first keeps that file's stand-in.
 */
export function vitestConfig(environment: 'node' | 'happy-dom' = 'node', extra: TestOptions = {}) {
  return defineConfig({
    test: {
      environment,
      include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      reporters: [
        'default',
        ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results.json' }],
      ],
      passWithNoTests: true,
      isolate: false,
      ...extra,
    },
  });
}
