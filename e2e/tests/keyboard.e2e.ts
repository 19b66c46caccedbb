import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { focused, KeyboardWalk } from '../src/keyboard.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

// Each main flow with the keyboard alone: every control is reached with Tab and shows focus.
describe('keyboard only', () => {
  it('contact: skip link, the four fields, send; the thank-you shows', async () => {
    const { page } = await openPage(browser(), `${base}/contact`);
    const walk = new KeyboardWalk(page);
    await walk.press('Skip to content');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await walk.type('Name', 'Kemi Adebayo');
    await walk.type('Email', 'kemi@example.ng');
    await walk.type('Number', '0803 555 0101');
    await walk.type('Message', 'We sell shea butter in Ibadan.');
    await walk.press('Send message');
    await page.getByText('Thanks, Kemi Adebayo.').waitFor();
    expect(walk.unringed).toEqual([]);
  });

  it('sign in, add a business, write a draft post', async () => {
    const { page } = await openPage(browser(), `${base}/admin/auth`);
    const walk = new KeyboardWalk(page);
    await walk.type('Email', 'writer@forgeworks.test');
    await walk.type('Password', 'writer-password-1');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/admin/overview`);

    await walk.press('Businesses');
    await page.waitForURL(`${base}/admin/businesses`);
    await page.getByRole('form', { name: 'Add a business' }).waitFor();
    await walk.type('Business name', 'Ibadan Shea Co');
    await page.keyboard.press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Ibadan Shea Co added successfully');

    await walk.press('Blog');
    await page.waitForURL(`${base}/admin/blog`);
    await walk.press('Create a new post');
    await page.waitForURL(`${base}/admin/blog/new`);
    await page.getByRole('button', { name: 'Draft' }).waitFor();
    // Draft with no title: said at the title, which takes the focus; type it there.
    await walk.press('Draft');
    await page.getByText('Give the post a title.').waitFor();
    expect((await focused(page))?.name).toBe('title');
    await page.keyboard.type('Selling shea online');
    await walk.type('Excerpt', 'What we learned in a month.');
    await walk.type('Content', 'Start with three products.');
    await walk.press('Draft');
    await expect.poll(() => toastTexts(page)).toContain('Post created successfully');
    expect(walk.unringed).toEqual([]);
  });

  it('forgot password: from the sign-in link to the code step', async () => {
    const { page } = await openPage(browser(), `${base}/admin/auth`);
    const walk = new KeyboardWalk(page);
    await walk.press('Forgot password?');
    await page.waitForURL(`${base}/admin/auth/forgot-password`);
    await page.getByRole('button', { name: 'Send code' }).waitFor();
    await walk.type('Email', 'nobody@forgeworks.test');
    await page.keyboard.press('Enter');
    await expect.poll(() => toastTexts(page)).toContain('Otp sent successfully');
    await walk.to('Code');
    expect(walk.unringed).toEqual([]);
  });

  it('choose options, add to cart, close and reopen the cart, check out', async () => {
    const { page } = await openPage(browser(), `${base}/demo/snailhouse/store/p05`);
    const walk = new KeyboardWalk(page);
    await walk.press(/^1 kg/i);
    await walk.press('Next');
    await walk.press('Add to Cart');
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // Focus moves into the drawer; Escape closes it.
    await expect.poll(async () => (await focused(page))?.label ?? '').not.toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await walk.press(/^Cart, 1 item/);
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await walk.press('Proceed to checkout');
    await page.waitForURL(`${base}/demo/checkout`);
    await page.getByRole('button', { name: 'Place order' }).waitFor();

    await walk.type('Full name', 'Tunde Bakare');
    await walk.type('Phone', '0802 111 2222');
    await walk.type('Email (optional)', 'tunde@example.ng');
    // The delivery choice is a radio group: arrows move within it.
    await walk.to('Deliver to me');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel(/Pick up/).isChecked()).toBe(true);
    await walk.press('Place order');
    await page.waitForURL(/\/demo\/orders\/[0-9a-f-]+\?/);
    await page.getByTestId('order-number').waitFor();
    expect(walk.unringed).toEqual([]);
  });
});
