import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BUSINESSES } from '../src/demo/sample-businesses.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { contactPerHour: 100 } });
});
afterAll(() => server.stop());

type Session = { id: string; token: string };

/** A day counted from today in Lagos, as YYYY-MM-DD. */
const lagosDay = (offset = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
};
const summary = (who: Session, query = '') =>
  server.call('GET', `/businesses/summary${query}`, { token: who.token });
const add = async (who: Session, body: Record<string, unknown>) => {
  const answer = await server.call('POST', '/businesses', { token: who.token, body });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
};

describe('GET /businesses/summary', () => {
  let ada: Session;
  let tunde: Session;
  let admin: Session & { email: string; password: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ada = await server.user('marketer', 'Ada Summary');
    tunde = await server.user('marketer', 'Tunde Summary');
    admin = await server.user('admin', 'Bisi Admin');
    ids.today = await add(ada, { name: 'Today Tailors', next_follow_up: lagosDay() });
    ids.late = await add(ada, {
      name: 'Late Lanterns',
      status: 'contacted',
      next_follow_up: lagosDay(-3),
    });
    ids.keen = await add(ada, { name: 'Keen Kitchens', status: 'interested' });
    ids.won = await add(ada, { name: 'Won Weavers', status: 'won' });
    ids.lost = await add(ada, { name: 'Lost Looms', status: 'lost', next_follow_up: lagosDay(5) });
    ids.gone = await add(ada, { name: 'Gone Gardens', next_follow_up: lagosDay(-1) });
    await server.call('DELETE', `/businesses/${ids.gone}`, { token: ada.token });
    await add(tunde, { name: 'Tunde Timber', status: 'won', next_follow_up: lagosDay(-1) });
  });

  it("gives a marketer their own numbers: statuses, follow-ups due, the latest, this week's", async () => {
    const answer = await summary(ada);
    expect(answer.status).toBe(200);
    const s = answer.body;
    expect(s).toMatchObject({
      scope: 'mine',
      today: lagosDay(),
      total: 5,
      by_status: { to_contact: 1, contacted: 1, interested: 1, won: 1, lost: 1 },
      follow_ups: { today: 1, overdue: 1 },
    });
    expect(s.marketers).toBeUndefined();
    // Overdue first, then today's; a later follow-up and a deleted business are not due.
    expect(s.follow_ups.documents.map((b: { name: string }) => b.name)).toEqual([
      'Late Lanterns',
      'Today Tailors',
    ]);
    expect(s.follow_ups.documents[0]).toMatchObject({ next_follow_up: lagosDay(-3) });
    expect(s.latest.map((b: { name: string }) => b.name)).toEqual([
      'Lost Looms',
      'Won Weavers',
      'Keen Kitchens',
      'Late Lanterns',
      'Today Tailors',
    ]);
    expect(s.weeks).toHaveLength(8);
    expect(s.weeks.at(-1)).toEqual({ start: expect.any(String), added: 5 });
    // Weeks start on a Monday, seven days apart.
    for (const week of s.weeks) expect(new Date(`${week.start}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(s.weeks.at(-1).start <= lagosDay()).toBe(true);
    expect(s.new_leads).toEqual(expect.any(Number));
    // The own id is the same as leaving it out; anyone else's, or everyone's, is refused.
    expect((await summary(ada, `?marketer_id=${ada.id}`)).body.total).toBe(5);
    for (const query of ['?marketer_id=all', `?marketer_id=${tunde.id}`]) {
      const refused = await summary(ada, query);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can only list your own businesses');
    }
  });

  it('counts each business in the week it was recorded, Lagos time, for eight weeks', async () => {
    const old = await add(tunde, { name: 'Old Orchards' });
    const lastWeek = await add(tunde, { name: 'Last Week Looms' });
    await server.db.query(
      `UPDATE businesses SET created_at = now() - interval '60 days' WHERE id = $1`,
      [old],
    );
    await server.db.query(
      `UPDATE businesses SET created_at = now() - interval '7 days' WHERE id = $1`,
      [lastWeek],
    );
    const s = (await summary(tunde)).body;
    expect(s.total).toBe(3);
    expect(s.weeks.map((w: { added: number }) => w.added)).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
    await server.call('DELETE', `/businesses/${old}`, { token: tunde.token });
    await server.call('DELETE', `/businesses/${lastWeek}`, { token: tunde.token });
  });

  it("gives an admin the team's numbers with a row per marketer, or one marketer's", async () => {
    const mine = (await summary(admin)).body;
    expect(mine).toMatchObject({ scope: 'mine', total: 0 });
    const team = await summary(admin, '?marketer_id=all');
    expect(team.status).toBe(200);
    expect(team.body).toMatchObject({
      scope: 'team',
      total: 6,
      by_status: { to_contact: 1, contacted: 1, interested: 1, won: 2, lost: 1 },
      follow_ups: { today: 1, overdue: 2 },
    });
    expect(team.body.follow_ups.documents[0]).toMatchObject({
      name: 'Late Lanterns',
      marketer_name: 'Ada Summary',
    });
    expect(team.body.marketers).toEqual([
      {
        id: ada.id,
        name: 'Ada Summary',
        total: 5,
        by_status: { to_contact: 1, contacted: 1, interested: 1, won: 1, lost: 1 },
        added: 5,
        overdue: 1,
      },
      {
        id: tunde.id,
        name: 'Tunde Summary',
        total: 1,
        by_status: { to_contact: 0, contacted: 0, interested: 0, won: 1, lost: 0 },
        added: 1,
        overdue: 1,
      },
    ]);
    const one = await summary(admin, `?marketer_id=${tunde.id}`);
    expect(one.body).toMatchObject({ scope: 'marketer', total: 1 });
  });

  it('counts new leads for staff', async () => {
    const before = (await summary(ada)).body.new_leads;
    const sent = await server.call('POST', '/contact', {
      body: {
        name: 'Lead Person',
        email: 'lead@shop.ng',
        number: '0803 000 0000',
        message: 'Hello there',
      },
    });
    expect(sent.status).toBe(201);
    expect((await summary(ada)).body.new_leads).toBe(before + 1);
  });

  it('reads a demo session its own demo workspace, never the live one', async () => {
    const login = await server.call('POST', '/auth/login', {
      body: { email: admin.email, password: admin.password, workspace: 'demo' },
    });
    const demo = login.body as Session;
    const answer = await summary(demo, '?marketer_id=all');
    expect(answer.status).toBe(200);
    const s = answer.body;
    expect(s.total).toBe(SAMPLE_BUSINESSES.length);
    for (const status of ['to_contact', 'contacted', 'interested', 'won', 'lost'] as const)
      expect(s.by_status[status]).toBe(SAMPLE_BUSINESSES.filter((b) => b.status === status).length);
    expect(s.follow_ups.today).toBe(
      SAMPLE_BUSINESSES.filter((b) => b.follow_up_in_days === 0).length,
    );
    expect(s.new_leads).toBeNull();
    expect(s.marketers).toHaveLength(1);
    const names = [...s.latest, ...s.follow_ups.documents].map((b: { name: string }) => b.name);
    expect(names).not.toContain('Late Lanterns');
    // A visitor's demo session too.
    const visitor = (await server.call('POST', '/auth/demo')).body as Session;
    expect((await summary(visitor)).body.total).toBe(SAMPLE_BUSINESSES.length);
  });

  it('refuses bad input and other roles with a JSON message, never a 500', async () => {
    const owner = await server.user('owner', 'Olu Owner');
    const cases: [Session | undefined, string, number][] = [
      [undefined, '', 401],
      [owner, '', 403],
      [admin, '?marketer_id=nope', 400],
      [admin, '?marketer_id=', 400],
      [admin, '?colour=red', 400],
      [admin, `?marketer_id=${'x'.repeat(500)}`, 400],
      [admin, '?marketer_id=all&marketer_id=all', 400],
    ];
    for (const [who, query, status] of cases) {
      const answer = await server.call('GET', `/businesses/summary${query}`, {
        token: who?.token,
      });
      expect(answer.status, query).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});
