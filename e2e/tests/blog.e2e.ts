import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { launchBrowser, openPage, toastTexts } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

const base = ofProduct('baseUrl');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openSignedIn(browser, `${base}/admin/overview`, 'writer'));
  // Leaving an editor with unsaved changes asks first (beforeunload); these tests move on anyway.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
});
afterAll(() => browser?.close());

const post = (title: string) =>
  page.getByRole('list', { name: 'Posts' }).locator('li', { hasText: title });

/**
 * Opens a fresh editor the way a user does, through the admin menu (answering 'Leave' when the
 * current editor has unsaved changes), so no test depends on how the browser races a beforeunload
 * prompt against a page.goto.
 */
async function newArticle(title: string, body: string) {
  if (!page.url().startsWith(`${base}/admin/`)) await page.goto(`${base}/admin/overview`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Blog' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await Promise.race([page.waitForURL(`${base}/admin/blog`), leave.waitFor()]);
  if (await leave.isVisible()) await leave.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(`${base}/admin/blog`);
  await page.getByRole('link', { name: 'Create a new post' }).click();
  await expect.poll(() => page.locator('h1').last().innerText()).toBe('Posting a new article');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill(`About ${title.toLowerCase()}`);
  await page.locator('.ql-editor').click();
  await page.keyboard.type(body);
}

describe('blog editor', () => {
  it('Draft is listed as Draft, Post as Published, each with its fields', async () => {
    await newArticle('Feeding snails in the dry season', 'Use fresh leaves and calcium.');
    expect(await page.getByLabel('Excerpt').getAttribute('placeholder')).toBe(
      'Short introduction to describe your article',
    );
    expect(await page.getByLabel('Excerpt').getAttribute('rows')).toBe('4');
    await page.getByRole('button', { name: 'Draft' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post created successfully');
    await page.waitForURL(`${base}/admin/blog`);
    await expect
      .poll(() => post('Feeding snails in the dry season').innerText())
      .toContain('Draft');

    await newArticle('How to farm snails in the rainy season', 'Keep the pens shaded.');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.waitForURL(`${base}/admin/blog`);
    const item = post('How to farm snails in the rainy season');
    await expect.poll(() => item.innerText()).toContain('Published');
    expect(await item.innerText()).toMatch(/Created .+ · Last updated .+/);
    expect(await item.getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe(
      '/blog/how-to-farm-snails-in-the-rainy-season',
    );
  });

  it('Update from the list opens edit mode by slug; Update saves, reloads and the list shows it', async () => {
    await page.goto(`${base}/admin/blog`);
    const lastUpdated = (title: string) =>
      post(title).locator('[data-field="last-updated"]').getAttribute('datetime');
    const before = (await lastUpdated('How to farm snails in the rainy season'))!;
    await post('How to farm snails in the rainy season')
      .getByRole('link', { name: 'Update' })
      .click();
    await page.waitForURL(`${base}/admin/blog/how-to-farm-snails-in-the-rainy-season`);
    await expect
      .poll(() => page.locator('h1').last().innerText())
      .toBe('Updating How to farm snails i...');
    expect(await page.locator('.ql-editor').innerText()).toContain('Keep the pens shaded.');
    await page.getByLabel('Title').fill('Rainy season snail farming');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post updated successfully');
    await expect
      .poll(() => page.locator('h1').last().innerText())
      .toBe('Updating Rainy season snail f...');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect.poll(() => post('Rainy season snail farming').count()).toBe(1);
    const after = (await lastUpdated('Rainy season snail farming'))!;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('Archive marks it Archived and takes it off the public blog', async () => {
    await page.goto(`${base}/blog`);
    await expect
      .poll(() => page.getByRole('list', { name: 'Articles' }).innerText())
      .toContain('Rainy season snail farming');
    await page.goto(`${base}/admin/blog/how-to-farm-snails-in-the-rainy-season`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Post updated successfully');
    await page.goto(`${base}/admin/blog`);
    await expect.poll(() => post('Rainy season snail farming').innerText()).toContain('Archived');
    await page.goto(`${base}/blog`);
    await expect
      .poll(() => page.locator('main').innerText())
      .not.toContain('Rainy season snail farming');
    await page.goto(`${base}/blog/how-to-farm-snails-in-the-rainy-season`);
    await expect
      .poll(() => page.locator('main').innerText())
      .toContain('This article is not available');
    expect(await page.locator('h1').innerText()).toBe('Article');
  });

  it('uploads an image through the toolbar and inserts it at the cursor; a non-image is refused', async () => {
    await newArticle('Pictures of our farm', 'Before the picture. ');
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.ql-toolbar .ql-image').click();
    await (await chooser).setFiles({ name: 'farm.png', mimeType: 'image/png', buffer: PNG });
    const image = page.locator('.ql-editor img');
    await expect.poll(() => image.count()).toBe(1);
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/v1\/media\/[0-9a-f-]{36}\.png$/);
    expect(await page.locator('.ql-editor p').first().innerHTML()).toMatch(
      /^Before the picture\. <img/,
    );
    const served = await fetch(`${base}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');

    const refused = page.waitForEvent('filechooser');
    await page.locator('.ql-toolbar .ql-image').click();
    await (await refused).setFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text, not a picture'),
    });
    await expect
      .poll(() => toastTexts(page))
      .toContain('Only PNG, JPEG, GIF, WebP and AVIF images can be uploaded');
    expect(await image.count()).toBe(1);
  });

  it('applies the link rules: javascript: becomes about:blank, e-mail gets mailto:, YouTube becomes an embed', async () => {
    await newArticle('Links', 'bad mail');
    const link = async (start: number, length: number, url: string) => {
      await page.locator('.ql-editor').click();
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < start; i += 1) await page.keyboard.press('ArrowRight');
      for (let i = 0; i < length; i += 1) await page.keyboard.press('Shift+ArrowRight');
      await page.locator('.ql-toolbar .ql-link').click();
      await page.locator('.ql-tooltip input[type=text]').fill(url);
      await page.keyboard.press('Enter');
    };
    await link(0, 3, 'javascript:alert(1)');
    await expect
      .poll(() => page.locator('.ql-editor a').first().getAttribute('href'))
      .toBe('about:blank');
    await link(4, 4, 'someone@example.com');
    await expect
      .poll(() => page.locator('.ql-editor a').nth(1).getAttribute('href'))
      .toBe('mailto:someone@example.com');
    await page.locator('.ql-editor').click();
    await page.keyboard.press('Control+End');
    await page.locator('.ql-toolbar .ql-video').click();
    await page
      .locator('.ql-tooltip input[type=text]')
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.ql-editor iframe').getAttribute('src'))
      .toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0');
  });

  it('asks before a reload throws away unsaved changes', async () => {
    await newArticle('Reload me', 'Typed but not saved.');
    const prompt = page.waitForEvent('dialog');
    await page.reload();
    expect((await prompt).type()).toBe('beforeunload');
  });

  it('asks before leaving with unsaved changes', async () => {
    await newArticle('Unsaved thoughts', 'Not saved yet.');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Businesses' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(`${base}/admin/blog/new`);
    expect(await page.getByLabel('Title').inputValue()).toBe('Unsaved thoughts');
    // A draft saves itself 3 s after typing stops; a fresh keystroke keeps this change unsaved.
    await page.locator('.ql-editor').press('End');
    await page.keyboard.type(' More.');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Businesses' })
      .click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${base}/admin/businesses`);
  });
});

describe('public blog', () => {
  it('lists published articles newest first and the Visit link opens the article', async () => {
    await newArticle('Snail recipes for beginners', 'Start with peppered snail.');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.waitForURL(`${base}/admin/blog`);
    await post('Snail recipes for beginners').getByRole('link', { name: 'Visit' }).click();
    await page.waitForURL(`${base}/blog/snail-recipes-for-beginners`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Snail recipes for beginners');
    expect(await page.locator('.uk-prose').innerText()).toContain('Start with peppered snail.');
    expect(await page.locator('article .uk-muted').first().innerText()).toMatch(/ · 1 min read$/);
    // At its end, what to do next and the way back.
    const end = page.getByRole('complementary', { name: 'Ready for a store that sells?' });
    expect(await end.getByRole('link', { name: 'Reach out' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(await end.getByRole('link', { name: 'See a demo store' }).getAttribute('href')).toBe(
      '/demo',
    );
    await end.getByRole('link', { name: '← All articles' }).click();
    await page.waitForURL(`${base}/blog`);
    await page.goto(`${base}/blog`);
    expect(await page.locator('h1').innerText()).toBe('Notes from the forge');
    const titles = await page.getByRole('list', { name: 'Articles' }).locator('h2').allInnerTexts();
    expect(titles[0]).toBe('Snail recipes for beginners');
  });

  it('renders an article saved with script and event-handler payloads without them', async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('admin_token'));
    const content =
      '<p>Safe text</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss=3">click</a>';
    const answer = await fetch(`${ofProduct('apiUrl')}/api/v1/blog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Payload test', excerpt: '', content }),
    });
    expect(answer.status).toBe(201);
    const { page: reader } = await openPage(browser, `${base}/blog/payload-test`);
    await expect.poll(() => reader.locator('.uk-prose').innerText()).toContain('Safe text');
    await reader
      .locator('.uk-prose a')
      .click()
      .catch(() => undefined);
    expect(await reader.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const html = await reader.locator('.uk-prose').innerHTML();
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });
});
