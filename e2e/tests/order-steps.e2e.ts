import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminSend } from '../src/api-calls.ts';
import { toastTexts, untilInteractive, useBrowser } from '../src/browser.ts';
import { REPO_ROOT } from '../src/served-apps.ts';
import { openSignedIn } from '../src/session.ts';
import { storeSitePort } from '../src/store-site.ts';

// An order's steps on a phone (docs/product-rules.md, "Order steps"): the store admin ships a
// delivery with its carrier and tracking link (an http link is refused in the dialog; a wrong one
// is corrected), prints
// its packing slip (items and options, the address, no prices), and is asked before marking it
// delivered; the shopper's order page on the store's own host shows the tracking link and the
// invoice number, and prints as a receipt without the store's menus.

const base = ofProduct('baseUrl');
const browser = useBrowser();
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const TRACKING = 'https://gigl.example/track?waybill=GIG-2026-0042';
/** The link first typed, one digit off: the store corrects it. */
const TYPO = 'https://gigl.example/track?waybill=GIG-2026-0024';
/** Screenshots of the screens this adds, for the note (not compared). */
const SHOTS = process.env.ORDER_SHOTS ? join(REPO_ROOT, 'shots', 'order-steps') : '';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `${width}-${name}.png`), fullPage: true });
}

let slug: string;
let order: { id: string; number: number; access_key: string };
let itemName: string;

beforeAll(async () => {
  const business = await adminSend('POST', 'businesses', { name: `Steps Bakes ${suffix}` });
  const store = await adminSend('POST', 'stores', { business_id: business.id, template: 'food' });
  slug = store.slug;
  await adminSend('PATCH', `stores/${slug}`, {
    pickup_address: '12 Allen Avenue, Ikeja',
    delivery_zones: [{ name: 'Lekki', fee_kobo: 150_000 }],
  });
  // A cake in two flavours with a message on it: the packing slip shows both choices.
  const item = await adminSend('POST', `stores/${slug}/products`, {
    name: 'Celebration cake',
    mods: [
      {
        key: 'flavour',
        type: 'list',
        prompt: 'Flavour',
        required: true,
        options: ['Chocolate', 'Red velvet'],
      },
      { key: 'message', type: 'text', prompt: 'Message on the cake', required: false, max: 60 },
    ],
    variants: [
      { mods: { flavour: 'Chocolate' }, qty: 10, price_kobo: 2_500_000 },
      { mods: { flavour: 'Red velvet' }, qty: 10, price_kobo: 2_700_000 },
    ],
  });
  itemName = item.name;
  order = await adminSend('POST', `stores/${slug}/orders`, {
    lines: [
      {
        product_id: item.id,
        variant_id: item.variants[0].id,
        qty: 2,
        selection: { flavour: 'Chocolate', message: 'Happy birthday Tolu' },
      },
    ],
    name: 'Bimpe Ade',
    phone: '0803 555 0101',
    email: `steps-${suffix}@example.ng`,
    fulfilment: 'delivery',
    address: '4 Admiralty Way, Lekki Phase 1',
    zone: 'Lekki',
    payment: 'pay_on_delivery',
  });
});

/** A fresh phone (390 px, touch): its own storage, as another device would be. */
async function phone(b: Browser): Promise<Page> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

describe('order steps on a phone', () => {
  it('the store ships the order with a tracking link and prints its packing slip; the shopper follows the link', async () => {
    const n = `#${order.number}`;
    const orderPath = `${base}/store/admin/orders/${order.id}?store=${slug}`;
    const { page: admin } = await openSignedIn(browser(), orderPath, 'admin', {
      viewport: PHONE,
    });
    await admin.getByRole('button', { name: 'Confirm order' }).click();
    await expect.poll(() => toastTexts(admin)).toContain(`Order ${n}: confirmed`);

    // Shipped: who carries it and its tracking link; an http link is refused in the dialog.
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    const dialog = admin.getByRole('dialog', { name: `Ship order ${n}` });
    await dialog.getByLabel('Carrier or rider (optional)').fill('GIG Logistics');
    await dialog.getByLabel('Tracking link (optional)').fill('http://gigl.example/track');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect.poll(() => dialog.getByText('starting with https://').count()).toBeGreaterThan(0);
    await dialog.getByLabel('Tracking link (optional)').fill(TYPO);
    await shot(admin, 'ship-dialog');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect.poll(() => toastTexts(admin)).toContain(`Order ${n}: shipped`);
    // A wrong link is corrected: the dialog opens with what was given.
    await admin.getByRole('button', { name: 'Change tracking' }).click();
    const fix = admin.getByRole('dialog', { name: `Tracking of order ${n}` });
    expect(await fix.getByLabel('Tracking link (optional)').inputValue()).toBe(TYPO);
    expect(await fix.getByLabel('Carrier or rider (optional)').inputValue()).toBe('GIG Logistics');
    await fix.getByLabel('Tracking link (optional)').fill(TRACKING);
    await fix.getByRole('button', { name: 'Save tracking' }).click();
    await expect.poll(() => toastTexts(admin)).toContain(`Order ${n}: tracking saved`);
    expect(await admin.getByRole('link', { name: 'Tracking link' }).getAttribute('href')).toBe(
      TRACKING,
    );
    expect(await admin.getByTestId('order-tracking').innerText()).toBe(
      'Shipped with GIG Logistics · Tracking link',
    );
    const invoice = await admin.getByTestId('invoice-number').innerText();
    expect(invoice).toMatch(/^INV-\d{4}$/);

    // The packing slip: items, quantities and the address, no prices; printed alone.
    await admin.getByTestId('packing-slip-link').click();
    const slip = admin.getByTestId('packing-slip');
    await slip.waitFor();
    const text = await slip.innerText();
    expect(text).toContain(itemName);
    expect(text).toContain('Flavour: Chocolate');
    expect(text).toContain('Message: Happy birthday Tolu');
    expect(text).toContain('4 Admiralty Way, Lekki Phase 1 (Lekki)');
    expect(text).toContain(invoice);
    expect(text).toMatch(/2\s+items/);
    expect(text).not.toContain('₦');
    await shot(admin, 'packing-slip');
    await admin.emulateMedia({ media: 'print' });
    expect(await admin.locator('.uk-admin-top').isVisible()).toBe(false);
    expect(await admin.getByRole('button', { name: 'Print packing slip' }).isVisible()).toBe(false);
    expect(await slip.isVisible()).toBe(true);
    await shot(admin, 'packing-slip-printed');
    await admin.emulateMedia({ media: 'screen' });

    // The shopper's page on the store's own host: on its way, with the carrier's link.
    const shopperUrl = `http://${slug}.stores.test:${storeSitePort(base)}/orders/${order.id}?key=${order.access_key}`;
    const shopper = await phone(browser());
    await shopper.goto(shopperUrl);
    await untilInteractive(shopper);
    await expect.poll(() => shopper.getByTestId('order-status').innerText()).toBe('is on its way');
    const link = shopper.getByTestId('tracking-link');
    expect(await link.innerText()).toBe('Track your parcel with GIG Logistics');
    expect(await link.getAttribute('href')).toBe(TRACKING);
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await shopper.getByTestId('invoice-number').innerText()).toBe(invoice);
    expect(await shopper.getByTestId('order-history').innerText()).toContain('Shipped: on its way');
    await shot(shopper, 'shopper-order-shipped');
    // Printed: the receipt keeps the store's name and the order, not its menus or buttons.
    await shopper.emulateMedia({ media: 'print' });
    expect(await shopper.locator('.sf-header__nav').isVisible()).toBe(false);
    expect(await shopper.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false);
    expect(await shopper.locator('.sf-brand__name').isVisible()).toBe(true);
    await shot(shopper, 'shopper-receipt-printed');
    if (SHOTS) {
      const wide = await (await browser().newContext({ viewport: DESKTOP })).newPage();
      await wide.goto(shopperUrl);
      await untilInteractive(wide);
      await wide.getByTestId('tracking-link').waitFor();
      await shot(wide, 'shopper-order-shipped');
      await wide.emulateMedia({ media: 'print' });
      await shot(wide, 'shopper-receipt-printed');
      await admin.setViewportSize(DESKTOP);
      await admin.goto(orderPath);
      await admin.getByTestId('order-tracking').waitFor();
      await shot(admin, 'admin-order-shipped');
    } else await admin.goto(orderPath);

    // Delivered asks first and says it cannot be undone; "Not yet" changes nothing.
    await admin.getByRole('button', { name: 'Mark as delivered' }).click();
    const ask = admin.getByRole('dialog', { name: `Mark order ${n} delivered?` });
    expect(await ask.innerText()).toContain('it cannot be moved again or cancelled');
    await ask.getByRole('button', { name: 'Not yet' }).click();
    expect(await admin.getByRole('button', { name: 'Mark as delivered' }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Mark as delivered' }).click();
    await ask.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect.poll(() => toastTexts(admin)).toContain(`Order ${n}: delivered`);
    expect(await admin.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    if (SHOTS) {
      await admin.setViewportSize(PHONE);
      await admin.goto(`${base}/store/admin/orders?store=${slug}`);
      await admin.getByRole('link', { name: n, exact: true }).waitFor();
      await shot(admin, 'orders-list');
    }
  });
});
