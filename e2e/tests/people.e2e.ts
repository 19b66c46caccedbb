import { readOutbox } from '@agency/api/outbox';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();
const EMAIL = 'yemi@forgeworks.test';

async function codeMailedTo(email: string, subject: string): Promise<string> {
  const find = async () =>
    (await readOutbox(ofProduct('dataDir'), 500)).find(
      (m) => m.to === email && m.subject.includes(subject),
    );
  await expect.poll(find, { timeout: 5000 }).toBeTruthy();
  return (await find())!.body.match(/code (?:is )?(\d{6})/)![1]!;
}

describe('people', () => {
  it('an admin invites someone, who sets a password, changes it in Settings, and is deactivated', async () => {
    const { page: admin } = await openSignedIn(browser(), `${base}/admin/overview`, 'admin');
    const menu = admin.getByRole('navigation', { name: 'Admin' });
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect.poll(() => admin.locator('h1').last().innerText()).toBe('Team');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => admin.getByText('Enter their name.').isVisible()).toBe(true);
    await admin.getByLabel('Name').fill('Yemi Marketer');
    await admin.getByLabel('Email').fill(EMAIL);
    await admin.getByLabel('Role', { exact: true }).selectOption('marketer');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() => toastTexts(admin))
      .toContain(`Yemi Marketer invited: a link to create a password is on its way to ${EMAIL}`);
    const team = admin.getByRole('list', { name: 'Team' });
    await expect.poll(() => team.innerText()).toContain(EMAIL);

    // The invitee sets a password with the mailed code, through the forgot-password screen.
    const code = await codeMailedTo(EMAIL, 'invited');
    const { page: yemi } = await openPage(browser(), `${base}/admin/auth/forgot-password`);
    await yemi.getByLabel('Email').fill(EMAIL);
    await yemi.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => toastTexts(yemi)).toContain('Otp sent successfully');
    await yemi.getByLabel('Code', { exact: true }).fill(code);
    await yemi.getByLabel('New password', { exact: true }).fill('yemi-password-1');
    await yemi.getByLabel('Confirm new password').fill('yemi-password-1');
    await yemi.getByRole('button', { name: 'Set new password' }).click();
    await yemi.waitForURL(`${base}/admin/overview`);
    // A marketer has no Team entry.
    expect(
      await yemi
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Team' })
        .count(),
    ).toBe(0);
    await yemi.goto(`${base}/admin/team`);
    await expect.poll(() => yemi.locator('h1').last().innerText()).toBe('404 - Page Not Found');

    // Settings: a wrong current password is said at its field; the right one changes it.
    await yemi
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await yemi.getByLabel('Current password').fill('not-it');
    await yemi.getByLabel('New password', { exact: true }).fill('yemi-password-2');
    await yemi.getByLabel('Confirm new password').fill('yemi-password-2');
    await yemi.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => yemi.getByText('Your current password is not right').isVisible())
      .toBe(true);
    await yemi.getByLabel('Current password').fill('yemi-password-1');
    await yemi.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => toastTexts(yemi)).toContain('Password changed');
    // Still signed in here with the fresh token.
    await yemi
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Businesses' })
      .click();
    await expect
      .poll(() =>
        yemi
          .getByRole('list', { name: 'Businesses' })
          .or(yemi.getByText('No businesses yet'))
          .first()
          .isVisible(),
      )
      .toBe(true);

    // A new role: the admin picks it from the list.
    await admin.reload();
    await admin.getByLabel('Role of Yemi Marketer').selectOption('owner');
    await expect.poll(() => toastTexts(admin)).toContain('Yemi Marketer is now business owner');

    // Deactivated: the open session ends at its next call, and signing in is refused.
    await admin.getByRole('button', { name: 'Deactivate Yemi Marketer' }).click();
    await admin
      .getByRole('dialog', { name: 'Deactivate Yemi Marketer?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect.poll(() => toastTexts(admin)).toContain('Yemi Marketer deactivated');
    await yemi.reload();
    await expect.poll(() => yemi.url(), { timeout: 10_000 }).toContain('/admin/auth');
    await yemi.getByLabel('Email').fill(EMAIL);
    await yemi.getByLabel('Password').fill('yemi-password-2');
    await yemi.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => toastTexts(yemi))
      .toContain('This account has been deactivated. Ask an admin to reactivate it.');
  });
});
