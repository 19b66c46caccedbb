import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { apiAs } from '../src/accounts.ts';
import { untilInteractive, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';

// The owner's settings on a phone: one page per part that the launch checklist links into, the
// hero's focal point kept in view by the store's home, and the store's own address to copy or
// send on WhatsApp from the overview.

const base = ofProduct('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const NAME = `Focus Bakes ${Date.now().toString(36)}`;

/** A phone (390 px, touch) signed in as `who` at `url`. */
async function phoneAs(b: Browser, url: string, who: 'owner' | 'store'): Promise<Page> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  await seedSession(page, url, who);
  await page.goto(url);
  await untilInteractive(page);
  await untilSignedIn(page);
  return page;
}

/** Whether the element's top is within the screen the person sees now. */
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return !!box && box.y >= 0 && box.y < page.viewportSize()!.height;
}

let slug = '';
const owner = () => apiAs('owner');

describe('the owner’s settings and address on a phone', () => {
  afterAll(async () => {
    // Snailhouse's hero back to the middle, as the other suites expect it.
    await adminSend('PATCH', 'stores/snailhouse', { hero_focus: '50% 50%' });
  });

  it('Settings lists its pages; the checklist’s Do it now opens the page and the field it needs', async () => {
    const made = await (await owner()).send('POST', 'my/businesses', { name: NAME });
    slug = made.store.slug;
    const page = await phoneAs(browser(), `${base}/store/admin/overview?store=${slug}`, 'owner');
    const logoTask = page.locator('li', { hasText: 'Add a logo, a tagline' });
    await logoTask.getByRole('link', { name: 'Do it now' }).click();
    await page.waitForURL(`${base}/store/admin/settings/look?store=${slug}#logo`);
    // The address changes before the page does: the heading follows a moment later.
    await expect.poll(() => page.locator('h1').last().innerText()).toBe('Look');
    // The logo's field is on screen, not 2,300 px down.
    await expect.poll(() => inView(page, page.getByText('Logo', { exact: true }))).toBe(true);

    await page.goBack();
    await page
      .locator('li', { hasText: 'Set the delivery zones' })
      .getByRole('link', { name: 'Do it now' })
      .click();
    await page.waitForURL(`${base}/store/admin/settings/delivery?store=${slug}#sa-zones`);
    await expect.poll(() => page.locator('h1').last().innerText()).toBe('Delivery and payment');
    await expect
      .poll(() => inView(page, page.getByRole('heading', { name: 'Delivery zones' })))
      .toBe(true);

    // Settings itself is the list of its pages; each opens with the way to the others.
    await page.goto(`${base}/store/admin/settings?store=${slug}`);
    const parts = page.getByRole('list', { name: 'Settings' }).getByRole('link');
    await expect
      .poll(() => parts.allInnerTexts())
      .toEqual([
        expect.stringContaining('Look'),
        expect.stringContaining('Delivery and payment'),
        expect.stringContaining('Online payments'),
        expect.stringContaining('Domain'),
        expect.stringContaining('Order limits'),
        expect.stringContaining('Your account'),
      ]);
    await parts.filter({ hasText: 'Domain' }).click();
    await page.waitForURL(`${base}/store/admin/settings/domain?store=${slug}`);
    expect(await page.getByLabel('Custom domain').isVisible()).toBe(true);
    const pages = page.getByRole('navigation', { name: 'Settings pages' });
    expect(await pages.getByRole('link', { name: 'Domain' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.context().close();
  });

  it('the overview hands the owner the store’s own address: Copy store link and Share on WhatsApp', async () => {
    const page = await phoneAs(browser(), `${base}/store/admin/overview?store=${slug}`, 'owner');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const address = `http://${slug}.stores.test/`;
    const panel = page.getByRole('region', { name: 'Your store’s address' });
    await expect
      .poll(() => panel.getByTestId('store-address').innerText())
      .toBe(`${slug}.stores.test`);
    expect(await panel.getByTestId('store-address').getAttribute('href')).toBe(address);
    await panel.getByRole('button', { name: 'Copy store link' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    const share = panel.getByRole('link', { name: 'Share on WhatsApp' });
    expect(await share.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Shop ${NAME} online: ${address}`)}`,
    );
    await page.context().close();
  });

  it('the owner taps the part of the hero that matters; the store’s home keeps it in view (object-position)', async () => {
    const page = await phoneAs(
      browser(),
      `${base}/store/admin/settings/look?store=snailhouse`,
      'store',
    );
    const picture = page.getByRole('button', { name: 'The part of the hero that matters' });
    await picture.scrollIntoViewIfNeeded();
    const box = (await picture.boundingBox())!;
    // A tap at 80% across and 20% down.
    await picture.click({ position: { x: box.width * 0.8, y: box.height * 0.2 } });
    await expect
      .poll(() => page.getByTestId('hero-focus').innerText())
      .toBe('80% from the left, 20% from the top');
    await page.getByRole('button', { name: 'Save the look' }).click();
    await expect.poll(async () => (await adminGet('stores/snailhouse')).hero_focus).toBe('80% 20%');
    await page.context().close();

    for (const width of [390, 1440]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const home = await context.newPage();
      await home.goto(`${base}/store/snailhouse`);
      await untilInteractive(home);
      const hero = home.locator('.sf-home__picture');
      await expect
        .poll(() => hero.evaluate((img) => getComputedStyle(img).objectPosition))
        .toBe('80% 20%');
      await context.close();
    }
    // The server's HTML has it too: a phone sees the crop before any script runs.
    const html = await (await fetch(`${base}/store/snailhouse`)).text();
    expect(html).toMatch(/class="sf-home__picture"[^>]*style="object-position:80% 20%"/);
  });
});
