import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '@agency/contract/rules';
import { LINK_EXPIRED, LINK_UNKNOWN, LINK_USED } from '../src/auth/reset-routes.ts';
import type { Mail } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A new account's invitation is one link: it opens "Create your password" in the person's area,
// sets the first password once and signs them in; a used or expired link says so plainly.
const mails: Mail[] = [];
let server: TestServer;
let admin: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer(
    { publicUrl: 'https://agency.test', limits: { resetPerHourPerAddress: 1000 } },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  admin = await server.user('admin', 'Tunde Admin');
});
afterAll(() => server.stop());

/** The link of the invitation mailed to `email`, once it is sent. */
async function linkMailedTo(email: string): Promise<URL> {
  const find = () => mails.find((m) => m.to === email && m.subject.includes('invited'));
  await expect.poll(find).toBeTruthy();
  return new URL(/https:\/\/agency\.test\/\S+create-password\?token=\S+/.exec(find()!.body)![0]);
}
const check = (token: string) => server.call('POST', '/auth/password_link', { body: { token } });
const create = (token: string, password: string) =>
  server.call('POST', '/auth/create_password', { body: { token, password } });

describe("an invitation's link", () => {
  it("opens an owner's Create your password, signs them in once, and is spent", async () => {
    const invited = await server.call('POST', '/users', {
      token: admin.token,
      body: { email: 'bimpe@bakes.ng', name: 'Bimpe Adeyemi', role: 'owner' },
    });
    expect(invited.status).toBe(201);
    const link = await linkMailedTo('bimpe@bakes.ng');
    expect(link.pathname).toBe('/business/auth/create-password');
    const token = link.searchParams.get('token')!;

    expect(await check(token)).toMatchObject({
      status: 200,
      body: { email: 'bimpe@bakes.ng', name: 'Bimpe Adeyemi' },
    });
    // A password from the common list is refused at its field, and the link still works.
    expect(await create(token, 'password123')).toMatchObject({
      status: 400,
      body: { message: COMMON_PASSWORD },
    });
    const made = await create(token, 'bimpe-bakes-password-1');
    expect(made).toMatchObject({ status: 200, body: { role: 'owner', id: invited.body.id } });
    expect((await server.call('GET', '/my/businesses', { token: made.body.token })).status).toBe(
      200,
    );
    const signedIn = await server.call('POST', '/auth/login', {
      body: { email: 'bimpe@bakes.ng', password: 'bimpe-bakes-password-1' },
    });
    expect(signedIn.status).toBe(200);

    // Used: both the check and a second press say so, and the mailed code is spent with it.
    expect(await check(token)).toMatchObject({ status: 410, body: { message: LINK_USED } });
    expect(await create(token, 'another-password-2')).toMatchObject({
      status: 410,
      body: { message: LINK_USED },
    });
    const code = /code (\d{6})/.exec(mails.find((m) => m.to === 'bimpe@bakes.ng')!.body)![1]!;
    const withCode = await server.call('POST', '/auth/modify_password', {
      body: { email: 'bimpe@bakes.ng', otp: code, password: 'another-password-2' },
    });
    expect(withCode.status).toBe(400);
  });

  it("a new store admin's link opens the store admin's page; an expired one says so", async () => {
    const owner = await server.user('owner', 'Titi Owner');
    const made = await server.call('POST', '/my/businesses', {
      token: owner.token,
      body: { name: 'Link Fabrics' },
    });
    const slug = made.body.store.slug;
    const invited = await server.call('POST', `/stores/${slug}/people`, {
      token: owner.token,
      body: { email: 'sade@fabrics.ng', name: 'Sade' },
    });
    expect(invited.status).toBe(201);
    const link = await linkMailedTo('sade@fabrics.ng');
    expect(link.pathname).toBe('/store/admin/auth/create-password');
    const token = link.searchParams.get('token')!;
    await server.db.query(
      `UPDATE otps SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [token.split('.')[0]],
    );
    expect(await check(token)).toMatchObject({ status: 410, body: { message: LINK_EXPIRED } });
    expect(await create(token, 'sade-password-1')).toMatchObject({
      status: 410,
      body: { message: LINK_EXPIRED },
    });
  });

  it('a made-up or altered link is refused in words, whatever it names', async () => {
    const link = await linkMailedTo('bimpe@bakes.ng');
    const [id] = link.searchParams.get('token')!.split('.');
    for (const token of [`${id}.${'x'.repeat(32)}`, `999999.${'x'.repeat(32)}`])
      expect(await check(token)).toMatchObject({ status: 404, body: { message: LINK_UNKNOWN } });
    expect((await check('short')).status).toBe(400);
  });
});
