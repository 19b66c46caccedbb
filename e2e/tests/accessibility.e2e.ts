import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type AxeFinding, seriousViolations } from '../src/axe.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import {
  AREAS,
  enterArea,
  makeSecondStore,
  publicRoutes,
  publishSampleArticle,
  settle,
} from '../src/routes.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const WIDTHS = [390, 1440];

let articleSlug = '';
let secondStore = '';
beforeAll(async () => {
  articleSlug = await publishSampleArticle(inject('apiUrl'));
  secondStore = await makeSecondStore(inject('apiUrl'));
});

function report(found: Record<string, AxeFinding[]>): string[] {
  return Object.entries(found).flatMap(([where, findings]) =>
    findings.map((f) => `${where}: ${f.impact} ${f.rule} (${f.help}) at ${f.nodes.join(', ')}`),
  );
}

describe('axe-core on every route: no serious or critical violations', () => {
  for (const width of WIDTHS) {
    it(`public routes and sign-in screens at ${width} px`, async () => {
      const { page } = await openPage(browser(), `${base}/`, { width, height: 900 });
      const found: Record<string, AxeFinding[]> = {};
      for (const path of publicRoutes(articleSlug, secondStore)) {
        await page.goto(`${base}${path}`);
        await settle(page);
        found[`${path} @${width}`] = await seriousViolations(page);
      }
      expect(report(found)).toEqual([]);
    }, 120_000);

    it(`signed-in areas at ${width} px`, async () => {
      const found: Record<string, AxeFinding[]> = {};
      for (const area of AREAS) {
        const { page } = await openPage(browser(), `${base}${area.base}/auth`, {
          width,
          height: 900,
        });
        await enterArea(page, area);
        for (const path of area.paths) {
          await page.goto(`${base}${area.base}/${path}`);
          await settle(page);
          found[`${area.base}/${path} @${width}`] = await seriousViolations(page);
        }
        await page.context().close();
      }
      expect(report(found)).toEqual([]);
    }, 180_000);
  }
});
