import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { untilInteractive, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';
import { storeSitePort } from '../src/store-site.ts';

// Chat-first shopping on a phone (docs/product-rules.md, "Orders on WhatsApp"): an item or a cart
// is ordered on WhatsApp (a real order that holds stock, then the store's chat with the order in
// it), and a phone number is enough to check out. wa.me is never visited: the chat window's
// address is read as the browser is sent there, and answered here.

const base = ofProduct('baseUrl');
const browser = useBrowser();
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const STORE_WHATSAPP = '0803 555 0142';

let host: string;
let slug: string;
let item: { id: string; slug: string; name: string };

beforeAll(async () => {
  const business = await adminSend('POST', 'businesses', { name: `Chat Bakes ${suffix}` });
  const store = await adminSend('POST', 'stores', { business_id: business.id, template: 'food' });
  slug = store.slug;
  // Pickup only, so each order asks for no zone or address (the fewest taps a store allows).
  await adminSend('PATCH', `stores/${slug}`, {
    contact_email: `chat-${suffix}@example.ng`,
    pickup_address: '12 Allen Avenue, Ikeja',
    delivery_zones: [],
    social: { instagram: '', facebook: '', x: '', tiktok: '', whatsapp: STORE_WHATSAPP },
  });
  const items = await adminGet(`stores/${slug}/products`);
  item = items.documents[0];
  // A template's items are samples, never sold until the store keeps one.
  await adminSend('POST', `stores/${slug}/products/${item.id}/keep`, {});
  host = `http://${slug}.stores.test:${storeSitePort(base)}`;
});

/** A phone (390 px, touch) whose wa.me windows are answered here and never leave the machine. */
async function phone(b: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(10_000);
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }),
  );
  return { context, page: await context.newPage() };
}

/** Stock of the item's first variant, as the store admin reads it. */
async function stock(): Promise<number> {
  const product = await adminGet(`stores/${slug}/products/${item.slug}`);
  return product.variants[0].qty;
}

/** Walks the item page's option chooser to its end (the summary with the buttons). */
async function toSummary(page: Page) {
  const next = page.getByRole('button', { name: 'Next' });
  while (await next.isVisible()) await next.click();
}

/** Fills the order's contact on the WhatsApp checkout and presses "Order on WhatsApp": the chat window. */
async function orderOnWhatsApp(context: BrowserContext, page: Page): Promise<Page> {
  await page.waitForURL(`${host}/checkout?via=whatsapp`);
  // The address changes before the page does: the heading follows a moment later.
  await expect.poll(() => page.locator('h1').innerText()).toBe('Order on WhatsApp');
  await page.getByLabel('Full name').fill('Ngozi Eze');
  await page.getByLabel('Phone').fill('0803 555 0177');
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Order on WhatsApp' }).click(),
  ]);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  return chat;
}

/** The order as the store admin reads it, by its number. */
async function orderNumbered(number: string) {
  const list = await adminGet(`stores/${slug}/orders?q=${encodeURIComponent(number)}`);
  return list.documents[0];
}

/** The message of a wa.me link, and the number it goes to. */
function chatOf(href: string): { to: string; text: string } {
  const url = new URL(href);
  return { to: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

describe('orders on WhatsApp (390 px)', () => {
  it('from an item: the order is placed, holds stock, the store’s chat opens with its number and total, and the store admin messages the shopper', async () => {
    const before = await stock();
    const { context, page } = await phone(browser());
    await page.goto(`${host}/store/${item.slug}`);
    await untilInteractive(page);
    // Shared, the item's own address goes with it (its page previews the item: og tags).
    const share = page.getByTestId('share-whatsapp');
    await expect.poll(() => share.count()).toBe(1);
    const shared = chatOf((await share.getAttribute('href'))!);
    expect(shared.to).toBe('');
    expect(shared.text).toMatch(new RegExp(`^${item.name}, .* https?://[^ ]+/store/${item.slug}$`));
    await toSummary(page);
    await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
    const chat = await orderOnWhatsApp(context, page);
    const { to, text } = chatOf(chat.url());
    expect(to).toBe('2348035550142');
    const number = /order (#\d+)/.exec(text)![1]!;
    const order = await orderNumbered(number);
    expect(order).toMatchObject({
      source: 'whatsapp',
      status: 'new',
      payment_status: 'unpaid',
      phone: '+2348035550177',
      email: '',
    });
    // The total in naira as the shop shows it (₦3,500), the order's own total.
    const total = /Total: ₦([\d,.]+) /.exec(text)![1]!;
    expect(Number(total.replace(/,/g, '')) * 100).toBe(order.total_kobo);
    expect(text).toContain(`1 × ${item.name}`);
    expect(text).toContain(`/orders/${order.id}?`);
    expect(await stock()).toBe(before - 1);
    // The order's page offers the same message again (a browser that opened no window).
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    const again = page.getByTestId('send-order-chat');
    expect(chatOf((await again.getAttribute('href'))!).text).toContain(`order ${number}:`);
    expect(chatOf((await page.getByTestId('store-chat').getAttribute('href'))!).to).toBe(
      '2348035550142',
    );

    // The store admin sees where it came from, and messages the shopper at each step.
    const admin = await context.newPage();
    const orderUrl = `${base}/store/admin/orders/${order.id}?store=${slug}`;
    await seedSession(admin, orderUrl, 'admin');
    await admin.goto(orderUrl);
    await untilSignedIn(admin);
    const confirmed = admin.getByTestId('message-confirmed');
    await expect.poll(() => confirmed.count()).toBe(1);
    expect(await admin.getByTestId('order-source').innerText()).toBe(' · from WhatsApp');
    const message = chatOf((await confirmed.getAttribute('href'))!);
    expect(message.to).toBe('2348035550177');
    expect(message.text).toContain(
      `Hello Ngozi, this is Chat Bakes ${suffix}: your order ${number} is confirmed.`,
    );
    expect(message.text).toContain(`/orders/${order.id}?`);
    expect(await admin.getByTestId('message-out_for_delivery').innerText()).toBe(
      'Out for delivery',
    );
    await context.close();
  });

  it('from the cart: the order holds the cart’s units and the chat carries its total', async () => {
    const before = await stock();
    const { context, page } = await phone(browser());
    await page.goto(`${host}/store/${item.slug}`);
    await untilInteractive(page);
    await toSummary(page);
    await page.getByRole('button', { name: 'More' }).first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await cart.getByRole('button', { name: 'Order on WhatsApp' }).click();
    const chat = await orderOnWhatsApp(context, page);
    const { text } = chatOf(chat.url());
    const order = await orderNumbered(/order (#\d+)/.exec(text)![1]!);
    expect(order.source).toBe('whatsapp');
    expect(await stock()).toBe(before - order.items);
    expect(text).toContain(`${order.items} × ${item.name}`);
    expect(text).toMatch(/Total: ₦[\d,.]+ \(pay on delivery\)/);
    await context.close();
  });

  it('checkout takes a phone number alone; the e-mail is marked optional', async () => {
    const { context, page } = await phone(browser());
    await page.goto(`${host}/store/${item.slug}`);
    await untilInteractive(page);
    await toSummary(page);
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${host}/checkout`);
    await expect.poll(() => page.getByLabel('Email (optional)').count()).toBe(1);
    await page.getByLabel('Full name').fill('Tunde Ade');
    await page.getByLabel('Phone').fill('+234 803 555 0188');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    const number = await page.getByTestId('order-number').innerText();
    expect(await orderNumbered(number)).toMatchObject({
      source: 'checkout',
      phone: '+2348035550188',
      email: '',
    });
    await context.close();
  });
});
