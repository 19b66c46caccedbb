import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { toastTexts } from './browser.ts';

/** Signs in through the area's sign-in screen and waits for its overview. */
export async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${base}/overview`);
  await expect.poll(() => toastTexts(page)).toContain("You've logged in successfully");
}

/** Session storage of the page, as a plain object. */
export function sessionKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}
