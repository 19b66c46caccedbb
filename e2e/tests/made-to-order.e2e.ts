import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { untilInteractive, useBrowser } from '../src/browser.ts';
import { REPO_ROOT } from '../src/served-apps.ts';
import { openSignedIn } from '../src/session.ts';
import { storeSitePort } from '../src/store-site.ts';

// Made to order and delivery across Nigeria, on a phone: a bakery's cake needs two days' notice
// (tomorrow is refused at its field, two days ahead is taken and shown on the order), and a Kano
// address is priced by the zone its state falls in, free over the zone's amount.

const base = ofProduct('baseUrl');
const browser = useBrowser();
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Screenshots of the screens this changes, to look at (not compared): DATES_SHOTS=1. */
const SHOTS = process.env.DATES_SHOTS ? join(REPO_ROOT, 'shots', 'dates') : '';

/** The Lagos day `days` from today ('2026-12-01'): Lagos is UTC+1 all year. */
const lagosDay = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** 'Tuesday 1 December', as checkout and the order page say a day. */
const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

let host: string;
let slug: string;
const items: Record<string, { id: string; slug: string }> = {};

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `${width}-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  const business = await adminSend('POST', 'businesses', { name: `Kano Cakes ${suffix}` });
  const store = await adminSend('POST', 'stores', { business_id: business.id, template: 'bakery' });
  slug = store.slug;
  // The bakery's own zones (Lagos by LGA) and one for the north, free over ₦5,000.
  const { delivery_zones } = await adminGet(`stores/${slug}`);
  await adminSend('PATCH', `stores/${slug}`, {
    contact_email: `kano-${suffix}@example.ng`,
    delivery_zones: [
      ...delivery_zones,
      {
        name: 'North',
        fee_kobo: 500_000,
        areas: ['Kano', 'Kaduna'],
        free_over_kobo: 500_000,
        estimate: '3–4 days',
      },
    ],
  });
  const listed = await adminGet(`stores/${slug}/products?per_page=20`);
  for (const name of ['Celebration Cake', 'Agege Bread', 'Meat Pies (box of 6)']) {
    const item = listed.documents.find((d: { name: string }) => d.name === name);
    items[name] = item;
    // A template's items are samples, never sold until the store keeps one.
    await adminSend('POST', `stores/${slug}/products/${item.id}/keep`, {});
  }
  host = `http://${slug}.stores.test:${storeSitePort(base)}`;
});

/** A fresh phone (390 px, touch) or desk (1440 px). */
async function device(b: Browser, viewport = PHONE): Promise<Page> {
  const context = await b.newContext(
    viewport === PHONE ? { viewport, hasTouch: true, isMobile: true } : { viewport },
  );
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** The item's page, its chooser walked to the end, then checkout with a contact. */
async function toCheckout(page: Page, item: string, name: string) {
  await page.goto(`${host}/store/${items[item]!.slug}`);
  await untilInteractive(page);
  const next = page.getByRole('button', { name: 'Next' });
  for (let step = 0; step < 8 && (await next.isVisible()); step++) {
    await next.click();
  }
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(`${host}/checkout`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone').fill('0803 555 0142');
}

const latestOrder = async () => (await adminGet(`stores/${slug}/orders`)).documents[0];

describe('made to order and delivery across Nigeria', () => {
  it('a cake is refused for tomorrow and ordered for two days ahead, with its day on the order (390 px)', async () => {
    const page = await device(browser());
    await toCheckout(page, 'Celebration Cake', 'Bimpe Adeyemi');
    await page.getByLabel('State').selectOption('Lagos');
    await page.getByLabel('Local government area (LGA)').selectOption('Eti-Osa');
    await expect
      .poll(() => page.getByTestId('checkout-zone').innerText())
      .toBe('Lagos Island and Lekki: ₦3,000 · Same day · free over ₦50,000');
    await page.getByLabel('Delivery address').fill('5 Admiralty Way, Lekki Phase 1');
    const date = page.getByLabel('Delivery date');
    const twoAhead = lagosDay(2);
    expect(await date.getAttribute('min')).toBe(twoAhead);
    await date.fill(lagosDay(1));
    await page.getByLabel('Time of day').selectOption('Morning (9am–12pm)');
    await shot(page, 'checkout');
    const before = (await adminGet(`stores/${slug}/orders`)).total;
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect
      .poll(() =>
        page
          .getByText(`Celebration Cake needs 2 days' notice. Choose ${dayText(twoAhead)} or later.`)
          .isVisible(),
      )
      .toBe(true);
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect((await adminGet(`stores/${slug}/orders`)).total).toBe(before);

    await date.fill(twoAhead);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    await expect
      .poll(() => page.getByTestId('order-wanted-on').innerText())
      .toBe(`Delivery on: ${dayText(twoAhead)}, Morning (9am–12pm)`);
    expect(await latestOrder()).toMatchObject({
      delivery_date: twoAhead,
      delivery_window: 'Morning (9am–12pm)',
      zone: 'Lagos Island and Lekki',
      delivery_state: 'Lagos',
      delivery_lga: 'Eti-Osa',
      delivery_fee_kobo: 300_000,
    });
    await shot(page, 'order');
  });

  it('a Kano address is priced by its zone, and delivered free over the zone’s amount (390 px)', async () => {
    const page = await device(browser());
    await toCheckout(page, 'Agege Bread', 'Aisha Bello');
    await page.getByLabel('State').selectOption('Kano');
    // Kano's zone names no LGA: none is asked.
    expect(await page.getByLabel('Local government area (LGA)').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('checkout-zone').innerText())
      .toBe('North: ₦5,000 · 3–4 days · free over ₦5,000');
    expect(await page.getByTestId('checkout-delivery').innerText()).toBe('₦5,000');
    await page.getByLabel('Delivery address').fill('12 Bello Road, Nassarawa GRA');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    expect(await latestOrder()).toMatchObject({
      zone: 'North',
      delivery_state: 'Kano',
      delivery_fee_kobo: 500_000,
      delivery_date: null,
    });

    // Meat pies are ₦6,000: past the North's ₦5,000, delivery is free.
    const again = await device(browser());
    await toCheckout(again, 'Meat Pies (box of 6)', 'Aisha Bello');
    await again.getByLabel('State').selectOption('Kano');
    await expect
      .poll(() => again.getByTestId('checkout-zone').innerText())
      .toBe('North: free delivery · 3–4 days');
    expect(await again.getByTestId('checkout-delivery').innerText()).toBe('₦0');
    await again.getByLabel('Delivery address').fill('12 Bello Road, Nassarawa GRA');
    await again.getByRole('button', { name: 'Place order' }).click();
    await again.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    expect(await latestOrder()).toMatchObject({ zone: 'North', delivery_fee_kobo: 0 });
  });

  it('shows the checkout and the zone editor at 390 and 1440 px', async () => {
    if (!SHOTS) return;
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await device(browser(), viewport);
      await toCheckout(page, 'Celebration Cake', 'Bimpe Adeyemi');
      await page.getByLabel('State').selectOption('Lagos');
      await page.getByLabel('Local government area (LGA)').selectOption('Surulere');
      await shot(page, 'checkout-lagos');
      const { page: settings } = await openSignedIn(
        browser(),
        `${base}/store/admin/settings?store=${slug}`,
        'admin',
        { viewport },
      );
      await settings.locator('.sa-places summary').first().click();
      // The zones and the delivery days alone: the whole settings page is many screens long.
      for (const [id, name] of [
        ['sa-zones', 'zones'],
        ['sa-days', 'delivery-days'],
      ] as const)
        await settings
          .locator(`section[aria-labelledby="${id}"]`)
          .screenshot({ path: join(SHOTS, `${viewport.width}-${name}.png`) });
    }
  });
});
