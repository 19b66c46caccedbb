import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { type AxeFinding, seriousViolations } from '../src/axe.ts';
import { newPage, openPage, untilInteractive, useBrowser } from '../src/browser.ts';
import {
  AREAS,
  makeSecondStore,
  publicRoutes,
  publishSampleArticle,
  settle,
} from '../src/routes.ts';
import { seedSession } from '../src/session.ts';

/**
 * Every route of the product, once per width, with every check that width has: axe-core (no
 * serious or critical violation) on a phone and a desktop, nothing wider than the window on a
 * tablet, and on the desktop a hydration with no console error, warning or uncaught exception
 * (the server's HTML and the app agree; a warning is noise for whoever supports a store). One visit per route and width instead of one per check.
 */
const base = ofProduct('baseUrl');
const browser = useBrowser();

interface Width {
  width: number;
  height: number;
  axe: boolean;
  overflow: boolean;
  /** Waits for the network to settle after each page and fails on any console error. */
  console: boolean;
}
const WIDTHS: Width[] = [
  { width: 390, height: 900, axe: true, overflow: false, console: false },
  { width: 768, height: 1024, axe: false, overflow: true, console: false },
  { width: 1440, height: 900, axe: true, overflow: false, console: true },
];

let articleSlug = '';
let secondStore = '';
beforeAll(async () => {
  articleSlug = await publishSampleArticle(ofProduct('apiUrl'));
  secondStore = await makeSecondStore(ofProduct('apiUrl'));
});

/** The public routes, and one more server-rendered item page whose hydration is checked. */
const publicPaths = () => [
  ...publicRoutes(articleSlug, secondStore),
  '/store/snailhouse/store/p02',
];

/** Visits `path` on `page` and runs the width's checks; returns what each found. */
async function check(
  page: Page,
  { errors, warnings }: { errors: string[]; warnings: string[] },
  path: string,
  width: Width,
): Promise<{ axe: AxeFinding[]; wide: boolean; errors: string[] }> {
  const before = errors.length;
  const warnedBefore = warnings.length;
  await page.goto(`${base}${path}`);
  await untilInteractive(page);
  if (width.console) await page.waitForLoadState('networkidle');
  await settle(page);
  return {
    axe: width.axe ? await seriousViolations(page) : [],
    wide: width.overflow
      ? await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      : false,
    // The missing page's own 404 answer is the one error a page may log.
    errors: width.console
      ? [
          ...errors
            .slice(before)
            .filter((e) => !(path === '/no-such-page' && e.includes('status of 404'))),
          ...warnings.slice(warnedBefore).map((w) => `warning: ${w}`),
        ]
      : [],
  };
}

/** Collects the findings of a pass, one line each, named by route and width. */
function findings() {
  const lines = { axe: [] as string[], wide: [] as string[], errors: [] as string[] };
  return {
    lines,
    add(where: string, found: Awaited<ReturnType<typeof check>>) {
      for (const f of found.axe)
        lines.axe.push(`${where}: ${f.impact} ${f.rule} (${f.help}) at ${f.nodes.join(', ')}`);
      if (found.wide) lines.wide.push(where);
      for (const e of found.errors) lines.errors.push(`${where}: ${e}`);
    },
  };
}

describe('every route, once per width', () => {
  for (const width of WIDTHS) {
    const size = { width: width.width, height: width.height };

    it(`public routes and sign-in screens at ${width.width} px`, async () => {
      const opened = await openPage(browser(), `${base}/`, size);
      const found = findings();
      for (const path of publicPaths())
        found.add(`${path} @${width.width}`, await check(opened.page, opened, path, width));
      expect(found.lines.axe).toEqual([]);
      expect(found.lines.wide).toEqual([]);
      expect(found.lines.errors).toEqual([]);
    }, 180_000);

    it(`signed-in areas at ${width.width} px`, async () => {
      const found = findings();
      for (const area of AREAS) {
        const opened = await newPage(browser(), size);
        const { page } = opened;
        await seedSession(page, `${base}${area.base}/`, area.who);
        for (const path of area.paths) {
          const where = `${area.base}/${path} @${width.width}`;
          found.add(where, await check(page, opened, `${area.base}/${path}`, width));
        }
        await page.context().close();
      }
      expect(found.lines.axe).toEqual([]);
      expect(found.lines.wide).toEqual([]);
      expect(found.lines.errors).toEqual([]);
    }, 240_000);
  }
});
