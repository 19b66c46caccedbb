import { expect, it } from 'vitest';
import { ofProduct } from '../src/product.ts';
import { useBrowser } from '../src/browser.ts';
import { openSignedIn } from '../src/session.ts';

// An article's cover picture (uploaded in the editor, shown on the article, used for its shared
// link's card) and its editable address (the old one keeps working).

const base = ofProduct('baseUrl');
const browser = useBrowser();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

it('a cover uploaded in the editor is the Open Graph picture, and a new address keeps the old one working', async () => {
  const { page } = await openSignedIn(browser(), `${base}/admin/blog/new`, 'writer');
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await expect.poll(() => page.locator('.ql-editor').isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByLabel('Title').fill('Covers for sharing on WhatsApp');
  await page.locator('.ql-editor').click();
  await page.keyboard.type('A post with a cover.');
  await page.getByTestId('cover-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const preview = page.locator('.be-cover__img');
  await expect.poll(() => preview.count()).toBe(1);
  const cover = (await preview.getAttribute('src'))!;
  expect(cover).toMatch(/\/api\/v1\/media\/[\w-]+\.png$/);
  await page.getByRole('button', { name: 'Post' }).click();
  await page.waitForURL(`${base}/admin/blog`);
  const post = (title: string) =>
    page
      .getByRole('list', { name: 'Posts' })
      .locator('li', { hasText: title })
      .first()
      .getByRole('link', { name: 'Update' });

  // The public page, as a link preview bot reads it (server-rendered HTML, no script).
  const html = await (await fetch(`${base}/blog/covers-for-sharing-on-whatsapp`)).text();
  expect(html).toContain(`<meta property="og:image" content="${new URL(cover, base).href}"`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  expect(html).toMatch(/<img class="uk-article__cover" src="[^"]+\.png"/);
  // The blog's index shows it on the article's card, in the server's HTML too.
  const index = await (await fetch(`${base}/blog`)).text();
  expect(index).toContain(`<img class="agency__article-cover" src="${cover}"`);

  // A new address: the editor saves it; the old one still opens the article.
  await post('Covers for sharing on WhatsApp').click();
  const address = page.getByLabel('Address');
  await expect.poll(() => address.inputValue()).toBe('covers-for-sharing-on-whatsapp');
  await address.fill('whatsapp-covers');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Post updated successfully').waitFor();
  const moved = await fetch(`${base}/blog/whatsapp-covers`);
  expect(moved.status).toBe(200);
  const old = await fetch(`${base}/blog/covers-for-sharing-on-whatsapp`);
  expect(old.status).toBe(200);
  expect(await old.text()).toContain(`<link rel="canonical" href="${base}/blog/whatsapp-covers"`);

  // Another post cannot take it.
  await page.goto(`${base}/admin/blog`);
  await page.getByRole('link', { name: 'Create a new post' }).click();
  await page.getByLabel('Title').fill('A second post');
  await page.getByRole('button', { name: 'Post' }).click();
  await page.waitForURL(`${base}/admin/blog`);
  await post('A second post').click();
  await page.getByLabel('Address').fill('whatsapp-covers');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect
    .poll(() => page.locator('body').innerText())
    .toContain('Another article has the address whatsapp-covers. Choose another.');
});

it('a picture in the article gets the description typed under the editor as its alt text', async () => {
  const { page } = await openSignedIn(browser(), `${base}/admin/blog/new`, 'writer');
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await expect.poll(() => page.locator('.ql-editor').isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByLabel('Title').fill('Pictures that say what they show');
  await page.locator('.ql-editor').click();
  await page.keyboard.type('Our farm at dawn: ');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.ql-toolbar button.ql-image').click();
  await (await chooser).setFiles({ name: 'farm.png', mimeType: 'image/png', buffer: PNG });
  const description = page.getByLabel('Picture 1');
  await description.waitFor();
  await description.fill('Snail pens under palm trees at dawn');
  await expect
    .poll(() => page.locator('.ql-editor img').getAttribute('alt'))
    .toBe('Snail pens under palm trees at dawn');
  // The field keeps the focus while typing (the editor does not take it back).
  await description.press('End');
  await page.keyboard.type('.');
  await expect.poll(() => description.inputValue()).toBe('Snail pens under palm trees at dawn.');
  await page.getByRole('button', { name: 'Post' }).click();
  await page.waitForURL(`${base}/admin/blog`);

  // The published article, as served: the picture carries its description.
  const html = await (await fetch(`${base}/blog/pictures-that-say-what-they-show`)).text();
  expect(html).toMatch(/<img[^>]+alt="Snail pens under palm trees at dawn\."/);
});
