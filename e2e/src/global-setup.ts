import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localRegistryWithPins } from '@agency/serve';
import type { TestProject } from 'vitest/node';
import { startApi, type RunningApi } from './api.ts';
import { launchSharedBrowser } from './browser.ts';
import { domainCheckEnv } from './domain-check.ts';
import { paystackEnv, startLocalPaystack, webhookUrl } from './paystack.ts';
import type { BrowserServer } from 'playwright-core';
import { REPO_ROOT, type ServedBuild, serveBuiltApps } from './served-apps.ts';

export { REPO_ROOT };
/** Ports of the product under test (the shell; the other apps keep their offsets from it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9180);
/** The store domain of the product under test: each store is also at {slug}.stores.test. */
export const STORE_DOMAIN = 'stores.test';

let product: ServedBuild | undefined;
let api: RunningApi | undefined;
let browser: BrowserServer | undefined;
let paystack: Awaited<ReturnType<typeof startLocalPaystack>> | undefined;

export async function setup(project: TestProject) {
  // Stores have their own host names under the store domain (*.stores.test: the browser maps them
  // to this machine, see many-stores.e2e.ts).
  // PUBLIC_URL: links in shoppers' mails (the demo store's orders) open the product under test.
  // Online payments go to a local server that speaks Paystack's API (paystack.ts).
  paystack = await startLocalPaystack();
  api = await startApi({
    STORE_DOMAIN: process.env.STORE_DOMAIN ?? STORE_DOMAIN,
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    // Custom domains are checked against this run's loopback DNS server and certificate.
    ...domainCheckEnv(E2E_PORT),
    ...paystackEnv(paystack),
    // A cart left at checkout is an abandoned checkout at once, not after the hour a store waits
    // (carts.e2e.ts); the API test checks the hour.
    ABANDONED_CART_MINUTES: '0',
  });
  paystack.webhookUrl = webhookUrl(api.url);
  // The registry is a file, as an environment's remotes.json would be: a test may deploy a remote
  // elsewhere by rewriting it, and the running shell serves the new one on the next request.
  const registryFile = join(mkdtempSync(join(tmpdir(), 'agency-registry-')), 'remotes.json');
  // With the pins of the built remotes: the renderer imports only pinned server bundles.
  writeFileSync(
    registryFile,
    JSON.stringify(localRegistryWithPins(REPO_ROOT, E2E_PORT, '127.0.0.1'), null, 2),
  );
  product = await serveBuiltApps({ port: E2E_PORT, apiOrigin: api.url, registryFile });
  project.provide('baseUrl', product.url);
  project.provide('apiUrl', api.url);
  // For the helpers that also run outside a test (src/accounts.ts `apiAs`): the workers inherit it.
  process.env.E2E_API_URL = api.url;
  project.provide('dataDir', api.dataDir);
  project.provide('registryFile', registryFile);
  // The run's one Chromium; test files connect to it (src/browser.ts `launchBrowser`). The
  // workers start after this, with this environment.
  browser = await launchSharedBrowser();
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}

export async function teardown() {
  await browser?.close();
  await product?.stop();
  await api?.stop();
  await paystack?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    dataDir: string;
    registryFile: string;
  }
}
