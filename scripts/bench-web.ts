/**
 * `pnpm bench:web`: Lighthouse mobile (its defaults: simulated slow 4G and a 4x slower CPU) on every
 * public route of the product as `pnpm start` runs it, beside the same routes of the plain
 * (non-federated, browser-rendered) builds, in one run. Prints numbers; asserts nothing.
 * Besides the demo store (Snailhouse, drawn art), a second store made through the API with uploaded
 * photos (bench-web-store.ts) is measured on its home, index and an item page, Snailhouse's same
 * three pages being its baseline in the same run (the machine's noise hits both alike), and again
 * on its own host ({slug}.localhost on the store site's port) beside the agency's path.
 * Options: --runs N (median of N runs per route, default 1); --only TEXT (only routes whose label
 * or address contains TEXT, e.g. `--only mama-titi` for the second store's pages, `--only 'own
 * host'`). Environment: BENCH_PORT (the shell, default 9580; the product's other apps take the
 * next ports, the plain builds +20 and +21), BENCH_API_PORT (default BENCH_PORT + 10).
 * --save DIR: keep each Lighthouse report (JSON) in DIR, to read what the numbers came from.
 * --floor: only the second store's index and item and Snailhouse's item, as served and with their
 * scripts taken out (bench-web-floor.ts): the least LCP any JavaScript work could reach there.
 * --profile: no Lighthouse, a CPU profile of each federated page's load and hydration at 4x CPU
 * (bench-web-profile.ts). SKIP_BUILD=1 measures what is built.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticSite } from '@agency/serve';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { floorReport } from './bench-web-floor.ts';
import { profilePage } from './bench-web-profile.ts';
import { makeSecondStore } from './bench-web-store.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
const profiling = process.argv.includes('--profile');
const floor = process.argv.includes('--floor');
const onlyFlag = process.argv.indexOf('--only');
const only = onlyFlag > 0 ? process.argv[onlyFlag + 1]! : '';
const saveFlag = process.argv.indexOf('--save');
const saveDir = saveFlag > 0 ? process.argv[saveFlag + 1]! : '';
if (saveDir) mkdirSync(saveDir, { recursive: true });
const PORT = Number(process.env.BENCH_PORT ?? 9580);
const API_PORT = Number(process.env.BENCH_API_PORT ?? PORT + 10);
const shell = `http://127.0.0.1:${PORT}`;
const agencyPlainUrl = `http://127.0.0.1:${PORT + 20}`;
const storePlainUrl = `http://127.0.0.1:${PORT + 21}`;

if (process.env.SKIP_BUILD !== '1')
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

// The second store: the seeded owner's business with uploaded photos, a look and 6 products.
const second = await makeSecondStore(shell);
console.log(
  `Second store "${second.name}" at /demo/${second.slug}; photos uploaded: ${second.photoBytes.map((b) => `${Math.round(b / 1024)} kB`).join(', ')}`,
);

// The plain builds: each app as its own single-page site, rendered in the browser.
const agencyPlain = await staticSite({
  root: join(root, 'apps/agency/dist-standalone'),
  port: PORT + 20,
  apiOrigin: `http://127.0.0.1:${API_PORT}`,
});
const storePlain = await staticSite({
  root: join(root, 'apps/storefront/dist-standalone'),
  port: PORT + 21,
  apiOrigin: `http://127.0.0.1:${API_PORT}`,
});
const agencyRoutes = ['/', '/contact', '/blog', `/blog/${slug}`];
/** Each store's home, index and an item: Snailhouse (the baseline), then the second store. */
const storeRoutes = [
  '/demo',
  '/demo/snailhouse',
  '/demo/snailhouse/store',
  '/demo/snailhouse/store/p01',
  `/demo/${second.slug}`,
  `/demo/${second.slug}/store`,
  `/demo/${second.slug}/store/${second.item}`,
];
/**
 * The second store's own host ({slug}.localhost, the store site's port: `pnpm start`'s STORE_DOMAIN
 * is localhost, which Chromium resolves to this machine): the same three pages as its /demo path,
 * whose plain build (the storefront drawn in the browser) is what the own host sent before it was
 * rendered on the server.
 */
const ownHost = `http://${second.slug}.localhost:${PORT + 6}`;
const ownHostRoutes: [string, string][] = [
  ['/', `/demo/${second.slug}`],
  ['/store', `/demo/${second.slug}/store`],
  [`/store/${second.item}`, `/demo/${second.slug}/store/${second.item}`],
];
const ROUTES = [
  ...agencyRoutes.map((route) => ({
    route,
    url: `${shell}${route}`,
    plain: `${agencyPlainUrl}${route}`,
  })),
  ...storeRoutes.map((route) => ({
    route,
    url: `${shell}${route}`,
    plain: `${storePlainUrl}${route}`,
  })),
  ...ownHostRoutes.map(([route, plain]) => ({
    route: `own host ${route}`,
    url: `${ownHost}${route}`,
    plain: `${storePlainUrl}${plain}`,
  })),
];

/** Stops what this run started: the plain builds' servers and the product. */
async function stopAll(): Promise<never> {
  await Promise.all([agencyPlain.close(), storePlain.close()]);
  product.kill('SIGTERM');
  process.exit(0);
}

if (profiling) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  console.log(`\nCPU profiles of load and hydration, 4x CPU, ${runs} run(s) per route\n`);
  for (const { url } of ROUTES.filter((r) => r.route.includes(only) || r.url.includes(only)))
    for (let i = 0; i < runs; i++) console.log((await profilePage(browser, url)).report);
  await browser.close();
  await stopAll();
}

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

if (floor) {
  console.log(
    `\n${await floorReport(
      shell,
      [
        { label: 'Snailhouse item', path: '/demo/snailhouse/store/p01' },
        { label: `${second.name} index`, path: `/demo/${second.slug}/store` },
        { label: `${second.name} item`, path: `/demo/${second.slug}/store/${second.item}` },
      ],
      chrome.port,
      runs,
    )}`,
  );
  chrome.kill();
  await stopAll();
}

interface Result {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's total-byte-weight, and the part of it that is requests of type Image. */
  bytes: number;
  imageBytes: number;
  /** What image-delivery-insight says the pictures could save, and why, picture by picture. */
  imageSavings: number;
  imageFindings: string[];
  /** The audits that keep a category below 100 ("category: audit-id (score)"). */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function audit(url: string): Promise<Result> {
  const samples: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const answer = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: CATEGORIES,
      logLevel: 'error',
      output: 'json',
    });
    const lhr = answer!.lhr;
    if (saveDir)
      writeFileSync(
        join(saveDir, `${url.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`),
        JSON.stringify(lhr),
      );
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] })?.items as
      | { resourceType?: string; transferSize?: number }[]
      | undefined;
    const failing: string[] = [];
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      if (!category || category.score === 1) continue;
      for (const ref of category.auditRefs) {
        const result = lhr.audits[ref.id];
        // Weighted audits that lose points, and (performance) the insights that flag something.
        const counts = ref.weight > 0 || ref.group === 'insights' || ref.group === 'diagnostics';
        if (!result || !counts || result.score === null || result.score >= 0.9) continue;
        if (
          result.scoreDisplayMode === 'informative' ||
          result.scoreDisplayMode === 'notApplicable'
        )
          continue;
        failing.push(`${id}: ${ref.id} (${result.score})`);
      }
    }
    const delivery = (
      lhr.audits['image-delivery-insight']?.details as {
        items?: {
          url: string;
          totalBytes: number;
          wastedBytes: number;
          subItems?: { items: { reason: string }[] };
        }[];
      }
    )?.items;
    samples.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      imageBytes: (requests ?? [])
        .filter((request) => request.resourceType === 'Image')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      imageSavings: (delivery ?? []).reduce((sum, item) => sum + item.wastedBytes, 0),
      imageFindings: (delivery ?? []).map(
        (item) =>
          `${item.url.split('/').pop()}: ${Math.round(item.totalBytes / 1024)} kB, could save ${Math.round(item.wastedBytes / 1024)} kB: ${(item.subItems?.items ?? []).map((sub) => sub.reason).join(' / ')}`,
      ),
      failing,
    });
  }
  samples.sort((a, b) => a.performance - b.performance);
  return samples[Math.floor(samples.length / 2)]!;
}

const kB = (bytes: number) => `${Math.round(bytes / 1024)}`.padStart(5);
const full = (r: Result) =>
  `${String(r.performance).padStart(3)} ${String(r.accessibility).padStart(3)} ${String(r.bestPractices).padStart(3)} ${String(r.seo).padStart(3)}  ${(r.fcp / 1000).toFixed(2)}s ${(r.lcp / 1000).toFixed(2)}s ${String(Math.round(r.tbt)).padStart(4)}ms ${r.cls.toFixed(3)} ${kB(r.bytes)} ${kB(r.imageBytes)} ${kB(r.imageSavings)}`;
const brief = (r: Result) => `${String(r.performance).padStart(3)}  ${(r.lcp / 1000).toFixed(2)}s`;
console.log(
  `\nLighthouse mobile, median of ${runs} run(s) per route. Federated: performance, accessibility, best practices, SEO, FCP, LCP, TBT, CLS, total kB, image kB, image kB image-delivery-insight would save. Plain: performance, LCP.\n`,
);
console.log(
  `${'route'.padEnd(44)}${'federated (pnpm start)'.padEnd(70)}${'plain build'.padEnd(14)}LCP ratio`,
);
console.log(
  `${''.padEnd(44)}${'prf a11 bp  seo  FCP   LCP     TBT    CLS    kB   img  save'.padEnd(70)}${'prf  LCP'.padEnd(14)}`,
);
const failures: string[] = [];
const findings: string[] = [];
for (const { route, url, plain } of ROUTES.filter(
  (r) => r.route.includes(only) || r.url.includes(only),
)) {
  const federated = await audit(url);
  const alone = await audit(plain);
  console.log(
    `${route.slice(0, 43).padEnd(44)}${full(federated).padEnd(70)}${brief(alone).padEnd(14)}${(federated.lcp / alone.lcp).toFixed(2)}x`,
  );
  if (federated.imageFindings.length)
    findings.push(`${route}:\n    ${federated.imageFindings.join('\n    ')}`);
  for (const [build, result] of [
    ['federated', federated],
    ['plain', alone],
  ] as const)
    if (result.failing.length)
      failures.push(`${route} (${build}):\n    ${result.failing.join('\n    ')}`);
}
if (findings.length)
  console.log(
    `\nimage-delivery-insight (federated), picture by picture:\n  ${findings.join('\n  ')}`,
  );
if (failures.length)
  console.log(`\nAudits below 0.9 in categories under 100:\n  ${failures.join('\n  ')}`);

chrome.kill();
await stopAll();
