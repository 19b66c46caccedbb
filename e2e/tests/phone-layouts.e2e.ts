import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../src/browser.ts';
import { signIn } from '../src/session.ts';

const base = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

describe('phone layouts (390 px)', () => {
  it('the admin menu is a strip that keeps the current entry in view and fades where more hide', async () => {
    const { page } = await openPage(browser(), `${base}/admin/auth`, PHONE);
    await signIn(page, '/admin', 'admin@forgeworks.test', 'forge-admin-1');
    const strip = page.getByRole('navigation', { name: 'Admin' }).getByRole('list');
    const inView = async (name: string) => {
      const box = (await strip.boundingBox())!;
      const entry = (await strip.getByRole('link', { name }).boundingBox())!;
      return entry.x >= box.x - 1 && entry.x + entry.width <= box.x + box.width + 1;
    };
    // Seven entries do not fit: the strip says so at its end.
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await strip.getAttribute('data-more-end')).not.toBeNull();
    expect(await inView('Overview')).toBe(true);

    await page.goto(`${base}/admin/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect.poll(() => inView('Settings')).toBe(true);
    expect(await strip.getAttribute('data-more-start')).not.toBeNull();

    // Following a link in the strip brings that entry into view too.
    await strip.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    await expect.poll(() => inView('Team')).toBe(true);
  });
});
