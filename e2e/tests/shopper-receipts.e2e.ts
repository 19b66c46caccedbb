import { readOutbox } from '@agency/api/outbox';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { seriousViolations } from '../src/axe.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

// A shopper's receipt and what follows it, in a client's store (a demo store mails nobody): the
// receipt is mailed (read from the dev outbox), its link reopens the order on the store's own host,
// the store marks the transfer paid, the shopper is mailed and the order's page shows it in its
// history, in Lagos time. The demo store's order page says it sends no mail.

const base = ofProduct('baseUrl');
// The store's own host, {slug}.stores.test, served by the store site (the shell's port + 6).
const browser = useBrowser({ hostRules: 'MAP *.stores.test 127.0.0.1' });
const storeSitePort = Number(new URL(base).port) + 6;
const suffix = Date.now().toString(36);

async function mailTo(email: string, subject: string) {
  const find = async () =>
    (await readOutbox(ofProduct('dataDir'), 1000)).find(
      (m) => m.to === email && m.subject.startsWith(subject),
    );
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return (await find())!;
}

/** A client's store made by the admin from the food template, taking transfers and pickups. */
async function clientStore(): Promise<{ slug: string; name: string; item: string }> {
  const business = await adminSend('POST', 'businesses', { name: `Receipt Kitchen ${suffix}` });
  const store = await adminSend('POST', 'stores', { business_id: business.id, template: 'food' });
  await adminSend('PATCH', `stores/${store.slug}`, {
    bank_details: 'Moniepoint · 5012345678 · Receipt Kitchen',
    pickup_address: '4 Allen Avenue, Ikeja',
    contact_email: `kitchen-${suffix}@example.ng`,
  });
  const items = await adminGet(`stores/${store.slug}/products`);
  // A template's items are samples, not sold until kept: the store keeps the one shoppers buy.
  await adminSend('POST', `stores/${store.slug}/products/${items.documents[0].id}/keep`, {});
  return { slug: store.slug, name: store.name, item: items.documents[0].slug };
}

describe('shopper receipts and payment', () => {
  it('a transfer order: the receipt’s link reopens it; marked paid in the store admin, the shopper is mailed and the page shows it', async () => {
    const email = `receipt-${Date.now()}@example.ng`;
    const store = await clientStore();
    const { page } = await openPage(browser(), `${base}/store/${store.slug}/store/${store.item}`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    const next = page.getByRole('button', { name: 'Next' });
    while (await next.isVisible()) await next.click();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel('Full name').fill('Ngozi Eze');
    await page.getByLabel('Phone').fill('0803 555 0142');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Pick up/).check();
    await page.getByLabel(/Bank transfer/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    const number = await page.getByTestId('order-number').innerText();
    const reference = await page.getByTestId('payment-reference').innerText();
    expect(reference).toMatch(new RegExp(`^[A-Z]+-${number.slice(1)}$`));
    expect(await page.getByTestId('order-status').innerText()).toBe('is placed');
    expect(await page.locator('body').innerText()).toContain(`We mailed a receipt`);
    expect(await page.getByTestId('order-history').innerText()).toMatch(
      /Placed\s+\d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The receipt: HTML and text, the reference, and the order page's link on the store's host.
    const receipt = await mailTo(email, `Your order ${number} at ${store.name}`);
    expect(receipt.html).toContain(reference);
    expect(receipt.body).toContain(`Reference: ${reference}`);
    expect(receipt.body).toContain('How to pay: Bank transfer');
    const link = new URL(/https?:\/\/\S+\/orders\/\S+/.exec(receipt.body)![0]);
    expect(link.host).toBe(`${store.slug}.stores.test`);
    // A new tab (nothing remembered from checkout) opens the order from the link alone.
    const { page: reopened } = await openPage(
      browser(),
      `http://${store.slug}.stores.test:${storeSitePort}${link.pathname}${link.search}`,
    );
    await expect.poll(() => reopened.getByTestId('order-number').innerText()).toBe(number);
    expect(await reopened.getByTestId('payment-status').innerText()).toBe('Unpaid');

    // The store admin (the agency's admin runs every live store) marks it paid.
    const { page: admin } = await openSignedIn(browser(), `${base}/store/admin/overview`, 'admin');
    await admin.goto(
      `${base}/store/admin/orders?store=${store.slug}&payment_status=unpaid&q=${encodeURIComponent(number)}`,
    );
    await admin.getByRole('link', { name: number, exact: true }).click();
    await admin.waitForURL(/\/store\/admin\/orders\/[0-9a-f-]{36}/);
    expect(await admin.getByTestId('payment-reference').innerText()).toBe(reference);
    await admin.getByRole('button', { name: 'Mark as paid' }).click();
    await expect
      .poll(() => toastTexts(admin))
      .toContain(`Order ${number}: marked paid; the shopper is mailed`);
    expect(await admin.getByRole('button', { name: 'Mark as refunded' }).isVisible()).toBe(true);

    // The shopper is mailed, and the order's page says paid, in its history.
    const paid = await mailTo(email, `${store.name} received your payment for order ${number}`);
    expect(paid.body).toContain('See your order');
    await reopened.reload();
    await expect.poll(() => reopened.getByTestId('payment-status').innerText()).toBe('Paid');
    expect(await reopened.getByTestId('order-history').innerText()).toMatch(
      /Payment received\s+\d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/,
    );
    // One receipt, one payment mail: nothing twice.
    const mine = (await readOutbox(ofProduct('dataDir'), 1000)).filter((m) => m.to === email);
    expect(mine.map((m) => m.subject).sort()).toEqual(
      [
        `${store.name} received your payment for order ${number}`,
        `Your order ${number} at ${store.name}`,
      ].sort(),
    );
  });

  it('a demo store’s order page says it sends no mail, and none is sent', async () => {
    const email = `demo-${Date.now()}@example.ng`;
    const item = await fetch(`${ofProduct('apiUrl')}/api/v1/stores/snailhouse/products/p20`).then(
      (r) => r.json(),
    );
    const placed = await fetch(`${ofProduct('apiUrl')}/api/v1/stores/snailhouse/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lines: [{ product_id: item.id, variant_id: item.variants[0].id, qty: 1 }],
        name: 'Tunde Bello',
        phone: '+234 809 111 2233',
        email,
        fulfilment: 'pickup',
        payment: 'bank_transfer',
      }),
    }).then((r) => r.json());
    const { page } = await openPage(
      browser(),
      `${base}/demo/orders/${placed.id}?key=${placed.access_key}&store=snailhouse`,
    );
    await expect
      .poll(() => page.locator('body').innerText())
      .toContain('This is a demo order: demo stores send no mail.');
    expect(await page.locator('body').innerText()).toContain(
      'Demo Bank · account 0000000000 (demo)',
    );
    expect((await readOutbox(ofProduct('dataDir'), 1000)).filter((m) => m.to === email)).toEqual(
      [],
    );
  });

  it('find my order: the number and the phone open the order; a wrong phone is told the same as a wrong number', async () => {
    const email = `find-${Date.now()}@example.ng`;
    const placed = await fetch(`${ofProduct('apiUrl')}/api/v1/stores/snailhouse/products/p01`).then(
      (r) => r.json(),
    );
    const order = await fetch(`${ofProduct('apiUrl')}/api/v1/stores/snailhouse/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lines: [
          {
            product_id: placed.id,
            variant_id: placed.variants[0].id,
            qty: 1,
            selection: { size: 'Medium' },
          },
        ],
        name: 'Tunde Bello',
        phone: '+234 809 111 2233',
        email,
        fulfilment: 'pickup',
        payment: 'pay_on_delivery',
      }),
    }).then((r) => r.json());
    const { page } = await openPage(browser(), `${base}/demo/snailhouse`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find your order' }).click();
    await page.waitForURL(`${base}/demo/snailhouse/orders/find`);
    await page.getByLabel('Order number').fill(`#${order.number}`);
    await page.getByLabel('Phone or email').fill('0809 999 0000');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe(
        'We could not find an order with that number and phone or email. Check both and try again.',
      );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Phone or email').fill('0809 111 2233');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.waitForURL(/\/demo\/orders\/[0-9a-f-]+\?/);
    await expect.poll(() => page.getByTestId('order-number').innerText()).toBe(`#${order.number}`);
  });
});
