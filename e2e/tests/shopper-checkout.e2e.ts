import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import type { Who } from '../src/accounts.ts';
import { adminSend } from '../src/api-calls.ts';
import { untilInteractive, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';

// What a shopper on a phone meets at checkout (issue 26, items 4 and 8): discount codes, a cart
// with nothing to ship, delivery times that have passed, the item page's quantity and way back,
// option labels, and tap targets on a touch screen.

const base = ofProduct('baseUrl');
const api = `${ofProduct('apiUrl')}/api/v1`;
const STORE = `${base}/store/snailhouse`;
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** A phone: 390 px, touch, so `(pointer: coarse)` holds as on a real one. */
async function phone(b: Browser, url: string, who?: Who): Promise<Page> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  if (who) await seedSession(page, url, who);
  await page.goto(url);
  await untilInteractive(page);
  if (who) await untilSignedIn(page);
  return page;
}

/** Adds the item at `path` (no options) to the cart and opens the checkout. */
async function checkoutWith(page: Page, path: string) {
  await page.goto(`${STORE}/store/${path}`);
  await untilInteractive(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('button', { name: 'Proceed to checkout' })
    .click();
  await page.waitForURL(`${base}/store/checkout`);
  await page.getByLabel('Full name').fill('Chioma Eze');
  await page.getByLabel('Phone').fill('0803 555 0142');
  await page.getByLabel('Email').fill('chioma@example.ng');
}

let lagosYesterday = '';
beforeAll(async () => {
  const now = new Date(Date.now() + 3_600_000); // Lagos is UTC+1 all year.
  lagosYesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  await adminSend('POST', 'stores/snailhouse/discounts', {
    code: 'E2E10',
    kind: 'percent',
    value: 10,
  });
  await adminSend('POST', 'stores/snailhouse/discounts', {
    code: 'E2EOLD',
    kind: 'fixed',
    value: 50_000,
    ends_on: lagosYesterday,
  });
  const once = await adminSend('POST', 'stores/snailhouse/discounts', {
    code: 'E2EONCE',
    kind: 'fixed',
    value: 50_000,
    max_uses: 1,
  });
  expect(once.code).toBe('E2EONCE');
  // Someone else used the only use already.
  const grit = await (await fetch(`${api}/stores/snailhouse/products/p14`)).json();
  const used = await fetch(`${api}/stores/snailhouse/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: [{ product_id: grit.id, variant_id: grit.variants[0].id, qty: 1 }],
      name: 'Early Bird',
      phone: '0803 555 0100',
      email: 'early@example.ng',
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
      discount_code: 'E2EONCE',
    }),
  });
  expect(used.status).toBe(201);
});

describe('discount codes at checkout', () => {
  it('refuses an expired and a used-up code at the field, applies a good one, and the order keeps it', async () => {
    const page = await phone(browser(), `${STORE}/store/p14`);
    await checkoutWith(page, 'p14');
    await page.getByLabel(/Pick up/).check();
    const field = page.getByLabel('Discount code (optional)');
    const apply = page.getByRole('button', { name: 'Apply code' });
    const error = page.locator('.sf-discount .uk-field__error, .sf-discount [id$="-error"]');

    await field.fill('e2eold');
    await apply.click();
    await expect.poll(() => error.first().innerText()).toContain('The code E2EOLD ended on');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('E2EONCE');
    await apply.click();
    await expect
      .poll(() => error.first().innerText())
      .toContain('The code E2EONCE has been used up.');
    await expect.poll(() => page.getByTestId('checkout-total').innerText()).toBe('₦2,000');

    await field.fill('e2e10');
    await apply.click();
    await expect.poll(() => page.getByTestId('checkout-discount').innerText()).toContain('−₦200');
    expect(await page.getByTestId('checkout-discount').innerText()).toContain('E2E10');
    expect(await page.getByTestId('checkout-total').innerText()).toBe('₦1,800');

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/store\/orders\//);
    await expect.poll(() => page.getByTestId('order-total').innerText()).toBe('₦1,800');
    expect(await page.getByTestId('order-discount').innerText()).toContain('E2E10');
    // Times say their zone.
    expect(await page.locator('time').first().innerText()).toMatch(/\d{2}:\d{2} WAT/);
    await page.context().close();
  });
});

describe('a cart with nothing to ship', () => {
  it('the eBook alone checks out with no address, no delivery fee and no pay on delivery', async () => {
    const page = await phone(browser(), `${STORE}/store/p20`);
    await checkoutWith(page, 'p20');
    await page.getByTestId('nothing-to-ship').waitFor();
    expect(await page.getByLabel('Delivery zone').count()).toBe(0);
    expect(await page.getByLabel('Delivery address').count()).toBe(0);
    expect(await page.getByLabel(/Pay on delivery/).count()).toBe(0);
    expect(await page.getByLabel(/Bank transfer/).isChecked()).toBe(true);
    expect(await page.getByTestId('checkout-delivery').innerText()).toBe('None — nothing to ship');
    expect(await page.getByTestId('checkout-total').innerText()).toBe('₦3,000');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/store\/orders\//);
    await expect.poll(() => page.getByTestId('order-total').innerText()).toBe('₦3,000');
    expect(await page.getByRole('heading', { name: 'Nothing to ship' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the item page', () => {
  it('refuses a delivery time that has passed, in Lagos time, and names options by their labels', async () => {
    const page = await phone(browser(), `${STORE}/store/sample-crate`);
    const next = page.getByRole('button', { name: 'Next' });
    // Size, weight, note and gift wrap come first.
    for (let step = 0; step < 4; step += 1) await next.click();
    const when = page.getByLabel('When should we deliver?');
    const min = (await when.getAttribute('min'))!;
    const lagosNow = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    expect(min >= lagosNow.slice(0, 13)).toBe(true);
    expect(await page.getByText('Lagos time (WAT). Choose a time from now on.').isVisible()).toBe(
      true,
    );
    await when.fill('2026-07-20T14:30');
    await next.click();
    await expect
      .poll(() => page.locator('.sf-chooser').innerText())
      .toContain('20 Jul 2026, 14:30 WAT has already passed. Choose a later time.');
    expect(await when.isVisible()).toBe(true);

    const later = new Date(Date.now() + 3_600_000 + 3 * 86_400_000);
    await when.fill(`${later.toISOString().slice(0, 10)}T15:30`);
    await next.click();
    await next.click(); // the crate's colour
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const line = page.getByRole('dialog', { name: 'Your cart' }).locator('.sf-line__options');
    await expect.poll(() => line.innerText()).toContain('Delivery time:');
    const text = await line.innerText();
    expect(text).toContain('15:30 WAT');
    expect(text).toContain('Crate colour: blue');
    expect(text).not.toMatch(/Schedule:|Color:|Colour:/);
    await page.context().close();
  });

  it('takes a quantity, and Add to Cart goes back to the search the shopper came from', async () => {
    const page = await phone(browser(), `${STORE}/store?q=calcium`);
    await page.getByRole('link', { name: /Calcium Grit/ }).click();
    await page.waitForURL(`${STORE}/store/p14`);
    const quantity = page.getByRole('group', { name: 'Quantity of Calcium Grit (5 kg)' });
    await quantity.getByRole('button', { name: 'More' }).click();
    await quantity.getByRole('button', { name: 'More' }).click();
    expect(await quantity.locator('output').innerText()).toBe('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${STORE}/store?q=calcium`);
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('₦6,000');
    await page.context().close();
  });
});

describe('tap targets on a touch screen at 390 px', () => {
  const small = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements
        .filter((el) => (el as HTMLElement).offsetWidth > 0)
        .map((el) => {
          const box = el.getBoundingClientRect();
          return { what: el.className || el.textContent, w: box.width, h: box.height };
        })
        .filter((box) => box.w < 44 || box.h < 44),
    );

  it('cart − and +, and the category and tag chips, are at least 44 px', async () => {
    const page = await phone(browser(), `${STORE}/store/p14`);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'More' }).waitFor();
    // Measured once the drawer has slid in: mid-slide, its translation leaves a box 43.99998 px wide.
    await page
      .locator('.sf-drawer__panel')
      .evaluate((panel) => Promise.all(panel.getAnimations().map((a) => a.finished)));
    expect(await page.locator('.sf-drawer .sf-qty button[aria-label]').count()).toBe(2);
    expect(await small(page, '.sf-drawer .sf-qty button[aria-label]')).toEqual([]);

    await page.goto(`${STORE}/store?tags=live`);
    await untilInteractive(page);
    await page.locator('.sf-chip').first().waitFor();
    expect(await small(page, '.sf-chip')).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Filter and sort' });
    if (await toggle.isVisible()) await toggle.click();
    await page.getByRole('button', { name: /^Categories/ }).click();
    await page.locator('.sf-tag').first().waitFor();
    expect(await page.locator('.sf-tag').count()).toBeGreaterThan(3);
    expect(await small(page, '.sf-tag')).toEqual([]);
    await page.context().close();
  });

  it("the blog editor's toolbar tools are at least 44 px", async () => {
    const page = await phone(browser(), `${base}/admin/blog/new`, 'writer');
    const toolbar = page.locator('.ql-toolbar');
    // The editor (Quill) loads on demand: give a busy machine time.
    await expect.poll(() => toolbar.isVisible(), { timeout: 15_000 }).toBe(true);
    const tools = '.ql-toolbar button, .ql-toolbar .ql-picker';
    expect(await page.locator(tools).count()).toBeGreaterThan(5);
    expect(await small(page, tools)).toEqual([]);
    // Nothing runs off the side of the phone.
    const right = await toolbar.evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
