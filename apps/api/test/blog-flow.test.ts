import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let author: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer();
  author = await server.user('marketer');
});
afterAll(() => server.stop());

const create = (title: string, status = 'draft', token = author.token) =>
  server.call('POST', '/blog', { token, body: { title, status } });
const doc = (res: { body: any }) => res.body.data.documents[0];

describe('the blog editor flows', () => {
  it("never gives an article a slug the editor's routes use", async () => {
    expect(doc(await create('New')).slug).toBe('new-2');
    expect(doc(await create('Preview')).slug).toBe('preview-2');
    expect(doc(await create('New')).slug).toBe('new-3');
    expect(doc(await create('News')).slug).toBe('news');
  });

  it('moves a draft to published, back to draft, to archived, and restores it', async () => {
    const id = doc(await create('Status walk')).id;
    for (const status of ['published', 'draft', 'archived', 'draft']) {
      const res = await server.call('PATCH', `/blog/${id}`, {
        token: author.token,
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(doc(res).status).toBe(status);
    }
  });

  it('deletes for the author or an admin only', async () => {
    const id = doc(await create('Short lived', 'published')).id;
    const other = await server.user('marketer');
    const refused = await server.call('DELETE', `/blog/${id}`, { token: other.token });
    expect(refused.status).toBe(403);
    expect((await server.call('DELETE', `/blog/${id}`)).status).toBe(401);
    const gone = await server.call('DELETE', `/blog/${id}`, { token: author.token });
    expect(gone.body).toEqual({ message: 'Post deleted' });
    expect((await server.call('GET', `/blog/${id}`)).status).toBe(404);
    expect((await server.call('DELETE', `/blog/${id}`, { token: author.token })).status).toBe(404);
    const admin = await server.user('admin');
    const byAdmin = doc(await create('Admin removes it'));
    expect(
      (await server.call('DELETE', `/blog/${byAdmin.id}`, { token: admin.token })).status,
    ).toBe(200);
    const list = await server.call('GET', '/blog');
    expect(JSON.stringify(list.body)).not.toContain('Short lived');
  });

  it('answers a draft (the preview) to its author or an admin only', async () => {
    const draft = doc(await create('Preview me'));
    expect(draft.slug).toBe('preview-me');
    const asAuthor = await server.call('GET', `/blog/${draft.id}`, { token: author.token });
    expect(doc(asAuthor).title).toBe('Preview me');
    expect((await server.call('GET', `/blog/${draft.id}`)).status).toBe(404);
    expect((await server.call('GET', `/blog/${draft.slug}`)).status).toBe(404);
    const other = await server.user('marketer');
    expect((await server.call('GET', `/blog/${draft.id}`, { token: other.token })).status).toBe(
      404,
    );
    const admin = await server.user('admin');
    expect((await server.call('GET', `/blog/${draft.id}`, { token: admin.token })).status).toBe(
      200,
    );
  });

  it('keeps a slug when a draft is saved again, and never renames one onto a route word', async () => {
    const draft = doc(await create('Autosaved thoughts'));
    const again = await server.call('PATCH', `/blog/${draft.id}`, {
      token: author.token,
      body: { content: '<p>More</p>' },
    });
    expect(doc(again).slug).toBe(draft.slug);
    const renamed = await server.call('PATCH', `/blog/${draft.id}`, {
      token: author.token,
      body: { title: 'New' },
    });
    expect(doc(renamed).slug).not.toBe('new');
  });
});
