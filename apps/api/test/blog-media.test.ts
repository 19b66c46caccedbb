import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let author: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer();
  author = await server.user('marketer', 'Writer One');
});
afterAll(() => server.stop());

const post = (body: Record<string, unknown>, token = author.token) =>
  server.call('POST', '/blog', { token, body });

describe('blog', () => {
  it('creates articles with unique slugs and the defaults of a new article', async () => {
    const first = await post({
      title: 'Snail Farming 101',
      excerpt: 'Start here',
      content: '<p>Hello</p>',
    });
    expect(first.status).toBe(201);
    const article = first.body.data.documents[0];
    expect(article).toMatchObject({
      title: 'Snail Farming 101',
      slug: 'snail-farming-101',
      status: 'published',
      author_id: author.id,
      content: '<p>Hello</p>',
    });
    expect((await post({ title: 'Snail farming 101!' })).body.data.documents[0].slug).toBe(
      'snail-farming-101-2',
    );
    expect(
      (await post({ title: 'Snail Farming 101', status: 'draft' })).body.data.documents[0].slug,
    ).toBe('snail-farming-101-3');
  });

  it('reads an article by id or by slug; drafts only for their author', async () => {
    const draft = (await post({ title: 'Secret plans', status: 'draft' })).body.data.documents[0];
    expect(
      (await server.call('GET', `/blog/${draft.id}`, { token: author.token })).body.data
        .documents[0].title,
    ).toBe('Secret plans');
    expect((await server.call('GET', `/blog/${draft.slug}`, { token: author.token })).status).toBe(
      200,
    );
    expect(await server.call('GET', `/blog/${draft.slug}`)).toMatchObject({
      status: 404,
      body: { message: 'Article not found' },
    });
    const other = await server.user('marketer');
    expect((await server.call('GET', `/blog/${draft.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await server.call('GET', '/blog/no-such-article')).status).toBe(404);
  });

  it('lists an author’s articles for that author only, and published ones for everyone', async () => {
    const mine = await server.call('GET', `/blog?author_id=${author.id}`, { token: author.token });
    expect(mine.body.data.documents.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(mine.body.data.documents[0]).sort()).toEqual([
      'author_id',
      'cover_url',
      'created_at',
      'excerpt',
      'id',
      'last_updated_at',
      'slug',
      'status',
      'title',
    ]);
    const other = await server.user('marketer');
    expect(
      (await server.call('GET', `/blog?author_id=${author.id}`, { token: other.token })).status,
    ).toBe(403);
    const published = await server.call('GET', '/blog?status=published');
    expect(
      published.body.data.documents.every((a: { status: string }) => a.status === 'published'),
    ).toBe(true);
  });

  it('updates only for the author or an admin, and moves last_updated_at', async () => {
    const article = (await post({ title: 'To update' })).body.data.documents[0];
    const stranger = await server.user('marketer');
    const body = {
      id: article.id,
      title: 'Updated title',
      excerpt: 'e',
      content: '<p>x</p>',
      status: 'archived',
    };
    expect(
      (await server.call('PATCH', `/blog/${article.id}`, { token: stranger.token, body })).status,
    ).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const updated = await server.call('PATCH', `/blog/${article.id}`, {
      token: author.token,
      body,
    });
    expect(updated.body.data.documents[0]).toMatchObject({
      title: 'Updated title',
      status: 'archived',
      slug: 'to-update',
    });
    expect(
      new Date(updated.body.data.documents[0].last_updated_at) > new Date(article.last_updated_at),
    ).toBe(true);
    const admin = await server.user('admin');
    expect(
      (
        await server.call('PATCH', `/blog/${article.id}`, {
          token: admin.token,
          body: { ...body, status: 'published' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.call('PATCH', `/blog/${article.id}`, {
          token: author.token,
          body: { ...body, status: 'gone' },
        })
      ).body.message,
    ).toBe('Status must be published, draft or archived');
    expect(
      (
        await server.call('PATCH', '/blog/00000000-0000-0000-0000-000000000000', {
          token: author.token,
          body,
        })
      ).status,
    ).toBe(404);
  });

  it('strips scripts, event handlers, javascript: links and foreign embeds from article HTML', async () => {
    const content = [
      '<p onclick="steal()">Hi<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">bad</a><a href="mailto:a@b.co">mail</a>',
      '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)">',
      '<iframe class="ql-video" src="https://www.youtube.com/embed/abc"></iframe>',
      '<iframe src="https://evil.example/embed"></iframe>',
      '<p class="ql-align-center evil"><span style="color: rgb(230, 0, 0); position: fixed">red</span></p>',
    ].join('');
    const saved = (await post({ title: 'XSS attempt', content })).body.data.documents[0]
      .content as string;
    expect(saved).not.toMatch(/script|onclick|onerror|javascript:|evil/);
    expect(saved).toContain('<a href="mailto:a@b.co">mail</a>');
    expect(saved).toContain('src="https://www.youtube.com/embed/abc"');
    expect(saved).toContain('class="ql-align-center"');
    expect(saved).toContain('style="color:rgb(230, 0, 0)"');
  });

  it('refuses a write without a token and counts nothing half-written', async () => {
    const before = await server.count('articles');
    expect(await server.call('POST', '/blog', { body: { title: 'x' } })).toMatchObject({
      status: 401,
      body: { message: 'Access Denied. No token provided.' },
    });
    expect(await post({ title: '' })).toMatchObject({
      status: 400,
      body: { message: 'Title is required' },
    });
    expect(await post({ title: 'ok', extra: 1 })).toMatchObject({
      status: 400,
      body: { message: 'Unknown field: extra' },
    });
    expect(await server.count('articles')).toBe(before);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(
  bytes: Buffer | string,
  name: string,
  type: string,
  token = author.token,
  field = 'files',
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  return server.call('POST', '/media/upload', { token, raw: form });
}

describe('media/upload', () => {
  it('stores an image under a server-made name and serves it with safe headers', async () => {
    const answer = await upload(PNG, '../../evil name.png', 'image/png');
    expect(answer.status).toBe(201);
    const file = answer.body.data.files[0];
    expect(file.url).toMatch(/^\/api\/v1\/media\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(server.url.replace('/api/v1', '') + file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    // Re-encoded (metadata dropped), still the same one-pixel PNG.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses non-images by their bytes, markup, oversize, empty files and missing tokens', async () => {
    const before = await server.count('media');
    expect(await upload('just some text', 'notes.png', 'image/png')).toMatchObject({
      status: 415,
      body: { message: 'Only PNG, JPEG, GIF, WebP and AVIF images can be uploaded' },
    });
    expect(
      await upload(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'a.svg',
        'image/svg+xml',
      ),
    ).toMatchObject({ status: 415 });
    expect(
      await upload(
        Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]),
        'poly.gif',
        'image/gif',
      ),
    ).toMatchObject({
      status: 415,
      body: { message: 'This image contains markup and was refused' },
    });
    expect(
      await upload(Buffer.concat([PNG, Buffer.alloc(21 * 1024 * 1024)]), 'big.png', 'image/png'),
    ).toMatchObject({ status: 413, body: { message: 'The image is larger than 20 MB' } });
    expect(await upload(Buffer.alloc(0), 'empty.png', 'image/png')).toMatchObject({
      status: 400,
      body: { message: 'The file is empty' },
    });
    expect(await upload(PNG, 'a.png', 'image/png', '')).toMatchObject({ status: 401 });
    expect(await upload(PNG, 'a.png', 'image/png', author.token, 'image')).toMatchObject({
      status: 400,
      body: { message: 'Send the image in the field "files"' },
    });
    expect(await server.count('media')).toBe(before);
  });
});
