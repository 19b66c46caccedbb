import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { openPage, useBrowser } from '../src/browser.ts';
import { signIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();
const OWNER = { email: 'twostep@forgeworks.test', password: 'twostep-password-1' };

/** The code an authenticator app shows, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('two-step sign-in', () => {
  it('an owner turns it on in Settings, keeps the recovery codes, then signs in with the code after the password', async () => {
    const { page } = await openPage(browser(), `${base}/business/auth`);
    await signIn(page, '/business', OWNER.email, OWNER.password);
    await page.goto(`${base}/business/settings`);
    const panel = page.getByRole('region', { name: 'Two-step sign-in' });
    await panel.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    // The key for an app that cannot scan, beside the QR code.
    await expect.poll(() => panel.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    const secret = (await panel.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // A wrong code is said at the field, and nothing is turned on.
    await panel.getByLabel(/Enter the 6-digit code/).fill('000000');
    await panel.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect
      .poll(() => panel.getByLabel(/Enter the 6-digit code/).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await panel.getByRole('button', { name: 'Turn on', exact: true }).isVisible()).toBe(
      true,
    );
    await panel.getByLabel(/Enter the 6-digit code/).fill(codeOf(secret));
    await panel.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect
      .poll(() => page.getByText('Two-step sign-in is on').first().isVisible())
      .toBe(true);
    const codes = await panel.getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);

    // Signed out, the password alone no longer opens the area: the code screen asks for the code.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/business/auth`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const codeForm = page.getByRole('form', { name: 'Enter your code' });
    await expect.poll(() => codeForm.isVisible()).toBe(true);
    expect(await codeForm.getByLabel('Code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeForm.getByLabel('Code').getAttribute('inputmode')).toBe('numeric');
    // The next period's code: the one just used to turn it on may not be used again.
    await codeForm.getByLabel('Code').fill(codeOf(secret, 1));
    await codeForm.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/business/overview');
    await page.getByText("You've logged in successfully").waitFor();

    // A recovery code works once, in place of the app's code.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${base}/business/auth`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await codeForm.getByRole('button', { name: 'Use a recovery code' }).click();
    await codeForm.getByLabel('Recovery code').fill(codes[0]!);
    await codeForm.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/business/overview');
  });
});
