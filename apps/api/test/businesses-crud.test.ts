import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('businesses: details, edit, delete and undo', () => {
  it('creates with details, edits them, and keeps the original list call', async () => {
    const ada = await server.user('marketer', 'Ada Crud');
    const created = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Crud Farms', marketer_id: ada.id, contact_person: 'Bisi', phone: '0803' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Crud Farms',
        contact_person: 'Bisi',
        status: 'to_contact',
        next_follow_up: null,
      },
    });
    const id = created.body.id;
    const edited = await server.call('PATCH', `/businesses/${id}`, {
      token: ada.token,
      body: { status: 'interested', notes: 'Call back Monday', next_follow_up: '2026-12-01' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        name: 'Crud Farms',
        status: 'interested',
        notes: 'Call back Monday',
        next_follow_up: '2026-12-01',
        phone: '0803',
      },
    });
    const list = await server.call('GET', `/businesses?marketer_id=${ada.id}`, {
      token: ada.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.documents[0]).toMatchObject({ id, name: 'Crud Farms', status: 'interested' });
    expect(
      await server.call('PATCH', `/businesses/${id}`, {
        token: ada.token,
        body: { status: 'maybe' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Status is not valid' } });
    expect(
      await server.call('PATCH', `/businesses/${id}`, {
        token: ada.token,
        body: { next_follow_up: 'soon' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Next follow-up must be a date' } });
  });

  it('soft-deletes: the row leaves lists and the similarity check; restore brings it back', async () => {
    const ada = await server.user('marketer', 'Ada Delete');
    const { body } = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Typo Snailz' },
    });
    expect(
      await server.call('DELETE', `/businesses/${body.id}`, { token: ada.token }),
    ).toMatchObject({ status: 200, body: { message: 'Typo Snailz deleted' } });
    const list = await server.call('GET', `/businesses?marketer_id=${ada.id}`, {
      token: ada.token,
    });
    expect(list.body.documents.map((b: { id: string }) => b.id)).not.toContain(body.id);
    const names = await server.call('GET', '/businesses', { token: ada.token });
    expect(names.body.documents.map((b: { name: string }) => b.name)).not.toContain('Typo Snailz');
    expect(await server.call('GET', `/businesses/${body.id}`, { token: ada.token })).toMatchObject({
      status: 404,
    });
    // Undo.
    expect(
      await server.call('POST', `/businesses/${body.id}/restore`, { token: ada.token }),
    ).toMatchObject({ status: 200, body: { id: body.id, name: 'Typo Snailz' } });
    const again = await server.call('GET', `/businesses?marketer_id=${ada.id}`, {
      token: ada.token,
    });
    expect(again.body.documents.map((b: { id: string }) => b.id)).toContain(body.id);
    // Restoring a live one is not found; a restore after a similar name was recorded is refused.
    expect(
      await server.call('POST', `/businesses/${body.id}/restore`, { token: ada.token }),
    ).toMatchObject({ status: 404 });
    await server.call('DELETE', `/businesses/${body.id}`, { token: ada.token });
    expect(
      await server.call('POST', '/businesses', { token: ada.token, body: { name: 'Typo Snails' } }),
    ).toMatchObject({ status: 201 });
    expect(
      await server.call('POST', `/businesses/${body.id}/restore`, { token: ada.token }),
    ).toMatchObject({
      status: 409,
      body: {
        message:
          // Ada recorded both: the sentence names the team, not Ada herself.
          'A similar business named "Typo Snails" already exists, reach out to the Forgeworks team if you feel this is a bad catch',
      },
    });
  });

  it('applies the similar-name rule on rename, except against the business itself', async () => {
    const ada = await server.user('marketer', 'Ada Rename');
    const bola = await server.user('marketer', 'Bola Rename');
    await server.call('POST', '/businesses', { token: bola.token, body: { name: 'Palm Grove' } });
    const { body } = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Shell Works' },
    });
    expect(
      await server.call('PATCH', `/businesses/${body.id}`, {
        token: ada.token,
        body: { name: 'palm grov' },
      }),
    ).toMatchObject({
      status: 409,
      body: {
        message:
          'A similar business named "Palm Grove" already exists, reach out to Bola Rename if you feel this is a bad catch',
      },
    });
    // Within distance 1 of itself only: allowed (a typo fix).
    expect(
      await server.call('PATCH', `/businesses/${body.id}`, {
        token: ada.token,
        body: { name: 'Shell Works.' },
      }),
    ).toMatchObject({ status: 200, body: { name: 'Shell Works.' } });
    expect(
      await server.call('PATCH', `/businesses/${body.id}`, {
        token: ada.token,
        body: { name: 'x' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Business name must be at least 2 characters' },
    });
  });

  it('keeps one marketer out of another’s businesses', async () => {
    const ada = await server.user('marketer', 'Ada Owner');
    const bola = await server.user('marketer', 'Bola Other');
    const { body } = await server.call('POST', '/businesses', {
      token: ada.token,
      body: { name: 'Private Pearl' },
    });
    for (const [method, path, payload] of [
      ['GET', `/businesses/${body.id}`, undefined],
      ['PATCH', `/businesses/${body.id}`, { notes: 'mine now' }],
      ['DELETE', `/businesses/${body.id}`, undefined],
    ] as const) {
      expect(await server.call(method, path, { token: bola.token, body: payload })).toMatchObject({
        status: 404,
        body: { message: 'Business not found' },
      });
    }
    expect(
      await server.call('GET', `/businesses?marketer_id=${ada.id}&q=pearl`, { token: bola.token }),
    ).toMatchObject({ status: 403 });
    expect(
      await server.call('GET', '/businesses?marketer_id=all', { token: bola.token }),
    ).toMatchObject({ status: 403 });
    expect(
      await server.call('PATCH', `/businesses/${body.id}`, { body: { notes: 'x' } }),
    ).toMatchObject({
      status: 401,
    });
    const still = await server.call('GET', `/businesses/${body.id}`, { token: ada.token });
    expect(still.body).toMatchObject({ notes: '' });
  });
});
