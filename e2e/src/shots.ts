/**
 * `pnpm shots`: full-page screenshots of every route (e2e/src/routes.ts) at a phone, a tablet and a
 * desktop width, signed out and signed in, plus a few states (cart drawer, 'Filter and sort', the
 * contact form's errors, the phone menu), written to shots/<width>/<name>.png.
 *
 * The product runs as the browser tests run it: the real API on a fresh embedded database, the
 * built apps served by apps/web-server. Run `pnpm build` first (`pnpm shots` does).
 *
 *   pnpm shots                          everything
 *   pnpm shots -- --widths 390 contact  only names containing 'contact', at 390 px
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startApi } from './api.ts';
import { launchBrowser, untilInteractive } from './browser.ts';
import { AREAS, makeSecondStore, publicRoutes, publishSampleArticle, settle } from './routes.ts';
import { REPO_ROOT, serveBuiltApps } from './served-apps.ts';
import { placeSampleSales } from './sample-sales.ts';
import { seedSession } from './session.ts';
import { analyticsStates } from './shots-analytics.ts';

const PORT = Number(process.env.SHOTS_PORT ?? 9280);
const OUT = join(REPO_ROOT, 'shots');
const HEIGHT: Record<number, number> = { 390: 844, 768: 1024, 1440: 900 };

function parseArgs(argv: string[]): { widths: number[]; only: string[] } {
  let widths = [390, 768, 1440];
  const only: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--widths') widths = argv[++i]!.split(',').map(Number);
    else only.push(arg);
  }
  return { widths, only };
}

/** A route's file name: '/' is 'home', '/store/admin/items/new' is 'store-admin-items-new'. */
function shotName(path: string, articleSlug: string): string {
  const name = path
    .replace(articleSlug, 'article')
    .replace(/^\/|\/$/g, '')
    .replaceAll('/', '-');
  return name || 'home';
}

class Camera {
  readonly written: string[] = [];
  readonly failed: string[] = [];
  constructor(
    private readonly width: number,
    private readonly only: string[],
  ) {}

  wants(name: string): boolean {
    return this.only.length === 0 || this.only.some((part) => name.includes(part));
  }

  /** Runs one screen's steps; a screen that fails is reported and the others go on. */
  async attempt(name: string, steps: () => Promise<void>, always = false): Promise<void> {
    if (!always && !this.wants(name)) return;
    try {
      await steps();
    } catch (error) {
      this.failed.push(`${this.width}/${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  /** Waits for fonts, images and quiet network, then photographs the page. */
  async take(page: Page, name: string, fullPage = true): Promise<void> {
    if (fullPage) {
      // Scroll through once, as a reader would, so lazy images below the fold load.
      await page.evaluate(async () => {
        const start = window.scrollY;
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 60));
        }
        window.scrollTo(0, start);
      });
    }
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    });
    const file = join(OUT, String(this.width), `${name}.png`);
    await page.screenshot({ path: file, fullPage, caret: 'initial' });
    this.written.push(relative(REPO_ROOT, file));
  }
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT[width] ?? 900 } });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilInteractive(page);
  await settle(page);
}

/** Screens with something open or filled in, signed out. */
async function states(page: Page, base: string, camera: Camera): Promise<void> {
  await camera.attempt('state-phone-menu', async () => {
    await visit(page, `${base}/`);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (!(await menu.isVisible())) return; // wide enough for the whole navigation
    await menu.click();
    await camera.take(page, 'state-phone-menu', false);
  });
  await camera.attempt('state-contact-errors', async () => {
    await visit(page, `${base}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.getByText(/not entered or values entered are not valid/).waitFor();
    await page.waitForTimeout(400); // the toast's entrance
    // What the visitor sees: the window with its toasts (fixed to it), not the whole page.
    await camera.take(page, 'state-contact-errors', false);
  });
  await camera.attempt('state-filter-and-sort', async () => {
    await visit(page, `${base}/store/snailhouse/store`);
    const toggle = page.getByRole('button', { name: 'Filter and sort' });
    if (!(await toggle.isVisible())) return; // the controls show in full
    await toggle.click();
    await page.getByLabel('Sort').waitFor();
    await camera.take(page, 'state-filter-and-sort');
  });
  await camera.attempt('state-cart-drawer', async () => {
    // The eBook has no options: Add to Cart at once, and the drawer opens on the store index.
    await visit(page, `${base}/store/snailhouse/store/p20`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in
    await camera.take(page, 'state-cart-drawer', false);
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/store/checkout');
    await settle(page);
    await camera.take(page, 'state-checkout-with-item');
  });
}

/** States inside a signed-in area, shot after its screens. */
const AREA_STATES: Record<string, (page: Page, base: string, camera: Camera) => Promise<void>> = {
  '/store/admin': async (page, base, camera) => {
    await camera.attempt('state-item-errors', async () => {
      await visit(page, `${base}/store/admin/items/new`);
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await camera.take(page, 'state-item-errors');
    });
  },
};

async function shootWidth(
  browser: Browser,
  base: string,
  articleSlug: string,
  camera: Camera,
  width: number,
  apiUrl: string,
  secondStore?: string,
): Promise<void> {
  const page = await newPage(browser, width);
  for (const path of publicRoutes(articleSlug, secondStore)) {
    const name = shotName(path.replace(secondStore ?? '\0', 'second-store'), articleSlug);
    await camera.attempt(name, async () => {
      await visit(page, `${base}${path}`);
      await camera.take(page, name);
    });
  }
  await states(page, base, camera);
  await page.context().close();

  for (const area of AREAS) {
    const names = area.paths.map((path) => shotName(`${area.base}/${path}`, articleSlug));
    const extra = area.base in AREA_STATES ? ['state-item-errors'] : [];
    if (![...names, ...extra].some((name) => camera.wants(name))) continue;
    const signedIn = await newPage(browser, width);
    await camera.attempt(
      `${area.base} (signing in)`,
      async () => {
        await seedSession(signedIn, `${base}${area.base}/`, area.who, apiUrl);
        for (const [i, path] of area.paths.entries()) {
          await camera.attempt(names[i]!, async () => {
            await visit(signedIn, `${base}${area.base}/${path}`);
            await camera.take(signedIn, names[i]!);
          });
        }
        await AREA_STATES[area.base]?.(signedIn, base, camera);
      },
      true,
    );
    await signedIn.context().close();
  }
  await analyticsStates(browser, base, apiUrl, camera, (b) => newPage(b, width), visit);
}

async function main(): Promise<void> {
  const { widths, only } = parseArgs(process.argv.slice(2));
  const api = await startApi();
  const product = await serveBuiltApps({ port: PORT, apiOrigin: api.url });
  const browser = await launchBrowser();
  const written: string[] = [];
  const failed: string[] = [];
  try {
    const articleSlug = await publishSampleArticle(api.url);
    await placeSampleSales(api);
    const secondStore = await makeSecondStore(api.url);
    for (const width of widths) {
      if (only.length === 0) rmSync(join(OUT, String(width)), { recursive: true, force: true });
      mkdirSync(join(OUT, String(width)), { recursive: true });
      const camera = new Camera(width, only);
      await shootWidth(browser, product.url, articleSlug, camera, width, api.url, secondStore);
      written.push(...camera.written);
      failed.push(...camera.failed);
    }
  } finally {
    await browser.close();
    await product.stop();
    await api.stop();
  }
  for (const file of written) console.log(file);
  console.log(`${written.length} screenshots in ${relative(REPO_ROOT, OUT)}/`);
  if (failed.length > 0) {
    console.error(`failed:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
