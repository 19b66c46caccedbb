import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { downloadedText, useBrowser } from '../src/browser.ts';
import { REPO_ROOT } from '../src/served-apps.ts';
import { openSignedIn } from '../src/session.ts';

// Sales taken by hand and the store's customers, on a phone: a store admin records a walk-in sale
// and the item's stock drops; a shopper who orders twice, the phone written two ways, is one
// customer in Customers, with both orders and in the CSV.

const base = ofProduct('baseUrl');
const api = `${ofProduct('apiUrl')}/api/v1`;
const browser = useBrowser();
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Screenshots of the screens this adds, for the note (not compared). */
const SHOTS = process.env.CUSTOMER_SHOTS ? join(REPO_ROOT, 'shots', 'customers') : '';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `${width}-${name}.png`), fullPage: true });
}

/** An item of Snailhouse's own for this test, so no other test's stock moves. */
async function freshItem(name: string, qty: number) {
  return adminSend('POST', 'stores/snailhouse/products', {
    name,
    description: 'Sold at the counter',
    variants: [{ qty, price_kobo: 250_000 }],
  });
}

async function shopperOrder(
  item: { id: string; variants: { id: string }[] },
  phone: string,
  email: string,
) {
  const response = await fetch(`${api}/stores/snailhouse/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: [{ product_id: item.id, variant_id: item.variants[0]!.id, qty: 1 }],
      name: 'Ngozi Eze',
      phone,
      email,
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

describe('sales taken by hand and customers', () => {
  for (const viewport of SHOTS ? [PHONE, DESKTOP] : [PHONE])
    it(`a store admin records a walk-in sale and the item's stock drops (${viewport.width} px)`, async () => {
      const name = `Counter Snail Pack ${suffix} ${viewport.width}`;
      const item = await freshItem(name, 10);
      const { page, errors } = await openSignedIn(
        browser(),
        `${base}/store/admin/orders?store=snailhouse`,
        'store',
        { viewport },
      );
      // From the orders list to a recorded sale: the clicks and the time a store admin spends.
      const start = Date.now();
      await page.getByRole('link', { name: 'Record a sale' }).click();
      await expect.poll(() => page.locator('h1').last().innerText()).toBe('Record a sale');
      await page.getByLabel('Find an item').fill(`counter snail pack ${suffix}`);
      await page.getByRole('button', { name: `Add ${name}` }).click();
      const line = page.getByTestId('sale-line');
      await expect.poll(() => line.count()).toBe(1);
      await line.getByLabel('Quantity').fill('3');
      await expect.poll(() => page.getByTestId('sale-total').innerText()).toBe('₦7,500');
      await shot(page, 'record-a-sale');
      await page.getByRole('button', { name: 'Record sale' }).click();
      await page.waitForURL(/\/store\/admin\/orders\/[0-9a-f-]{36}\?store=snailhouse/);
      await expect
        .poll(() => page.getByTestId('order-source').innerText())
        .toBe(' · from Walk-in, recorded by hand');
      const seconds = (Date.now() - start) / 1000;
      console.log(
        `walk-in sale at ${viewport.width} px: 3 clicks, 2 fields, ${seconds.toFixed(1)} s`,
      );
      expect(await page.getByText('Paid · Cash').isVisible()).toBe(true);
      await shot(page, 'walk-in-order');
      const stored = await adminGet(`stores/snailhouse/products/${item.slug}`);
      expect(stored.variants[0].qty).toBe(7);
      // The orders list says where it came from.
      await page.getByRole('link', { name: 'All orders' }).click();
      const row = page.getByRole('row', { name: /Walk-in customer/ }).first();
      await expect.poll(() => row.innerText()).toContain('from Walk-in, by hand');
      await shot(page, 'orders');
      expect(errors).toEqual([]);
    });

  for (const viewport of SHOTS ? [PHONE, DESKTOP] : [PHONE])
    it(`a shopper who orders twice, the phone written two ways, is one customer (${viewport.width} px)`, async () => {
      const item = await freshItem(`Customer Snail Jar ${suffix} ${viewport.width}`, 10);
      // A number of this run's own: 0809 then 7 digits from the time.
      const digits = String(Date.now()).slice(-7);
      const local = `0809 ${digits.slice(0, 3)} ${digits.slice(3)}`;
      // The e-mail is this test's own too: an e-mail joins orders into one customer as a phone does.
      const email = `ngozi-${suffix}-${viewport.width}@example.ng`;
      await shopperOrder(item, local, email);
      await shopperOrder(item, `+234 809-${digits.slice(0, 3)}-${digits.slice(3)}`, email);
      const { page, errors } = await openSignedIn(
        browser(),
        `${base}/store/admin/overview?store=snailhouse`,
        'store',
        { viewport },
      );
      // Customers is in the store admin's menu (on a phone, behind the menu button).
      const menuButton = page.getByRole('button', { name: /menu/i }).first();
      if (await menuButton.isVisible()) await menuButton.click();
      await page
        .getByRole('navigation', { name: 'Store admin' })
        .getByRole('link', { name: 'Customers' })
        .click();
      await expect.poll(() => page.locator('h1').last().innerText()).toBe('Customers');
      await page.getByLabel('Search customers').fill(local);
      await page.getByLabel('Search customers').press('Enter');
      const rows = page.getByRole('table', { name: 'Customers' }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(1);
      const cell = (label: string) => rows.first().locator(`td[data-label="${label}"]`).innerText();
      expect(await cell('Customer')).toContain('Ngozi Eze');
      expect(await cell('Customer')).toContain(`+234 809 ${digits.slice(0, 3)} ${digits.slice(3)}`);
      expect(await cell('Orders')).toBe('2');
      expect(await cell('Total spent')).toBe('₦5,000');
      await shot(page, 'customers');
      const waiting = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await downloadedText(await waiting);
      expect(csv).toContain(`Ngozi Eze,'+234809${digits},${email},2,5000.00`);
      await rows.first().getByRole('link', { name: 'Ngozi Eze' }).click();
      await expect.poll(() => page.locator('h1').last().innerText()).toBe('Ngozi Eze');
      const theirs = page.getByRole('table', { name: 'Their orders' }).locator('tbody tr');
      await expect.poll(() => theirs.count()).toBe(2);
      await shot(page, 'customer');
      expect(errors).toEqual([]);
    });
});
