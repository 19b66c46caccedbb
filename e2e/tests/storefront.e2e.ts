import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { join } from 'node:path';
import { staticSite } from '@agency/serve';
import { afterNextPaint, openPage, untilInteractive, useBrowser } from '../src/browser.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { REPO_ROOT } from '../src/global-setup.ts';

const base = ofProduct('baseUrl');
const STORE = `${base}/demo/snailhouse/store`;
const browser = useBrowser();

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Items' }).locator('.sf-card__name').allInnerTexts();

describe('landing', () => {
  it('shows the brand, the tagline and both links, with four looping muted videos on a wide screen', async () => {
    const { page, requests } = await openPage(browser(), `${base}/demo`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Snailhouse');
    expect(await page.getByText('cravings sorted ASAP').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Talk to us' }).last().getAttribute('href')).toBe(
      '/contact',
    );
    expect(await page.getByRole('link', { name: 'Visit our store' }).getAttribute('href')).toBe(
      '/demo/snailhouse/store',
    );
    const videos = page.locator('.sf-floater video');
    await expect.poll(() => videos.count()).toBe(4);
    expect(
      await videos.evaluateAll((list) =>
        list.every((v) => (v as HTMLVideoElement).muted && (v as HTMLVideoElement).loop),
      ),
    ).toBe(true);
    await expect.poll(() => requests.filter((url) => url.endsWith('.webm')).length).toBe(4);
  });

  it('at 800 px the videos are gone and never fetched', async () => {
    const { page, requests } = await openPage(browser(), `${base}/demo`, {
      width: 800,
      height: 900,
    });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Snailhouse');
    // Hydrated (openPage waited for it), and the media query's effect has rendered and painted.
    await afterNextPaint(page);
    expect(await page.locator('video').count()).toBe(0);
    expect(requests.filter((url) => url.endsWith('.webm'))).toEqual([]);
  });
});

describe('store index', () => {
  it('shows 24 cards; a category tag narrows and highlights; search narrows; sort reorders; the URL keeps it all', async () => {
    const { page } = await openPage(browser(), STORE);
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBe(24);
    expect((await cardNames(page))[0]).toBe('Gift Box: Snail Lovers');

    await page.getByRole('button', { name: 'Categories' }).click();
    // A tag says how many items it has ("live 6").
    const live = page.locator('#sf-categories').getByRole('button', { name: /^live \d+$/ });
    await live.click();
    await expect.poll(() => live.getAttribute('aria-pressed')).toBe('true');
    // Filtered by the API: the five live cards and the sample crate, newest first.
    await expect
      .poll(() => cardNames(page))
      .toEqual([
        'Jumbo Snails (5 pieces)',
        'Starter Farm Bundle',
        'Giant African Land Snails (1 kg)',
        'Breeder Snails, pair',
        'Juvenile Snails (50 pack)',
        'Giant African Land Snails',
      ]);
    await live.click();
    await expect.poll(() => live.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBe(24);
    await live.click();
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox').fill('breeder');
    // Best match first: the word in a name before the word in a description.
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Breeder Snails, pair', 'Starter Farm Bundle']);
    await page.getByLabel('Sort').selectOption('Oldest');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Breeder Snails, pair', 'Starter Farm Bundle']);
    const url = page.url();
    expect(url).toContain('q=breeder');

    const { page: shared } = await openPage(browser(), url);
    await expect
      .poll(() => cardNames(shared))
      .toEqual(['Breeder Snails, pair', 'Starter Farm Bundle']);
    expect(await shared.getByRole('searchbox').inputValue()).toBe('breeder');
    expect(await shared.getByLabel('Sort').inputValue()).toBe('Oldest');

    await page.goBack();
    await expect.poll(() => page.getByLabel('Sort').inputValue()).toBe('Latest');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Breeder Snails, pair', 'Starter Farm Bundle']);
  });

  it('an empty result says so and clears', async () => {
    const { page } = await openPage(browser(), `${STORE}?q=caviar`);
    await expect.poll(() => page.getByText('Nothing matches these filters').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBe(24);
  });

  it('a card links to its product', async () => {
    const { page } = await openPage(browser(), STORE);
    const card = page.getByRole('link', { name: /Giant African Land Snails \(1 kg\)/ });
    expect(await card.getAttribute('href')).toBe('/demo/snailhouse/store/p01');
  });
});

describe('item page and cart', () => {
  it('walks the chooser to a matching variant, marks impossible choices, and fills a cart that survives a reload', async () => {
    const { page, errors } = await openPage(browser(), `${STORE}/sample-crate`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Giant African Land Snails');
    expect(await page.getByLabel('Rated 4 out of 5 from 34 reviews').isVisible()).toBe(true);
    const price = page.getByTestId('variant-price');
    await expect.poll(() => price.innerText()).toBe('₦100');

    await page.getByRole('button', { name: 'Large', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const weight = page.getByLabel(/How much per snail/);
    await expect.poll(() => weight.inputValue()).toBe('1');
    // At the minimum the control cannot go lower.
    expect(await page.getByRole('button', { name: 'Less g' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'More g' }).click();
    await page.getByRole('button', { name: 'More g' }).click();
    await expect.poll(() => weight.inputValue()).toBe('2');
    await weight.fill('12');
    await expect.poll(() => weight.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Add a note/).fill('Happy birthday');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Wrap it as a gift/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'green' }).click();
    await expect.poll(() => price.innerText()).toBe('₦125');
    await expect.poll(() => page.getByTestId('variant-qty').innerText()).toBe('3 in stock');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your choices' }).isVisible())
      .toBe(true);

    // Edit from the summary: XL has no green crate.
    await page.getByRole('button', { name: 'Edit Choose a size' }).click();
    const xl = page.getByRole('button', { name: /^XL/ });
    await expect.poll(() => xl.getAttribute('data-available')).toBe('false');
    await xl.click();
    await expect.poll(() => page.getByText('No variants match selected').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Add to Cart' }).isDisabled())
      .toBe(true);
    await page.getByRole('button', { name: 'Edit Pick a crate colour' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /Green/ }).getAttribute('data-available'))
      .toBe('false');
    await page.getByRole('button', { name: /Blue/ }).click();
    await expect.poll(() => price.innerText()).toBe('₦135');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Clear Add a note for the crate' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Clear Add a note for the crate' }).count())
      .toBe(0);

    await page.getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => page.getByText(/Farm-raised Achatina/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => page.getByText(/Farm-raised Achatina/).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(STORE);
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('list', { name: 'Cart lines' }).innerText()).toContain(
      'Giant African Land Snails',
    );
    expect(await drawer.innerText()).toContain('Size: XL');
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('₦135');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden');

    // The server renders an empty cart; the saved one is applied after hydration, with no mismatch.
    await page.reload();
    await untilInteractive(page);
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'More' }).click();
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('₦270');
    await page.getByTestId('cart-backdrop').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(`${base}/demo/checkout`);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect.poll(() => summary.innerText()).toContain('₦270');

    // Checkout: inline errors first, focus on the first; then pickup, pay on delivery.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => page.getByText('Enter your name').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Phone').fill('0801 234 5678');
    await page.getByLabel('Email').fill('ada@example.ng');
    await page.getByLabel(/Pick up/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/demo\/orders\/[0-9a-f-]+\?/);
    await expect.poll(() => page.getByTestId('order-number').innerText()).toMatch(/^#\d{4,}$/);
    expect(await page.getByTestId('order-total').innerText()).toBe('₦270');
    expect(await page.getByRole('heading', { name: 'Pay on delivery' }).isVisible()).toBe(true);
    // The confirmation opens again from its link; the cart is empty.
    await page.reload();
    await expect.poll(() => page.getByTestId('order-total').innerText()).toBe('₦270');
    expect(await page.getByRole('button', { name: /^Cart, 0 items/ }).isVisible()).toBe(true);
    // The store has it, priced by the server.
    const number = Number((await page.getByTestId('order-number').innerText()).slice(1));
    const orders = await adminGet(`stores/snailhouse/orders?q=%23${number}`);
    expect(orders.documents[0]).toMatchObject({ number, total_kobo: 27_000, status: 'new' });
  });
});

describe('prices, stock and a second storefront', () => {
  it("an item page opens at its card's price", async () => {
    const { page } = await openPage(browser(), `${STORE}?sort=Price: high to low`);
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBe(24);
    for (const index of [0, 5, 11]) {
      const card = page.getByRole('list', { name: 'Items' }).getByRole('listitem').nth(index);
      const cardPrice = await card.getByTestId('card-price').innerText();
      const href = (await card.getByRole('link').getAttribute('href'))!;
      const { page: item } = await openPage(browser(), `${base}${href}`);
      await expect.poll(() => item.getByTestId('item-price').innerText()).toBe(cardPrice);
      await item.close();
    }
  });

  it('a full purchase on /store: no options means Add to Cart at once, a delivery zone adds its fee, a transfer shows the bank details; /demo keeps its own cart', async () => {
    const { page } = await openPage(browser(), `${base}/store/snailhouse/store/p14`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Calcium Grit (5 kg)');
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${base}/store/snailhouse/store`);
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('₦2,000');
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Proceed to checkout' })
      .click();
    await page.waitForURL(`${base}/store/checkout`);
    await page.getByLabel('Full name').fill('Bola Ade');
    await page.getByLabel('Phone').fill('+234 802 000 1111');
    await page.getByLabel('Email').fill('bola@example.ng');
    await page.getByLabel('Delivery zone').selectOption('Lagos Mainland');
    await page.getByLabel('Delivery address').fill('3 Allen Avenue, Ikeja');
    await page.getByLabel(/Bank transfer/).check();
    await expect.poll(() => page.getByTestId('checkout-total').innerText()).toBe('₦3,500');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/store\/orders\//);
    await expect.poll(() => page.getByTestId('order-total').innerText()).toBe('₦3,500');
    expect(await page.getByText(/Demo Bank · account 0000000000 \(demo\)/).isVisible()).toBe(true);

    const { page: demo } = await openPage(browser(), `${base}/demo/snailhouse/store`);
    await expect.poll(() => cardNames(demo).then((n) => n.length)).toBe(24);
    expect(await demo.getByRole('button', { name: /^Cart, 0 items/ }).isVisible()).toBe(true);
  });

  it('a sold-out choice is marked and cannot be added; checkout refuses a line that ran out', async () => {
    const { page } = await openPage(browser(), `${STORE}/p17`);
    const black = page.getByRole('button', { name: /^Black/ });
    await expect.poll(() => black.getAttribute('data-sold-out')).toBe('true');
    // Choices read as the store wrote them, first letter up: not 'Black (Sold Out)'.
    expect((await black.innerText()).replace(/\s+/g, ' ')).toBe('Black (sold out)');
    await black.click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByTestId('variant-qty').innerText()).toBe('Sold out');
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Edit Pick a colour' }).click();
    await page.getByRole('button', { name: /^White/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(STORE);
    // Meanwhile the last white one sells elsewhere.
    const product = await adminGet('stores/snailhouse/products/p17');
    await adminSend('PATCH', 'stores/snailhouse/products/p17', {
      variants: product.variants.map((v: { id: string; mods: object; price_kobo: number }) => ({
        id: v.id,
        mods: v.mods,
        price_kobo: v.price_kobo,
        qty: 0,
      })),
    });
    await page.goto(`${base}/demo/checkout`);
    await page.getByLabel('Full name').fill('Chidi Eze');
    await page.getByLabel('Phone').fill('0803 000 2222');
    await page.getByLabel('Email').fill('chidi@example.ng');
    await page.getByLabel(/Pick up/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      .toContain(
        'Farm Thermo-Hygrometer is out of stock. Remove it from your cart to place the order.',
      );
    expect(page.url()).toBe(`${base}/demo/checkout`);
  });
});

describe('the storefront on its own subdomain', () => {
  it('its standalone build serves the demo brand at the root and the store under it', async () => {
    const port = Number(new URL(base).port) + 300;
    const server = await staticSite({
      root: join(REPO_ROOT, 'apps', 'storefront', 'dist-standalone'),
      port,
      apiOrigin: ofProduct('apiUrl'),
    });
    try {
      const { page, errors } = await openPage(browser(), `http://127.0.0.1:${port}/`);
      await expect.poll(() => page.locator('h1').innerText()).toBe('Snailhouse');
      // The agency lives on another origin: 'Talk to us' leads there.
      expect(await page.getByRole('link', { name: 'Talk to us' }).last().getAttribute('href')).toBe(
        'http://localhost:8080/contact',
      );
      await page.getByRole('link', { name: 'Visit our store' }).click();
      await page.waitForURL(`http://127.0.0.1:${port}/snailhouse/store`);
      await expect.poll(() => cardNames(page).then((n) => n.length)).toBe(24);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
