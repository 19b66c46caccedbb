import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/api-calls.ts';
import { seriousViolations } from '../src/axe.ts';
import { toastTexts, untilInteractive, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';

/**
 * Items in bulk on a phone (issue 40, item 2): a template's sample items go in three taps (select
 * all, Delete, confirm) instead of four taps each; a cake's nine prices and stocks are set with
 * "Same for all" and a price step per size; a cake made to order does not track stock.
 */
const base = ofProduct('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const suffix = Date.now().toString(36);
/** Screenshots to look at (not compared): SHOTS_DIR, else a temporary folder. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/bulk-items-shots';

async function bakery(name: string): Promise<string> {
  const owner = await apiAs('brands');
  const made = await owner.send('POST', 'my/businesses', { name });
  await owner.send('POST', `stores/${made.store.slug}/template`, { template: 'bakery' });
  return made.store.slug as string;
}

async function ownerOnPhone(url: string): Promise<Page> {
  const context = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  await seedSession(page, url, 'brands');
  await page.goto(url);
  await untilSignedIn(page);
  await untilInteractive(page);
  return page;
}

/** The whole page at 390 and 1440 px, and the part the test is about on its own. */
async function shoot(page: Page, name: string, part: ReturnType<Page['locator']>) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await part.screenshot({ path: `${SHOTS}/${name}-part-390.png` });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await part.screenshot({ path: `${SHOTS}/${name}-part-1440.png` });
  await page.setViewportSize(PHONE);
}

describe('items in bulk', () => {
  it("deletes a template's sample items in three taps: select all, Delete, confirm", async () => {
    const slug = await bakery(`Bulk Bakes ${suffix}`);
    const owner = await apiAs('brands');
    const samples = (await owner.get(`stores/${slug}/products?per_page=100`)).documents.length;
    expect(samples).toBeGreaterThanOrEqual(6);
    const page = await ownerOnPhone(`${base}/store/admin/items?store=${slug}`);
    const rows = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(samples);

    let taps = 0;
    const tap = async (target: ReturnType<Page['getByRole']>) => {
      taps += 1;
      await target.click();
    };
    const bar = page.getByRole('toolbar', { name: 'Selected items' });
    await tap(bar.getByLabel(`Select all ${samples}`));
    await expect.poll(() => bar.innerText()).toContain(`${samples} of ${samples} selected`);
    expect(await seriousViolations(page)).toEqual([]);
    // Every action is within the phone's width.
    for (const button of await bar.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await shoot(page, 'items-selected', page.locator('main'));
    await tap(bar.getByRole('button', { name: 'Delete', exact: true }));
    const dialog = page.getByRole('dialog', { name: `Delete ${samples} items?` });
    await tap(dialog.getByRole('button', { name: `Delete ${samples} items` }));
    await expect.poll(() => toastTexts(page)).toContain(`${samples} items deleted`);
    await expect.poll(() => page.getByText('No items yet').isVisible()).toBe(true);
    expect(taps).toBeLessThanOrEqual(3);
    expect((await owner.get(`stores/${slug}/products?per_page=100`)).total).toBe(0);
    await page.context().close();
  }, 90_000);

  it("sets a cake's nine prices and stocks with Same for all and a price step per size", async () => {
    const slug = await bakery(`Grid Bakes ${suffix}`);
    const owner = await apiAs('brands');
    const sizes = ['6 inch', '8 inch', '10 inch'];
    const flavours = ['Vanilla', 'Chocolate', 'Red velvet'];
    const cake = await owner.send('POST', `stores/${slug}/products`, {
      name: 'Layer Cake',
      mods: [
        { key: 'size', type: 'list', prompt: 'Choose a size', required: true, options: sizes },
        {
          key: 'flavour',
          type: 'list',
          prompt: 'Choose a flavour',
          required: true,
          options: flavours,
        },
      ],
      variants: sizes.flatMap((size) =>
        flavours.map((flavour) => ({ mods: { size, flavour }, qty: 1, price_kobo: 100_00 })),
      ),
    });
    const page = await ownerOnPhone(`${base}/store/admin/items/${cake.id}?store=${slug}`);
    const same = page.getByRole('group', { name: 'Same for all' });
    await same.getByLabel('Price for every row, in naira').fill('25000');
    await same.getByLabel('Stock for every row').fill('4');
    await same.getByRole('button', { name: 'Apply to all 9 rows' }).click();
    const grid = page.getByRole('table', { name: 'Prices and stock' });
    expect(
      await grid
        .getByLabel(/^Price of /)
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).toEqual(Array(9).fill('25000'));
    // A step per size: 8 inch +₦10,000, 10 inch +₦20,000 on every flavour.
    await page.getByText('Price steps per option').click();
    await page.getByLabel('8 inch adds, in naira').fill('10000');
    await page.getByLabel('10 inch adds, in naira').fill('20000');
    await page.getByRole('button', { name: 'Apply price steps' }).click();
    await shoot(page, 'item-grid', page.getByRole('region', { name: 'Prices and stock' }));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Layer Cake saved');
    const saved = await owner.get(`stores/${slug}/products/${cake.id}`);
    const step: Record<string, number> = { '6 inch': 0, '8 inch': 10_000, '10 inch': 20_000 };
    for (const variant of saved.variants as {
      mods: { size: string };
      qty: number;
      price_kobo: number;
    }[]) {
      expect(variant.qty).toBe(4);
      expect(variant.price_kobo).toBe((25_000 + step[variant.mods.size]!) * 100);
    }

    // Made to order: no stock to keep, and the list says so instead of a count.
    await page.getByLabel(/Don't track stock/).check();
    expect(await grid.getByLabel(/^Stock of /).count()).toBe(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await owner.get(`stores/${slug}/products/${cake.id}`)).track_stock)
      .toBe(false);
    await page.goto(`${base}/store/admin/items?store=${slug}`);
    const row = page.getByRole('row', { name: /Layer Cake/ });
    await expect.poll(() => row.innerText()).toContain('Made to order');
    // The shopper's item page: no count, never sold out.
    await page.goto(`${base}/demo/${slug}/store/${cake.slug}`);
    await expect.poll(() => page.getByTestId('variant-qty').innerText()).toBe('Made to order');
    await page.context().close();
  }, 90_000);
});
