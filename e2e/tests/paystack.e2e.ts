import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { ACCOUNTS, apiAs } from '../src/accounts.ts';
import { newPage, untilInteractive, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';
import { storeSitePort } from '../src/store-site.ts';

// Online payments through the local Paystack server global-setup.ts starts (the API is given its
// address and a test key): the owner connects payouts on the settings screen, a shopper on a phone
// pays by card on Paystack's page and comes back to "Paid", and the store refunds it.

const base = ofProduct('baseUrl');
const browser = useBrowser();
const host = (slug: string, path: string) =>
  `http://${slug}.stores.test:${storeSitePort(base)}${path}`;
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Screens of this test, for a person to look at (PAYSTACK_SHOTS=folder); none by default. */
const SHOTS = process.env.PAYSTACK_SHOTS;

/** The screen at a phone's and a desktop's width (only `part` of it when given), then as it was. */
async function shot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const was = page.viewportSize()!;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = join(SHOTS, `${width}-${name}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize(was);
}

/** A phone: 390 px, touch. */
async function phone(b: Browser): Promise<Page> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(8000);
  return context.newPage();
}

/** A page signed in as the store's owner at a store admin address. */
async function asOwner(b: Browser, url: string, viewport = PHONE): Promise<Page> {
  const page = viewport === PHONE ? await phone(b) : (await newPage(b, viewport)).page;
  await seedSession(page, url, ACCOUNTS.payer);
  await page.goto(url);
  await untilSignedIn(page);
  return page;
}

let slug = '';
let item = '';

beforeAll(async () => {
  const owner = await apiAs(ACCOUNTS.payer);
  const business = await owner.send('POST', 'my/businesses', { name: `Ada Obi Farms ${suffix}` });
  slug = business.store.slug;
  await owner.send('PATCH', `stores/${slug}`, {
    pickup_address: '12 Broad Street, Lagos',
    contact_email: `orders-${suffix}@adaobifarms.ng`,
  });
  const product = await owner.send('POST', `stores/${slug}/products`, {
    name: 'Smoked catfish',
    description: 'Oven-smoked, packed by the dozen',
    tags: [],
    variants: [{ qty: 20, price_kobo: 1_250_000 }],
    media: [{ file: 'art:delicacy:3:0', mods: {} }],
  });
  item = product.slug;
});

describe('online payments through Paystack', () => {
  it('the owner connects payouts in Settings on a phone: bank, account number, the name Paystack finds, connect', async () => {
    const owner = await apiAs(ACCOUNTS.payer);
    expect((await owner.get(`stores/${slug}`)).pays_online).toBe(false);
    const page = await asOwner(browser(), `${base}/store/admin/settings/payouts?store=${slug}`);
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByLabel('Bank', { exact: true }).fill('Guaranty Trust Bank');
    await payments.getByLabel('Account number').fill('0123456789');
    // Found as the tenth digit goes in: no button to press for it.
    await expect
      .poll(() => payments.getByTestId('payout-name').innerText())
      .toContain('ADA OBI FARMS');
    await shot(page, 'payouts-found', payments);
    await payments.getByRole('button', { name: 'Connect payouts' }).click();
    const account = payments.getByTestId('payout-account');
    await expect.poll(() => account.innerText()).toContain('ADA OBI FARMS');
    expect(await account.innerText()).toContain('6789');
    expect(await account.innerText()).not.toContain('0123456789');
    await shot(page, 'payouts-connected', payments);
    expect((await owner.get(`stores/${slug}`)).pays_online).toBe(true);
  });

  it('a shopper on a 390 px phone pays by card on Paystack’s page and lands on “Paid”; the store refunds it', async () => {
    const page = await phone(browser());
    // Paystack sends the shopper back to the store's origin, which the API writes without a port
    // (STORE_PORT is not set for this suite: a real store host answers on 443). Here the store
    // site listens on its own port, so the way back is pointed at it.
    await page.route(`http://${slug}.stores.test/**`, (route) =>
      route.fulfill({
        status: 302,
        headers: {
          location: route
            .request()
            .url()
            .replace('.test/', `.test:${storeSitePort(base)}/`),
        },
      }),
    );
    await page.goto(host(slug, `/store/${item}`));
    await untilInteractive(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(host(slug, '/checkout'));
    const payNow = page.getByLabel('Pay now (card, transfer, USSD)');
    // Paying at once is offered, and chosen first, once the store takes online payments.
    expect(await payNow.isChecked()).toBe(true);
    await page.getByLabel('Full name').fill('Hauwa Bello');
    await page.getByLabel('Phone').fill('0803 555 0177');
    await page.getByLabel('Email').fill(`hauwa-${suffix}@example.ng`);
    await shot(page, 'checkout-pay-now');
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    // Paystack's page (the local stand-in), for the order's total.
    const pay = page.getByRole('button', { name: 'Pay ₦12,500.00' });
    await pay.waitFor();
    await shot(page, 'paystack-page');
    // Back without paying: the order's page, unpaid, offers Paystack's page again.
    await page.goBack();
    const finish = page.getByRole('link', { name: 'Finish paying' });
    await finish.waitFor();
    expect(await page.getByTestId('payment-status').innerText()).toBe('Unpaid');
    expect(await page.getByTestId('payment-expiry').innerText()).toMatch(
      /^Pay by .+ WAT: after that the order is cancelled and its items go back on sale\.$/,
    );
    await shot(page, 'order-unpaid');
    await finish.click();
    await pay.click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?.*reference=/);
    await expect.poll(() => page.getByTestId('payment-status').innerText()).toBe('Paid');
    const reference = new URL(page.url()).searchParams.get('reference')!;
    const paid = await page.getByTestId('payments').innerText();
    expect(paid).toContain('₦12,500');
    expect(paid).toContain('Card');
    expect(paid).toContain(reference);
    await shot(page, 'order-paid');
    const orderId = page.url().match(/\/orders\/([0-9a-f-]+)/)![1]!;

    // The store: no "Mark as paid" for a card order; the payment listed; refunded in full.
    const admin = await asOwner(
      browser(),
      `${base}/store/admin/orders/${orderId}?store=${slug}`,
      DESKTOP,
    );
    await admin.getByTestId('payments').waitFor();
    expect(await admin.getByTestId('payments').innerText()).toContain(reference);
    expect(
      await admin.getByRole('button', { name: /Mark as (paid|unpaid|refunded)/ }).count(),
    ).toBe(0);
    await shot(admin, 'admin-order-paid');
    await admin.getByRole('button', { name: 'Refund', exact: true }).click();
    const question = admin.getByRole('dialog', { name: 'Refund ₦12,500 to Hauwa Bello?' });
    await question.getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => admin.getByTestId('refund').count()).toBe(1);
    await shot(admin, 'admin-order-refund-sent');
    // Paystack settles the refund by itself a moment later (refund.processed): the open page
    // reads the order again while a refund is pending, and says so without a reload.
    await expect
      .poll(() => admin.getByTestId('refund').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('processed');
    expect(await admin.getByTestId('refund').innerText()).toContain('returned to the card');
    await shot(admin, 'admin-order-refunded');

    await page.reload();
    await expect.poll(() => page.getByTestId('payment-status').innerText()).toBe('Refunded');
    await shot(page, 'order-refunded');
  });
  it('a shopper paying by transfer copies the account number and the reference, each from a line of its own (390 px)', async () => {
    const owner = await apiAs(ACCOUNTS.payer);
    await owner.send('PATCH', `stores/${slug}`, {
      bank_details: 'GTBank\n0123 456 789\nAda Obi Farms Ltd',
    });
    const page = await phone(browser());
    // The clipboard is for secure pages only: a store host is HTTPS in use, but plain HTTP here,
    // so this shopper shops the store on the agency's address (127.0.0.1 counts as secure).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await page.goto(`${base}/store/${slug}/store/${item}`);
    await untilInteractive(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel(/Bank transfer/).check();
    await page.getByLabel('Full name').fill('Tunde Ade');
    await page.getByLabel('Phone').fill('0803 555 0188');
    await page.getByLabel('Email').fill(`tunde-${suffix}@example.ng`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    const account = page.getByTestId('copy-account');
    const reference = page.getByTestId('copy-reference');
    await account.waitFor();
    const ref = await page.getByTestId('payment-reference').innerText();
    // The owner's line breaks are kept; each value to copy is on a line of its own.
    expect(await page.getByTestId('bank-details').innerText()).toBe(
      'GTBank\n0123 456 789\nAda Obi Farms Ltd',
    );
    const [a, r] = [await account.boundingBox(), await reference.boundingBox()];
    expect(r!.y).toBeGreaterThanOrEqual(a!.y + a!.height - 1);
    await account.getByRole('button', { name: 'Copy the account number' }).click();
    await expect.poll(() => account.innerText()).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0123456789');
    await reference.getByRole('button', { name: 'Copy the reference' }).click();
    await expect.poll(() => reference.innerText()).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ref);
    await shot(page, 'order-transfer');
  });
  it('the client stores board says the store takes online payments', async () => {
    const { page } = await newPage(browser(), DESKTOP);
    const url = `${base}/admin/stores`;
    await seedSession(page, url, 'admin');
    await page.goto(url);
    await untilSignedIn(page);
    const row = page.getByRole('listitem').filter({ hasText: `Ada Obi Farms ${suffix}` });
    await expect
      .poll(() => row.getByTestId('pays-online').innerText())
      .toBe('Online payments\nConnected');
    await page.getByRole('region', { name: 'Payments that need a person' }).waitFor();
    await shot(page, 'client-stores');
  });
});
