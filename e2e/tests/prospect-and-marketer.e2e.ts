import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import type { Who } from '../src/accounts.ts';
import { adminGet, apiAs } from '../src/api-calls.ts';
import { seriousViolations } from '../src/axe.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';

/** What a prospect and a marketer meet on the way (issue 25, item 7; the 2026-11-24 review). */
const base = ofProduct('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** A page at phone size with touch, as a marketer in the field holds it. */
async function onPhone(path: string, who?: Who) {
  const context = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  if (who) await seedSession(page, `${base}${path}`, who);
  await page.goto(`${base}${path}`);
  if (who) await untilSignedIn(page);
  return page;
}

describe("a marketer's phone", () => {
  it('calls or WhatsApps a contact in one tap, and keeps a timeline of notes and status changes', async () => {
    const created = await (await apiAs('marketer')).call('POST', 'businesses', {
      name: 'Tap Call Snails',
      contact_person: 'Funke',
      phone: '0803 555 0199',
      notes: 'Met at the Ikeja fair',
    });
    expect(created.status).toBe(201);
    const page = await onPhone('/admin/businesses', 'marketer');
    const row = page.getByRole('list', { name: 'Businesses' }).locator('li', {
      hasText: 'Tap Call Snails',
    });
    const call = row.getByRole('link', { name: '0803 555 0199', exact: true });
    expect(await call.getAttribute('href')).toBe('tel:08035550199');
    const chat = row.getByRole('link', { name: 'WhatsApp 0803 555 0199' });
    expect(await chat.getAttribute('href')).toBe('https://wa.me/2348035550199');
    for (const link of [call, chat]) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    // Its own page: details, contacts and the timeline, with the first note migrated in.
    await row.getByRole('link', { name: 'Tap Call Snails' }).click();
    await page.waitForURL(`${base}/admin/businesses/${created.body.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Tap Call Snails');
    expect(await page.getByRole('link', { name: 'WhatsApp 0803 555 0199' }).count()).toBe(1);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect.poll(() => timeline.innerText()).toContain('Met at the Ikeja fair');

    // A new note is added above, not written over the last.
    await page.getByLabel('Add a note').fill('Called; she wants a price list');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Note added');
    const entries = timeline.getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).innerText()).toContain('Called; she wants a price list');
    expect(await entries.nth(0).innerText()).toContain('Ada Marketer');
    expect(await entries.nth(1).innerText()).toContain('Met at the Ikeja fair');

    // A status change is recorded on the timeline too.
    await page.getByLabel('Status', { exact: true }).selectOption('interested');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.nth(0).innerText()).toContain('Status To contact → Interested');
    expect((await adminGet(`businesses/${created.body.id}`)).status).toBe('interested');

    // Back to the list it came from, not to the overview.
    await page.getByRole('link', { name: 'All businesses' }).click();
    await page.waitForURL(`${base}/admin/businesses`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Businesses');
  });

  it("a lead's number is a call and a WhatsApp link", async () => {
    const sent = await fetch(`${ofProduct('apiUrl')}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bola Lead',
        email: 'bola@lead.ng',
        number: '0812 345 6789',
        message: 'I sell shea butter in Ibadan.',
      }),
    });
    expect(sent.status).toBe(201);
    const page = await onPhone('/admin/leads', 'marketer');
    const lead = page.getByRole('list', { name: 'Leads' }).locator('li', { hasText: 'Bola Lead' });
    expect(
      await lead.getByRole('link', { name: '0812 345 6789', exact: true }).getAttribute('href'),
    ).toBe('tel:08123456789');
    expect(
      await lead.getByRole('link', { name: 'WhatsApp 0812 345 6789' }).getAttribute('href'),
    ).toBe('https://wa.me/2348123456789');
  });

  it('shows every menu entry at 390 px, readable and big enough to tap', async () => {
    const page = await onPhone('/admin/overview', 'admin');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Admin' });
    const names = await menu.getByRole('link').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(
      expect.arrayContaining(['Overview', 'Analytics', 'Businesses', 'Leads', 'Blog', 'Settings']),
    );
    for (const link of await menu.getByRole('link').all()) {
      const name = (await link.innerText()).trim();
      const box = (await link.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(PHONE.height);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      // Not cut: the whole label fits its entry.
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), name).toBe(true);
    }
    await menu.getByRole('link', { name: 'Settings' }).tap();
    await page.waitForURL(`${base}/admin/settings`);
  });
});

describe("the agency's home page", () => {
  it('arrives as HTML with the demo store, the questions, WhatsApp and a closing Reach out', async () => {
    const html = await (await fetch(`${base}/`)).text();
    for (const text of [
      'Who owns the domain?',
      'Is there a monthly fee?',
      'https://wa.me/234',
      'Reach out',
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<details[^>]*><summary>Who hosts the store\?<\/summary>/);

    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      const { page, errors } = await openPage(browser(), `${base}/`, viewport);
      const faq = page.getByRole('region', { name: 'What owners ask us' });
      await faq.getByText('Who owns the domain?').click();
      await expect.poll(() => faq.getByText('You do.').isVisible()).toBe(true);
      const closing = page.getByRole('region', { name: 'Ready to sell online?' });
      expect(await closing.getByRole('link', { name: 'Reach out' }).getAttribute('href')).toBe(
        '/contact',
      );
      expect(await closing.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/234\d{10}\?text=/,
      );
      expect(await closing.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(
        /^tel:0\d{10}$/,
      );
      // The real demo store, in pictures, and the ways to try it.
      const work = page.getByRole('region', { name: 'A store we forged, working now' });
      expect(await work.getByRole('img').count()).toBe(2);
      expect(
        await work.getByRole('link', { name: 'Try the store admin' }).getAttribute('href'),
      ).toBe('/store/admin/try');
      // The page ends in the prompt: nothing but the footer after it.
      expect(await closing.evaluate((el) => el.nextElementSibling === null)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    }
  });
});

describe("a prospect tries the owner's side", () => {
  it('opens a store-admin sandbox signed out from the demo mark; a change there leaves the real store alone', async () => {
    const { page } = await openPage(browser(), `${base}/demo`, PHONE);
    const mark = page.getByRole('note').filter({ hasText: 'Demo store by Forgeworks' });
    await mark.getByRole('link', { name: 'Try the store admin' }).click();
    await page.waitForURL(`${base}/store/admin/try`);
    expect(await page.evaluate(() => sessionStorage.getItem('store_admin_token'))).toBeNull();
    await page.getByRole('button', { name: 'Open my demo store admin' }).click();
    // The overview of the visitor's own copy, its address naming it.
    await page.waitForURL(/\/store\/admin\/overview\?store=try-[0-9a-f]{12}$/);

    const before = (await adminGet('stores/snailhouse/products/sample-crate')).name as string;
    await page.goto(`${base}/store/admin/items/sample-crate`);
    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(before);
    await name.fill('Crate renamed by a prospect');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual(expect.arrayContaining([expect.stringContaining('saved')]));
    // Their copy changed; the demo store everyone sees did not.
    const stores = await page.evaluate(async () => {
      const token = sessionStorage.getItem('store_admin_token');
      const answer = await fetch('/api/v1/stores', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { documents: { slug: string }[] }).documents;
    });
    expect(stores).toHaveLength(1);
    const copy = stores[0]!.slug;
    expect(copy).not.toBe('snailhouse');
    expect((await adminGet(`stores/${copy}/products/sample-crate`)).name).toBe(
      'Crate renamed by a prospect',
    );
    expect((await adminGet('stores/snailhouse/products/sample-crate')).name).toBe(before);
  });
});
