import { AREAS, areaForPath } from '@agency/auth-gate/areas';
import { STAFF_BROWSER } from '@agency/auth-gate/staff-browser';
import type { Browser, Page } from 'playwright-core';
import { type Who, signInByApi } from './accounts.ts';
import { newPage, type OpenedPage, untilInteractive } from './browser.ts';

/**
 * Signs in through the area's sign-in screen and waits for its overview: for the tests whose
 * subject is signing in. Every other test opens its page signed in (`openSignedIn`).
 */
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

/** An address on the product's origin that the browser answers itself: nothing is served or run. */
const SEEDING_PATH = '/__e2e-session-seed';

/**
 * Puts a session into the page's session storage for the area `url` belongs to, exactly as the
 * sign-in screen's `save` does (packages/auth-gate: the area's prefix + id, role, token; the
 * marketer admin also marks the browser as staff's). Storage is per origin: the page first opens
 * a blank document of that origin, answered by the browser, then the test opens `url`.
 */
export async function seedSession(page: Page, url: string, who: Who, apiUrl?: string) {
  const { origin, pathname } = new URL(url);
  const area = areaForPath(pathname);
  if (!area) throw new Error(`${pathname} is in no signed-in area`);
  const session = await signInByApi(who, { apiUrl, workspace: AREAS[area].workspace });
  const entries = Object.entries({ id: session.id, role: session.role, token: session.token }).map(
    ([field, value]) => [`${AREAS[area].prefix}${field}`, value] as const,
  );
  const seedUrl = `${origin}${SEEDING_PATH}`;
  await page.route(seedUrl, (route) =>
    // An icon of its own, or the browser asks the real server for /favicon.ico after unroute.
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,"><title>Signing in</title>',
    }),
  );
  await page.goto(seedUrl);
  await page.evaluate(
    ({ entries, staff }) => {
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
      if (staff) localStorage.setItem(staff, '1');
    },
    { entries, staff: area === 'admin' ? STAFF_BROWSER : null },
  );
  await page.unroute(seedUrl);
  return session;
}

/**
 * A new page signed in as `who` through the API (the real sign-in call), opened at `url`: what a
 * person sees once signed in, without typing the sign-in for every test.
 */
export async function openSignedIn(
  browser: Browser,
  url: string,
  who: Who,
  { viewport, apiUrl }: { viewport?: { width: number; height: number }; apiUrl?: string } = {},
): Promise<OpenedPage> {
  const opened = await newPage(browser, viewport);
  await seedSession(opened.page, url, who, apiUrl);
  // What the test sees starts at its own page.
  opened.requests.length = 0;
  await opened.page.goto(url);
  await untilInteractive(opened.page);
  await untilSignedIn(opened.page);
  return opened;
}

/**
 * Resolves once the area has taken the session: its frame (with Sign out) or its word that the
 * role may not enter is on the page, as after the sign-in screen's overview. Attached, not
 * visible: on a phone the button sits in the closed menu.
 */
export async function untilSignedIn(page: Page): Promise<void> {
  await page
    .locator('button', { hasText: /^Sign out/ })
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 });
}

/** Session storage of the page, as a plain object. */
export function sessionKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}
