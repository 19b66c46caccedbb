import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, adminSend } from '../src/api-calls.ts';
import { useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

describe('the audit log', () => {
  it("an admin's store change is in the admin's log, filtered by action, and in the owner's activity", async () => {
    // The admin changes the demo store's phone (and puts it back after the screens are checked).
    const store = await adminGet('stores/snailhouse');
    // Typed with spaces, kept (and logged) in one form: +234 and the ten digits.
    await adminSend('PATCH', 'stores/snailhouse', { contact_phone: '+234 809 555 0101' });
    const phone = '+2348095550101';
    try {
      const { page: admin } = await openSignedIn(browser(), `${base}/admin/overview`, 'admin');
      await admin
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Audit log' })
        .click();
      await admin.waitForURL(`${base}/admin/audit`);
      await expect.poll(() => admin.locator('h1').last().innerText()).toBe('Audit log');
      const log = admin.getByRole('list', { name: 'Audit log' });
      // Unfiltered, the admin's own sign-in is there.
      await expect.poll(() => log.innerText()).toContain('Signed in');
      await admin.getByLabel('Action').selectOption('store.settings_changed');
      await admin.getByRole('button', { name: 'Filter' }).click();
      await admin.waitForURL(/action=store\.settings_changed/);
      await expect.poll(() => log.innerText()).toContain(`contact phone:`);
      const text = await log.innerText();
      expect(text).toContain('Store settings changed');
      expect(text).toContain(phone);
      expect(text).toContain('admin@forgeworks.test');
      expect(text).not.toContain('Signed in');

      // The store's owner sees the same change in their activity.
      const { page: owner } = await openSignedIn(browser(), `${base}/business/overview`, 'owner');
      await owner
        .getByRole('navigation', { name: 'Business owner' })
        .getByRole('link', { name: 'Activity' })
        .click();
      await owner.waitForURL(`${base}/business/activity`);
      const activity = owner.getByRole('list', { name: 'Audit log' });
      await expect.poll(() => activity.innerText()).toContain(phone);
      expect(await activity.innerText()).not.toContain('Signed in');

      // A marketer has no entry, and the address is not found for them.
      const { page: marketer } = await openSignedIn(
        browser(),
        `${base}/admin/overview`,
        'marketer',
      );
      const menu = marketer.getByRole('navigation', { name: 'Admin' });
      expect(await menu.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      await marketer.goto(`${base}/admin/audit`);
      await expect
        .poll(() => marketer.locator('h1').last().innerText())
        .toBe('404 - Page Not Found');
    } finally {
      await adminSend('PATCH', 'stores/snailhouse', { contact_phone: store.contact_phone });
    }
  });
});
