import { readOutbox } from '@agency/api/outbox';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { seriousViolations } from '../src/axe.ts';
import {
  openPage,
  STORE_HOST_RULES,
  toastTexts,
  untilInteractive,
  useBrowser,
} from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

/**
 * Opening is the owner's decision (decision 044), on a phone: a launched template store says
 * "opening soon" at both its addresses and takes no orders; its owner keeps some sample items,
 * removes the rest in one tap, sets the essentials and presses Open; then a shopper orders.
 */
const base = ofProduct('baseUrl');
const browser = useBrowser({ hostRules: STORE_HOST_RULES });
const PHONE = { width: 390, height: 844 };
const MARKETER = ['marketer@forgeworks.test', 'forge-marketer-1'] as const;
const suffix = Date.now().toString(36);
const NAME = `Bimpe Bakes ${suffix}`;
const OWNER_EMAIL = `bimpe-${suffix}@bakes.test`;
/** The standalone store site (the shell's port + 6), reached by store host names. */
const storeSitePort = Number(new URL(base).port) + 6;
const hostUrl = (slug: string, path = '/') => `http://${slug}.stores.test:${storeSitePort}${path}`;

/** Every tap from "Launch" to "Open", for the note. */
let taps = 0;
async function tap(target: Locator): Promise<void> {
  taps += 1;
  await target.click();
}

async function go(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await untilInteractive(page);
}

describe('a launched store opens when its owner opens it', () => {
  it('launch → "opening soon" → keep and remove samples → Open → a shopper orders, at 390 px', async () => {
    const made = await (await apiAs(MARKETER)).call('POST', 'businesses', {
      name: NAME,
      notes: 'Jollof and small chops for parties',
      email: OWNER_EMAIL,
      contact_person: 'Bimpe Ade',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const businessId = made.body.id as string;
    const demo = await (await apiAs(MARKETER)).call('POST', `businesses/${businessId}/demo-store`, {
      template: 'food',
      name: NAME,
    });
    expect(demo.status, JSON.stringify(demo.body)).toBe(201);
    const slug = demo.body.slug as string;
    await (await apiAs(MARKETER)).call('PATCH', `businesses/${businessId}`, { status: 'won' });

    // The marketer launches it, on a phone.
    const { page: staff } = await openSignedIn(
      browser(),
      `${base}/admin/businesses?q=${encodeURIComponent(NAME)}`,
      MARKETER,
      { viewport: PHONE },
    );
    const row = staff.locator('.mk-business', { hasText: NAME });
    await tap(row.getByRole('button', { name: 'Launch store' }));
    const launchDialog = staff.getByRole('dialog');
    expect(await launchDialog.innerText()).toContain('opening soon');
    await tap(launchDialog.getByRole('button', { name: 'Launch' }));
    await expect
      .poll(() => toastTexts(staff))
      .toContain(`Store launched. We invited ${OWNER_EMAIL}.`);

    // Both of its addresses say it is opening soon: no cart, no items.
    const { page: shop } = await openPage(browser(), `${base}/store/${slug}`, PHONE);
    await shop.getByTestId('opening-soon').waitFor();
    expect(await shop.locator('main').innerText()).toContain('Opening soon');
    expect(await shop.locator('.sf-cart-button').count()).toBe(0);
    await shop.goto(hostUrl(slug, '/store'));
    await shop.getByTestId('opening-soon').waitFor();
    expect(await shop.locator('h1').innerText()).toBe(NAME);
    expect(await seriousViolations(shop)).toEqual([]);

    // The owner sets a password with the invitation's code (on the phone too).
    const find = async () =>
      (await readOutbox(ofProduct('dataDir'), 500)).find((m) => m.to === OWNER_EMAIL);
    await expect.poll(find, { timeout: 5000 }).toBeTruthy();
    const code = (await find())!.body.match(/code (\d{6})/)![1]!;
    const { page: owner, errors } = await openPage(
      browser(),
      `${base}/business/auth/forgot-password`,
      PHONE,
    );
    await owner.getByLabel('Email').fill(OWNER_EMAIL);
    await owner.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => toastTexts(owner)).toContain('Otp sent successfully');
    await owner.getByLabel('Code', { exact: true }).fill(code);
    await owner.getByLabel('New password', { exact: true }).fill('bimpe-bakes-password-1');
    await owner.getByLabel('Confirm new password').fill('bimpe-bakes-password-1');
    await owner.getByRole('button', { name: 'Set new password' }).click();
    await owner.waitForURL(new RegExp(`${base}/business(/|$)`));
    await expect.poll(() => owner.locator('main').innerText(), { timeout: 10_000 }).toContain(NAME);

    // The store admin's overview: not open yet, and what is left before it may open.
    await go(owner, `/store/admin/overview?store=${slug}`);
    const panel = owner.getByTestId('open-store');
    await expect.poll(() => panel.innerText()).toContain('Your store is not open yet');
    expect(await panel.innerText()).toContain('Put at least 6 items with pictures in the store');

    // Our Items: every item is a sample. Keep six, remove the rest in one tap.
    await go(owner, `/store/admin/items?store=${slug}`);
    const table = owner.getByRole('table', { name: 'Items' });
    const samples = table.getByText('Sample', { exact: true });
    await expect.poll(() => samples.count()).toBe(9);
    for (let kept = 1; kept <= 6; kept += 1) {
      await tap(table.getByRole('button', { name: /^Keep / }).first());
      await expect.poll(() => samples.count()).toBe(9 - kept);
    }
    await tap(owner.getByRole('button', { name: 'Remove all samples' }));
    await tap(owner.getByRole('dialog').getByRole('button', { name: 'Remove all samples' }));
    await expect.poll(() => toastTexts(owner)).toContain('Removed 3 sample items.');
    await expect.poll(() => table.getByRole('row').count()).toBe(7);
    expect(await samples.count()).toBe(0);

    // Settings: a logo, the orders e-mail, a phone, the bank details; the zones saved as they are.
    await go(owner, `/store/admin/settings/look?store=${slug}`);
    const logo = await sharp({
      create: { width: 256, height: 256, channels: 3, background: '#8a3b12' },
    })
      .png()
      .toBuffer();
    taps += 1; // choosing the picture
    await owner
      .getByLabel('Add logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await owner.getByRole('img', { name: 'Logo' }).waitFor();
    await tap(owner.getByRole('button', { name: 'Save the look' }));
    await expect.poll(() => toastTexts(owner)).toContain('Look saved');
    await go(owner, `/store/admin/settings/delivery?store=${slug}`);
    await owner.getByLabel('Orders email').fill(OWNER_EMAIL);
    await owner.getByLabel('Phone', { exact: true }).fill('0803 555 0101');
    await owner.getByLabel('Bank details for transfers').fill('GTBank · 0123456789 · Bimpe Bakes');
    await tap(owner.getByRole('button', { name: 'Save settings' }));
    await expect.poll(() => toastTexts(owner)).toContain('Settings saved');

    // Open.
    await go(owner, `/store/admin/overview?store=${slug}`);
    await expect.poll(() => panel.innerText()).not.toContain('Before you open');
    expect(await seriousViolations(owner)).toEqual([]);
    await tap(panel.getByRole('button', { name: 'Open the store' }));
    await tap(owner.getByRole('dialog').getByRole('button', { name: 'Open the store' }));
    await expect
      .poll(async () => (await toastTexts(owner)).join(' | '))
      .toContain(`${NAME} is open. Shoppers can order at http://${slug}.stores.test`);
    await expect.poll(() => panel.count()).toBe(0);
    console.log(
      `[open] "Launch" to "Open" for a template store: ${taps} taps (3 fields typed, 1 picture chosen; the owner's password set from the invitation besides)`,
    );

    // A shopper on a phone, at the store's own address, orders a kept item.
    const { page: shopper } = await openPage(browser(), hostUrl(slug, '/store'), PHONE);
    await expect.poll(() => shopper.locator('.sf-card').count()).toBe(6);
    await shopper.locator('.sf-card').first().click();
    await expect.poll(() => shopper.locator('h1').count()).toBe(1);
    const next = shopper.getByRole('button', { name: 'Next' });
    const proceed = shopper.getByRole('button', { name: 'Proceed to checkout' });
    // The item's options are drawn once the page is interactive: wait for its first step.
    await expect
      .poll(async () => (await next.isVisible()) || (await proceed.isVisible()))
      .toBe(true);
    while (await next.isVisible()) await next.click();
    await proceed.click();
    await shopper.waitForURL(/\/checkout$/);
    await shopper.getByLabel('Full name').fill('Ngozi Eze');
    await shopper.getByLabel('Phone').fill('0803 555 0142');
    await shopper.getByLabel('Email').fill(`shopper-${suffix}@example.ng`);
    await shopper.getByLabel('Deliver to me').check();
    // The template's zones are Lagos's LGAs: the state and LGA pick the zone and its fee.
    await shopper.getByLabel('State').selectOption('Lagos');
    await shopper.getByLabel('Local government area (LGA)').selectOption('Ikeja');
    await shopper.getByLabel('Delivery address').fill('3 Allen Avenue, Ikeja');
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await shopper.waitForURL(/\/orders\/[0-9a-f-]+\?/);
    await expect.poll(() => shopper.getByTestId('order-number').innerText()).toMatch(/^#\d+$/);
    expect(errors).toEqual([]);
  }, 120_000);
});
