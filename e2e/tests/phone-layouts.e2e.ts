import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

describe('phone layouts (390 px)', () => {
  it('the admin menu opens as a grid: every entry in view at once, none scrolled away', async () => {
    const { page } = await openSignedIn(browser(), `${base}/admin/overview`, 'admin', {
      viewport: PHONE,
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    const grid = page.getByRole('navigation', { name: 'Admin' }).getByRole('list');
    const inView = async (name: string) => {
      const entry = (await grid.getByRole('link', { name }).boundingBox())!;
      return entry.x >= 0 && entry.x + entry.width <= PHONE.width;
    };
    // Eight entries, no sideways scrolling: all of them show.
    expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const name of ['Overview', 'Leads', 'Team', 'Settings'])
      expect(await inView(name)).toBe(true);

    await grid.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    // The choice closes the menu; opened again, Team is there, in view.
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await inView('Team')).toBe(true);
  });

  it("the store index: two cards a row, and one 'Filter and sort' control holding categories and sort", async () => {
    const { page } = await openPage(browser(), `${base}/demo/snailhouse/store`, PHONE);
    const cards = page.locator('.sf-grid > li');
    await cards.first().waitFor();
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (n) => (await cards.nth(n).boundingBox())!),
    );
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);

    const categories = page.getByRole('button', { name: 'Categories' });
    expect(await categories.isVisible()).toBe(false);
    expect(await page.getByLabel('Sort').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Filter and sort' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Sort').selectOption('Oldest');
    await page.waitForURL(/sort=Oldest/);
    await categories.click();
    await page.getByRole('button', { name: /^live \d+$/ }).click();
    await page.waitForURL(/tags=/);
    await expect.poll(() => toggle.innerText()).toContain('1');
  });

  it("the store's name keeps its words whole in the header, down to a 320 px phone", async () => {
    for (const width of [320, 360, 375, 390]) {
      const { page } = await openPage(browser(), `${base}/demo/snailhouse/store`, {
        width,
        height: 740,
      });
      const name = page.locator('.sf-brand__name');
      await expect.poll(() => name.innerText()).toBe('Snailhouse');
      // One line, nothing cut: a word broken in two ("Snailhous / e") would take two.
      const box = await name.evaluate((el) => ({
        lines: Math.round(
          el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        ),
        cut: el.scrollWidth > el.clientWidth,
      }));
      expect(box, `${width} px`).toEqual({ lines: 1, cut: false });
      // The initials tile gives way only where the name needs its room.
      expect(await page.getByTestId('store-initials').first().isVisible(), `${width} px`).toBe(
        width > 370,
      );
      await page.context().close();
    }
  });

  it('an item page: its thumbnails in one row', async () => {
    const { page } = await openPage(browser(), `${base}/demo/snailhouse/store/p01`, PHONE);
    const thumbs = page.locator('.sf-gallery__thumbs button');
    await thumbs.first().waitFor();
    expect(await thumbs.count()).toBeGreaterThan(4);
    const boxes = await thumbs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    // Each one still a target a thumb can hit.
    expect(Math.min(...boxes.map((box) => box.width))).toBeGreaterThanOrEqual(44);
  });

  it('/demo on a phone: a still picture of the store above the words, and no video fetched', async () => {
    const { page, requests } = await openPage(browser(), `${base}/demo`, PHONE);
    const tiles = page.locator('.sf-landing__tiles img');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(4);
    const lowest = Math.max(
      ...(await tiles.evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().bottom))),
    );
    const title = (await page.getByRole('heading', { name: 'Snailhouse' }).boundingBox())!;
    expect(lowest).toBeLessThan(title.y);
    // The picture starts just under the header (and the demo mark above it): no empty band.
    const header = (await page.locator('.sf-header').boundingBox())!;
    expect((await tiles.first().boundingBox())!.y - (header.y + header.height)).toBeLessThan(80);
    expect(await page.getByRole('note').innerText()).toContain('Demo store by Forgeworks.');
    expect(requests.filter((url) => url.endsWith('.webm'))).toEqual([]);
  });
});
