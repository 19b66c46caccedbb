import { readOutbox } from '@agency/api/outbox';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminSend } from '../src/api-calls.ts';
import { useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const api = () => `${ofProduct('apiUrl')}/api/v1/`;
const browser = useBrowser();
const EMAIL = 'ngozi.overview@forgeworks.test';
const PASSWORD = 'overview-pass-1';

/** A day counted from today in Lagos, as YYYY-MM-DD. */
function lagosDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

async function call(method: string, path: string, body: unknown, token?: string): Promise<any> {
  const answer = await fetch(api() + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(answer.ok, `${method} ${path}`).toBe(true);
  return answer.json();
}

/** A marketer of their own, so the counts are this test's alone: invited, then a password set. */
async function newMarketer(): Promise<string> {
  await adminSend('POST', 'users', { email: EMAIL, name: 'Ngozi Overview', role: 'marketer' });
  const find = async () =>
    (await readOutbox(ofProduct('dataDir'), 500)).find((m) => m.to === EMAIL);
  await expect.poll(find, { timeout: 5000 }).toBeTruthy();
  const otp = (await find())!.body.match(/code (?:is )?(\d{6})/)![1]!;
  const session = await call('POST', 'auth/modify_password', {
    email: EMAIL,
    otp,
    password: PASSWORD,
  });
  return session.token as string;
}

describe('overview and analytics (marketer admin)', () => {
  it("shows a marketer's counts and due follow-ups; a count opens the list filtered by it", async () => {
    const token = await newMarketer();
    const rows = [
      { name: 'Overdue Okra Farm', status: 'contacted', next_follow_up: lagosDay(-2) },
      { name: 'Today Tomato Co', status: 'interested', next_follow_up: lagosDay() },
      { name: 'Later Lentils', status: 'interested', next_follow_up: lagosDay(4) },
      { name: 'Won Wheat Mills', status: 'won' },
      { name: 'Fresh Fish Hub' },
    ];
    for (const row of rows) await call('POST', 'businesses', row, token);

    const { page, errors } = await openSignedIn(browser(), `${base}/admin/overview`, [
      EMAIL,
      PASSWORD,
    ]);
    const count = (key: string) => page.getByTestId(`count-${key}`).innerText();
    await expect.poll(() => count('all')).toBe('5');
    expect(await count('interested')).toBe('2');
    expect(await count('won')).toBe('1');
    expect(await count('to_contact')).toBe('1');
    expect(await count('lost')).toBe('0');

    // Due: the overdue one first, then today's; a later follow-up is not listed.
    const due = page.getByRole('list', { name: 'Follow-ups due' });
    const items = await due.locator('li').allInnerTexts();
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Overdue Okra Farm');
    expect(items[0]).toContain('2 days overdue');
    expect(items[1]).toContain('Today Tomato Co');
    expect(items[1]).toContain('Today');
    expect(await page.getByText('1 overdue').count()).toBe(1);
    const latest = page.getByRole('list', { name: 'Latest businesses' });
    expect((await latest.locator('li').first().innerText()).split('\n')[0]).toContain(
      'Fresh Fish Hub',
    );
    // Staff see the leads: a count or the empty state, with a way to the Leads screen.
    await page.getByRole('heading', { name: 'New leads' }).waitFor();

    // A status count opens the businesses list filtered by that status.
    await page.getByRole('link', { name: /Interested\s*2/ }).click();
    await page.waitForURL('**/admin/businesses?status=interested');
    const list = page.getByRole('list', { name: 'Businesses' });
    await expect.poll(() => list.locator('li').count()).toBe(2);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('interested');
    expect(await list.innerText()).not.toContain('Won Wheat Mills');

    // A due business's name opens the list found by it; the menu's Businesses clears the filter.
    await page.getByRole('link', { name: 'Overview' }).click();
    await due.getByRole('link', { name: 'Overdue Okra Farm' }).click();
    await page.waitForURL('**/admin/businesses?q=*');
    await expect.poll(() => list.locator('li').count()).toBe(1);
    expect(await list.innerText()).toContain('Overdue Okra Farm');
    await page.getByRole('link', { name: 'Businesses', exact: true }).click();
    await expect.poll(() => list.locator('li').count()).toBe(5);

    // Analytics: this week's five, and the funnel from reached to won.
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Businesses added per week' }).waitFor();
    const weeks = page.getByRole('table', { name: 'Businesses added per week' });
    expect(await weeks.locator('tbody tr').count()).toBe(8);
    expect(await weeks.locator('tbody tr').last().locator('td').innerText()).toBe('5');
    expect(await page.getByTestId('funnel-reached').innerText()).toBe('4');
    expect(await page.getByTestId('funnel-interested').innerText()).toBe('3');
    expect(await page.getByTestId('funnel-won').innerText()).toBe('1');
    expect(await page.getByText('33% of those interested').count()).toBe(1);
    // A marketer sees no team table.
    expect(await page.getByRole('heading', { name: 'By marketer' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("gives an admin the team's numbers, with a row per marketer", async () => {
    const { page, errors } = await openSignedIn(browser(), `${base}/admin/overview`, 'admin');
    await expect
      .poll(async () => Number(await page.getByTestId('count-all').innerText()))
      .toBeGreaterThanOrEqual(5);
    await page.getByRole('link', { name: 'Analytics' }).click();
    const table = page.getByRole('table', { name: 'By marketer' });
    const row = table.locator('tr', { hasText: 'Ngozi Overview' });
    await expect
      .poll(() => row.locator('td').allInnerTexts())
      .toEqual(['5', '5', '4', '3', '1', '25%', '1']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the demo overview reads its own workspace, never the real one', async () => {
    const { page, errors } = await openSignedIn(
      browser(),
      `${base}/demo/admin/businesses`,
      'visitor',
    );
    await page.getByRole('link', { name: 'overview' }).click();
    await expect.poll(() => page.getByTestId('count-all').innerText()).toBe('8');
    expect(await page.getByText('Overdue Okra Farm').count()).toBe(0);
    // No leads in the demo: they are the real admin's.
    expect(await page.getByRole('heading', { name: 'New leads' }).count()).toBe(0);
    await page.getByRole('link', { name: /Won\s*\d/ }).click();
    await page.waitForURL('**/demo/admin/businesses?status=won');
    await expect
      .poll(() => page.getByRole('list', { name: 'Businesses' }).innerText())
      .toContain('Eko Fresh Farms');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
