import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localRegistryWithPins } from '@agency/serve';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startApi, type RunningApi } from './api.ts';
import { launchSharedBrowser } from './browser.ts';
import { domainCheckEnv } from './domain-check.ts';
import { paystackEnv, startLocalPaystack, webhookUrl } from './paystack.ts';
import type { Product } from './product.ts';
import { productCount, productPort } from './products.ts';
import { REPO_ROOT, type ServedBuild, serveBuiltApps } from './served-apps.ts';

export { REPO_ROOT };
/** The store domain of the product under test: each store is also at {slug}.stores.test. */
export const STORE_DOMAIN = 'stores.test';

interface Running {
  product: Product;
  stop(): Promise<void>;
}

/**
 * One product: the API on a fresh database, the built apps served on `port` (the shell; the other
 * apps keep their offsets from it), and a local server that speaks Paystack's API.
 */
async function startProduct(port: number): Promise<Running> {
  // Online payments go to a local server that speaks Paystack's API (paystack.ts).
  const paystack = await startLocalPaystack();
  let api: RunningApi | undefined;
  let served: ServedBuild | undefined;
  try {
    // Stores have their own host names under the store domain (*.stores.test: the browser maps
    // them to this machine, see many-stores.e2e.ts). PUBLIC_URL: links in shoppers' mails (the
    // demo store's orders) open the product under test.
    api = await startApi({
      STORE_DOMAIN: process.env.STORE_DOMAIN ?? STORE_DOMAIN,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Custom domains are checked against this product's loopback DNS server and certificate.
      ...domainCheckEnv(port),
      ...paystackEnv(paystack),
      // A cart left at checkout is an abandoned checkout at once, not after the hour a store
      // waits (carts.e2e.ts); the API test checks the hour.
      ABANDONED_CART_MINUTES: '0',
    });
    paystack.webhookUrl = webhookUrl(api.url);
    // The registry is a file, as an environment's remotes.json would be: a test may deploy a
    // remote elsewhere by rewriting it, and the running shell serves the new one on the next
    // request. With the pins of the built remotes: the renderer imports only pinned bundles.
    const registryFile = join(mkdtempSync(join(tmpdir(), 'agency-registry-')), 'remotes.json');
    writeFileSync(
      registryFile,
      JSON.stringify(localRegistryWithPins(REPO_ROOT, port, '127.0.0.1'), null, 2),
    );
    served = await serveBuiltApps({ port, apiOrigin: api.url, registryFile });
    const { url: apiUrl, dataDir } = api;
    const [web, backend] = [served, api];
    return {
      product: { baseUrl: served.url, apiUrl, dataDir, registryFile },
      stop: async () => {
        await web.stop();
        await backend.stop();
        await paystack.close();
      },
    };
  } catch (error) {
    await served?.stop();
    await api?.stop();
    await paystack.close();
    throw error;
  }
}

let running: Running[] = [];
let browser: BrowserServer | undefined;

export async function setup(project: TestProject) {
  const count = productCount();
  // One after the other: each product's start is mostly CPU (migrations, the seed, the renderer).
  for (let n = 0; n < count; n++) running.push(await startProduct(productPort(n)));
  const products = running.map((r) => r.product);
  project.provide('products', products);
  // For the helpers that also run outside a test (src/accounts.ts `apiAs`): the workers inherit
  // these, and take their own product's (src/products.ts `productEnv`).
  process.env.E2E_PRODUCTS = String(count);
  products.forEach((product, n) => {
    process.env[`E2E_API_URL_${n}`] = product.apiUrl;
  });
  // The run's one Chromium; test files connect to it (src/browser.ts `launchBrowser`). The
  // workers start after this, with this environment.
  browser = await launchSharedBrowser();
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}

export async function teardown() {
  await browser?.close();
  await Promise.all(running.map((r) => r.stop()));
  running = [];
}

declare module 'vitest' {
  export interface ProvidedContext {
    products: Product[];
  }
}
