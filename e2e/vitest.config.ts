import { vitestConfig } from '@agency/vitest-config';

// Browser tests: one product (API + shell + remotes) for the whole run, files one after another.
// expect.poll waits up to 10 s (vitest's default is 1 s): on a shared 2-core machine a page that
// renders in the browser can take longer than that to show, and a poll that fails still fails.
export default vitestConfig('node', {
  include: ['tests/**/*.e2e.ts'],
  globalSetup: ['./src/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 10_000 } },
});
