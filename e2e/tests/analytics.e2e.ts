import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { seriousViolations } from '../src/axe.ts';
import { useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

/** Calls the API as the seeded owner; a refusal fails the test. */
async function asOwner(method: string, path: string, body?: unknown): Promise<any> {
  return (await apiAs('owner')).send(method, path, body);
}

/** A shopper's order, placed through the API as the storefront places it. */
async function placeOrder(slug: string, product: any, qty: number): Promise<any> {
  const response = await fetch(`${ofProduct('apiUrl')}/api/v1/stores/${slug}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: [{ product_id: product.id, variant_id: product.variants[0].id, qty }],
      name: 'Bisi Analytics-Test',
      phone: '0805 555 0101',
      email: 'bisi@example.ng',
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
    }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

describe('analytics', () => {
  it("an order placed in the shop shows in its store admin's analytics and the owner's store row", async () => {
    // A store of its own, so the numbers are this test's alone.
    const name = `Kano Honey ${Date.now().toString(36)}`;
    const business = await asOwner('POST', 'my/businesses', { name });
    const slug = business.store.slug as string;
    await asOwner('PATCH', `stores/${slug}`, { pickup_address: '4 Zoo Road, Kano' });
    const jar = await asOwner('POST', `stores/${slug}/products`, {
      name: 'Honey jar',
      variants: [{ qty: 50, price_kobo: 350_000 }],
    });

    const { page } = await openSignedIn(
      browser(),
      `${base}/store/admin/analytics?store=${slug}&period=7d`,
      'owner',
    );
    // Before any order: the empty state points to the shop, at the address shoppers use (its own
    // host), as the overview's Copy store link does.
    const shop = page.getByRole('link', { name: 'Visit your store' });
    await expect.poll(() => shop.getAttribute('href')).toBe(`http://${slug}.stores.test/`);
    expect(await page.getByTestId('analytics-orders').innerText()).toBe('0');

    const sold = await placeOrder(slug, jar, 2);
    await asOwner('PATCH', `stores/${slug}/orders/${sold.id}/payment`, { payment_status: 'paid' });
    const cancelled = await placeOrder(slug, jar, 1);
    await asOwner('PATCH', `stores/${slug}/orders/${cancelled.id}`, { status: 'cancelled' });

    await page.reload();
    // The cancelled order counts nowhere as a sale; sales are the paid order's 2 jars at ₦3,500.
    await expect.poll(() => page.getByTestId('analytics-orders').innerText()).toBe('1');
    expect(await page.getByTestId('analytics-sales').innerText()).toBe('₦7,000');
    const top = page.getByTestId('top-items');
    expect(await top.getByRole('row', { name: /Honey jar/ }).innerText()).toMatch(/2\s+₦7,000/);
    expect(
      await page
        .getByRole('list', { name: 'Orders by status' })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/Cancelled\s*1 \(50%\)/)]));
    // The chart's numbers, as a table: today's row holds the sale.
    await page.getByText('Show the numbers').click();
    const table = page.getByRole('table', { name: /Sales and orders by day/ });
    expect(await table.getByRole('row').count()).toBe(8);
    expect(await table.getByRole('row').last().innerText()).toMatch(/₦7,000\s+1/);
    expect(await seriousViolations(page)).toEqual([]);

    // The period is in the address: 90 days keeps the same order.
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await expect.poll(() => page.url()).toContain('period=90d');
    await page.getByText('Show the numbers').click();
    await expect.poll(() => table.getByRole('row').count()).toBe(91);

    // The owner's analytics: a row for the store, linking to its store admin analytics.
    const { page: owner } = await openSignedIn(
      browser(),
      `${base}/business/analytics?period=7d`,
      'owner',
    );
    const row = owner.getByTestId('store-rows').getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.innerText()).toMatch(/1\s+1\s+₦7,000\s+₦7,000/);
    expect(await seriousViolations(owner)).toEqual([]);
    expect(await row.getByRole('link', { name }).getAttribute('href')).toBe(
      `/store/admin/analytics?store=${slug}&period=7d`,
    );
  });
});
