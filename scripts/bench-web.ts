/**
 * `pnpm bench:web`: Lighthouse mobile (its defaults: simulated slow 4G and a 4x slower CPU) on every
 * public route of the product as `pnpm start` runs it, beside the same routes of the plain
 * (non-federated, browser-rendered) builds, in one run. Prints numbers; asserts nothing.
 * Options: --runs N (median of N runs per route, default 1).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticSite } from '@agency/serve';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
const PORT = 9580;
const API_PORT = 9590;
const shell = `http://127.0.0.1:${PORT}`;

execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});

// The product exactly as `pnpm start` runs it, on a fresh embedded database.
const product: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  env: {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-web-')),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready, fail) => {
  let log = '';
  product.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (log.includes('Forgeworks is running')) ready();
  });
  product.once('exit', () => fail(new Error(`pnpm start stopped:\n${log}`)));
});

// One published article, so the blog and an article page have something to show.
const login = await fetch(`${shell}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@forgeworks.test', password: 'forge-admin-1' }),
});
const { token } = (await login.json()) as { token: string };
const created = await fetch(`${shell}/api/v1/blog`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify({
    title: 'Five things a launch-ready store gets right',
    excerpt:
      'Fast pages, honest prices, delivery you can trust, checkout in three taps, and a team on call.',
    content: `<p>${'A store that sells loads fast on a phone, shows prices in naira and says when it delivers. '.repeat(12)}</p>`,
    status: 'published',
  }),
});
const { slug } = ((await created.json()) as { data: { documents: { slug: string }[] } }).data
  .documents[0]!;

// The plain builds: each app as its own single-page site, rendered in the browser.
const agencyPlain = await staticSite({
  root: join(root, 'apps/agency/dist-standalone'),
  port: 9600,
  apiOrigin: `http://127.0.0.1:${API_PORT}`,
});
const storePlain = await staticSite({
  root: join(root, 'apps/storefront/dist-standalone'),
  port: 9601,
  apiOrigin: `http://127.0.0.1:${API_PORT}`,
});
const ROUTES = [
  { route: '/', plain: 'http://127.0.0.1:9600/' },
  { route: '/contact', plain: 'http://127.0.0.1:9600/contact' },
  { route: '/blog', plain: 'http://127.0.0.1:9600/blog' },
  { route: `/blog/${slug}`, plain: `http://127.0.0.1:9600/blog/${slug}` },
  { route: '/demo', plain: 'http://127.0.0.1:9601/demo' },
  { route: '/demo/snailhouse/store', plain: 'http://127.0.0.1:9601/demo/snailhouse/store' },
  { route: '/demo/snailhouse/store/p01', plain: 'http://127.0.0.1:9601/demo/snailhouse/store/p01' },
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

interface Result {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string): Promise<Result> {
  const samples: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const answer = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = answer!.lhr;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    samples.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  }
  samples.sort((a, b) => a.score - b.score);
  return samples[Math.floor(samples.length / 2)]!;
}

const cell = (r: Result) =>
  `${String(r.score).padStart(3)}  ${(r.fcp / 1000).toFixed(2)}s ${(r.lcp / 1000).toFixed(2)}s ${String(Math.round(r.tbt)).padStart(4)}ms ${r.cls.toFixed(3)}`;
console.log(`\nLighthouse mobile, median of ${runs} run(s) per route: score, FCP, LCP, TBT, CLS\n`);
console.log(
  `${'route'.padEnd(34)}${'federated (pnpm start)'.padEnd(36)}${'plain build'.padEnd(36)}LCP ratio`,
);
for (const { route, plain } of ROUTES) {
  const federated = await audit(`${shell}${route}`);
  const alone = await audit(plain);
  console.log(
    `${route.slice(0, 33).padEnd(34)}${cell(federated).padEnd(36)}${cell(alone).padEnd(36)}${(federated.lcp / alone.lcp).toFixed(2)}x`,
  );
}

chrome.kill();
await Promise.all([agencyPlain.close(), storePlain.close()]);
product.kill('SIGTERM');
