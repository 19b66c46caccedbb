import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, untilInteractive, useBrowser } from '../src/browser.ts';
import {
  getAsHost,
  revalidatedStatus,
  storeSitePort as storeSitePortOf,
} from '../src/store-site.ts';

/**
 * A store's own address ({slug}.{STORE_DOMAIN}, reached by name through STORE_HOST_RULES) is HTML
 * first: every page arrives from the same renderer as /demo and /store, with its content and its
 * own head, then hydrates. A shared item link previews the item. And the shopper's order page
 * says where the order stands now, however often it is reloaded.
 */
const base = ofProduct('baseUrl');
const apiUrl = ofProduct('apiUrl');
const browser = useBrowser();
const OWNER = ['brands@forgeworks.test', 'brands-password-1'] as const;
const PHONE = { width: 390, height: 844 };
/** The store's own site (dev port 8086 → the shell's port + 6). */
const storeSitePort = storeSitePortOf(base);
const suffix = Date.now().toString(36);
const NAME = `Bimpe Bakes ${suffix}`;

let slug = '';
let host = '';
const hostUrl = (path = '/') => `http://${host}${path}`;

/** Uploads a 2400 × 1600 photo as the owner (a phone camera's size); answers its address. */
async function uploadPhoto(): Promise<string> {
  const login = await fetch(`${apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER[0], password: OWNER[1] }),
  });
  const { token } = (await login.json()) as { token: string };
  // Drawn, not noise: the same bytes every run (random bytes can spell "<svg", which uploads refuse).
  const cake = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#fde2c4"/><stop offset="1" stop-color="#a0522d"/></radialGradient></defs>
    <rect width="2400" height="1600" fill="url(#g)"/><ellipse cx="1200" cy="1000" rx="700" ry="300" fill="#f5d0e0"/>
    <rect x="500" y="600" width="1400" height="400" fill="#f9e7ef"/></svg>`;
  const photo = await sharp(Buffer.from(cake)).jpeg({ quality: 92 }).toBuffer();
  const form = new FormData();
  form.append('files', new Blob([photo], { type: 'image/jpeg' }), 'cake.jpg');
  const answer = await fetch(`${apiUrl}/api/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { data: { files: { url: string }[] } }).data.files[0]!.url;
}

beforeAll(async () => {
  const business = await (await apiAs(OWNER)).call('POST', 'my/businesses', { name: NAME });
  expect(business.status).toBe(201);
  slug = business.body.store.slug;
  host = `${slug}.stores.test:${storeSitePort}`;
  const patched = await (await apiAs(OWNER)).call('PATCH', `stores/${slug}`, {
    tagline: 'Cakes for every Lagos party',
    pickup_address: '4 Allen Avenue, Ikeja',
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const photo = await uploadPhoto();
  const made = await (await apiAs(OWNER)).call('POST', `stores/${slug}/products`, {
    name: 'Birthday Cake',
    description: 'Three layers of vanilla sponge with buttercream',
    variants: [{ qty: 10, price_kobo: 1_500_000 }],
    media: [{ file: photo, mods: {}, alt: 'A birthday cake with candles' }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
}, 120_000);

/** A page of the store's own host as a link preview or crawler reads it: the HTML, no script run. */
const rawPage = (path: string, headers: Record<string, string> = {}) =>
  getAsHost(storeSitePort, host, path, headers);

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe("a store's own host, before any script runs", () => {
  it("sends an item's page with its title, price, picture, Product JSON-LD and one canonical", async () => {
    const sent = await rawPage('/store/birthday-cake');
    expect(sent.status).toBe(200);
    const html = sent.body;
    const title = `Birthday Cake — ₦15,000 — ${NAME}`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, 'description')).toMatch(/^Birthday Cake from Bimpe Bakes .*₦15,000/);
    // The page's content is in the HTML: its heading and price, in the store's own frame.
    expect(html).toMatch(/<h1 class="sf-title">Birthday Cake<\/h1>/);
    expect(html).toMatch(/data-testid="item-price">₦15,000/);
    expect(html).toContain(NAME);
    expect(html).not.toMatch(/snail/i);

    // The link preview: the item's own card.
    const own = `http://${slug}.stores.test/store/birthday-cake`;
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:site_name')).toBe(NAME);
    expect(metaContent(html, 'og:url')).toBe(own);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${own}" />`);
    // Its first picture at a size previews fetch (the sized copy, not the 2400 px original).
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(
      new RegExp(`^http://${slug}\\.stores\\.test/api/v1/media/[0-9a-f-]{36}-1024\\.webp$`),
    );
    const picture = await fetch(`${apiUrl}${new URL(image).pathname}`);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const bytes = (await picture.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThanOrEqual(300 * 1024);

    // Search engines: the Product with its offer at the price the page shows.
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, any>,
    );
    const product = ld.find((item) => item['@type'] === 'Product')!;
    expect(product).toMatchObject({
      name: 'Birthday Cake',
      url: own,
      offers: { price: '15000.00', priceCurrency: 'NGN' },
      brand: { name: NAME },
    });
    expect(product.image[0]).toMatch(/^http:\/\/.*\/api\/v1\/media\/[0-9a-f-]{36}\.jpg$/);

    // Revalidated like a page on the agency's path: unchanged, it is not sent again.
    expect(await revalidatedStatus(storeSitePort, host, '/store/birthday-cake')).toBe(304);
  });

  it('sends the home, the index, find-my-order and the not-found page with their content', async () => {
    const home = await rawPage('/');
    expect(home.status).toBe(200);
    expect(home.body).toMatch(new RegExp(`<h1[^>]*>${NAME}</h1>`));
    expect(home.body).toContain('id="page-data"');
    // Its one script waits behind the page's content: fetched at low priority.
    expect(home.body.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringContaining('fetchpriority="low"'),
    ]);

    const index = await rawPage('/store');
    expect(index.status).toBe(200);
    expect(index.body).toContain('Birthday Cake');
    expect(index.body.match(/rel="canonical"/g)).toHaveLength(1);

    const find = await rawPage('/orders/find');
    expect(find.status).toBe(200);
    expect(find.body).toContain(`<title>Find your order — ${NAME}</title>`);
    expect(find.body).toMatch(/<h1[^>]*>Find your order<\/h1>/);

    const missing = await rawPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(`<title>Page not found — ${NAME}</title>`);
    expect(missing.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const missingItem = await rawPage('/store/no-such-cake');
    expect(missingItem.status).toBe(404);
    expect(missingItem.body).toContain(`<title>Item not found — ${NAME}</title>`);
  });
});

describe("a store's own host in a phone's browser", () => {
  it('hydrates the server-rendered item page, which then adds to the cart', async () => {
    const { page, errors } = await openPage(browser(), hostUrl('/store/birthday-cake'), PHONE);
    await untilInteractive(page);
    expect(await page.locator('h1').innerText()).toBe('Birthday Cake');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(hostUrl('/store'));
    await expect
      .poll(() => page.locator('.sf-cart-button').getAttribute('aria-label'))
      .toBe('Cart, 1 item');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the status the store set when the order page is reloaded after checkout', async () => {
    const { page, errors } = await openPage(browser(), hostUrl('/store/birthday-cake'), PHONE);
    await untilInteractive(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Proceed to checkout' })
      .click();
    await page.waitForURL(hostUrl('/checkout'));
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Phone').fill('0803 555 0101');
    await page.getByLabel('Email').fill('ada@example.ng');
    await page.getByLabel(/Pick up/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\/[^/?]+\?/);
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('is placed');
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    // The store confirms it, is paid and hands it over.
    for (const status of ['confirmed', 'delivered'])
      expect(
        (await (await apiAs(OWNER)).call('PATCH', `stores/${slug}/orders/${orderId}`, { status }))
          .status,
      ).toBe(200);
    const paid = await (await apiAs(OWNER)).call(
      'PATCH',
      `stores/${slug}/orders/${orderId}/payment`,
      {
        payment_status: 'paid',
      },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    // The same tab, reloaded: the order as it stands now, not checkout's copy.
    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('is delivered');
    expect(await page.locator('body').innerText()).toMatch(/\bPaid\b/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
