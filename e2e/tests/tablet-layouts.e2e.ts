import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();
const TABLET = { width: 768, height: 1024 };

// That no route is wider than the window at 768 px: every-route.e2e.ts, in its pass at this width.

const boxes = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));

describe('tablet layouts (768 px)', () => {
  it('home: the third plan spans the row rather than sitting beside a blank half', async () => {
    const { page } = await openPage(browser(), `${base}/`, TABLET);
    const [first, second, third] = await boxes(page, '.agency__grid > .uk-card');
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(third!.width).toBeGreaterThan(first!.width + second!.width);
  });

  it('store index: three cards a row', async () => {
    const { page } = await openPage(browser(), `${base}/store/snailhouse/store`, TABLET);
    await page.locator('.sf-grid > li').first().waitFor();
    const rows = new Set((await boxes(page, '.sf-grid > li')).slice(0, 6).map((b) => b.y));
    expect(rows.size).toBe(2);
  });

  it('the admin businesses search has a row of its own; no menu cuts its choice', async () => {
    const { page } = await openSignedIn(browser(), `${base}/admin/businesses`, 'admin', {
      viewport: TABLET,
    });
    const search = (await page.getByLabel('Search', { exact: true }).boundingBox())!;
    const status = (await page.getByLabel('Status', { exact: true }).boundingBox())!;
    expect(status.y).toBeGreaterThan(search.y + search.height);
    const cut = await page.locator('.mk-toolbar select').evaluateAll(
      (selects) =>
        (selects as HTMLSelectElement[]).filter((s) => {
          const probe = document.createElement('span');
          probe.style.font = getComputedStyle(s).font;
          probe.textContent = s.selectedOptions[0]?.text ?? '';
          document.body.append(probe);
          const fits = probe.offsetWidth + 48 <= s.clientWidth;
          probe.remove();
          return !fits;
        }).length,
    );
    expect(cut).toBe(0);
  });

  it('team: every role menu in one column, whatever the name beside it', async () => {
    const { page } = await openSignedIn(browser(), `${base}/admin/team`, 'admin', {
      viewport: TABLET,
    });
    await page.getByRole('list', { name: 'Team' }).locator('select').first().waitFor();
    const lefts = (await boxes(page, '.mk-team select')).map((b) => Math.round(b.x));
    expect(new Set(lefts).size).toBe(1);
  });
});

describe('checkout cards', () => {
  it("each section's heading sits inside its card, level with 'Your order'", async () => {
    const { page } = await openPage(browser(), `${base}/store/snailhouse/store/p20`, {
      width: 1440,
      height: 900,
    });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto(`${base}/store/checkout`);
    await page.getByLabel('Full name').waitFor();
    const [contact] = await boxes(page, '.sf-fieldset');
    const [legend] = await boxes(page, '.sf-fieldset legend');
    const [summary] = await boxes(page, '.sf-checkout__summary');
    expect(legend!.y).toBeGreaterThan(contact!.y + 8);
    expect(Math.abs(contact!.y - summary!.y)).toBeLessThan(2);
  });
});
