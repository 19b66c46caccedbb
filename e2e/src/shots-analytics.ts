import type { Browser, Page } from 'playwright-core';
import { signIn } from './session.ts';

interface Camera {
  attempt(name: string, steps: () => Promise<void>): Promise<void>;
  take(page: Page, name: string): Promise<void>;
}

/**
 * The analytics screens' empty states, as an owner with no store sees them and then with a store
 * that has sold nothing (owner2, a test account, gets one business the first time).
 */
export async function analyticsStates(
  browser: Browser,
  base: string,
  apiUrl: string,
  camera: Camera,
  newPage: (browser: Browser) => Promise<Page>,
  visit: (page: Page, url: string) => Promise<void>,
): Promise<void> {
  const page = await newPage(browser);
  await camera.attempt('state-business-analytics-empty', async () => {
    await visit(page, `${base}/business/auth`);
    await signIn(page, '/business', 'owner2@forgeworks.test', 'owner2-password-1');
    await visit(page, `${base}/business/analytics`);
    await camera.take(page, 'state-business-analytics-empty');
  });
  await page.context().close();
  // A fresh browser: the owner's session from /business would skip the store admin's sign-in.
  const admin = await newPage(browser);
  await camera.attempt('state-store-admin-analytics-empty', async () => {
    await ensureBusiness(apiUrl);
    await visit(admin, `${base}/store/admin/auth`);
    await signIn(admin, '/store/admin', 'owner2@forgeworks.test', 'owner2-password-1');
    await visit(admin, `${base}/store/admin/analytics?period=7d`);
    await camera.take(admin, 'state-store-admin-analytics-empty');
  });
  await admin.context().close();
}

async function ensureBusiness(apiUrl: string): Promise<void> {
  const api = `${apiUrl}/api/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner2@forgeworks.test', password: 'owner2-password-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const mine = (await (await fetch(`${api}/my/businesses`, { headers })).json()) as any;
  if (mine.documents.length > 0) return;
  await fetch(`${api}/my/businesses`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Abuja Shea Butter' }),
  });
}
