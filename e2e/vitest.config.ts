import { vitestConfig } from '@agency/vitest-config';
import LongestFirst from './src/longest-first.ts';
import { productCount } from './src/products.ts';

// Browser tests against the built product: global-setup.ts starts E2E_PRODUCTS products (API,
// database, web server; 3 by default) and runs as many files at once, each against its worker's
// own product (src/products.ts), so no two files running together share data.
// expect.poll waits up to 10 s (vitest's default is 1 s): on a shared 2-core machine a page that
// renders in the browser can take longer than that to show, and a poll that fails still fails.
export default vitestConfig('node', {
  include: ['tests/**/*.e2e.ts'],
  globalSetup: ['./src/global-setup.ts'],
  maxWorkers: productCount(),
  testTimeout: 30_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 10_000 } },
  sequence: { sequencer: LongestFirst },
});
