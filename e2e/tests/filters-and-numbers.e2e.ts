import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

// On a phone (390 px): the store's Categories menu counts the items behind each tag, offers no
// empty one, sits in the page's flow and closes on a choice so the results show; the owner's
// overview counts today's revenue from paid orders only, with the unpaid ones' value apart.

const base = ofProduct('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
/** `E2E_SHOTS=dir` keeps a screenshot of each state looked at, at 390 and 1440 px. */
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function asOwner(method: string, path: string, body?: unknown): Promise<any> {
  return (await apiAs('owner')).send(method, path, body);
}

async function placeOrder(slug: string, product: any): Promise<any> {
  const response = await fetch(`${ofProduct('apiUrl')}/api/v1/stores/${slug}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: [{ product_id: product.id, variant_id: product.variants[0].id, qty: 1 }],
      name: 'Bisi Numbers-Test',
      phone: '0805 555 0102',
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
    }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

describe('the Categories menu on a phone', () => {
  it('counts each tag, offers no empty one, and closes on a choice so the results show', async () => {
    const { page, errors } = await openPage(browser(), `${base}/demo/snailhouse/store`, PHONE);
    await page.locator('.sf-grid > li').first().waitFor();
    await page.getByRole('button', { name: 'Filter and sort' }).click();
    await page.getByRole('button', { name: 'Categories' }).click();
    const panel = page.locator('#sf-categories');
    await panel.waitFor();
    const tags = panel.getByRole('button');
    await expect.poll(() => tags.count()).toBeGreaterThan(3);
    // Every tag offered has items behind it, and says how many.
    for (const name of await tags.allInnerTexts())
      expect(name.replace(/\s+/g, ' ')).toMatch(/^\S.* [1-9]\d*$/);
    for (const legend of await panel.locator('legend').allInnerTexts())
      expect(legend).toMatch(/\([1-9]\d*\)$/);
    // In the flow: the grid starts below the open menu instead of under it.
    const menuBottom = (await panel.boundingBox())!;
    const firstCard = (await page.locator('.sf-grid > li').first().boundingBox())!;
    expect(firstCard.y).toBeGreaterThanOrEqual(menuBottom.y + menuBottom.height);
    await shot(page, '390-categories-open');

    await panel.getByRole('button', { name: /^live \d+$/ }).click();
    await page.waitForURL(/tags=live/);
    // Closed: the menu and the Filter and sort box are gone, the chosen tag shows as a chip,
    // and the first result is on screen.
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(
      await page.getByRole('button', { name: 'Filter and sort' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await page.getByRole('list', { name: 'Selected tags' }).getByRole('button').waitFor();
    // The chosen tag's results arrive after the address changes: the grid is empty meanwhile.
    // The grid may be drawn again as they land: the first card's place is read once it stays.
    const first = page.locator('.sf-grid > li').first();
    await expect
      .poll(async () => (await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
      .toBeLessThan(PHONE.height);
    await shot(page, '390-categories-chosen');
    expect(errors).toEqual([]);
    await page.context().close();

    // At 1440 the menu stays a dropdown that stays open for a second choice.
    const wide = await openPage(browser(), `${base}/demo/snailhouse/store`, WIDE);
    await wide.page.getByRole('button', { name: 'Categories' }).click();
    await wide.page
      .locator('#sf-categories')
      .getByRole('button', { name: /^live \d+$/ })
      .click();
    await wide.page.waitForURL(/tags=live/);
    expect(await wide.page.locator('#sf-categories').isVisible()).toBe(true);
    await shot(wide.page, '1440-categories-chosen');
    await wide.page.context().close();
  });
});

describe("the owner's overview", () => {
  it("shows today's revenue from paid orders, the unpaid ones' value apart, no cancelled order", async () => {
    const name = `Truthful Bakes ${Date.now().toString(36)}`;
    const business = await asOwner('POST', 'my/businesses', { name });
    const slug = business.store.slug as string;
    await asOwner('PATCH', `stores/${slug}`, { pickup_address: '3 Bakery Lane, Yaba' });
    const cake = await asOwner('POST', `stores/${slug}/products`, {
      name: 'Celebration cake',
      variants: [{ qty: 20, price_kobo: 2_490_000 }],
    });
    const paid = await placeOrder(slug, cake);
    await asOwner('PATCH', `stores/${slug}/orders/${paid.id}/payment`, { payment_status: 'paid' });
    await placeOrder(slug, cake);
    const cancelled = await placeOrder(slug, cake);
    await asOwner('PATCH', `stores/${slug}/orders/${cancelled.id}`, { status: 'cancelled' });

    for (const viewport of [PHONE, WIDE]) {
      const { page, errors } = await openSignedIn(
        browser(),
        `${base}/store/admin/overview?store=${slug}`,
        'owner',
        { viewport },
      );
      await expect.poll(() => page.getByTestId('orders-today').innerText()).toBe('2');
      expect(await page.getByTestId('revenue-today').innerText()).toBe('₦24,900');
      expect(await page.getByTestId('revenue-awaiting').innerText()).toBe(
        '₦24,900 awaiting payment',
      );
      await page.getByTestId('revenue-today').scrollIntoViewIfNeeded();
      await shot(page, `${viewport.width}-overview-revenue`);
      // Analytics: sales are the paid order's, and what the unpaid one owes is said under them.
      await page.goto(`${base}/store/admin/analytics?store=${slug}&period=7d`);
      await expect.poll(() => page.getByTestId('analytics-sales').innerText()).toBe('₦24,900');
      expect(await page.getByTestId('analytics-orders').innerText()).toBe('2');
      await page.getByText('₦24,900 is still awaiting payment.').waitFor();
      await shot(page, `${viewport.width}-analytics-paid`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
    // The owner's business area: revenue across their stores, the unpaid orders' value apart.
    const { page } = await openSignedIn(browser(), `${base}/business/overview`, 'owner', {
      viewport: PHONE,
    });
    const revenue = page.getByRole('definition').filter({ hasText: 'awaiting payment' });
    await expect.poll(() => revenue.count()).toBeGreaterThan(0);
    await shot(page, '390-business-overview');
    await page.context().close();
  });
});
