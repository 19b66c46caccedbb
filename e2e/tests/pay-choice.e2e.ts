import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { untilInteractive, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';

// Ways to pay are the store's choice (pay on delivery off for a delivery zone), and a phone number
// is typed as Nigerians write it; a refused save is said at its field, in view, on a phone.

const base = ofProduct('baseUrl');
// The shared browser maps *.stores.test to this machine: a store's own host is reached by name.
const browser = useBrowser();
const storeSitePort = Number(new URL(base).port) + 6;
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const ABUJA = 'Abuja (courier, 2–3 days)';

/** A phone: 390 px, touch. */
async function phone(b: Browser, url: string): Promise<Page> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  await page.goto(url);
  await untilInteractive(page);
  return page;
}

/** Whether the element is within the screen the person sees now. */
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= viewport.height;
}

/** Whether the element has the keyboard's focus. */
const focused = (element: Locator) => element.evaluate((el) => el === document.activeElement);

describe('ways to pay and phone numbers', () => {
  const snailhouse = adminGet('stores/snailhouse');
  afterAll(async () => {
    // The demo store's WhatsApp number, as the other browser tests expect it.
    const { social } = await snailhouse;
    await adminSend('PATCH', 'stores/snailhouse', { social });
  });

  it('checkout on the store’s own host offers no pay on delivery for a zone without it (390 px)', async () => {
    const business = await adminSend('POST', 'businesses', {
      name: `Abuja Courier Bakes ${suffix}`,
    });
    const store = await adminSend('POST', 'stores', { business_id: business.id, template: 'food' });
    await adminSend('PATCH', `stores/${store.slug}`, {
      bank_details: 'Moniepoint · 5012345678 · Abuja Courier Bakes',
      contact_email: `abuja-${suffix}@example.ng`,
      delivery_zones: [
        { name: 'Lagos Mainland', fee_kobo: 150_000 },
        { name: ABUJA, fee_kobo: 650_000, pay_on_delivery: false },
      ],
    });
    const items = await adminGet(`stores/${store.slug}/products`);
    // A template's items are samples, never sold until the store keeps one.
    await adminSend('POST', `stores/${store.slug}/products/${items.documents[0].id}/keep`, {});
    const host = `http://${store.slug}.stores.test:${storeSitePort}`;
    const page = await phone(browser(), `${host}/store/${items.documents[0].slug}`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    const next = page.getByRole('button', { name: 'Next' });
    while (await next.isVisible()) await next.click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${host}/checkout`);
    await page.getByLabel('Full name').fill('Hauwa Bello');
    await page.getByLabel('Phone').fill('234-803-555-0177');
    await page.getByLabel('Email').fill(`hauwa-${suffix}@example.ng`);
    await page.getByLabel('Delivery address').fill('4 Aminu Kano Crescent, Wuse 2');

    const zone = page.getByLabel('Delivery zone');
    const payOnDelivery = page.getByLabel(/Pay on delivery/);
    const transfer = page.getByLabel(/Bank transfer/);
    await zone.selectOption('Lagos Mainland');
    await expect.poll(() => payOnDelivery.isChecked()).toBe(true);
    await zone.selectOption(ABUJA);
    await expect.poll(() => payOnDelivery.count()).toBe(0);
    expect(await transfer.isChecked()).toBe(true);
    expect(await page.getByTestId('no-pay-on-delivery').innerText()).toBe(
      `Pay on delivery is not offered for deliveries to ${ABUJA}.`,
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    const orders = await adminGet(`stores/${store.slug}/orders`);
    expect(orders.documents[0]).toMatchObject({
      zone: ABUJA,
      payment: 'bank_transfer',
      phone: '+2348035550177',
    });
  });

  it('a Look save with a WhatsApp number cut short marks the field, scrolls to it and says why, in view (390 px)', async () => {
    const settingsUrl = `${base}/store/admin/settings/look?store=snailhouse`;
    const page = await phone(browser(), 'about:blank');
    await seedSession(page, settingsUrl, 'store');
    await page.goto(settingsUrl);
    await untilSignedIn(page);
    const look = page.getByRole('form', { name: "The store's look" });
    const whatsapp = look.getByLabel('WhatsApp number');
    await whatsapp.fill('0803 555');
    // The save button is far below: the person scrolls down to it and presses it.
    await look.getByRole('button', { name: 'Save the look' }).click();
    await expect.poll(() => whatsapp.getAttribute('aria-invalid')).toBe('true');
    const message = look.getByText('Enter a WhatsApp number like 0803 555 0101.');
    await expect.poll(() => focused(whatsapp)).toBe(true);
    await expect.poll(() => inView(page, message)).toBe(true);
    expect(await inView(page, whatsapp)).toBe(true);

    // Written the way Nigerians write it, it is saved and stored as +234….
    await whatsapp.fill('0803 555 0101');
    await look.getByRole('button', { name: 'Save the look' }).click();
    await expect
      .poll(async () => (await adminGet('stores/snailhouse')).social.whatsapp)
      .toBe('+2348035550101');
    expect(await whatsapp.getAttribute('aria-invalid')).toBeNull();

    // The settings form's phone too (Settings → Delivery and payment).
    await page.goto(`${base}/store/admin/settings/delivery?store=snailhouse`);
    const settings = page.getByRole('form', { name: 'Store settings' });
    const contact = settings.getByLabel('Phone');
    await contact.fill('0803 555 010');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => focused(contact)).toBe(true);
    await expect
      .poll(() => inView(page, settings.getByText('Enter a phone number like 0803 555 0101.')))
      .toBe(true);
  });
});
