import { startApi } from './api.ts';
import { launchBrowser, untilInteractive } from './browser.ts';
import { adminRequest } from './admin-api.ts';
import { serveBuiltApps } from './served-apps.ts';

const api = await startApi();
const served = await serveBuiltApps({ port: 10391, apiOrigin: api.url });
const browser = await launchBrowser();
const biz = await adminRequest(api.url, 'POST', 'businesses', { name: 'Golden Shell Farms', contact_person: 'Funke Ade', phone: '0803 555 0199', email: 'funke@goldenshell.ng', notes: 'Met at the Ikeja fair; sells live snails by the crate.' });
await adminRequest(api.url, 'POST', `businesses/${biz.id}/notes`, { body: 'Called; she wants a price list by Friday.' });
await adminRequest(api.url, 'PATCH', `businesses/${biz.id}`, { status: 'interested' });
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, isMobile: width === 390, hasTouch: width === 390 });
  const page = await context.newPage();
  await page.goto(`${served.url}/admin/auth`);
  await untilInteractive(page);
  await page.getByLabel('Email').fill('admin@forgeworks.test');
  await page.getByLabel('Password').fill('forge-admin-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/overview');
  await page.goto(`${served.url}/admin/businesses/${biz.id}`);
  await page.getByRole('list', { name: 'Timeline' }).waitFor();
  await page.screenshot({ path: `/tmp/h25b-biz-${width}.png`, fullPage: true });
  await page.goto(`${served.url}/admin/businesses`);
  await page.getByLabel('Business name').fill('golden shell farm');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByText('Open it').waitFor();
  await page.screenshot({ path: `/tmp/h25b-similar-${width}.png` });
  const c2 = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const p2 = await c2.newPage();
  await p2.goto(`${served.url}/store/admin/try`);
  await p2.getByRole('button', { name: 'Open my demo store admin' }).waitFor();
  await p2.screenshot({ path: `/tmp/h25b-try-${width}.png` });
}
await browser.close();
await served.stop();
await api.stop();
