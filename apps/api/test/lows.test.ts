import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneLimits } from '../src/lib/limits.ts';
import { sanitizeArticle } from '../src/lib/sanitize.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// The review's low findings: NUL, link targets, partial PATCH, sign-out, limiter pruning, the business lock.
let server: TestServer;
let author: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer();
  author = await server.user('marketer', 'Nul Tester');
});
afterAll(() => server.stop());

describe('NUL in any text field is a 400, not a 500', () => {
  it('contact, business, article and login fields', async () => {
    const contact = {
      name: 'Ada Obi',
      email: 'ada@example.com',
      number: '0803',
      message: 'hello there',
    };
    for (const field of ['name', 'email', 'number', 'message'] as const) {
      const answer = await server.call('POST', '/contact', {
        body: { ...contact, [field]: `ab\u0000cd` },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          message: `${field[0]!.toUpperCase()}${field.slice(1)} not entered or value entered is not valid`,
        },
      });
    }
    expect(
      await server.call('POST', '/businesses', {
        token: author.token,
        body: { name: 'Snail\u0000Shop' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Business name is required' } });
    for (const field of ['title', 'excerpt', 'content']) {
      const answer = await server.call('POST', '/blog', {
        token: author.token,
        body: { title: 'ok', [field]: 'a\u0000b' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(
      (await server.call('POST', '/auth/login', { body: { email: 'a\u0000@b.co', password: 'x' } }))
        .status,
    ).toBe(400);
    expect((await server.call('GET', '/blog/a%00b')).status).toBe(404);
    expect(await server.count('contact_messages')).toBe(0);
  });
});

describe('links in articles', () => {
  it('keep only target=_blank, always with rel="noopener noreferrer"', () => {
    const out = sanitizeArticle(
      '<a href="https://a.example" target="_BLANK" rel="opener">a</a><a href="https://b.example" target="_top">b</a><a href="https://c.example" rel="opener">c</a>',
    );
    expect(out).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a><a href="https://b.example">b</a><a href="https://c.example">c</a>',
    );
  });
});

describe('PATCH /blog/:id', () => {
  it('changes only the fields sent', async () => {
    const draft = (
      await server.call('POST', '/blog', {
        token: author.token,
        body: { title: 'Draft plans', excerpt: 'soon', content: '<p>body</p>', status: 'draft' },
      })
    ).body.data.documents[0];
    const patched = await server.call('PATCH', `/blog/${draft.id}`, {
      token: author.token,
      body: { title: 'Draft plans, v2' },
    });
    expect(patched.body.data.documents[0]).toMatchObject({
      title: 'Draft plans, v2',
      excerpt: 'soon',
      content: '<p>body</p>',
      status: 'draft',
    });
    const status = await server.call('PATCH', `/blog/${draft.id}`, {
      token: author.token,
      body: { status: 'published' },
    });
    expect(status.body.data.documents[0]).toMatchObject({
      title: 'Draft plans, v2',
      content: '<p>body</p>',
      status: 'published',
    });
    expect(
      (
        await server.call('PATCH', `/blog/${draft.id}`, {
          token: author.token,
          body: { title: '' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /auth/logout', () => {
  it('ends every token of the user at once', async () => {
    const user = await server.user('marketer');
    const second = (
      await server.call('POST', '/auth/login', {
        body: { email: user.email, password: user.password },
      })
    ).body.token;
    expect(await server.call('POST', '/auth/logout', { token: user.token })).toMatchObject({
      status: 200,
      body: { message: 'Signed out' },
    });
    for (const token of [user.token, second]) {
      expect(
        await server.call('GET', `/businesses?marketer_id=${user.id}`, { token }),
      ).toMatchObject({ status: 401, body: { message: 'Token has expired.' } });
    }
    expect(await server.call('POST', '/auth/logout', { token: user.token })).toMatchObject({
      status: 401,
    });
    expect(await server.call('POST', '/auth/logout')).toMatchObject({
      status: 401,
      body: { message: 'Access Denied. No token provided.' },
    });
    const fresh = (
      await server.call('POST', '/auth/login', {
        body: { email: user.email, password: user.password },
      })
    ).body.token;
    expect(
      (await server.call('GET', `/businesses?marketer_id=${user.id}`, { token: fresh })).status,
    ).toBe(200);
  });
});

describe('limiter tables', () => {
  it('counters are atomic: 30 parallel messages with room for 20 (the default per hour) store exactly 20', async () => {
    const before = await server.count('contact_messages');
    const message = {
      name: 'Ada Obi',
      email: 'ada@example.com',
      number: '0803',
      message: 'hello there',
    };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => server.call('POST', '/contact', { body: message })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect((await server.count('contact_messages')) - before).toBe(20);
  });

  it('rows that hold nothing back any more are pruned', async () => {
    await server.db.query(
      `INSERT INTO rate_buckets (key, tokens, updated_at) VALUES ('old', 0, now() - interval '2 days'), ('new', 0, now())`,
    );
    await server.db.query(
      `INSERT INTO throttle (key, failures, locked_until, updated_at) VALUES ('old', 9, now() - interval '2 days', now() - interval '2 days'), ('locked', 9, now() + interval '1 hour', now() - interval '2 days')`,
    );
    await pruneLimits(server.db);
    expect(
      (await server.db.query(`SELECT key FROM rate_buckets WHERE key IN ('old', 'new')`)).rows,
    ).toEqual([{ key: 'new' }]);
    expect(
      (await server.db.query(`SELECT key FROM throttle WHERE key IN ('old', 'locked')`)).rows,
    ).toEqual([{ key: 'locked' }]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('business creation lock (PostgreSQL)', () => {
  it('gives up with 503 JSON when the lock is held too long, instead of hanging', async () => {
    const hold = server.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(727002, hashtext('live'))");
      await new Promise((resolve) => setTimeout(resolve, 3500));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const answer = await server.call('POST', '/businesses', {
      token: author.token,
      body: { name: 'Blocked Snails' },
    });
    expect(answer).toMatchObject({
      status: 503,
      body: { message: 'The server is busy. Try again in a moment.' },
    });
    expect(performance.now() - started).toBeLessThan(3000);
    await hold;
    expect(
      (
        await server.call('POST', '/businesses', {
          token: author.token,
          body: { name: 'Blocked Snails' },
        })
      ).status,
    ).toBe(201);
  });
});

// An owner whose new business's name is near a prospect's learns that one exists, not whose it is.
describe('owners and the similar-name rule', () => {
  it('an owner learns only that a similar business exists; staff keep the detailed message', async () => {
    const marketer = await server.user('marketer', 'Ada Marketer');
    expect(
      (
        await server.call('POST', '/businesses', {
          token: marketer.token,
          body: { name: 'Live Prospect Alpha Ltd' },
        })
      ).status,
    ).toBe(201);
    const owner = await server.user('owner');
    const answer = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Live Prospect Alpha Ltdx' },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        message: 'A business with a similar name already exists. Talk to us if it is yours.',
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Alpha|Ada/);
    const admin = await server.user('admin');
    const staff = await server.call('POST', '/my/businesses', {
      token: admin.token,
      body: { name: 'Live Prospect Alpha Ltdx' },
    });
    expect(staff.status).toBe(409);
    expect(staff.body.message).toContain('Live Prospect Alpha Ltd');
    expect(staff.body.message).toContain('Ada Marketer');
  });
});
