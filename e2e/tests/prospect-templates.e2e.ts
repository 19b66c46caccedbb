import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, untilInteractive, useBrowser } from '../src/browser.ts';

/**
 * A prospect recognises their trade: a bakery's demo store sells cakes and bread with pictures of
 * their own, and 'Try the store admin' from it opens a copy of that bakery, not the agency's demo.
 * With TEMPLATE_SHOTS=<folder> it also saves the bakery's and a phone shop's demo stores at 390
 * and 1440 px, to look at them as their owners would.
 */
const base = ofProduct('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const suffix = Date.now().toString(36);

/** A prospect's demo store made as a marketer makes it, from the template the guess picks. */
async function demoStoreFor(name: string, notes: string, template: string): Promise<string> {
  const marketer = await apiAs('marketer');
  const made = await marketer.call('POST', 'businesses', { name, notes });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const options = await marketer.call('GET', `businesses/${made.body.id}/demo-store`);
  expect(options.body.guess).toBe(template);
  const store = await marketer.call('POST', `businesses/${made.body.id}/demo-store`, {
    template,
    name,
  });
  expect(store.status, JSON.stringify(store.body)).toBe(201);
  return store.body.slug as string;
}

/** The names on the store's item cards, and whether every card's picture loaded. */
async function cards(page: Page) {
  await page
    .getByRole('link', { name: /Celebration Cake|Tecno Spark 20/ })
    .first()
    .waitFor();
  return page.evaluate(() => {
    const pictures = [...document.querySelectorAll<HTMLImageElement>('img[src*="/media/tpl-"]')];
    return {
      text: document.body.innerText,
      pictures: pictures.map((img) => img.getAttribute('src')),
      broken: pictures.filter((img) => img.complete && img.naturalWidth === 0).length,
    };
  });
}

async function shoot(page: Page, name: string) {
  const folder = process.env.TEMPLATE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

describe("a prospect's demo store from their trade's template", () => {
  it("shows a bakery's items, and 'Try the store admin' opens a copy of that bakery", async () => {
    const slug = await demoStoreFor(
      `Bimpe's Bakes ${suffix}`,
      'Cakes and chin chin in Surulere',
      'bakery',
    );
    const { page, errors } = await openPage(browser(), `${base}/demo/${slug}`, PHONE);
    const seen = await cards(page);
    expect(seen.text).toContain('Celebration Cake');
    expect(seen.text).toContain('Agege Bread');
    expect(seen.text).not.toMatch(/Jollof|Egusi|Suya/);
    // Each item has a picture of its own, and every one loaded.
    await page.waitForLoadState('networkidle');
    expect(new Set(seen.pictures).size).toBe(seen.pictures.length);
    expect(seen.pictures.length).toBeGreaterThanOrEqual(4);
    expect((await cards(page)).broken).toBe(0);
    await shoot(page, 'bakery-390');

    const mark = page.getByRole('note').filter({ hasText: 'Demo store by Forgeworks' });
    await mark.getByRole('link', { name: 'Try the store admin' }).click();
    await page.waitForURL(`${base}/store/admin/try?store=${slug}`);
    // The store admin's screens load on demand: wait for the page, then read it.
    await expect.poll(() => page.getByText('the demo store you were looking at').count()).toBe(1);
    await page.getByRole('button', { name: 'Open my demo store admin' }).click();
    await page.waitForURL(/\/store\/admin\/overview\?store=try-[0-9a-f]{12}$/);
    const copy = new URL(page.url()).searchParams.get('store')!;
    await page.goto(`${base}/store/admin/items?store=${copy}`);
    await untilInteractive(page);
    await page.getByText('Celebration Cake').first().waitFor();
    const items = await page.evaluate(() => document.body.innerText);
    expect(items).toContain('Red Velvet Cupcakes');
    expect(items).not.toMatch(/Snail|Jollof/);
    expect(errors).toEqual([]);

    if (process.env.TEMPLATE_SHOTS) {
      const wide = await openPage(browser(), `${base}/demo/${slug}`, { width: 1440, height: 900 });
      await cards(wide.page);
      await wide.page.waitForLoadState('networkidle');
      await shoot(wide.page, 'bakery-1440');
    }
  });

  it("shows a phone shop's phones and gadgets", async () => {
    const slug = await demoStoreFor(
      `Ikeja Phone Village ${suffix}`,
      'UK-used iPhones, Tecno and chargers',
      'gadgets',
    );
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      const { page, errors } = await openPage(browser(), `${base}/demo/${slug}`, { width, height });
      const seen = await cards(page);
      expect(seen.text).toContain('Tecno Spark 20');
      expect(seen.text).toContain('Power Bank 20,000 mAh');
      await page.waitForLoadState('networkidle');
      expect((await cards(page)).broken).toBe(0);
      await shoot(page, `gadgets-${width}`);
      expect(errors).toEqual([]);
    }
  });
});
