import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet } from '../src/api-calls.ts';
import { animationsSettled, openPage, toastTexts, useBrowser } from '../src/browser.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

describe('agency site', () => {
  it('landing: headline with the tagline, a Reach out link to /contact, three product cards', async () => {
    const { page, errors } = await openPage(browser(), `${base}/`);
    await expect.poll(() => page.locator('h1').innerText()).toContain('forges stores that sell');
    // The hero's 'Reach out', and the page's closing one: both to /contact.
    const reaches = page.getByRole('link', { name: 'Reach out' });
    expect(await reaches.count()).toBe(2);
    const reach = reaches.first();
    expect(await reach.getAttribute('href')).toBe('/contact');
    expect(await reaches.last().getAttribute('href')).toBe('/contact');
    expect(await page.locator('.uk-card').count()).toBe(3);
    expect(await page.locator('.uk-card').first().innerText()).toMatch(/₦[\d,]+/);
    await reach.click();
    await page.waitForURL(`${base}/contact`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Let’s forge your store');
    expect(errors).toEqual([]);
  });

  it('each store package has a way to ask about it: the contact message starts from that package', async () => {
    const { page, errors } = await openPage(browser(), `${base}/`);
    await page.getByRole('link', { name: 'Ask about Growth Store' }).click();
    await page.waitForURL(`${base}/contact?store=growth`);
    await expect
      .poll(() => page.getByLabel('Message').inputValue())
      .toBe("I'd like to talk about the Growth Store. ");
    // The same link opened afresh: the server's page already carries it, and hydration keeps it.
    const fresh = await openPage(browser(), `${base}/contact?store=multi-brand`);
    expect(await fresh.page.getByLabel('Message').inputValue()).toBe(
      "I'd like to talk about the Multi-brand Suite. ",
    );
    // An unknown package starts from an empty message.
    await fresh.page.goto(`${base}/contact?store=nonsense`);
    expect(await fresh.page.getByLabel('Message').inputValue()).toBe('');
    expect([...errors, ...fresh.errors]).toEqual([]);
  });

  it('navigation: home, blog and contact us', async () => {
    const { page } = await openPage(browser(), `${base}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'blog' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Notes from the forge');
    await page.goto(`${base}/blog/some-article`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Article');
    await nav.getByRole('link', { name: 'contact us' }).click();
    await page.waitForURL(`${base}/contact`);
    await nav.getByRole('link', { name: 'home', exact: true }).click();
    await page.waitForURL(`${base}/`);
  });

  it('any other path shows the 404 text', async () => {
    const { page } = await openPage(browser(), `${base}/no/such/page`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('404 - Page Not Found');
    expect(await page.getByText('The page you are looking for does not exist.').isVisible()).toBe(
      true,
    );
  });

  it('contact at 390 px: four empty fields give one toast naming them all, in one toast container', async () => {
    const { page } = await openPage(browser(), `${base}/contact`, { width: 390, height: 844 });
    // The page's clock: the toasts' 3000 ms are checked without waiting for them in real time.
    await page.clock.install();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual(['Name, email, number and message not entered or values entered are not valid']);
    expect(await page.locator('[data-rht-toaster]').count()).toBe(1);
    // Inline, each field says how to fix it; focus is on the first one.
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Enter a phone number, like 0803 123 4567.').isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    // Contact toasts last 3000 ms: still there at 2.5 s, gone soon after 3 s.
    await page.clock.runFor(2500);
    expect(await toastTexts(page)).toHaveLength(1);
    await page.clock.runFor(600);
    await expect.poll(() => toastTexts(page), { timeout: 2000 }).toEqual([]);
  });

  for (const [width, height] of [
    [390, 844],
    [740, 360],
    [768, 1024],
    [1024, 768],
    [1440, 900],
  ] as const) {
    it(`contact at ${width} px: the toast covers none of the fields or the button`, async () => {
      const { page } = await openPage(browser(), `${base}/contact`, { width, height });
      await page.getByRole('button', { name: 'Send message' }).click();
      const overlaps = () =>
        page.evaluate(() => {
          const boxes = (selector: string) =>
            [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect());
          const toasts = boxes('.agency__contact-toast');
          const fields = boxes('form[aria-label="Contact form"] :is(input, textarea, button)');
          const meet = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const hidden = fields.filter((f) => toasts.some((t) => meet(t, f))).length;
          return { toasts: toasts.length, hidden };
        });
      // Once the toast has slid in: one shown, over no field.
      await expect.poll(overlaps).toEqual({ toasts: 1, hidden: 0 });
      await animationsSettled(page);
      expect(await overlaps()).toEqual({ toasts: 1, hidden: 0 });
      // The first wrong field has the focus, inside the window and clear of the toasts.
      const focused = await page.evaluate(() => {
        const field = document.activeElement!;
        const box = field.getBoundingClientRect();
        const toasts = [...document.querySelectorAll('.agency__contact-toast')].map((t) =>
          t.getBoundingClientRect(),
        );
        return {
          name: field.getAttribute('name'),
          inWindow: box.top >= 0 && box.bottom <= window.innerHeight,
          clear: toasts.every(
            (t) =>
              t.bottom <= box.top ||
              t.top >= box.bottom ||
              t.right <= box.left ||
              t.left >= box.right,
          ),
        };
      });
      expect(focused).toEqual({ name: 'name', inWindow: true, clear: true });
    });
  }

  it('contact on a short, narrow window: only the message is wrong; it is focused below its toast', async () => {
    const { page } = await openPage(browser(), `${base}/contact`, { width: 740, height: 360 });
    await page.getByLabel('Name').fill('Ada Obi');
    await page.getByLabel('Email').fill('ada@shop.ng');
    await page.getByLabel('Number').fill('0803 123 4567');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual(['Message not entered or value entered is not valid']);
    await animationsSettled(page); // the toast's entrance
    const placed = await page.evaluate(() => {
      const field = document.activeElement!;
      const box = field.getBoundingClientRect();
      const toast = document.querySelector('.agency__contact-toast')!.getBoundingClientRect();
      return {
        name: field.getAttribute('name'),
        belowToast: box.top >= toast.bottom,
        inWindow: box.top < window.innerHeight,
      };
    });
    expect(placed).toEqual({ name: 'message', belowToast: true, inWindow: true });
  });

  it('contact: a valid message is sent, the success toast shows, the API stores it', async () => {
    const { page } = await openPage(browser(), `${base}/contact`);
    await page.getByLabel('Name').fill('Ngozi Okafor');
    await page.getByLabel('Email').fill('ngozi@example.com');
    await page.getByLabel('Number').fill('08031234567');
    await page.getByLabel('Message').fill('We farm snails in Ogun and want a store.');
    await page.clock.install();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Message sent successfully');
    // The thank-you stays after the toast has gone; another message starts from an empty form.
    const thanks = page.getByRole('status').filter({ hasText: 'Thanks, Ngozi Okafor.' });
    await thanks.waitFor();
    await page.clock.runFor(3500);
    await expect.poll(() => toastTexts(page)).not.toContain('Message sent successfully');
    expect(await thanks.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send another message' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    const stored = await adminGet('contact');
    expect(stored.documents[0]).toMatchObject({
      name: 'Ngozi Okafor',
      email: 'ngozi@example.com',
      number: '08031234567',
    });
  });

  it('mobile menu at 400 px: opens full screen, locks scroll, closes with Esc', async () => {
    const { page } = await openPage(browser(), `${base}/`, { width: 400, height: 800 });
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'blog' })
        .isVisible(),
    ).toBe(false);
    await toggle.click();
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'blog' });
    expect(await blog.isVisible()).toBe(true);
    const panel = await page.locator('#uk-nav-panel').boundingBox();
    expect(panel).toMatchObject({ x: 0, y: 0, width: 400, height: 800 });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    expect(await blog.isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // Navigating from the menu closes it too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await blog.click();
    await page.waitForURL(`${base}/blog`);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('scrolls to the top on every path change', async () => {
    const { page } = await openPage(browser(), `${base}/`, { width: 1280, height: 600 });
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'contact us' }).click();
    await page.waitForURL(`${base}/contact`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
