import type { Browser, Page } from 'playwright-core';
import { apiAs } from './accounts.ts';
import { seedSession } from './session.ts';

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
    await seedSession(page, `${base}/business/`, 'owner2', apiUrl);
    await visit(page, `${base}/business/analytics`);
    await camera.take(page, 'state-business-analytics-empty');
  });
  await page.context().close();
  // A fresh browser, signed in to the store admin alone.
  const admin = await newPage(browser);
  await camera.attempt('state-store-admin-analytics-empty', async () => {
    await ensureBusiness(apiUrl);
    await seedSession(admin, `${base}/store/admin/`, 'owner2', apiUrl);
    await visit(admin, `${base}/store/admin/analytics?period=7d`);
    await camera.take(admin, 'state-store-admin-analytics-empty');
  });
  await admin.context().close();
}

async function ensureBusiness(apiUrl: string): Promise<void> {
  const owner2 = await apiAs('owner2', apiUrl);
  const mine = await owner2.get('my/businesses');
  if (mine.documents.length > 0) return;
  await owner2.send('POST', 'my/businesses', { name: 'Abuja Shea Butter' });
}
