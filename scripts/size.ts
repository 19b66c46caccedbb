/**
 * `pnpm size`: what the browser actually fetches (JavaScript and CSS, raw and gzip) on the first
 * visit to `/` and to each remote's first route, in the federated product, next to the same app
 * built without federation (each remote's standalone build, dist-standalone/, plain Vite). Prints
 * numbers; asserts nothing.
 */
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveProduct, serveStatic } from '@agency/serve';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = [
  { path: '/', app: 'agency' },
  { path: '/admin/overview', app: 'marketer-admin' },
  { path: '/admin/blog', app: 'blog-editor' },
  { path: '/business/overview', app: 'business' },
  { path: '/demo', app: 'storefront' },
] as const;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] });

interface Weight { js: number; jsGzip: number; css: number; cssGzip: number; files: number }

async function measure(url: string): Promise<Weight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ type: string; bytes: Buffer } | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|css/.test(type)) return;
    bodies.push(response.body().then((bytes) => ({ type, bytes })).catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const weight: Weight = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, files: 0 };
  for (const item of await Promise.all(bodies)) {
    if (!item) continue;
    const gz = gzipSync(item.bytes, { level: 9 }).length;
    weight.files += 1;
    if (item.type.includes('css')) {
      weight.css += item.bytes.length;
      weight.cssGzip += gz;
    } else {
      weight.js += item.bytes.length;
      weight.jsGzip += gz;
    }
  }
  await context.close();
  return weight;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const product = await serveProduct({ repoRoot: root, port: 9480, apiOrigin: 'http://127.0.0.1:9', publicHost: '127.0.0.1' });
console.log('\nFirst visit, JavaScript and CSS fetched (raw / gzip)\n');
console.log(`${'route'.padEnd(20)}${'federated JS'.padEnd(24)}${'plain JS'.padEnd(24)}${'ratio'.padEnd(8)}${'federated CSS'.padEnd(24)}plain CSS`);
for (const { path, app } of ROUTES) {
  const federated = await measure(`${product.url}${path}`);
  const plainServer = await serveStatic({ root: join(root, 'apps', app, 'dist-standalone'), port: 9490 });
  const plain = await measure(`http://127.0.0.1:9490${path}`);
  await new Promise((done) => plainServer.close(done));
  console.log(
    `${path.padEnd(20)}${`${kb(federated.js)} / ${kb(federated.jsGzip)}`.padEnd(24)}${`${kb(plain.js)} / ${kb(plain.jsGzip)}`.padEnd(24)}${`${(federated.jsGzip / plain.jsGzip).toFixed(2)}x`.padEnd(8)}${`${kb(federated.css)} / ${kb(federated.cssGzip)}`.padEnd(24)}${kb(plain.css)} / ${kb(plain.cssGzip)}`,
  );
}
await product.close();
await browser.close();
