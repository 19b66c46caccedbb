import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSend } from '../src/api-calls.ts';
import { type AxeFinding, seriousViolations } from '../src/axe.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { signIn } from '../src/session.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const WIDTHS = [390, 1440];

let articleSlug = '';
beforeAll(async () => {
  const article = await adminSend('POST', 'blog', {
    title: 'Opening a store in Lagos',
    excerpt: 'What it takes, from the first product photo to the first naira.',
    content: '<h2>Start small</h2><p>Pick ten products you already sell well.</p>',
    status: 'published',
  });
  articleSlug = article.data.documents[0].slug;
});

const PUBLIC_ROUTES = () => [
  '/',
  '/contact',
  '/blog',
  `/blog/${articleSlug}`,
  '/no-such-page',
  '/demo',
  '/demo/snailhouse/store',
  '/demo/snailhouse/store/p01',
  '/demo/checkout',
  '/store',
  '/store/snailhouse/store',
  '/store/snailhouse/store/p05',
  '/admin/auth',
  '/admin/auth/forgot-password',
  '/demo/admin/auth',
  '/business/auth',
  '/store/admin/auth',
];

/** Signed-in areas: how to get in, and the screens to check once in. */
const AREAS: { base: string; account?: [string, string]; paths: string[] }[] = [
  {
    base: '/admin',
    account: ['admin@forgeworks.test', 'forge-admin-1'],
    paths: ['overview', 'analytics', 'businesses', 'leads', 'team', 'settings', 'blog', 'blog/new'],
  },
  { base: '/demo/admin', paths: ['overview', 'businesses', 'settings'] },
  {
    base: '/business',
    account: ['owner@forgeworks.test', 'forge-owner-1'],
    paths: ['overview', 'businesses', 'businesses/new', 'settings'],
  },
  {
    base: '/store/admin',
    account: ['owner@forgeworks.test', 'forge-owner-1'],
    paths: ['overview', 'items', 'items/new', 'orders', 'settings'],
  },
];

/** Waits for the screen's content: a heading, and nothing still loading. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page
    .waitForFunction(() => !/Loading|Working/.test(document.body.innerText), undefined, {
      timeout: 8000,
    })
    .catch(() => undefined);
}

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
      for (const path of PUBLIC_ROUTES()) {
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
        if (area.account) await signIn(page, area.base, ...area.account);
        else {
          await page.getByRole('button', { name: 'Try the demo' }).click();
          await page.waitForURL(`**${area.base}/businesses`);
        }
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
