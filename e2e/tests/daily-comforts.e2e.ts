import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readOutbox } from '@agency/api/outbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { REPO_ROOT } from '../src/served-apps.ts';
import { openSignedIn } from '../src/session.ts';

// The owner's day on a phone: an invitation is one link to "Create your password", a toast never
// follows to the next page and shows one at a time, and each area's menu opens and closes.

const base = ofProduct('baseUrl');
const browser = useBrowser();
const suffix = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Screenshots of the screens this changes, for the note (not compared). */
const SHOTS = process.env.COMFORT_SHOTS ? join(REPO_ROOT, 'shots', 'comfort') : '';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `${width}-${name}.png`), fullPage: false });
}

/** The link of the invitation mailed to `email`, as a path on the site under test. */
async function invitationLink(email: string): Promise<string> {
  const find = async () =>
    (await readOutbox(ofProduct('dataDir'), 500)).find(
      (m) => m.to === email && m.subject.includes('invited'),
    );
  await expect.poll(find, { timeout: 5000 }).toBeTruthy();
  const link = new URL(/https?:\/\/\S+create-password\?token=\S+/.exec((await find())!.body)![0]);
  return `${base}${link.pathname}${link.search}`;
}

describe("a new owner's invitation", () => {
  it('is one link: Create your password, then signed in; the link used again says so', async () => {
    const email = `bimpe-${suffix}@forgeworks.test`;
    const admin = await apiAs('admin');
    const invited = await admin.call('POST', 'users', {
      email,
      name: 'Bimpe Adeyemi',
      role: 'owner',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const link = await invitationLink(email);
    expect(new URL(link).pathname).toBe('/business/auth/create-password');

    const { page, errors } = await openPage(browser(), link, PHONE);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Create your password');
    await expect.poll(() => page.locator('main').innerText()).toContain(email);
    await shot(page, 'create-password');
    await page.getByLabel('Password', { exact: true }).fill('bimpe-bakes-password-1');
    await page.getByLabel('Confirm password').fill('bimpe-bakes-password-1');
    await page.getByRole('button', { name: 'Create password and sign in' }).click();
    await page.waitForURL(`${base}/business/overview`);
    // Said as the page changed: the welcome comes along to the overview.
    await expect
      .poll(() => toastTexts(page))
      .toEqual(['Your password is set. Welcome to Forgeworks.']);
    await shot(page, 'signed-in');
    expect(errors).toEqual([]);

    const { page: again } = await openPage(browser(), link, PHONE);
    await expect.poll(() => again.locator('h1').innerText()).toBe('This link cannot be used');
    expect(await again.locator('main').innerText()).toContain('This link has been used already');
    await shot(again, 'link-used');
    await again.getByRole('link', { name: 'Go to sign in' }).click();
    await again.waitForURL(`${base}/business/auth`);
  });

  it('at 1440 px too (screenshot)', async () => {
    if (!SHOTS) return;
    const email = `bola-${suffix}@forgeworks.test`;
    const admin = await apiAs('admin');
    await admin.call('POST', 'users', { email, name: 'Bola Store', role: 'store_admin' });
    const { page } = await openPage(browser(), await invitationLink(email), DESKTOP);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Create your password');
    await shot(page, 'create-password');
  });
});

describe('toasts', () => {
  it('show one at a time, at the bottom, and an Undo does not follow to the next page', async () => {
    const marketer = await apiAs('marketer');
    const names = [`Comfort Kiosk ${suffix}`, `Comfort Stall ${suffix}`];
    for (const name of names)
      expect((await marketer.call('POST', 'businesses', { name })).status).toBe(201);
    const { page, errors } = await openSignedIn(
      browser(),
      `${base}/admin/businesses?q=${suffix}`,
      'marketer',
      { viewport: PHONE },
    );
    const remove = async (name: string) => {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect
        .poll(async () => (await toastTexts(page)).join('|'))
        .toContain(`${name} deleted`);
    };
    await remove(names[0]!);
    await remove(names[1]!);
    // The second replaced the first: one toast, below the page's heading, at the screen's foot.
    await expect.poll(async () => (await toastTexts(page)).length).toBe(1);
    expect((await toastTexts(page))[0]).toContain(`${names[1]} deleted`);
    const toast = (await page.locator('[data-rht-toaster] [role="status"]').last().boundingBox())!;
    const heading = (await page.locator('h1').last().boundingBox())!;
    expect(toast.y).toBeGreaterThan(heading.y + heading.height);
    expect(toast.y + toast.height).toBeGreaterThan(PHONE.height - 120);
    await shot(page, 'toast');

    // A moment later the marketer goes elsewhere: the Undo stays behind.
    await page.waitForTimeout(1200);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await page.waitForURL(`${base}/admin/overview`);
    await expect.poll(() => toastTexts(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('phone menus open and close', () => {
  const areas = [
    {
      url: '/admin/overview',
      who: 'admin',
      label: 'Admin',
      to: 'Settings',
      path: '/admin/settings',
    },
    {
      url: '/store/admin/overview?store=snailhouse',
      who: 'store',
      label: 'Store admin',
      to: 'Orders',
      path: '/store/admin/orders',
    },
    {
      url: '/business/overview',
      who: 'owner',
      label: 'Business owner',
      to: 'Activity',
      path: '/business/activity',
    },
  ] as const;
  for (const area of areas)
    it(`${area.label}: a Menu button, by tap and keyboard; closed on a choice and on Escape`, async () => {
      const { page, errors } = await openSignedIn(browser(), `${base}${area.url}`, area.who, {
        viewport: PHONE,
      });
      const button = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: area.label });
      // Closed: no room taken, the page's heading near the top.
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isVisible()).toBe(false);
      const heading = (await page.locator('main h1').first().boundingBox())!;
      expect(heading.y).toBeLessThan(200);
      await shot(page, `menu-closed-${area.who}`);

      // Open by keyboard: every entry in view, none cut; Escape closes it, focus on the button.
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => menu.isVisible()).toBe(true);
      for (const link of await menu.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        const name = await link.innerText();
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      await shot(page, `menu-open-${area.who}`);
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isVisible()).toBe(false);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      // Open by tap, choose: the next page, the menu closed again.
      await button.click();
      await menu.getByRole('link', { name: area.to }).click();
      await page.waitForURL((url) => url.pathname === area.path);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();

      // A wide screen has no Menu button: the side menu is always there.
      const { page: wide } = await openSignedIn(browser(), `${base}${area.url}`, area.who, {
        viewport: DESKTOP,
      });
      expect(await wide.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
      expect(await wide.getByRole('navigation', { name: area.label }).isVisible()).toBe(true);
      await shot(wide, `menu-${area.who}`);
      await wide.context().close();
    });
});
