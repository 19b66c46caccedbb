import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const events = (body: { documents: { kind: string; body: string; to_status: string | null }[] }) =>
  body.documents.map((e) => (e.kind === 'note' ? `note: ${e.body}` : `status: ${e.to_status}`));

describe("a business's timeline", () => {
  it('adds notes instead of writing over them, and records status changes with who and when', async () => {
    const ada = await server.user('marketer', 'Ada Timeline');
    const created = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Timeline Farms', notes: 'Met at the Ikeja fair' },
    });
    const id = created.body.id;
    const added = await server.call('POST', `/businesses/${id}/notes`, {
      token: ada.token,
      body: { body: 'Called; wants a price list' },
    });
    expect(added).toMatchObject({ status: 201, body: { notes: 'Called; wants a price list' } });
    // The edit form's notes and status keep working: each change is one more entry.
    await server.call('PATCH', `/businesses/${id}`, {
      token: ada.token,
      body: { status: 'interested', notes: 'Sent the price list' },
    });
    // The same status again is not a change.
    await server.call('PATCH', `/businesses/${id}`, {
      token: ada.token,
      body: { status: 'interested' },
    });
    const timeline = await server.call('GET', `/businesses/${id}/events`, { token: ada.token });
    expect(timeline.status).toBe(200);
    expect(events(timeline.body)).toEqual([
      'note: Sent the price list',
      'status: interested',
      'note: Called; wants a price list',
      'note: Met at the Ikeja fair',
    ]);
    const change = timeline.body.documents[1];
    expect(change).toMatchObject({
      kind: 'status',
      from_status: 'to_contact',
      to_status: 'interested',
      author: 'Ada Timeline',
    });
    expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    // The business keeps the latest note, for the list and its search.
    const one = await server.call('GET', `/businesses/${id}`, { token: ada.token });
    expect(one.body.notes).toBe('Sent the price list');
  });

  it('refuses an empty note and writes nothing', async () => {
    const ada = await server.user('marketer', 'Ada Empty');
    const { body } = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Empty Note Shop' },
    });
    expect(
      await server.call('POST', `/businesses/${body.id}/notes`, {
        token: ada.token,
        body: { body: '   ' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Write the note first' } });
    const timeline = await server.call('GET', `/businesses/${body.id}/events`, {
      token: ada.token,
    });
    expect(timeline.body.documents).toEqual([]);
  });

  it("shows a marketer their own businesses' timelines only; an admin reads and writes anyone's", async () => {
    const ada = await server.user('marketer', 'Ada Owner');
    const bayo = await server.user('marketer', 'Bayo Other');
    const admin = await server.user('admin', 'Chi Admin');
    const { body } = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Private Snail Co', notes: 'Our secret' },
    });
    for (const call of [
      server.call('GET', `/businesses/${body.id}/events`, { token: bayo.token }),
      server.call('POST', `/businesses/${body.id}/notes`, {
        token: bayo.token,
        body: { body: 'Taken over' },
      }),
    ])
      expect(await call).toMatchObject({ status: 404, body: { message: 'Business not found' } });
    expect(
      await server.call('POST', `/businesses/${body.id}/notes`, {
        token: admin.token,
        body: { body: 'Checked by the admin' },
      }),
    ).toMatchObject({ status: 201 });
    const timeline = await server.call('GET', `/businesses/${body.id}/events`, {
      token: ada.token,
    });
    expect(timeline.body.documents.map((e: { author: string }) => e.author)).toEqual([
      'Chi Admin',
      'Ada Owner',
    ]);
    // Another workspace's token (a demo visitor) does not reach a live business.
    const visitor = (await server.call('POST', '/auth/demo')).body;
    expect(
      await server.call('GET', `/businesses/${body.id}/events`, { token: visitor.token }),
    ).toMatchObject({ status: 404 });
  });

  it("starts a demo workspace's sample businesses with their notes on the timeline", async () => {
    const visitor = (await server.call('POST', '/auth/demo')).body;
    const list = await server.call('GET', `/businesses?marketer_id=${visitor.id}`, {
      token: visitor.token,
    });
    const noted = list.body.documents.find((b: { notes: string }) => b.notes);
    const timeline = await server.call('GET', `/businesses/${noted.id}/events`, {
      token: visitor.token,
    });
    expect(events(timeline.body)).toEqual([`note: ${noted.notes}`]);
  });
});

describe('the similar-name refusal', () => {
  it('names the recorder only when that is someone else, and links the caller to what they may open', async () => {
    const ada = await server.user('marketer', 'Ada Similar');
    const bayo = await server.user('marketer', 'Bayo Similar');
    const admin = await server.user('admin', 'Chi Similar');
    const { body: mine } = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Golden Shell Similar' },
    });
    // Her own record: the sentence names the team, not Ada.
    expect(
      await server.call('POST', '/businesses', {
        token: ada.token,
        body: { name: 'Golden Shell Similars' },
      }),
    ).toMatchObject({
      status: 409,
      body: {
        message:
          'A similar business named "Golden Shell Similar" already exists, reach out to the Forgeworks team if you feel this is a bad catch',
      },
    });
    // Someone else's: the sentence names Ada.
    expect(
      await server.call('POST', '/businesses', {
        token: bayo.token,
        body: { name: 'Golden Shell Similars' },
      }),
    ).toMatchObject({
      status: 409,
      body: {
        message:
          'A similar business named "Golden Shell Similar" already exists, reach out to Ada Similar if you feel this is a bad catch',
      },
    });
    const row = async (token: string) =>
      (await server.call('GET', '/businesses', { token })).body.documents.find(
        (b: { name: string }) => b.name === 'Golden Shell Similar',
      );
    expect(await row(ada.token)).toEqual({
      name: 'Golden Shell Similar',
      contact: 'the Forgeworks team',
      id: mine.id,
    });
    // Bayo cannot open Ada's business, so he gets no id, only whom to reach.
    expect(await row(bayo.token)).toEqual({ name: 'Golden Shell Similar', contact: 'Ada Similar' });
    expect(await row(admin.token)).toEqual({
      name: 'Golden Shell Similar',
      contact: 'Ada Similar',
      id: mine.id,
    });
  });
});
