import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet } from '../src/api-calls.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { sessionKeys, signIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const api = () => `${ofProduct('apiUrl')}/api/v1/`;
const browser = useBrowser();

/** Names of every live business, as the real admin's list has them. */
async function liveNames(): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const list = await adminGet(`businesses?marketer_id=all&page=${page}`);
    names.push(...list.documents.map((b: { name: string }) => b.name));
    if (page >= list.pages) return names;
  }
}

describe('the demo workspace (/demo/admin)', () => {
  it("'Try the demo': sample businesses of the visitor's own, kept apart from the real ones, reset on demand", async () => {
    const { page, errors } = await openPage(browser(), `${base}/demo/admin/auth`);
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await page.waitForURL(`${base}/demo/admin/businesses`);
    await expect.poll(() => toastTexts(page)).toContain('Welcome to the demo');
    const keys = await sessionKeys(page);
    expect(
      Object.keys(keys)
        .filter((k) => k.startsWith('demo_'))
        .sort(),
    ).toEqual(['demo_id', 'demo_role', 'demo_token']);
    expect(Object.keys(keys).some((k) => k.startsWith('admin_'))).toBe(false);

    const note = page.getByRole('complementary', { name: 'Demo workspace' });
    await expect.poll(() => note.innerText()).toContain('It ends in 24 hours');
    const list = page.getByRole('list', { name: 'Businesses' });
    await expect.poll(() => list.innerText()).toContain('Mama Titi Kitchen');
    expect(await list.innerText()).toContain('Kano Leather Works');

    // What the visitor adds lands in their workspace, never in the real one.
    const add = page.getByRole('form', { name: 'Add a business' });
    await add.getByLabel('Business name').fill('Sandbox Bakery');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Sandbox Bakery added successfully');
    await expect.poll(() => list.innerText()).toContain('Sandbox Bakery');
    const live = await liveNames();
    expect(live).not.toContain('Sandbox Bakery');
    expect(live).not.toContain('Mama Titi Kitchen');

    // Reset now: asked first; Cancel keeps everything.
    await note.getByRole('button', { name: 'Reset now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the demo workspace?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await list.innerText()).toContain('Sandbox Bakery');
    await note.getByRole('button', { name: 'Reset now' }).click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toContain('The demo workspace is back to its sample businesses');
    await expect.poll(() => list.innerText()).not.toContain('Sandbox Bakery');
    expect(await list.innerText()).toContain('Mama Titi Kitchen');

    // Settings: a demo session has nothing to set up; signing out ends the visit.
    await page.getByRole('link', { name: 'settings' }).click();
    await page.getByText('Nothing to set up in the demo').waitFor();
    const token = keys.demo_token!;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/demo/admin/auth`);
    // The sign-out call may still be ending the visit as the page moves on.
    await expect
      .poll(
        async () =>
          (await fetch(`${api()}demo/workspace`, { headers: { authorization: `Bearer ${token}` } }))
            .status,
      )
      .toBe(401);
    expect(errors).toEqual([]);
  });

  it('staff signing in at /demo/admin work on their own demo workspace, not the real list', async () => {
    const staff = await openPage(browser(), `${base}/demo/admin/auth`);
    await signIn(staff.page, '/demo/admin', 'admin@forgeworks.test', 'forge-admin-1');
    await staff.page.getByRole('link', { name: 'businesses' }).click();
    const list = staff.page.getByRole('list', { name: 'Businesses' });
    await expect.poll(() => list.innerText()).toContain('Eko Fresh Farms');
    const add = staff.page.getByRole('form', { name: 'Add a business' });
    await add.getByLabel('Business name').fill('Staff Demo Traders');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => list.innerText()).toContain('Staff Demo Traders');
    expect(await liveNames()).not.toContain('Staff Demo Traders');
    // The demo token reaches nothing outside the workspace: the real team list refuses it.
    const token = (await sessionKeys(staff.page)).demo_token!;
    const team = await fetch(`${api()}users`, { headers: { authorization: `Bearer ${token}` } });
    expect(team.status).toBe(403);
  });
});
