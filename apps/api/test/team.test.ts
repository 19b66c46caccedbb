import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const mails: Mail[] = [];
const mailer: Mailer = {
  async send(mail) {
    mails.push(mail);
  },
};

let server: TestServer;
let admin: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer({ limits: { resetPerHourPerAddress: 1000 } }, { mailer });
  admin = await server.user('admin', 'Tunde Admin');
});
afterAll(() => server.stop());

const login = (email: string, password: string) =>
  server.call('POST', '/auth/login', { body: { email, password } });
const mailTo = async (email: string, subject: string) => {
  await expect
    .poll(() => mails.find((m) => m.to === email && m.subject.includes(subject)))
    .toBeTruthy();
  return mails.filter((m) => m.to === email && m.subject.includes(subject)).at(-1)!;
};

describe('people', () => {
  it('only an admin lists, invites and changes users', async () => {
    const marketer = await server.user('marketer');
    // Valid bodies: requests are checked before the handler's role check.
    for (const [method, path, body] of [
      ['GET', '/users', undefined],
      ['POST', '/users', { email: 'newcomer@example.ng', name: 'Newcomer', role: 'admin' }],
      ['PATCH', `/users/${admin.id}`, { active: false }],
    ] as const) {
      const refused = await server.call(method, path, { token: marketer.token, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    const list = await server.call('GET', '/users', { token: admin.token });
    expect(list.body.documents.map((u: { email: string }) => u.email)).toContain(marketer.email);
    expect(JSON.stringify(list.body)).not.toContain('password');
  });

  it('an invitee sets a password with the mailed code and signs in', async () => {
    const invited = await server.call('POST', '/users', {
      token: admin.token,
      body: { email: 'Kemi@Example.ng', name: 'Kemi Store', role: 'store_admin' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'kemi@example.ng',
      role: 'store_admin',
      active: true,
    });
    const again = await server.call('POST', '/users', {
      token: admin.token,
      body: { email: 'kemi@example.ng', name: 'Kemi', role: 'marketer' },
    });
    expect(again.status).toBe(409);
    const mail = await mailTo('kemi@example.ng', 'invited');
    // A link the mail app opens: the site's address, not a bare path.
    expect(mail.body).toMatch(
      /go to http:\/\/[^\s/]+\/store\/admin\/auth\/forgot-password instead, /,
    );
    const code = mail.body.match(/code (\d{6})/)![1]!;
    const set = await server.call('POST', '/auth/modify_password', {
      body: { email: 'kemi@example.ng', otp: code, password: 'kemi-password-1' },
    });
    expect(set.status).toBe(200);
    expect((await login('kemi@example.ng', 'kemi-password-1')).body.role).toBe('store_admin');
  });

  it('a role change or a deactivation ends the sessions at once; a deactivated user cannot sign in or reset', async () => {
    const member = await server.user('marketer', 'Bisi Marketer');
    const promoted = await server.call('PATCH', `/users/${member.id}`, {
      token: admin.token,
      body: { role: 'owner' },
    });
    expect(promoted.body.role).toBe('owner');
    expect((await server.call('GET', '/my/businesses', { token: member.token })).status).toBe(401);
    const session = await login(member.email, member.password);
    expect(session.body.role).toBe('owner');

    const off = await server.call('PATCH', `/users/${member.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(off.body.active).toBe(false);
    expect((await server.call('GET', '/my/businesses', { token: session.body.token })).status).toBe(
      401,
    );
    const refused = await login(member.email, member.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This account has been deactivated. Ask an admin to reactivate it.',
    );
    const before = mails.length;
    await server.call('GET', `/auth/generate_otp?email=${encodeURIComponent(member.email)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails.length).toBe(before);

    await server.call('PATCH', `/users/${member.id}`, {
      token: admin.token,
      body: { active: true },
    });
    expect((await login(member.email, member.password)).status).toBe(200);
  });

  it('an admin cannot lock themselves out', async () => {
    const self = await server.call('PATCH', `/users/${admin.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(self.status).toBe(409);
    const demote = await server.call('PATCH', `/users/${admin.id}`, {
      token: admin.token,
      body: { role: 'marketer' },
    });
    expect(demote.status).toBe(409);
    expect(
      (await server.call('PATCH', '/users/nope', { token: admin.token, body: {} })).status,
    ).toBe(404);
    const bad = await server.call('PATCH', `/users/${admin.id}`, {
      token: admin.token,
      body: { role: 'king' },
    });
    expect(bad.status).toBe(400);
  });

  it('everyone signed in changes their own password; other sessions end', async () => {
    const me = await server.user('store_admin');
    const other = await login(me.email, me.password);
    const wrong = await server.call('POST', '/auth/change_password', {
      token: me.token,
      body: { current_password: 'not-it', password: 'fresh-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not right');
    const short = await server.call('POST', '/auth/change_password', {
      token: me.token,
      body: { current_password: me.password, password: 'short' },
    });
    expect(short.status).toBe(400);
    const changed = await server.call('POST', '/auth/change_password', {
      token: me.token,
      body: { current_password: me.password, password: 'fresh-password-1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.id).toBe(me.id);
    expect((await server.call('GET', '/stores', { token: changed.body.token })).status).toBe(200);
    expect((await server.call('GET', '/stores', { token: other.body.token })).status).toBe(401);
    expect((await login(me.email, 'fresh-password-1')).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(401);
    await mailTo(me.email, 'password was changed');
  });
});
