import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import type { Who } from '../src/accounts.ts';
import { adminGet } from '../src/api-calls.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

const signedInOwner = (who: Who = 'owner') =>
  openSignedIn(browser(), `${base}/business/overview`, who);

describe('the business-owner area', () => {
  it("lists the owner's businesses with their store, and its links lead to the shop and its admin", async () => {
    const { page } = await signedInOwner();
    // The overview: totals and a short list naming the demo business.
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Your businesses' }).getByRole('link').allInnerTexts(),
      )
      .toContain('Snailhouse');
    expect(Number(await page.getByTestId('business-count').innerText())).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Business owner' })
      .getByRole('link', { name: 'My Businesses' })
      .click();
    const card = page
      .getByRole('list', { name: 'Businesses' })
      .getByRole('listitem')
      .filter({ hasText: 'Snailhouse' });
    await expect.poll(() => card.isVisible()).toBe(true);
    // As many items as the store has now (other test files add items of their own to Snailhouse).
    const items = (await adminGet('stores/snailhouse/products')).total;
    expect(await card.innerText()).toMatch(new RegExp(`Items\\s*${items}\\b`));
    // Visit store opens the address the store admin's Copy store link gives: Snailhouse is the
    // agency's demo, whose pages are on the agency's site (a new store's own host: below).
    expect(await card.getByRole('link', { name: /Visit store/ }).getAttribute('href')).toBe(
      '/store/snailhouse',
    );
    await card.getByRole('link', { name: /Store admin/ }).click();
    // The owner runs their own store: their session is carried to the store admin (one sign-in).
    await expect.poll(() => page.getByTestId('orders-today').isVisible()).toBe(true);
    // The link's ?store= picks Snailhouse, whether the owner runs one store (its name) or several
    // (a switcher; other test files may have given this owner another business).
    const switcher = page.locator('#sa-store');
    const shown = (await switcher.count())
      ? await switcher.inputValue()
      : (await page.locator('.sa-store-name').innerText()).toLowerCase();
    expect(shown).toBe('snailhouse');
  });

  // A near-duplicate name refused at the field: apps/business/test/screens.test.tsx, with the
  // owner's own words in apps/api/test/lows.test.ts (the rule's one browser test: areas.e2e.ts).
  it('adds a business with its own store, and another owner never sees it', async () => {
    const { page } = await signedInOwner();
    await page.goto(`${base}/business/businesses/new`);
    await page.getByRole('button', { name: 'Add business' }).click();
    await expect
      .poll(() => page.getByText('Enter the business name, at least 2 characters.').isVisible())
      .toBe(true);

    await page.getByLabel('Business name').fill('Lekki Garden Snails');
    await page.getByRole('button', { name: 'Add business' }).click();
    await page.waitForURL(/\/business\/businesses\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('h1').last().innerText()).toBe('Lekki Garden Snails');
    // The toast comes with the page, drawn once its toaster has loaded (toasts load on first use).
    await expect
      .poll(() => page.getByText('Lekki Garden Snails added successfully').isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: /Visit store/ }).getAttribute('href')).toBe(
      'http://lekki-garden-snails.stores.test/',
    );
    const own = page.url();

    // Its shop exists, empty.
    const { page: shop } = await openPage(browser(), `${base}/store/lekki-garden-snails/store`);
    await expect.poll(() => shop.getByText('No items yet').isVisible()).toBe(true);

    const { page: other } = await signedInOwner('owner2');
    await expect.poll(() => other.getByTestId('business-count').innerText()).toBe('0');
    await other.goto(`${base}/business/businesses`);
    await expect.poll(() => other.getByText('No businesses yet').isVisible()).toBe(true);
    expect(await other.getByText('Snailhouse').count()).toBe(0);
    await other.goto(own);
    await expect.poll(() => other.getByText('Business not found').isVisible()).toBe(true);
  });
});
