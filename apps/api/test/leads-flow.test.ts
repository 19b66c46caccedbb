import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { contactPerHour: 100 } });
});
afterAll(() => server.stop());

const message = (n: number) => ({
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  number: '08031234567',
  message: `Message number ${n}`,
});

describe('leads', () => {
  it('answers the new id, lists for staff with unread counts, and marks handled both ways', async () => {
    const sent = await server.call('POST', '/contact', { body: message(1) });
    expect(sent).toMatchObject({ status: 201, body: { message: 'Message sent successfully' } });
    expect(sent.body.id).toMatch(/^\d+$/);
    await server.call('POST', '/contact', { body: message(2) });
    const marketer = await server.user('marketer');
    const admin = await server.user('admin');
    for (const who of [marketer, admin]) {
      const list = await server.call('GET', '/contact', { token: who.token });
      expect(list).toMatchObject({ status: 200, body: { total: 2, unread: 2, page: 1, pages: 1 } });
      expect(list.body.documents[0]).toMatchObject({ ...message(2), handled_at: null });
    }
    const handled = await server.call('PATCH', `/contact/${sent.body.id}`, {
      token: marketer.token,
      body: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect(handled.body.handled_at).toBeTruthy();
    const fresh = await server.call('GET', '/contact?status=new', { token: admin.token });
    expect(fresh.body).toMatchObject({ total: 1, unread: 1 });
    expect(fresh.body.documents.map((m: { name: string }) => m.name)).toEqual(['Lead 2']);
    const done = await server.call('GET', '/contact?status=handled', { token: admin.token });
    expect(done.body.documents.map((m: { name: string }) => m.name)).toEqual(['Lead 1']);
    expect(
      await server.call('PATCH', `/contact/${sent.body.id}`, {
        token: admin.token,
        body: { handled: false },
      }),
    ).toMatchObject({ status: 200, body: { handled_at: null } });
    expect((await server.call('GET', '/contact', { token: admin.token })).body.unread).toBe(2);
  });

  it('refuses visitors, owners, bad ids and bodies', async () => {
    const owner = await server.user('owner');
    const marketer = await server.user('marketer');
    expect(await server.call('GET', '/contact')).toMatchObject({ status: 401 });
    expect(await server.call('GET', '/contact', { token: owner.token })).toMatchObject({
      status: 403,
    });
    expect(await server.call('PATCH', '/contact/1', { body: { handled: true } })).toMatchObject({
      status: 401,
    });
    expect(
      await server.call('PATCH', '/contact/999999', {
        token: marketer.token,
        body: { handled: true },
      }),
    ).toMatchObject({ status: 404, body: { message: 'Message not found' } });
    expect(
      await server.call('PATCH', '/contact/abc', {
        token: marketer.token,
        body: { handled: true },
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await server.call('PATCH', '/contact/1', { token: marketer.token, body: { handled: 'yes' } }),
    ).toMatchObject({ status: 400, body: { message: 'handled must be true or false' } });
    expect(
      await server.call('GET', '/contact?status=old', { token: marketer.token }),
    ).toMatchObject({ status: 400 });
  });

  it('pages by 20', async () => {
    const admin = await server.user('admin');
    for (let i = 10; i < 35; i++) await server.call('POST', '/contact', { body: message(i) });
    const two = await server.call('GET', '/contact?page=2', { token: admin.token });
    expect(two.body.page).toBe(2);
    expect(two.body.documents.length).toBeGreaterThan(0);
    expect(two.body.pages).toBeGreaterThanOrEqual(2);
  });
});
