/**
 * `pnpm size`: what the first visit to each area fetches, in the federated product and in the same
 * app built without federation (its standalone build, plain Vite). For every file the page asked
 * for it prints the bytes as stored (raw, what an uncompressed server sends) and on the wire as
 * our servers send them to a browser that accepts brotli, plus JavaScript gzip-9 for comparison
 * with earlier notes. Prints numbers; asserts nothing.
 *
 * The product talks to a real API (an embedded database in a temporary folder, with the demo's
 * seed), so pages render with their data; the second store of `pnpm bench:web` (uploaded photos)
 * is also measured on an item page on the agency's path and on its own host ({slug}.stores.test,
 * mapped to this machine), beside the storefront's plain build.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readConfig } from '@agency/api/config';
import { startServer } from '@agency/api/server';
import { REMOTE_APPS } from '@agency/federation/apps';
import { serveApps, staticSite } from '@agency/serve';
import { chromium } from 'playwright-core';
import { makeSecondStore } from './bench-web-store.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
/** `pnpm size --files`: also list every file of each federated first visit. */
const listFiles = process.argv.includes('--files');
/** The product's port, and the plain build's next to it (BENCH_PORT, so two runs can share a machine). */
const PORT = Number(process.env.BENCH_PORT ?? 9480);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-gpu',
    // A store's own host name reaches this machine without DNS.
    '--host-resolver-rules=MAP *.stores.test 127.0.0.1',
  ],
});

interface Weight {
  files: number;
  /** Each file: its path and bytes on the wire (br) / JS gzip-9, for `--files`. */
  list: string[];
  raw: number;
  wire: number;
  jsGzip: number;
}

/** The body's size as sent with `accept-encoding: br, gzip` (no decoding). */
function wireBytes(url: string): Promise<number> {
  const { hostname, port, pathname, search } = new URL(url);
  // A store's own host is this machine under its own name (as the browser's host rules map it).
  const host = hostname.endsWith('.stores.test') ? '127.0.0.1' : hostname;
  const headers = { 'accept-encoding': 'br, gzip', host: `${hostname}:${port}` };
  return new Promise((resolve) => {
    const req = request({ host, port, path: `${pathname}${search}`, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function measure(url: string): Promise<Weight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen: Promise<{ url: string; type: string; body: Buffer } | null>[] = [];
  page.on('response', (response) => {
    const { hostname } = new URL(response.url());
    const local = hostname === '127.0.0.1' || hostname.endsWith('.stores.test');
    if (!local || response.url().includes('/api/')) return;
    const type = response.headers()['content-type'] ?? '';
    seen.push(
      response.body().then(
        (body) => ({ url: response.url(), type, body }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const weight: Weight = { files: 0, list: [], raw: 0, wire: 0, jsGzip: 0 };
  for (const item of await Promise.all(seen)) {
    if (!item) continue;
    const wire = await wireBytes(item.url);
    const jsGzip = item.type.includes('javascript') ? gzipSync(item.body, { level: 9 }).length : 0;
    weight.files += 1;
    weight.raw += item.body.length;
    weight.wire += wire;
    weight.jsGzip += jsGzip;
    weight.list.push(
      `${kb(wire).padStart(10)} ${kb(jsGzip).padStart(10)}  ${new URL(item.url).pathname}`,
    );
  }
  await context.close();
  return weight;
}

const config = readConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'size-')),
  API_PORT: '0',
  LOG_LEVEL: 'error',
  SEED_DEMO: '1',
  STORE_DOMAIN: 'stores.test',
  STORE_PORT: String(PORT + 6),
});
const api = await startServer({ ...config, databaseUrl: undefined }, { logger: false });
const product = await serveApps({
  repoRoot: root,
  port: PORT,
  apiOrigin: api.url,
  publicHost: '127.0.0.1',
});
const second = await makeSecondStore(product.url);
console.log(
  '\nFirst visit: every file fetched (HTML, JS, CSS, JSON, media); raw / on the wire (br) / JS gzip-9\n',
);
console.log(
  `${'route'.padEnd(20)}${'federated'.padEnd(36)}${'plain (standalone)'.padEnd(36)}wire ratio`,
);
for (const remote of REMOTE_APPS) {
  const path = remote.firstRoute;
  const federated = await measure(`${product.url}${path}`);
  const plainSite = await staticSite({
    root: join(root, 'apps', remote.folder, 'dist-standalone'),
    port: PORT + 10,
  });
  const plain = await measure(`http://127.0.0.1:${PORT + 10}${path}`);
  await plainSite.close();
  const cell = (w: Weight) =>
    `${kb(w.raw)} / ${kb(w.wire)} / ${kb(w.jsGzip)} (${w.files})`.padEnd(36);
  console.log(
    `${path.padEnd(20)}${cell(federated)}${cell(plain)}${(federated.wire / plain.wire).toFixed(2)}x`,
  );
  if (listFiles)
    console.log(
      `${'wire (br)'.padStart(10)} ${'JS gzip'.padStart(10)}  file\n${federated.list.join('\n')}\n`,
    );
}

// An item of a store with uploaded photos: on the agency's path, and on the store's own host.
const itemPaths = [
  ['item, agency path', `${product.url}/store/${second.slug}/store/${second.item}`],
  ['item, own host', `http://${second.slug}.stores.test:${PORT + 6}/store/${second.item}`],
] as const;
const plainSite = await staticSite({
  root: join(root, 'apps', 'storefront', 'dist-standalone'),
  port: 9490,
  apiOrigin: api.url,
});
const plainItem = await measure(`http://127.0.0.1:9490/store/${second.slug}/store/${second.item}`);
await plainSite.close();
for (const [label, url] of itemPaths) {
  const federated = await measure(url);
  const cell = (w: Weight) =>
    `${kb(w.raw)} / ${kb(w.wire)} / ${kb(w.jsGzip)} (${w.files})`.padEnd(36);
  console.log(
    `${label.padEnd(20)}${cell(federated)}${cell(plainItem)}${(federated.wire / plainItem.wire).toFixed(2)}x`,
  );
  if (listFiles)
    console.log(
      `${'wire (br)'.padStart(10)} ${'JS gzip'.padStart(10)}  file\n${federated.list.join('\n')}\n`,
    );
}
await product.close();
await api.stop();
await browser.close();
