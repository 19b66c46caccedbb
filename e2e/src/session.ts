import type { Page } from 'playwright-core';

/** Signs in through the area's sign-in screen and waits for its overview. */
export async function signIn(
  page: Page,
  base: string,
  email: string,
  password: string,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${base}/overview`);
  await page.getByText("You've logged in successfully").waitFor();
}

/** Session storage of the page, as a plain object. */
export function sessionKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}
