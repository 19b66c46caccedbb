import { TOKEN_EXPIRED } from '@agency/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAX_BUSINESSES, DEMO_WORKSPACE_FULL } from '../src/businesses/queries.ts';
import { DEMO_REFUSED, DEMO_WRITES_MESSAGE } from '../src/context.ts';
import { SAMPLE_BUSINESSES } from '../src/demo/sample-businesses.ts';
import { DEMO_FULL, removeGuests, sweepDemoWorkspaces } from '../src/demo/queries.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

type Session = { id: string; token: string };
const SAMPLE_NAMES = SAMPLE_BUSINESSES.map((b) => b.name).sort();
/** What removing visitors needs: a server's database, and the in-memory storage every test server shares. */
const removal = (of: TestServer) => ({ db: of.db, storage: createLocalStorage(':memory:') });
const noFailure = (error: unknown) => {
  throw error;
};

const tryDemo = async (): Promise<Session> => {
  const answer = await server.call('POST', '/auth/demo');
  expect(answer.status).toBe(201);
  expect(answer.body.role).toBe('marketer');
  return answer.body;
};
const names = async (session: Session, marketer: string = session.id) => {
  const list = await server.call('GET', `/businesses?marketer_id=${marketer}`, {
    token: session.token,
  });
  expect(list.status).toBe(200);
  return list.body.documents.map((b: { name: string }) => b.name).sort();
};
const add = (session: Session, name: string) =>
  server.call('POST', '/businesses', {
    token: session.token,
    body: { name, marketer_id: session.id },
  });
const demoSignIn = async (email: string, password: string): Promise<Session> => {
  const answer = await server.call('POST', '/auth/login', {
    body: { email, password, workspace: 'demo' },
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('the demo workspace', () => {
  it("'Try the demo' opens a workspace of sample businesses, with no account", async () => {
    const visitor = await tryDemo();
    expect(await names(visitor)).toEqual(SAMPLE_NAMES);
    const similar = await server.call('GET', '/businesses', { token: visitor.token });
    expect(similar.body.documents.map((b: { name: string }) => b.name).sort()).toEqual(
      SAMPLE_NAMES,
    );
    const info = await server.call('GET', '/demo/workspace', { token: visitor.token });
    expect(info.body.guest).toBe(true);
    const hours = (Date.parse(info.body.resets_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('keeps demo and live businesses apart, both ways', async () => {
    const marketer = await server.user('marketer', 'Live Marketer');
    const admin = await server.user('admin', 'Live Admin');
    expect((await add(marketer, 'Real Prospect Ltd')).status).toBe(201);
    const visitor = await tryDemo();
    expect((await add(visitor, 'Made Up Bakery')).status).toBe(201);
    // A sample name is taken within the demo workspace only: the live one does not see it.
    expect((await add(visitor, 'Adunni Fabric')).status).toBe(409);
    expect((await add(visitor, 'Real Prospect Ltd')).status).toBe(201);
    expect((await add(marketer, 'Made Up Bakery')).status).toBe(201);

    const everyone = await names(admin, 'all');
    expect(everyone).toEqual(['Made Up Bakery', 'Real Prospect Ltd']);
    const demoRows = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM businesses WHERE workspace = 'demo:' || $1",
      [visitor.id],
    );
    expect(demoRows.rows[0]!.n).toBe(SAMPLE_NAMES.length + 2);
  });

  it("a demo token reaches no one else's workspace and nothing outside businesses", async () => {
    const first = await tryDemo();
    const second = await tryDemo();
    const live = await server.user('admin');
    const theirs = await add(first, 'First Visitor Foods');
    for (const token of [second.token, live.token]) {
      expect((await server.call('GET', `/businesses/${theirs.body.id}`, { token })).status).toBe(
        404,
      );
      const edit = await server.call('PATCH', `/businesses/${theirs.body.id}`, {
        token,
        body: { name: 'Taken Over' },
      });
      expect(edit.status).toBe(404);
      expect((await server.call('DELETE', `/businesses/${theirs.body.id}`, { token })).status).toBe(
        404,
      );
    }
    expect(await names(second)).toEqual(SAMPLE_NAMES);

    const admin = await server.user('admin', 'Demo Admin');
    const adminDemo = await demoSignIn(
      (
        await server.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
          admin.id,
        ])
      ).rows[0]!.email,
      admin.password,
    );
    for (const [method, path, body] of [
      ['GET', '/users', undefined],
      ['POST', '/users', { email: 'x@example.ng', name: 'Xavier', role: 'admin' }],
      ['POST', '/blog', { title: 'Hi', excerpt: 'Hi', content: '<p>Hi</p>', status: 'draft' }],
      ['GET', '/contact', undefined],
      [
        'POST',
        '/auth/change_password',
        { current_password: admin.password, password: 'abcdefgh1' },
      ],
      ['GET', '/stores', undefined],
    ] as const) {
      for (const token of [first.token, adminDemo.token]) {
        const refused = await server.call(method, path, { token, body });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.message).toBe(DEMO_REFUSED);
      }
    }
    expect(await server.count('articles')).toBe(0);
    // The live session of the same admin still works: the demo one is a separate token.
    expect((await server.call('GET', '/users', { token: admin.token })).status).toBe(200);
  });

  it('staff signing in at /demo/admin work on a workspace of their own', async () => {
    const marketer = await server.user('marketer', 'Demo Curious');
    const { rows } = await server.db.query<{ email: string }>(
      'SELECT email FROM users WHERE id = $1',
      [marketer.id],
    );
    const demo = await demoSignIn(rows[0]!.email, marketer.password);
    expect(await names(demo)).toEqual(SAMPLE_NAMES);
    expect(await names(marketer)).toEqual([]);
    const info = await server.call('GET', '/demo/workspace', { token: demo.token });
    expect(info.body.guest).toBe(false);
    // A live token asks for the demo workspace: refused, it has none.
    const notDemo = await server.call('GET', '/demo/workspace', { token: marketer.token });
    expect(notDemo.status).toBe(403);
    const badWorkspace = await server.call('POST', '/auth/login', {
      body: { email: rows[0]!.email, password: marketer.password, workspace: 'sandbox' },
    });
    expect(badWorkspace.status).toBe(400);
    expect(badWorkspace.body.message).toBe("Workspace must be 'live' or 'demo'");
  });

  it('resets on demand to the sample businesses', async () => {
    const visitor = await tryDemo();
    await add(visitor, 'Kept Until Reset');
    const list = await server.call('GET', `/businesses?marketer_id=${visitor.id}&q=kano`, {
      token: visitor.token,
    });
    await server.call('DELETE', `/businesses/${list.body.documents[0].id}`, {
      token: visitor.token,
    });
    expect(await names(visitor)).not.toEqual(SAMPLE_NAMES);
    const reset = await server.call('POST', '/demo/workspace/reset', { token: visitor.token });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('The demo workspace is back to its sample businesses');
    expect(await names(visitor)).toEqual(SAMPLE_NAMES);
    const live = await server.user('marketer');
    expect((await server.call('POST', '/demo/workspace/reset', { token: live.token })).status).toBe(
      403,
    );
  });

  it('resets daily: a visitor whose day is over goes, staff workspaces start again', async () => {
    const visitor = await tryDemo();
    const staff = await server.user('marketer', 'Daily Staff');
    const email = (
      await server.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [staff.id])
    ).rows[0]!.email;
    const staffDemo = await demoSignIn(email, staff.password);
    await add(visitor, 'Yesterday Visitor Co');
    await add(staffDemo, 'Yesterday Staff Co');
    await server.db.query(
      "UPDATE users SET demo_until = now() - interval '1 minute' WHERE id = $1",
      [visitor.id],
    );
    await server.db.query(
      "UPDATE demo_workspaces SET seeded_at = now() - interval '25 hours' WHERE user_id = $1",
      [staff.id],
    );
    expect(await sweepDemoWorkspaces(removal(server), noFailure)).toEqual([visitor.id]);

    // Another instance may hold the account in memory for a moment (CACHE_TTL_MS).
    const gone = () =>
      server.call('GET', `/businesses?marketer_id=${visitor.id}`, { token: visitor.token });
    await expect.poll(async () => (await gone()).status, { timeout: 5000 }).toBe(401);
    expect((await gone()).body.message).toBe(TOKEN_EXPIRED);
    const left = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM businesses WHERE workspace = 'demo:' || $1",
      [visitor.id],
    );
    expect(left.rows[0]!.n).toBe(0);
    expect(await names(staffDemo)).toEqual(SAMPLE_NAMES);
  });

  it("a visitor's sign-out ends their workspace; visitors are nobody's team members", async () => {
    const visitor = await tryDemo();
    const admin = await server.user('admin');
    const team = await server.call('GET', '/users', { token: admin.token });
    expect(team.body.documents.map((u: { id: string }) => u.id)).not.toContain(visitor.id);
    const patch = await server.call('PATCH', `/users/${visitor.id}`, {
      token: admin.token,
      body: { role: 'admin' },
    });
    expect(patch.status).toBe(404);
    expect((await server.call('POST', '/auth/logout', { token: visitor.token })).status).toBe(200);
    const { rows } = await server.db.query('SELECT 1 FROM users WHERE id = $1', [visitor.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('demo limits', () => {
  it('caps open visitor workspaces and how many one address opens', async () => {
    const small = await startTestServer({
      limits: { demoGuestsOpen: 2, demoGuestsPerHourPerAddress: 3 },
    });
    try {
      expect((await small.call('POST', '/auth/demo')).status).toBe(201);
      expect((await small.call('POST', '/auth/demo')).status).toBe(201);
      const full = await small.call('POST', '/auth/demo');
      expect(full.status).toBe(503);
      expect(full.body.message).toBe(DEMO_FULL);
      expect(await small.count('users')).toBe(2);
      const tooMany = await small.call('POST', '/auth/demo');
      expect(tooMany.status).toBe(429);
      expect(tooMany.headers.get('retry-after')).toBeTruthy();
    } finally {
      await small.stop();
    }
  });
});

// Demo visitors write within bounds: a cap per workspace, a write rate per session, expiry in
// short batches, limits keyed per /64.
describe('demo writes are bounded', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer({ trustProxyHops: 1, limits: { demoGuestsPerHourPerAddress: 50 } });
  });
  afterAll(() => own.stop());
  const visit = async (from = '198.51.100.1') =>
    (await own.call('POST', '/auth/demo', { headers: { 'x-forwarded-for': from } }))
      .body as Session;
  const write = (session: Session, name: string) =>
    own.call('POST', '/businesses', {
      token: session.token,
      body: { name, notes: 'x'.repeat(5000) },
    });

  it('a demo session makes at most 30 writes in a burst, then 429 with a clear message', async () => {
    const visitor = await visit();
    // The bucket refills at 30 a minute while the writes run, so a slow machine may get a write or
    // two past 30 in: the bound is 30 plus what refilled in the time the writes took.
    const started = Date.now();
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof write>> | undefined;
    while (!refused && accepted < 60) {
      const answer = await write(visitor, `Flood ${crypto.randomUUID().slice(0, 12)}`);
      if (answer.status === 201) accepted += 1;
      else refused = answer;
    }
    const refilled = Math.ceil(((Date.now() - started) / 1000) * (30 / 60));
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(30 + refilled);
    expect(refused).toMatchObject({ status: 429, body: { message: DEMO_WRITES_MESSAGE } });
    // Reads go on.
    expect(
      (await own.call('GET', `/businesses?marketer_id=${visitor.id}`, { token: visitor.token }))
        .status,
    ).toBe(200);
  });

  it(`a demo workspace holds at most ${DEMO_MAX_BUSINESSES} businesses, deleted ones included`, async () => {
    const visitor = await visit();
    await own.db.query(
      `INSERT INTO businesses (workspace, marketer_id, name, name_key)
       SELECT 'demo:' || $1, $1::uuid, 'Filler ' || i, 'filler' || i FROM generate_series(1, $2) i`,
      [visitor.id, DEMO_MAX_BUSINESSES - SAMPLE_BUSINESSES.length],
    );
    const full = await write(visitor, 'One Too Many Ltd');
    expect(full).toMatchObject({ status: 409, body: { message: DEMO_WORKSPACE_FULL } });
    const list = await own.call('GET', `/businesses?marketer_id=${visitor.id}`, {
      token: visitor.token,
    });
    await own.call('DELETE', `/businesses/${list.body.documents[0].id}`, { token: visitor.token });
    expect((await write(visitor, 'Still One Too Many Ltd')).status).toBe(409);
    // A reset starts it over.
    expect((await own.call('POST', '/demo/workspace/reset', { token: visitor.token })).status).toBe(
      200,
    );
    expect((await write(visitor, 'Fresh Start Ltd')).status).toBe(201);
  });

  it('expired visitors are removed in short batches', async () => {
    const visitors = [];
    for (let i = 0; i < 25; i += 1) visitors.push(await visit(`198.51.100.${10 + i}`));
    await own.db.query(
      "UPDATE users SET demo_until = now() - interval '1 minute' WHERE id = ANY($1::uuid[])",
      [visitors.map((v) => v.id)],
    );
    // One batch (20) per transaction; the rest in the next.
    expect(await removeGuests(removal(own), undefined, { maxBatches: 1 })).toHaveLength(20);
    expect(await removeGuests(removal(own))).toHaveLength(5);
    const left = await own.db.query(`SELECT 1 FROM businesses WHERE workspace = ANY($1::text[])`, [
      visitors.map((v) => `demo:${v.id}`),
    ]);
    expect(left.rows).toHaveLength(0);
  });

  it("'Try the demo' counts an IPv6 /64 as one address", async () => {
    const small = await startTestServer({
      trustProxyHops: 1,
      limits: { demoGuestsPerHourPerAddress: 2 },
    });
    try {
      const from = (ip: string) =>
        small.call('POST', '/auth/demo', { headers: { 'x-forwarded-for': ip } });
      expect((await from('2001:db8:5:6::1')).status).toBe(201);
      expect((await from('2001:db8:5:6::2')).status).toBe(201);
      expect((await from('2001:db8:5:6:abcd::3')).status).toBe(429);
      expect((await from('2001:db8:5:7::1')).status).toBe(201);
    } finally {
      await small.stop();
    }
  });
});
