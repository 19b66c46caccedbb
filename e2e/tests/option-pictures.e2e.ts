import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend, apiAs } from '../src/api-calls.ts';
import { untilInteractive, useBrowser } from '../src/browser.ts';
import { REPO_ROOT } from '../src/served-apps.ts';
import { openSignedIn } from '../src/session.ts';
import { storeSitePort } from '../src/store-site.ts';

// Pictures that follow an option (docs/product-rules.md, "Pictures per choice"), on a phone: the
// store admin ties the chocolate photo to Flavour: Chocolate under the picture ("Show for"); a
// shopper who chooses Chocolate sees that photo as the item page's picture, by the cart's line and
// by the line of the order they place.

const base = ofProduct('baseUrl');
const apiUrl = ofProduct('apiUrl');
const browser = useBrowser();
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Screenshots of the item editor's pictures, for the note (not compared). */
const SHOTS = process.env.PICTURE_SHOTS ? join(REPO_ROOT, 'shots', 'option-pictures') : '';

let slug = '';
let host = '';
let cake: { id: string; slug: string };
let redVelvet = '';
let chocolate = '';
/** An upload's name without its type: what its sized copies' addresses start with. */
const idOf = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '');

/** Uploads a drawn cake of `colour` as the admin; answers its address. */
async function uploadCake(colour: string): Promise<string> {
  const { session } = await apiAs('admin');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#fdf3e7"/><rect x="200" y="220" width="400" height="240" rx="30" fill="${colour}"/>
    <ellipse cx="400" cy="220" rx="200" ry="50" fill="${colour}"/></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const form = new FormData();
  form.append('files', new Blob([photo], { type: 'image/jpeg' }), 'cake.jpg');
  const answer = await fetch(`${apiUrl}/api/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { data: { files: { url: string }[] } }).data.files[0]!.url;
}

beforeAll(async () => {
  const business = await adminSend('POST', 'businesses', { name: `Flavour Bakes ${suffix}` });
  const store = await adminSend('POST', 'stores', { business_id: business.id, template: 'food' });
  slug = store.slug;
  await adminSend('PATCH', `stores/${slug}`, {
    contact_email: `pictures-${suffix}@example.ng`,
    pickup_address: '12 Allen Avenue, Ikeja',
    delivery_zones: [],
  });
  redVelvet = await uploadCake('#b3123a');
  chocolate = await uploadCake('#5a3416');
  cake = await adminSend('POST', `stores/${slug}/products`, {
    name: 'Birthday Cake',
    description: 'Three layers, buttercream',
    mods: [
      {
        key: 'flavour',
        label: 'Flavour',
        type: 'list',
        prompt: 'Choose a flavour',
        required: true,
        options: ['Red velvet', 'Chocolate'],
      },
    ],
    variants: [
      { mods: { flavour: 'Red velvet' }, qty: 10, price_kobo: 1_500_000 },
      { mods: { flavour: 'Chocolate' }, qty: 10, price_kobo: 1_600_000 },
    ],
    media: [
      { file: redVelvet, alt: 'A red velvet cake' },
      { file: chocolate, alt: 'A chocolate cake' },
    ],
  });
  host = `http://${slug}.stores.test:${storeSitePort(base)}`;
}, 60_000);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  // The pictures' panel, as the owner scrolls to it (the page around it is the usual editor).
  const panel = page.locator('section[aria-labelledby="sa-pictures"]');
  await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: join(SHOTS, `${width}-${name}.png`) });
  await panel.screenshot({ path: join(SHOTS, `${width}-${name}-panel.png`) });
}

/** The store admin's order screens, as the owner sees them (for the note, not compared). */
async function orderShots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: join(SHOTS, `${page.viewportSize()!.width}-${name}.png`),
    fullPage: true,
  });
}

/** A fresh phone (390 px, touch). */
async function phone(b: Browser): Promise<Page> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

describe('pictures per choice', () => {
  it('the store admin ties the chocolate photo to Chocolate in the item editor', async () => {
    const { page, errors } = await openSignedIn(
      browser(),
      `${base}/store/admin/items/${cake.id}?store=${slug}`,
      'admin',
      { viewport: PHONE },
    );
    const showFor = page.getByLabel('Show for (picture 2)');
    expect(await showFor.inputValue()).toBe('');
    await showFor.selectOption({ label: 'Chocolate' });
    await shot(page, 'item-editor');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await adminGet(`stores/${slug}/products/${cake.id}`)).media[1].mods)
      .toEqual({ flavour: 'Chocolate' });
    // The first picture still shows for every flavour.
    expect((await adminGet(`stores/${slug}/products/${cake.id}`)).media[0].mods).toEqual({});
    expect(errors).toEqual([]);
    await page.context().close();
    if (SHOTS) {
      const wide = await openSignedIn(
        browser(),
        `${base}/store/admin/items/${cake.id}?store=${slug}`,
        'admin',
        { viewport: DESKTOP },
      );
      await wide.page.getByLabel('Show for (picture 2)').waitFor();
      await shot(wide.page, 'item-editor');
      await wide.page.context().close();
    }
  });

  it('a shopper who chooses Chocolate sees its picture on the item page, in the cart and on the order, and so does the store', async () => {
    const page = await phone(browser());
    await page.goto(`${host}/store/${cake.slug}`);
    await untilInteractive(page);
    const main = page.locator('.sf-gallery__main');
    // Red velvet is chosen first and has no picture of its own: the item's first picture.
    await expect.poll(() => main.getAttribute('src')).toContain(idOf(redVelvet));
    await page.getByRole('button', { name: /^Chocolate/ }).click();
    await expect.poll(() => main.getAttribute('src')).toContain(idOf(chocolate));
    if (SHOTS) await page.screenshot({ path: join(SHOTS, '390-item-page.png') });
    const next = page.getByRole('button', { name: 'Next' });
    while (await next.isVisible()) await next.click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    const line = cart.locator('.sf-line').first();
    await expect.poll(() => line.innerText()).toContain('Flavour: Chocolate');
    expect(await line.locator('img').getAttribute('src')).toContain(idOf(chocolate));
    if (SHOTS) await page.screenshot({ path: join(SHOTS, '390-cart.png') });
    await cart.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${host}/checkout`);
    await page.getByLabel('Full name').fill('Amaka Obi');
    await page.getByLabel('Phone').fill('0803 555 0166');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\//);
    const ordered = page.locator('.sf-order-line').first();
    await expect.poll(() => ordered.innerText()).toContain('Flavour: Chocolate');
    expect(await ordered.locator('img').getAttribute('src')).toContain(idOf(chocolate));
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await page.context().close();

    // The store's own order page shows the same picture by the line.
    const { page: admin } = await openSignedIn(
      browser(),
      `${base}/store/admin/orders/${orderId}?store=${slug}`,
      'admin',
      { viewport: PHONE },
    );
    const adminLine = admin.locator('.sf-order-line').first();
    await expect.poll(() => adminLine.innerText()).toContain('Flavour: Chocolate');
    expect(await adminLine.locator('img').getAttribute('src')).toContain(idOf(chocolate));
    // The store's screens name what the picture shows: the item and the chosen flavour.
    expect(await adminLine.locator('img').getAttribute('alt')).toBe('Birthday Cake, Chocolate');
    await orderShots(admin, 'admin-order');
    // The order list shows the line's picture by the order, with the same words.
    await admin.goto(`${base}/store/admin/orders?store=${slug}`);
    const row = admin.getByRole('row').filter({ hasText: 'Amaka Obi' });
    const thumb = row.getByRole('img', { name: 'Birthday Cake, Chocolate' });
    await expect.poll(() => thumb.getAttribute('src')).toContain(idOf(chocolate));
    await orderShots(admin, 'admin-orders');
    await admin.context().close();
    if (SHOTS) {
      for (const [page, name] of [
        [`orders/${orderId}`, 'admin-order'],
        ['orders', 'admin-orders'],
      ]) {
        const wide = await openSignedIn(
          browser(),
          `${base}/store/admin/${page}?store=${slug}`,
          'admin',
          { viewport: DESKTOP },
        );
        await wide.page.getByRole('img', { name: 'Birthday Cake, Chocolate' }).first().waitFor();
        await orderShots(wide.page, name!);
        await wide.page.context().close();
      }
    }
  });
});
