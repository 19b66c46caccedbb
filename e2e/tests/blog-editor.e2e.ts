import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { adminGet, apiAs } from '../src/api-calls.ts';
import { openPage, toastTexts, useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';
import { AUTOSAVE_DELAY_MS } from '../../apps/blog-editor/src/editor-rules.ts';

const base = ofProduct('baseUrl');
const browser = useBrowser();

async function writer(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await openSignedIn(browser(), `${base}/admin/overview`, 'writer', { viewport });
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  return page;
}

/**
 * A new article typed into the editor. The page's clock is installed first (time still flows), so
 * a test can pass the autosave delay at once with `page.clock.runFor` instead of in real seconds.
 */
async function startArticle(page: Page, title: string, body: string) {
  await page.goto(`${base}/admin/blog/new`);
  await expect.poll(() => page.locator('h1').last().innerText()).toBe('Posting a new article');
  await expect.poll(() => page.locator('.ql-editor').isVisible(), { timeout: 15_000 }).toBe(true);
  await page.clock.install();
  await page.getByLabel('Title').fill(title);
  await page.locator('.ql-editor').click();
  await page.keyboard.type(body);
}

const statusButtons = (page: Page) => page.locator('.be-actions button').allInnerTexts();
const shownStatus = (page: Page) => page.locator('[data-field="status"] .be-status').innerText();

describe('blog editor: the whole life of a post', () => {
  it('a draft autosaves, is posted, unpublished, archived and restored, previewed, and deleted', async () => {
    const page = await writer();
    await startArticle(page, 'Snail shells and calcium', 'Crushed oyster shell, every week.');
    // Nothing clicked: three seconds after typing stops the draft is saved, quietly.
    const autosave = page.locator('.be-autosave');
    await page.clock.runFor(AUTOSAVE_DELAY_MS);
    await expect.poll(() => autosave.innerText()).toBe('Saved');
    // The server has the text, as a draft: not on the public blog.
    const stored = await adminGet('blog/snail-shells-and-calcium');
    expect(stored.data.documents[0].status).toBe('draft');
    expect(stored.data.documents[0].content).toContain('Crushed oyster shell, every week.');
    const listed = await adminGet('blog?status=published');
    expect(JSON.stringify(listed)).not.toContain('Snail shells and calcium');
    // Draft saves it explicitly, with its toast, into the same article (no second copy).
    await page.getByRole('button', { name: 'Draft' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post created successfully');
    await page.waitForURL(`${base}/admin/blog`);
    const row = page
      .getByRole('list', { name: 'Posts' })
      .locator('li', { hasText: 'Snail shells and calcium' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('link', { name: 'Update' }).click();
    await expect.poll(() => statusButtons(page)).toEqual(['Post', 'Archive', 'Update', 'Delete']);

    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post published');
    await expect
      .poll(() => statusButtons(page))
      .toEqual(['Unpublish', 'Archive', 'Update', 'Delete']);
    expect(await shownStatus(page)).toBe('Published');
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect.poll(() => statusButtons(page)).toEqual(['Post', 'Archive', 'Update', 'Delete']);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => statusButtons(page)).toEqual(['Restore', 'Update', 'Delete']);
    expect(await shownStatus(page)).toBe('Archived');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post restored as a draft');
    await expect.poll(() => statusButtons(page)).toEqual(['Post', 'Archive', 'Update', 'Delete']);
    expect(await shownStatus(page)).toBe('Draft');

    // Preview: the draft as readers will see it, for its author only.
    const editUrl = page.url();
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect
      .poll(() => page.locator('article h1').innerText())
      .toBe('Snail shells and calcium');
    expect(await page.locator('.uk-prose').innerText()).toContain('Crushed oyster shell');
    expect(await page.getByRole('note').innerText()).toContain('readers cannot see this yet');
    const previewUrl = page.url();
    const { page: stranger } = await openPage(browser(), previewUrl);
    await stranger.waitForURL(`${base}/admin/auth`);

    await page.getByRole('link', { name: 'Back to editing' }).click();
    await page.waitForURL(editUrl);
    await expect
      .poll(() => page.locator('h1').last().innerText())
      .toBe('Updating Snail shells and cal...');
    // Delete asks first (an in-page dialog): Cancel keeps the post, the dialog's Delete removes it.
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.innerText()).toContain('Snail shells and calcium');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(page.url()).toBe(editUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post deleted');
    await page.waitForURL(`${base}/admin/blog`);
    await expect.poll(() => row.count()).toBe(0);
  });

  it("a post titled 'New' opens in edit mode from its Update link", async () => {
    const page = await writer();
    await startArticle(page, 'New', 'A post with an awkward title.');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.waitForURL(`${base}/admin/blog`);
    const row = page
      .getByRole('list', { name: 'Posts' })
      .locator('li', { hasText: /^New/ })
      .first();
    const href = await row.getByRole('link', { name: 'Update' }).getAttribute('href');
    expect(href).toMatch(/\/admin\/blog\/new-\d+$/);
    await row.getByRole('link', { name: 'Update' }).click();
    await expect.poll(() => page.locator('h1').last().innerText()).toBe('Updating New');
  });

  it('on a phone the toolbar is one row, with the rest behind More', async () => {
    const page = await writer({ width: 390, height: 844 });
    await page.goto(`${base}/admin/blog/new`);
    const toolbar = page.locator('.ql-toolbar');
    // The editor (Quill) loads on demand: give a busy machine time.
    await expect.poll(() => toolbar.isVisible(), { timeout: 15_000 }).toBe(true);
    const more = page.getByRole('button', { name: 'More formatting tools' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const oneRow = await toolbar.evaluate((el) => el.getBoundingClientRect().height);
    expect(oneRow).toBeLessThan(56);
    // Every visible control sits on the same row.
    const tops = await toolbar.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('.ql-formats > *, .be-more')]
        .filter((c) => c.offsetWidth > 0)
        .map((c) => Math.round(c.getBoundingClientRect().top + c.offsetHeight / 2)),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
    expect(await page.locator('.ql-toolbar .ql-video').isVisible()).toBe(false);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.ql-toolbar .ql-video').isVisible()).toBe(true);
    // A wide screen shows every tool and no More button.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await more.isVisible()).toBe(false);
    expect(await page.locator('.ql-toolbar .ql-video').isVisible()).toBe(true);
  });

  it('autosave creates a new article once, Post publishes that one; a published post waits for Update', async () => {
    const page = await writer();
    await startArticle(page, 'Snail gates that close', 'A latch at snail height.');
    const autosave = page.locator('.be-autosave');
    expect(await autosave.innerText()).toBe('Not saved');
    await page.clock.runFor(AUTOSAVE_DELAY_MS);
    await expect.poll(() => autosave.innerText()).toBe('Saved');
    await page.locator('.ql-editor').press('End');
    await page.keyboard.type(' Two hinges.');
    // Typing again: not saved until the delay has passed again.
    await expect.poll(() => autosave.innerText()).not.toBe('Saved');
    await page.clock.runFor(AUTOSAVE_DELAY_MS);
    await expect.poll(() => autosave.innerText()).toBe('Saved');
    const stored = await adminGet('blog/snail-gates-that-close');
    expect(stored.data.documents[0].content).toContain('Two hinges.');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post created successfully');
    await page.waitForURL(`${base}/admin/blog`);
    const rows = page
      .getByRole('list', { name: 'Posts' })
      .locator('li', { hasText: 'Snail gates that close' });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.innerText()).toContain('Published');

    // Published: typing changes nothing on the server until Update.
    await rows.getByRole('link', { name: 'Update' }).click();
    await expect.poll(() => shownStatus(page)).toBe('Published');
    // The page's clock (installed by startArticle) passes the autosave delay at once.
    await page.locator('.ql-editor').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Not yet public.');
    await page.clock.runFor(AUTOSAVE_DELAY_MS * 2);
    expect(await autosave.innerText()).toBe('Not saved');
    const live = await adminGet('blog/snail-gates-that-close');
    expect(live.data.documents[0].content).not.toContain('Not yet public.');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post updated successfully');
    await expect
      .poll(async () => (await adminGet('blog/snail-gates-that-close')).data.documents[0].content)
      .toContain('Not yet public.');
  });

  it("a marketer cannot change another marketer's post: the editor says so, the server refuses and keeps it", async () => {
    // Another marketer's posts: one published, one draft.
    const other = await apiAs('marketer');
    const create = async (title: string, status: string) => {
      const answer = await other.send('POST', 'blog', {
        title,
        excerpt: 'Notes.',
        content: '<p>Field notes.</p>',
        status,
      });
      return answer.data.documents[0] as { id: string; slug: string };
    };
    const published = await create('Field notes from Ikeja', 'published');
    const draft = await create('Field notes, unfinished', 'draft');

    const page = await writer();
    await page.goto(`${base}/admin/blog/${published.id}`);
    await expect
      .poll(() => page.getByText('Only its author can change this article').count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Update' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Read it on the blog' }).getAttribute('href')).toBe(
      `/blog/${published.slug}`,
    );
    // Their draft does not exist for anyone else.
    await page.goto(`${base}/admin/blog/${draft.id}`);
    await expect.poll(() => page.getByText('This article could not be opened').count()).toBe(1);

    // The server is the authority: the writer's own token cannot change or delete either post.
    const writerApi = await apiAs('writer');
    const edit = await writerApi.call('PATCH', `blog/${published.id}`, { title: 'Taken over' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Only the author can change this article');
    expect((await writerApi.call('DELETE', `blog/${published.id}`)).status).toBe(403);
    expect(
      (await writerApi.call('PATCH', `blog/${draft.id}`, { title: 'Taken over' })).status,
    ).toBe(403);
    const stored = await adminGet(`blog/${published.id}`);
    expect(stored.data.documents[0].title).toBe('Field notes from Ikeja');
    expect((await adminGet(`blog/${draft.id}`)).data.documents[0].title).toBe(
      'Field notes, unfinished',
    );
  });
});
