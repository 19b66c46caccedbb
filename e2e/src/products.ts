/**
 * The browser suite runs three test files at a time, each against a product of its own (API,
 * database, web server, Paystack stand-in): global-setup.ts starts E2E_PRODUCTS of them (3 by
 * default), and vitest runs as many files at once. With two, a 2-core machine sat partly idle
 * while tests waited on timers and the network (541 s for the suite); with three, 2 % idle, 472 s. Vitest numbers its workers 1…maxWorkers
 * (VITEST_POOL_ID), and files running at once never share a number: the number picks the
 * product. No import of vitest here: scripts outside the suite (pnpm shots) use accounts.ts.
 */

/** How many products a run starts side by side (and how many files it runs at once). */
export const productCount = (): number =>
  Math.max(1, Math.floor(Number(process.env.E2E_PRODUCTS ?? 3)) || 1);

/** The ports of product `n` (from 0): the first on E2E_PORT, each next one 1,000 above. */
export const productPort = (n: number): number => Number(process.env.E2E_PORT ?? 9180) + 1000 * n;

/** Which product this worker's test file uses (0 outside a worker). */
export const productIndex = (): number =>
  (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % productCount();

/**
 * A value global-setup.ts put in the workers' environment for each product (`NAME_0`, `NAME_1`,
 * …): this worker's product's.
 */
export const productEnv = (name: string): string | undefined =>
  process.env[`${name}_${productIndex()}`];
