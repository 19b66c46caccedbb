import { contactRequest, EMAIL_PATTERN, loginRequest } from '@agency/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// The contact e-mail check runs in linear time, and not at all once the length check has failed.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const evil = (n: number) => `a@${'.'.repeat(n)}@`;
const message = { name: 'Ada Obi', number: '08031234567', message: 'I sell snails in Lagos.' };

function timed<T>(work: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

describe('the e-mail checks are linear and stop at the length limit', () => {
  it('a 2 MB hostile address is refused by the schema in milliseconds, with the length message only', () => {
    for (const n of [64_000, 2_000_000]) {
      const { value, ms } = timed(() => contactRequest.safeParse({ ...message, email: evil(n) }));
      expect(ms).toBeLessThan(100);
      expect(value.error?.issues.map((issue) => issue.message)).toEqual(['Email is too long']);
      expect(
        timed(() => loginRequest.safeParse({ email: evil(n), password: 'x' })).ms,
      ).toBeLessThan(100);
    }
  });

  it('the pattern itself stays linear on hostile input under the length limit too', () => {
    expect(timed(() => EMAIL_PATTERN.test(evil(200_000))).ms).toBeLessThan(50);
    expect(timed(() => EMAIL_PATTERN.test(`a@${'b.'.repeat(100_000)}`)).ms).toBeLessThan(50);
    // The browser and the server read addresses the same way.
    for (const good of ['ada@example.com', 'a.b+c@mail.example.co.uk'])
      expect(EMAIL_PATTERN.test(good)).toBe(true);
    for (const bad of ['ada@example', 'a@b..c', 'a@.b.c', 'a b@c.de', 'a@b@c.de', 'a@b.c.'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });
});

describe('over HTTP', () => {
  it('a 64 kB and a 2 MB hostile e-mail are answered at once while /health stays responsive', async () => {
    for (const n of [14_000, 64_000, 2_000_000]) {
      const started = performance.now();
      const [answer, health] = await Promise.all([
        server.call('POST', '/contact', { body: { ...message, email: evil(n) } }),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() => server.call('GET', '/health')),
      ]);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(health.status).toBe(200);
      // Within the 16 kB body limit the schema says what is wrong; beyond it the body is refused unread.
      expect(answer).toMatchObject(
        n < 16_000
          ? { status: 400, body: { message: 'Email is too long' } }
          : { status: 413, body: { message: 'The request is too large' } },
      );
    }
  });

  it('bodies are small everywhere except articles', async () => {
    const author = await server.user('marketer');
    const big = 'x'.repeat(100_000);
    expect(
      await server.call('POST', '/businesses', { token: author.token, body: { name: big } }),
    ).toMatchObject({ status: 413 });
    expect(
      await server.call('POST', '/auth/login', { body: { email: 'a@b.co', password: big } }),
    ).toMatchObject({ status: 413 });
    const article = await server.call('POST', '/blog', {
      token: author.token,
      body: { title: 'Long read', content: `<p>${big}</p>` },
    });
    expect(article.status).toBe(201);
    const id = article.body.data.documents[0].id;
    expect(
      (
        await server.call('PATCH', `/blog/${id}`, {
          token: author.token,
          body: { content: `<p>${big}${big}</p>` },
        })
      ).status,
    ).toBe(200);
  });

  it('a login password is bounded before any hashing', async () => {
    expect(
      await server.call('POST', '/auth/login', {
        body: { email: 'a@b.co', password: 'p'.repeat(257) },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Password must be at most 256 characters' },
    });
  });
});
