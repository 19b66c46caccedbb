import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/api-calls.ts';
import { seriousViolations } from '../src/axe.ts';
import { toastTexts, untilInteractive, useBrowser } from '../src/browser.ts';
import { seedSession, untilSignedIn } from '../src/session.ts';

/**
 * Leads join their business (issue 39, item 8): a lead sent from a prospect's demo store is added
 * to that business with one tap on a phone, and "Convert to business" offers that business before
 * making a new one.
 */
const base = ofProduct('baseUrl');
const apiUrl = ofProduct('apiUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const suffix = Date.now().toString(36);
const NAME = `Bimpe Bakes ${suffix}`;
/** Screenshots to look at (not compared): SHOTS_DIR, else a temporary folder. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/leads-shots';

async function makeItYours(slug: string, name: string, message: string) {
  const sent = await fetch(`${apiUrl}/api/v1/stores/${slug}/interest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${suffix}@bimpe.test`, number: '0803 123 4567', message }),
  });
  expect(sent.status).toBe(201);
}

describe('leads join their business', () => {
  it('adds a demo store lead to its business in one tap, and Convert offers it before a new one', async () => {
    const marketer = await apiAs('marketer');
    const business = await marketer.send('POST', 'businesses', { name: NAME });
    const demo = await marketer.send('POST', `businesses/${business.id}/demo-store`, {
      template: 'food',
      name: NAME,
    });
    await makeItYours(demo.slug, 'Bimpe Ade', 'I want this store for my cakes');

    const context = await browser().newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    await seedSession(page, `${base}/admin/leads`, 'marketer');
    await page.goto(`${base}/admin/leads`);
    await untilSignedIn(page);
    await untilInteractive(page);
    const lead = page.getByRole('list', { name: 'Leads' }).locator('li', { hasText: 'Bimpe Ade' });
    await expect.poll(() => lead.innerText()).toContain(`Sent from the demo store of ${NAME}`);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/leads-390.png`, fullPage: true });

    await lead.getByRole('button', { name: `Add to ${NAME}` }).click();
    await expect.poll(() => toastTexts(page)).toContain(`Bimpe Ade’s message added to ${NAME}.`);
    const added = await marketer.get(`businesses/${business.id}`);
    expect(added).toMatchObject({
      status: 'interested',
      contact_person: 'Bimpe Ade',
      phone: '0803 123 4567',
      email: `${suffix}@bimpe.test`,
    });
    const timeline = await marketer.get(`businesses/${business.id}/events`);
    expect(timeline.documents[0].body).toContain('I want this store for my cakes');

    // A second message from the same demo store: Convert offers the business first.
    await makeItYours(demo.slug, 'Tolu Ade', 'My sister and I share the bakery');
    await page.getByLabel('Show').selectOption('');
    const second = page.getByRole('list', { name: 'Leads' }).locator('li', { hasText: 'Tolu Ade' });
    await expect.poll(() => second.innerText()).toContain('My sister and I');
    const first = page.getByRole('list', { name: 'Leads' }).locator('li', { hasText: 'Bimpe Ade' });
    expect(await first.innerText()).toContain(`Added to ${NAME}`);
    await second.getByRole('button', { name: 'Convert to business' }).click();
    const choice = second.getByRole('group', { name: 'Add or make a business' });
    await expect.poll(() => choice.innerText()).toContain(`${NAME} is recorded already.`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/leads-choice-390.png`, fullPage: true });
    for (const button of await choice.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The same choice on a desktop, to look at.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/leads-choice-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);

    // Making a new business stays possible: the form, filled from the message.
    await choice.getByRole('button', { name: 'Make a new business' }).click();
    const form = page.getByRole('form', { name: /New business from Tolu Ade/ });
    await form.getByLabel('Business name').fill(`Tolu Cakes ${suffix}`);
    await form.getByRole('button', { name: 'Add business' }).click();
    await expect.poll(() => toastTexts(page)).toContain(`Tolu Cakes ${suffix} added successfully`);
    await expect.poll(() => second.innerText()).toContain(`Added to Tolu Cakes ${suffix}`);
    await context.close();
  });
});
