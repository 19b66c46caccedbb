import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeAll } from '../src/app.ts';
import { Events, type DomainEvent } from '../src/lib/events.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A module emits its domain event inside the transaction of its change; the audit log and the
// mails follow it there (their subscribers are wired in app.ts). A rollback loses the change, its
// audit row and its mail together; a commit keeps all three.

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
let store: { id: string; slug: string; name: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('owner', 'Bola Owner');
  const made = await server.call('POST', '/my/businesses', {
    token: owner.token,
    body: { name: 'Event Farm' },
  });
  store = made.body.store;
});
afterAll(() => server.stop());

/** The audit rows and queued mails about the store. */
const rows = async () => ({
  audit: await server.count(`audit_events WHERE store_id = '${store.id}'`),
  mails: await server.count(
    `mail_queue WHERE kind = 'store-notice' AND to_address = '${owner.email}'`,
  ),
});

/** The store's bank details changed, as the stores module emits it. */
const bankChanged = (): DomainEvent => ({
  type: 'stores.settings_changed',
  origin: {
    actor: { id: owner.id, email: owner.email, role: 'owner', name: 'Bola Owner' },
    ip: '127.0.0.1',
    requestId: 'test',
  },
  store: { id: store.id, name: 'Event Farm' },
  changed: { bank_details: { before: null, after: 'GTBank 0123456789' } },
});

describe('domain events in the transaction of their change', () => {
  it('a rollback leaves no audit row and no mail row; a commit keeps both', async () => {
    const events = new Events(() => undefined);
    subscribeAll(events, server.config);
    const before = await rows();
    await expect(
      server.db.transaction(async (tx) => {
        await events.emit(tx, bankChanged());
        expect(
          await tx.query('SELECT 1 FROM audit_events WHERE store_id = $1', [store.id]),
        ).toMatchObject({ rows: [{}] });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails after its event');
    expect(await rows()).toEqual(before);

    await server.db.transaction((tx) => events.emit(tx, bankChanged()));
    expect(await rows()).toEqual({ audit: before.audit + 1, mails: before.mails + 1 });
  });

  it('a mail that cannot be queued rolls the settings back with their audit row', async () => {
    const before = await rows();
    await server.db.exec(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'outbox down'; END; $$;
      CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_queue FOR EACH ROW EXECUTE FUNCTION refuse_mail();`);
    try {
      const res = await server.call('PATCH', `/stores/${store.slug}`, {
        token: owner.token,
        body: { bank_details: 'Zenith 9876543210' },
      });
      expect(res.status).toBe(500);
    } finally {
      await server.db.exec('DROP TRIGGER refuse_mail ON mail_queue; DROP FUNCTION refuse_mail();');
    }
    expect(await rows()).toEqual(before);
    const after = await server.call('GET', `/stores/${store.slug}`);
    expect(after.body.bank_details ?? '').not.toContain('9876543210');
  });
});
