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

// Carts that come back (docs/product-rules.md, "Abandoned checkouts"), on a phone: a shopper types
// their phone number at checkout and leaves; the store admin finds the cart under "Abandoned
// checkouts" with a WhatsApp reminder, and the reminder's link fills the cart and the contact in
// a fresh browser. (The e2e API lists a cart at once: ABANDONED_CART_MINUTES is 0 there.)

const base = ofProduct('baseUrl');
const browser = useBrowser();
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Screenshots of the screens this adds, for the note (not compared). */
const SHOTS = process.env.CART_SHOTS ? join(REPO_ROOT, 'shots', 'carts') : '';

let host: string;
let slug: string;
let item: { id: string; slug: string; name: string };

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `${width}-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  const business = await adminSend('POST', 'businesses', { name: `Cart Bakes ${suffix}` });
  const store = await adminSend('POST', 'stores', { business_id: business.id, template: 'food' });
  slug = store.slug;
  await adminSend('PATCH', `stores/${slug}`, {
    contact_email: `carts-${suffix}@example.ng`,
    pickup_address: '12 Allen Avenue, Ikeja',
    delivery_zones: [],
  });
  const items = await adminGet(`stores/${slug}/products`);
  item = items.documents[0];
  // A template's items are samples, never sold until the store keeps one.
  await adminSend('POST', `stores/${slug}/products/${item.id}/keep`, {});
  host = `http://${slug}.stores.test:${storeSitePort(base)}`;
});

/** A fresh phone (390 px, touch): its own storage, as another device would be. */
async function phone(b: Browser): Promise<Page> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** Walks the item page's option chooser to its end (the summary with the buttons). */
async function toSummary(page: Page) {
  const next = page.getByRole('button', { name: 'Next' });
  while (await next.isVisible()) await next.click();
}

describe('abandoned checkouts', () => {
  it('a cart left at checkout is listed for the store, and its link restores it in a fresh browser', async () => {
    // The shopper: an item to checkout, a name and a phone number, then gone.
    const shopper = await phone(browser());
    await shopper.goto(`${host}/store/${item.slug}`);
    await untilInteractive(shopper);
    await toSummary(shopper);
    await shopper.getByRole('button', { name: 'Proceed to checkout' }).click();
    await shopper.waitForURL(`${host}/checkout`);
    await shopper.getByLabel('Full name').fill('Amaka Obi');
    await shopper.getByLabel('Phone').fill('0803 555 0166');
    // Saved a moment after the typing stops.
    await expect
      .poll(async () => (await adminGet(`stores/${slug}/carts`)).total, { timeout: 10_000 })
      .toBe(1);
    await shopper.context().close();

    // The store admin: Orders → Abandoned checkouts, one row with its WhatsApp reminder.
    let remind = '';
    for (const viewport of SHOTS ? [PHONE, DESKTOP] : [PHONE]) {
      const { page: admin } = await openSignedIn(
        browser(),
        `${base}/store/admin/orders?store=${slug}`,
        'admin',
        { viewport },
      );
      await admin.getByRole('link', { name: 'Abandoned checkouts' }).click();
      const row = admin.getByTestId('abandoned-cart');
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.innerText()).toContain('Amaka Obi');
      expect(await row.innerText()).toContain(`1 × ${item.name}`);
      await shot(admin, 'abandoned-checkouts');
      remind = (await row.getByTestId('remind-whatsapp').getAttribute('href')) ?? '';
      await admin.context().close();
    }
    const chat = new URL(remind);
    expect(chat.host).toBe('wa.me');
    expect(chat.pathname).toBe('/2348035550166');
    const words = chat.searchParams.get('text')!;
    expect(words).toMatch(/^Hello Amaka, this is .+: you left 1 × /);
    const link = /(http\S+\/checkout\?cart=\S+)$/.exec(words)![1]!;
    // The store's own host; this run serves it on another port than the one links name.
    const restore = new URL(link);
    expect(restore.hostname).toBe(`${slug}.stores.test`);
    expect(restore.pathname).toBe('/checkout');
    const opened = `${host}${restore.pathname}${restore.search}`;

    // Another phone opens the link: the cart and the contact are back, and the order converts it.
    const back = await phone(browser());
    await back.goto(opened);
    await untilInteractive(back);
    await expect.poll(() => back.getByLabel('Full name').inputValue()).toBe('Amaka Obi');
    expect(await back.getByLabel('Phone').inputValue()).toBe('+234 803 555 0166');
    expect(await back.locator('.sf-checkout').innerText()).toContain(item.name);
    // The link's secret leaves the address bar once used.
    expect(back.url()).toBe(`${host}/checkout`);
    await shot(back, 'restored-checkout');
    await back.getByRole('button', { name: 'Place order' }).click();
    await back.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    expect((await adminGet(`stores/${slug}/carts`)).total).toBe(0);
    const analytics = await adminGet(`stores/${slug}/analytics?period=7d`);
    expect(analytics.recovered_carts.orders).toBe(1);
    await back.context().close();

    // The link opens nothing once its cart became an order.
    const late = await phone(browser());
    await late.goto(opened);
    await untilInteractive(late);
    await expect.poll(() => late.getByTestId('restore-failed').count()).toBe(1);
    await late.context().close();
  });
});
