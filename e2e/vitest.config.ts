import { vitestConfig } from '@agency/vitest-config';

// Browser tests: one product (API + shell + remotes) for the whole run, files one after another.
export default vitestConfig('node', {
  include: ['tests/**/*.e2e.ts'],
  globalSetup: ['./src/global-setup.ts'],
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
