import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { ACCOUNTS } from '../src/accounts.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

/**
 * The store admin's address names its store (docs/product-rules.md): a link sent to a colleague
 * opens the store it names, the switcher changes the address, and a store the reader does not run
 * is refused rather than swapped for another.
 */
const base = ofProduct('baseUrl');
const browser = useBrowser();
const OWNER = ACCOUNTS.brands;
const suffix = Date.now().toString(36);

interface Store {
  slug: string;
  item: string;
}

/** One of the owner's stores, with one item of its own. */
async function storeWith(name: string, item: string): Promise<Store> {
  const business = await (await apiAs(OWNER)).call('POST', 'my/businesses', { name });
  expect(business.status).toBe(201);
  const slug = business.body.store.slug as string;
  const made = await (await apiAs(OWNER)).call('POST', `stores/${slug}/products`, {
    name: item,
    description: `${item}, made to order`,
    tags: [],
    variants: [{ qty: 5, price_kobo: 500_000 }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { slug, item };
}

let a: Store;
let b: Store;
beforeAll(async () => {
  a = await storeWith(`Aba Leather ${suffix}`, `Leather sandals ${suffix}`);
  b = await storeWith(`Benin Bronze ${suffix}`, `Bronze mask ${suffix}`);
});

const items = (page: Page) => page.getByRole('table', { name: 'Items' });
const switcher = (page: Page) => page.getByLabel('Store', { exact: true });
const search = (page: Page) => new URL(page.url()).search;

describe("the store admin's address names its store", () => {
  it('a link opens the store it names, in a tab that chose another and in a fresh browser after sign-in', async () => {
    // This tab chose A last.
    const { page } = await openSignedIn(
      browser(),
      `${base}/store/admin/items?store=${a.slug}`,
      OWNER,
    );
    await expect.poll(() => items(page).innerText()).toContain(a.item);
    // An address without a store opens the one chosen last, and is rewritten to name it.
    await page.goto(`${base}/store/admin/orders`);
    await expect.poll(() => search(page)).toBe(`?store=${a.slug}`);
    expect(await switcher(page).inputValue()).toBe(a.slug);

    // The link names B: B it is, in the same tab.
    await page.goto(`${base}/store/admin/items?store=${b.slug}`);
    await expect.poll(() => items(page).innerText()).toContain(b.item);
    expect(await items(page).innerText()).not.toContain(a.item);
    expect(await switcher(page).inputValue()).toBe(b.slug);

    // A colleague's fresh browser: the sign-in comes back to the link, and shows B.
    const { page: fresh } = await openPage(browser(), `${base}/store/admin/items?store=${b.slug}`);
    await fresh.waitForURL(`${base}/store/admin/auth`);
    await fresh.getByLabel('Email').fill(OWNER[0]);
    await fresh.getByLabel('Password').fill(OWNER[1]);
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await fresh.waitForURL(`${base}/store/admin/items?store=${b.slug}`);
    await expect.poll(() => items(fresh).innerText()).toContain(b.item);
    expect(await items(fresh).innerText()).not.toContain(a.item);
  });

  it('the switcher changes the address, every menu link keeps it, and a reload keeps the store', async () => {
    const { page } = await openSignedIn(
      browser(),
      `${base}/store/admin/items?store=${a.slug}`,
      OWNER,
    );
    await expect.poll(() => items(page).innerText()).toContain(a.item);

    await switcher(page).selectOption(b.slug);
    await page.waitForURL(`${base}/store/admin/items?store=${b.slug}`);
    await expect.poll(() => items(page).innerText()).toContain(b.item);
    const menu = page.getByRole('navigation', { name: 'Store admin' });
    for (const link of await menu.getByRole('link').all())
      expect(await link.getAttribute('href')).toMatch(new RegExp(`\\?store=${b.slug}$`));
    // One item's page names its store too, and so does the way back to the list.
    await items(page).getByRole('link', { name: b.item }).click();
    await page.waitForURL(new RegExp(`/store/admin/items/[0-9a-f-]{36}\\?store=${b.slug}$`));
    await page.getByRole('link', { name: 'Our Items' }).first().click();
    await page.waitForURL(`${base}/store/admin/items?store=${b.slug}`);

    await page.reload();
    await expect.poll(() => items(page).innerText()).toContain(b.item);
    expect(await switcher(page).inputValue()).toBe(b.slug);
    expect(search(page)).toBe(`?store=${b.slug}`);
    // Back returns to the store before the switch.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect.poll(() => search(page)).toBe(`?store=${a.slug}`);
    await expect.poll(() => items(page).innerText()).toContain(a.item);
  });

  it('a link to a store the reader does not run is refused, with the way to the stores they run', async () => {
    const refused = await (await apiAs(OWNER)).call('GET', 'stores/snailhouse/overview');
    expect(refused.status).toBe(403);

    const { page } = await openSignedIn(
      browser(),
      `${base}/store/admin/items?store=snailhouse`,
      OWNER,
    );
    const alert = page.getByRole('alert').filter({ hasText: 'You do not run' });
    await expect.poll(() => alert.innerText()).toContain('You do not run the store “snailhouse”');
    // No store's items, and the address still says what was asked.
    expect(await items(page).count()).toBe(0);
    expect(await switcher(page).count()).toBe(0);
    expect(search(page)).toBe('?store=snailhouse');
    await alert.getByRole('link', { name: new RegExp(`Benin Bronze ${suffix}`) }).click();
    await page.waitForURL(`${base}/store/admin/items?store=${b.slug}`);
    await expect.poll(() => items(page).innerText()).toContain(b.item);
  });
});
