import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { toastTexts, untilInteractive, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

/**
 * An admin's takedown on the client stores board: a visitor's sandbox ('Try the store admin') is
 * found by its address, disabled, and its storefront then tells shoppers it is closed; a removed
 * one is gone. A sandbox's pages are kept out of search engines.
 */
const base = ofProduct('baseUrl');
const api = `${ofProduct('apiUrl')}/api/v1`;
const browser = useBrowser();

async function sandbox(): Promise<string> {
  const response = await fetch(`${api}/auth/demo-store`, { method: 'POST' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { store: string }).store;
}

describe("an admin takes a visitor's sandbox down", () => {
  it('finds it on the client stores board, disables it, and its storefront says it is closed', async () => {
    const slug = await sandbox();
    const served = await (await fetch(`${base}/demo/${slug}`)).text();
    expect(served).toContain('<meta name="robots" content="noindex" />');
    const showcase = await (await fetch(`${base}/demo/snailhouse`)).text();
    expect(showcase).not.toContain('name="robots"');

    const { page, errors } = await openSignedIn(browser(), `${base}/admin/stores`, 'admin');
    await untilInteractive(page);
    await page.getByLabel('Store name or address').fill(slug);
    await page.getByRole('button', { name: 'Find stores' }).click();
    const row = page.getByTestId(`found-${slug}`);
    await expect.poll(() => row.innerText()).toContain("A visitor's sandbox");
    await row.getByRole('button', { name: 'Disable store' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContain('Snailhouse is disabled: shoppers see that it is closed');
    await expect.poll(() => row.innerText()).toContain('Disabled');
    expect(await row.getByRole('button', { name: 'Enable store' }).count()).toBe(1);

    // A shopper, signed out, in a browser of their own.
    const shopper = await browser().newContext();
    const store = await shopper.newPage();
    await store.goto(`${base}/demo/${slug}`);
    await untilInteractive(store);
    await expect
      .poll(() => store.getByTestId('store-closed').innerText())
      .toContain('Snailhouse is closed');
    expect(await store.locator('body').innerText()).toContain('takes no orders');
    await shopper.close();
    expect(errors).toEqual([]);
  });

  it('removes a sandbox after asking, and its address then has no store', async () => {
    const slug = await sandbox();
    const { page } = await openSignedIn(browser(), `${base}/admin/stores`, 'admin');
    await untilInteractive(page);
    await page.getByLabel('Store name or address').fill(slug);
    await page.getByRole('button', { name: 'Find stores' }).click();
    const row = page.getByTestId(`found-${slug}`);
    await row.getByRole('button', { name: 'Remove store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Snailhouse?' });
    await dialog.getByRole('button', { name: 'Remove store' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContain('Snailhouse was removed, with its items, orders and pictures.');
    await expect.poll(() => row.count()).toBe(0);
    expect((await fetch(`${base}/demo/${slug}`)).status).toBe(404);
  });
});
