import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Giving a store to someone by e-mail is an invitation: the answer and the store's list are the
// same whether or not the address has an account (and of which kind), a person with an account
// joins only by accepting the mailed link, and one person's invitations are limited.
const mails: Mail[] = [];
let server: TestServer;
type Account = Awaited<ReturnType<TestServer['user']>>;
let owner: Account;
let elsewhere: Account; // a store admin of another store
let marketer: Account;
let slug: string;

beforeAll(async () => {
  server = await startTestServer(
    { publicUrl: 'https://agency.test' },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  );
  owner = await server.user('owner', 'Titi Owner');
  elsewhere = await server.user('store_admin', 'Sade Store');
  marketer = await server.user('marketer', 'Ada Marketer');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: 'Invite Fabrics' },
  });
  slug = made.body.store.slug;
});
afterAll(() => server.stop());

const invite = (email: string, name: string, token = owner.token) =>
  server.call('POST', `/stores/${slug}/people`, { token, body: { email, name } });
const storesOf = async (token: string) =>
  (await server.call('GET', '/stores', { token })).body.documents.map(
    (s: { slug: string }) => s.slug,
  );
const linkIn = (mail: Mail | undefined) =>
  /https:\/\/agency\.test\/store\/admin\/accept-invitation\?token=([\w-]+)/.exec(
    mail?.body ?? '',
  )?.[1];

describe('inviting someone to run a store', () => {
  it('answers the same for a new address, a store admin and another kind of account', async () => {
    const answers = [
      await invite('brand-new@fabrics.ng', 'Probe One'),
      await invite(elsewhere.email, 'Probe Two'),
      await invite(marketer.email, 'Probe Three'),
    ];
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body).sort()).toEqual([
        'email',
        'joined',
        'name',
        'role',
        'user_id',
      ]);
      expect(answer.body).toMatchObject({
        name: ['Probe One', 'Probe Two', 'Probe Three'][i],
        role: 'store_admin',
        joined: false,
      });
    }
    // Never the account's own name, and the list shows all three alike, in the order invited.
    expect(JSON.stringify(answers.map((a) => a.body))).not.toContain('Sade Store');
    const people = await server.call('GET', `/stores/${slug}/people`, { token: owner.token });
    expect(
      people.body.documents
        .filter((p: { role: string }) => p.role === 'store_admin')
        .map((p: { name: string; joined: boolean }) => [p.name, p.joined]),
    ).toEqual([
      ['Probe One', false],
      ['Probe Two', false],
      ['Probe Three', false],
    ]);
    // The existing store admin was not attached, and the marketer got no mail at all.
    expect(await storesOf(elsewhere.token)).toEqual([]);
    await expect.poll(() => mails.filter((m) => m.to === elsewhere.email).length).toBe(1);
    expect(mails.filter((m) => m.to === marketer.email)).toEqual([]);
  });

  it('a store admin with an account joins only by accepting the mailed link, once', async () => {
    const mail = mails.find((m) => m.to === elsewhere.email);
    expect(mail?.subject).toBe('Titi Owner invites you to run Invite Fabrics on Forgeworks');
    const token = linkIn(mail);
    expect(token).toBeTruthy();
    const accepted = await server.call('POST', '/store-invitations/accept', { body: { token } });
    expect(accepted).toMatchObject({ status: 200, body: { slug, name: 'Invite Fabrics' } });
    expect(await storesOf(elsewhere.token)).toEqual([slug]);
    const people = await server.call('GET', `/stores/${slug}/people`, { token: owner.token });
    expect(people.body.documents).toContainEqual(
      expect.objectContaining({ email: elsewhere.email, name: 'Sade Store', joined: true }),
    );
    // A used link, or a made-up one, does nothing.
    for (const used of [token, 'x'.repeat(32)])
      expect(
        await server.call('POST', '/store-invitations/accept', { body: { token: used } }),
      ).toMatchObject({
        status: 404,
        body: {
          message: "This invitation is used or has expired. Ask the store's owner for a new one.",
        },
      });
    expect(
      (await server.call('POST', '/store-invitations/accept', { body: { token: 'short' } })).status,
    ).toBe(400);
  });

  it('an invitation the owner removes, or one past its days, can no longer be accepted', async () => {
    const other = await server.user('store_admin', 'Bisi Store');
    const sent = await invite(other.email, 'Bisi');
    await expect.poll(() => linkIn(mails.find((m) => m.to === other.email))).toBeTruthy();
    const token = linkIn(mails.find((m) => m.to === other.email));
    const removed = await server.call('DELETE', `/stores/${slug}/people/${sent.body.user_id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect(
      (await server.call('POST', '/store-invitations/accept', { body: { token } })).status,
    ).toBe(404);
    mails.length = 0;
    await invite(other.email, 'Bisi');
    await expect.poll(() => linkIn(mails.find((m) => m.to === other.email))).toBeTruthy();
    await server.db.query(`UPDATE store_invitations SET expires_at = now() - interval '1 second'`);
    const late = linkIn(mails.find((m) => m.to === other.email));
    expect(
      (await server.call('POST', '/store-invitations/accept', { body: { token: late } })).status,
    ).toBe(404);
    expect(await storesOf(other.token)).toEqual([]);
  });

  it('one person sends at most 20 invitations an hour', async () => {
    await server.db.query(`DELETE FROM rate_buckets WHERE key LIKE 'store-invites:%'`);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push((await invite(`flood${i}@fabrics.ng`, `Flood ${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
