import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// An article's cover picture and its editable address (slug): validated, unique, and the old
// address still finds the article.

let server: TestServer;
let marketer: string;
beforeAll(async () => {
  server = await startTestServer();
  marketer = (await server.user('marketer')).token;
});
afterAll(() => server.stop());

const create = async (title: string, extra: Record<string, unknown> = {}) => {
  const res = await server.call('POST', '/blog', { token: marketer, body: { title, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.documents[0];
};
const patch = (id: string, body: unknown) =>
  server.call('PATCH', `/blog/${id}`, { token: marketer, body });

it('keeps a cover picture that was uploaded, and refuses any other address', async () => {
  const article = await create('Covers', { cover_url: '/api/v1/media/abc123.webp' });
  expect(article.cover_url).toBe('/api/v1/media/abc123.webp');
  const bad = await patch(article.id, { cover_url: 'javascript:alert(1)' });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('The cover must be an uploaded picture');
  const cleared = await patch(article.id, { cover_url: '' });
  expect(cleared.body.data.documents[0].cover_url).toBe('');
  const list = await server.call('GET', '/blog');
  expect(list.body.data.documents[0]).toHaveProperty('cover_url');
});

it('changes the address; the old one still finds the article; taken or malformed ones are refused', async () => {
  const article = await create('Five things a Lagos food business needs');
  const other = await create('Another article');
  const moved = await patch(article.id, { slug: 'Lagos-Food-Guide' });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  expect(moved.body.data.documents[0].slug).toBe('lagos-food-guide');
  for (const slug of [article.slug, 'lagos-food-guide']) {
    const read = await server.call('GET', `/blog/${slug}`);
    expect(read.status, slug).toBe(200);
    expect(read.body.data.documents[0].slug).toBe('lagos-food-guide');
  }
  const taken = await patch(other.id, { slug: 'lagos-food-guide' });
  expect(taken.status).toBe(409);
  expect(taken.body.message).toBe(
    'Another article has the address lagos-food-guide. Choose another.',
  );
  for (const slug of ['has spaces', 'new', '-dash', 'x'.repeat(101)]) {
    const res = await patch(other.id, { slug });
    expect(res.status, slug).toBe(400);
  }
  // The other article may take the first one's old address: it is then its own.
  const reuse = await patch(other.id, { slug: article.slug });
  expect(reuse.status).toBe(200);
  expect((await server.call('GET', `/blog/${article.slug}`)).body.data.documents[0].id).toBe(
    other.id,
  );
  // And back: an article can return to an address it had.
  const back = await patch(other.id, { slug: other.slug });
  expect(back.status).toBe(200);
});
