import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { apiAs } from '../src/accounts.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

// The flows run as the admin: the marketer's own list stays empty for areas.e2e.ts's first add.
describe('businesses (admin screen)', () => {
  it('add → edit status and notes → search and filter → delete → undo', async () => {
    const { page, errors } = await openSignedIn(browser(), `${base}/admin/overview`, 'admin');
    await page.getByRole('link', { name: 'Businesses' }).click();
    const list = page.getByRole('list', { name: 'Businesses' });
    const add = page.getByRole('form', { name: 'Add a business' });

    // Nothing typed: said under the field, which takes the focus; nothing is sent.
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('Enter the business name, at least 2 characters.').waitFor();
    expect(await add.getByLabel('Business name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    for (const name of ['Coral Reef Snails', 'Mango Tree Kitchen']) {
      await add.getByLabel('Business name').fill(name);
      await add.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => toastTexts(page)).toContain(`${name} added successfully`);
      await expect.poll(() => list.innerText()).toContain(name);
    }

    // Edit: status, notes and a follow-up date.
    await page.getByRole('button', { name: 'Edit Coral Reef Snails' }).click();
    const edit = page.getByRole('form', { name: 'Edit Coral Reef Snails' });
    await edit.getByLabel('Status').selectOption('interested');
    await edit.getByLabel('Add a note').fill('Wants a store before Christmas');
    await edit.getByLabel('Contact person').fill('Chidi Okafor');
    await edit.getByLabel('Next follow-up').fill('2026-12-01');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Coral Reef Snails updated');
    const coral = list.locator('li', { hasText: 'Coral Reef Snails' });
    await expect.poll(() => coral.innerText()).toContain('Interested');
    expect(await coral.innerText()).toContain('Wants a store before Christmas');
    expect(await coral.innerText()).toContain('Chidi Okafor');

    // (The similar-name rule on a rename is the API suite's: businesses-crud.test.ts; its one
    // browser test is in areas.e2e.ts.)

    // Search and the status filter narrow the list on the server.
    await page.getByLabel('Search').fill('mango');
    await expect.poll(() => list.locator('li').count()).toBe(1);
    expect(await list.innerText()).toContain('Mango Tree Kitchen');
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Status', { exact: true }).selectOption('interested');
    await expect.poll(() => list.innerText()).not.toContain('Mango Tree Kitchen');
    expect(await list.innerText()).toContain('Coral Reef Snails');
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Sort').selectOption('name');
    await expect
      .poll(async () => (await list.locator('.mk-business__name').allInnerTexts()).slice(0, 2))
      .toEqual(expect.arrayContaining(['Coral Reef Snails']));

    // Delete with a confirmation, then undo from the toast.
    const ask = page.getByRole('dialog', { name: 'Delete Mango Tree Kitchen?' });
    await page.getByRole('button', { name: 'Delete Mango Tree Kitchen' }).click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(async () => (await toastTexts(page)).join('|'))
      .toContain('Mango Tree Kitchen deleted');
    await expect.poll(() => list.innerText()).not.toContain('Mango Tree Kitchen');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Mango Tree Kitchen restored');
    await expect.poll(() => list.innerText()).toContain('Mango Tree Kitchen');

    // A dismissed confirmation deletes nothing.
    await page.getByRole('button', { name: 'Delete Mango Tree Kitchen' }).click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    // The focus is back on the button that asked, not thrown to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Delete Mango Tree Kitchen',
    );
    expect(await list.innerText()).toContain('Mango Tree Kitchen');
    expect(errors).toEqual([]);
  });

  it('a marketer cannot touch another’s business; an admin filters by marketer', async () => {
    const admin = await apiAs('admin');
    const marketer = await apiAs('marketer');
    const { id } = await admin.send('POST', 'businesses', { name: 'Harmattan Herbs Ltd' });
    for (const [method, path, body] of [
      ['PATCH', `businesses/${id}`, { notes: 'mine' }],
      ['DELETE', `businesses/${id}`, undefined],
      ['GET', `businesses?marketer_id=${admin.session.id}`, undefined],
      ['GET', 'businesses?marketer_id=all', undefined],
    ] as const) {
      expect([403, 404]).toContain((await marketer.call(method, path, body)).status);
    }

    const { page } = await openSignedIn(browser(), `${base}/admin/overview`, 'admin');
    await page.getByRole('link', { name: 'Businesses' }).click();
    const list = page.getByRole('list', { name: 'Businesses' });
    await expect.poll(() => list.innerText()).toContain('Harmattan Herbs Ltd');
    await page.getByLabel('Marketer').selectOption({ label: 'Ada Marketer' });
    await expect
      .poll(
        async () => (await list.count()) === 0 || !(await list.innerText()).includes('Harmattan'),
      )
      .toBe(true);
  });
});

describe('leads', () => {
  it('a message sent through /contact shows with the badge; convert creates the business and handles it', async () => {
    const { page } = await openSignedIn(browser(), `${base}/admin/overview`, 'admin');
    const leadsLink = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /Leads/ });
    const badge = async () =>
      Number(
        (await leadsLink
          .locator('.mk-badge')
          .getAttribute('data-count', { timeout: 500 })
          .catch(() => '0')) ?? 0,
      );
    const admin = await apiAs('admin');
    const unread = async () => (await admin.get('contact?status=new')).unread as number;
    const before = await unread();
    await expect.poll(badge).toBe(before);

    const { page: visitor } = await openPage(browser(), `${base}/contact`);
    await visitor.getByLabel('Name').fill('Ngozi Eze');
    await visitor.getByLabel('Email').fill('ngozi@example.com');
    await visitor.getByLabel('Number').fill('08039998877');
    await visitor
      .getByLabel('Message')
      .fill('Company: Lagoon Pearl Snails\nWe want an online store.');
    await visitor.getByRole('button', { name: /send/i }).click();
    await expect.poll(() => toastTexts(visitor)).toContain('Message sent successfully');

    await leadsLink.click();
    await expect.poll(() => page.locator('h1').last().innerText()).toBe('Leads');
    await expect.poll(badge).toBe(before + 1);
    const lead = page.getByRole('list', { name: 'Leads' }).locator('li', { hasText: 'Ngozi Eze' });
    await expect.poll(() => lead.innerText()).toContain('We want an online store.');
    await lead.getByRole('button', { name: 'Convert to business' }).click();
    const form = page.getByRole('form', { name: /New business from Ngozi Eze/ });
    expect(await form.getByLabel('Business name').inputValue()).toBe('Lagoon Pearl Snails');
    expect(await form.getByLabel('Contact person').inputValue()).toBe('Ngozi Eze');
    expect(await form.getByLabel('Email').inputValue()).toBe('ngozi@example.com');
    expect(await form.getByLabel('Phone').inputValue()).toBe('08039998877');
    expect(await form.getByLabel('Notes').inputValue()).toContain('We want an online store.');
    await form.getByRole('button', { name: 'Add business' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Lagoon Pearl Snails added successfully');
    // Handled: gone from the new list, the badge counts one fewer.
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Leads' })
          .count()
          .then(
            async (n) =>
              n === 0 ||
              !(await page.getByRole('list', { name: 'Leads' }).innerText()).includes('Ngozi Eze'),
          ),
      )
      .toBe(true);
    await expect.poll(badge).toBe(before);

    await page.getByRole('link', { name: 'Businesses' }).click();
    const list = page.getByRole('list', { name: 'Businesses' });
    await expect.poll(() => list.innerText()).toContain('Lagoon Pearl Snails');
    expect(await list.locator('li', { hasText: 'Lagoon Pearl Snails' }).innerText()).toContain(
      'Ngozi Eze',
    );
  });
});
