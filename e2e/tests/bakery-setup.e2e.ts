import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../src/accounts.ts';
import { untilInteractive, useBrowser } from '../src/browser.ts';
import { ofProduct } from '../src/product.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';
import { storeSitePort } from '../src/store-site.ts';
import { type ChosenFile, TapCounter } from '../src/taps.ts';

/**
 * The owner's day on a phone (issue 40): a new owner sets up a bakery's store at 390 px the way
 * the UX review's bakery was set up — the template's sample items go, six items come in (three
 * with options and a picture per flavour), a courier zone for Abuja, and Paystack payouts — while
 * every tap and typed field is counted. A shopper then sees the six items, the chocolate picture
 * on choosing Chocolate, and the Abuja fee at checkout. The review counted ~130 taps and 30–40
 * minutes for the owner's day; the counts here are printed for the note.
 */
const base = ofProduct('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const suffix = Date.now().toString(36);
/** At most this many taps and typed fields: the measured walk (75 taps, 37 fields) with a little room. */
const BUDGET = { taps: 80, fields: 40 };

/** A photo of a cake or bread of `colour`, as a phone's gallery hands it over. */
async function photo(name: string, colour: string): Promise<ChosenFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#fdf3e7"/><rect x="200" y="220" width="400" height="240" rx="30" fill="${colour}"/>
    <ellipse cx="400" cy="220" rx="200" ry="50" fill="${colour}"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer };
}

interface Item {
  name: string;
  /** Options in the order the shopper answers them; `pictures` follow the first one's choices. */
  options?: { name: string; question: string; choices: string[] }[];
  price: string;
  /** Undefined: made to order, no stock kept. */
  stock?: string;
  /** A price step per choice of the second option ('8 inch' adds ₦5,000). */
  steps?: Record<string, string>;
  /** Colours of the pictures: one per choice of the first option, or the item's one. */
  colours: string[];
}

const ITEMS: Item[] = [
  {
    name: 'Birthday Cake',
    options: [
      {
        name: 'Flavour',
        question: 'Choose a flavour',
        choices: ['Red velvet', 'Chocolate', 'Vanilla'],
      },
      { name: 'Size', question: 'Choose a size', choices: ['6 inch', '8 inch', '10 inch'] },
    ],
    price: '15000',
    steps: { '8 inch': '5000', '10 inch': '10000' },
    colours: ['#b3123a', '#5a3416', '#f3e3b5'],
  },
  {
    name: 'Cupcakes (box of 6)',
    options: [
      { name: 'Flavour', question: 'Choose a flavour', choices: ['Red velvet', 'Chocolate'] },
    ],
    price: '6000',
    stock: '20',
    colours: ['#c21d4a', '#4a2a12'],
  },
  {
    name: 'Doughnuts (box of 6)',
    options: [{ name: 'Glaze', question: 'Choose a glaze', choices: ['Sugar', 'Chocolate'] }],
    price: '4500',
    stock: '20',
    colours: ['#f1d9a8', '#3e2410'],
  },
  { name: 'Agege Bread', price: '1500', stock: '30', colours: ['#d9a55b'] },
  { name: 'Meat Pies (box of 6)', price: '6000', stock: '20', colours: ['#c98a3a'] },
  { name: 'Chin Chin (jar)', price: '3500', stock: '25', colours: ['#e0b060'] },
];

/** The owner's phone, signed in, at the store admin's overview. */
async function ownerOnPhone(url: string): Promise<Page> {
  const context = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await seedSession(page, url, 'brands');
  await page.goto(url);
  await untilSignedIn(page);
  await untilInteractive(page);
  return page;
}

/** One item through the new-item form, from the items list to its saved page. */
async function addItem(page: Page, count: TapCounter, item: Item): Promise<void> {
  await count.tap(page.getByRole('link', { name: 'Add a new item' }));
  const form = page.getByRole('form', { name: 'Item' });
  await count.type(
    form.locator('section[aria-labelledby="sa-basics"]').getByLabel('Name'),
    item.name,
  );
  for (const [index, option] of (item.options ?? []).entries()) {
    await count.tap(form.getByRole('button', { name: 'Add an option' }));
    const fields = form.locator('fieldset.sa-option').nth(index);
    await count.type(fields.getByLabel(/^Name/), option.name);
    await count.type(fields.getByLabel('Question to the shopper'), option.question);
    const choices = fields.getByLabel('Choices, separated by commas');
    await count.type(choices, option.choices.join(', '));
    // Its choices are taken on leaving the field: the next tap does that.
    await choices.blur();
  }
  const pictures = await Promise.all(
    item.colours.map((colour, i) => photo(`${item.name}-${i + 1}`, colour)),
  );
  await count.pick(form.getByLabel('Add pictures'), pictures);
  await expect
    .poll(() => form.getByRole('list', { name: 'Pictures' }).locator('li').count())
    .toBe(pictures.length);
  if (item.options && pictures.length > 1)
    for (const [index, choice] of item.options[0]!.choices.entries())
      await count.choose(form.getByLabel(`Show for (picture ${index + 1})`), choice);

  if (!item.stock) await count.tap(form.getByLabel(/^Don't track stock/));
  if (item.options) {
    await count.tap(form.getByRole('button', { name: 'One row per combination' }));
    const same = form.getByRole('group', { name: 'Same for all' });
    await count.type(same.getByLabel('Price for every row, in naira'), item.price);
    if (item.stock) await count.type(same.getByLabel('Stock for every row'), item.stock);
    await count.tap(same.getByRole('button', { name: /^Apply to all/ }));
    if (item.steps) {
      // The base starts at the rows' price: only the steps are typed.
      await count.tap(form.getByText('Price steps per option'));
      for (const [choice, step] of Object.entries(item.steps))
        await count.type(form.getByLabel(`${choice} adds, in naira`), step);
      await count.tap(form.getByRole('button', { name: 'Apply price steps' }));
    }
  } else {
    await count.type(form.getByLabel('Price of the item, in naira'), item.price);
    await count.type(form.getByLabel('Stock of the item'), item.stock!);
  }
  await count.tap(form.getByRole('button', { name: 'Add item' }));
  await page.waitForURL(/\/store\/admin\/items\/[0-9a-f-]{36}/);
}

/** A link of the store admin's menu: on a phone the Menu button opens it first (two taps). */
async function viaMenu(page: Page, count: TapCounter, name: string): Promise<void> {
  await count.tap(page.getByRole('button', { name: 'Menu' }));
  await count.tap(
    page.getByRole('navigation', { name: 'Store admin' }).getByRole('link', { name, exact: true }),
  );
}

describe("the owner's day on a phone", () => {
  it('a new owner sets up the bakery at 390 px: samples out, six items, an Abuja zone, payouts; a shopper sees it', async () => {
    const owner = await apiAs('brands');
    const made = await owner.send('POST', 'my/businesses', {
      name: `Bimpe's Bakes ${suffix}`,
      template: 'bakery',
    });
    const slug = made.store.slug as string;
    const page = await ownerOnPhone(`${base}/store/admin/overview?store=${slug}`);
    const count = new TapCounter();
    const started = Date.now();

    // 1. The template's sample items go, all at once.
    count.begin('remove the sample items');
    await viaMenu(page, count, 'Our Items');
    await count.tap(page.getByRole('button', { name: 'Remove all samples' }));
    await count.tap(page.getByRole('dialog').getByRole('button', { name: 'Remove all samples' }));
    await expect.poll(() => page.getByText('No items yet').isVisible()).toBe(true);

    // 2. Six items; three with options and a picture per flavour or glaze.
    for (const item of ITEMS) {
      count.begin(`add ${item.name}`);
      // Back to the list by the link under the item's title: the menu's stands under the toast.
      if (item !== ITEMS[0])
        await count.tap(page.locator('main').getByRole('link', { name: 'Our Items' }));
      await addItem(page, count, item);
    }

    // 3. Payouts through Paystack (the local stand-in knows this Zenith account).
    count.begin('payouts');
    await viaMenu(page, count, 'Settings');
    await count.tap(page.getByRole('link', { name: /^Online payments/ }));
    const payments = page.getByRole('region', { name: 'Payments' });
    await count.type(payments.getByLabel('Bank', { exact: true }), 'Zenith Bank');
    await count.type(payments.getByLabel('Account number'), '1234567890');
    await expect
      .poll(() => payments.getByTestId('payout-name').innerText())
      .toContain('CHIDI OKAFOR');
    await count.tap(payments.getByRole('button', { name: 'Connect payouts' }));
    await expect.poll(async () => (await owner.get(`stores/${slug}`)).pays_online).toBe(true);

    // 4. A courier zone for Abuja: its fee, its time, the FCT, and no pay on delivery (the
    // payouts just connected are the zone's way to pay: no bank details are asked for).
    count.begin('delivery zones');
    await count.tap(
      page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', {
        name: 'Delivery and payment',
      }),
    );
    const settings = page.getByRole('form', { name: 'Store settings' });
    const email = settings.getByLabel('Orders email');
    await email.waitFor();
    // A store made by its owner mails its orders to them already; typed only when empty.
    if (!(await email.inputValue())) await count.type(email, `orders-${suffix}@bimpesbakes.ng`);
    await count.tap(settings.getByRole('button', { name: 'Add a zone' }));
    const zone = settings.locator('li.sa-zone').last();
    await count.type(zone.getByLabel('Zone'), 'Abuja (courier)');
    await count.type(zone.getByLabel('Fee (₦)'), '5000');
    await count.type(zone.getByLabel('Takes'), '2–3 days');
    await count.tap(zone.locator('details.sa-places > summary'));
    await count.tap(zone.getByLabel('FCT (Abuja), all of it'));
    await count.tap(zone.getByLabel(/^Pay on delivery/));
    await count.tap(settings.getByRole('button', { name: 'Save settings' }));
    await expect
      .poll(async () => (await owner.get(`stores/${slug}`)).delivery_zones.length)
      .toBe(4);

    await page.context().close();

    console.log(count.report("A new owner's bakery set up on a 390 px phone"));
    console.log(
      `[taps] the walk took ${Math.round((Date.now() - started) / 1000)} s of machine time`,
    );
    expect(count.taps).toBeLessThanOrEqual(BUDGET.taps);
    expect(count.fields).toBeLessThanOrEqual(BUDGET.fields);

    // What the server keeps: six items, each flavour's picture tied to it.
    const listed = (await owner.get(`stores/${slug}/products?per_page=50`)).documents as {
      id: string;
      name: string;
      slug: string;
    }[];
    expect(listed.map((i) => i.name).sort()).toEqual(ITEMS.map((i) => i.name).sort());
    const cakeRow = listed.find((i) => i.name === 'Birthday Cake')!;
    const cake = await owner.get(`stores/${slug}/products/${cakeRow.id}`);
    expect(cake.media.map((m: { mods: object }) => m.mods)).toEqual([
      { flavour: 'Red velvet' },
      { flavour: 'Chocolate' },
      { flavour: 'Vanilla' },
    ]);
    expect(cake.variants).toHaveLength(9);
    expect(cake.track_stock).toBe(false);

    // A shopper on a phone, at the store's own address.
    const shopper = await (
      await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    const host = `http://${slug}.stores.test:${storeSitePort(base)}`;
    await shopper.goto(`${host}/store`);
    await untilInteractive(shopper);
    await expect.poll(() => shopper.locator('.sf-card').count()).toBe(6);
    await shopper.goto(`${host}/store/${cakeRow.slug}`);
    await untilInteractive(shopper);
    const main = shopper.locator('.sf-gallery__main');
    const fileId = (url: string) =>
      url
        .split('/')
        .pop()!
        .replace(/\.[a-z]+$/, '');
    await expect.poll(() => main.getAttribute('src')).toContain(fileId(cake.media[0].file));
    await shopper.getByRole('button', { name: /^Chocolate/ }).click();
    await expect.poll(() => main.getAttribute('src')).toContain(fileId(cake.media[1].file));
    const next = shopper.getByRole('button', { name: 'Next' });
    for (let step = 0; step < 8 && (await next.isVisible()); step++) await next.click();
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await shopper
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Proceed to checkout' })
      .click();
    await shopper.waitForURL(`${host}/checkout`);
    await shopper.getByLabel('Deliver to me').check();
    await shopper.getByLabel('State').selectOption('FCT');
    await expect
      .poll(() => shopper.getByTestId('checkout-zone').innerText())
      .toBe('Abuja (courier): ₦5,000 · 2–3 days');
    expect(await shopper.getByTestId('checkout-delivery').innerText()).toBe('₦5,000');
    // Payouts connected: the shopper may pay at once.
    expect(await shopper.getByLabel('Pay now (card, transfer, USSD)').isChecked()).toBe(true);
    await shopper.context().close();
  }, 240_000);
});
