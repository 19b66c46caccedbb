import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { removeGuests } from '../src/demo/queries.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { recordingStorage } from './recording-storage.ts';

// Demo visitors go (sign-out, or the sweep after their day) with their store and their pictures,
// whatever they did: an upload once kept the account, and a failing visitor the whole sweep.
const { storage, files } = recordingStorage();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { demoGuestsPerHourPerAddress: 100 } }, { storage });
  await ensureDemoStore(server.db);
  // A row that keeps an account from being deleted (no ON DELETE): a visitor held here cannot be
  // removed, as one with an upload could not before.
  await server.db.query('CREATE TABLE held_visitors (user_id uuid NOT NULL REFERENCES users(id))');
});
afterAll(() => server.stop());

const sandbox = async (): Promise<{ id: string; token: string; store: string }> => {
  const answer = await server.call('POST', '/auth/demo-store');
  expect(answer.status).toBe(201);
  return answer.body;
};

const uploadPicture = async (token: string): Promise<string> => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([png], { type: 'image/png' }), 'logo.png');
  const answer = await server.call('POST', '/media/upload', { token, raw: form });
  expect(answer.status).toBe(201);
  // Sized after the answer: its address answers once the copies are written.
  const url: string = answer.body.data.files[0].url;
  expect((await fetch(server.url.replace('/api/v1', '') + url)).status).toBe(200);
  return url;
};

const fileOf = (url: string) => url.split('/').pop()!;
const sweep = (failed: string[] = []) =>
  removeGuests({ db: server.db, storage }, undefined, { onFailure: (_, id) => failed.push(id) });
const expire = (ids: string[], ago = '1 minute') =>
  server.db.query(`UPDATE users SET demo_until = now() - $2::interval WHERE id = ANY($1::uuid[])`, [
    ids,
    ago,
  ]);

describe('a sandbox visitor who uploaded a picture', { timeout: 60_000 }, () => {
  it('signs out: 200, the token stops working, the store and their picture are gone', async () => {
    const visitor = await sandbox();
    const url = await uploadPicture(visitor.token);
    const name = fileOf(url);
    const patched = await server.call('PATCH', `/stores/${visitor.store}`, {
      token: visitor.token,
      body: { logo_url: url },
    });
    expect(patched.status).toBe(200);
    expect(files).toContain(name);
    expect(files).toContain(name.replace('.png', '-64.webp'));

    const out = await server.call('POST', '/auth/logout', { token: visitor.token });
    expect(out).toMatchObject({ status: 200, body: { message: 'Signed out' } });
    expect(await server.call('GET', '/stores', { token: visitor.token })).toMatchObject({
      status: 401,
    });
    expect(await server.call('GET', `/stores/${visitor.store}`)).toMatchObject({ status: 404 });
    // The picture only their store showed: its row and every file of it.
    expect(await server.call('GET', `/media/${name}`)).toMatchObject({ status: 404 });
    expect([...files].filter((f) => f.startsWith(name.replace('.png', '')))).toEqual([]);
    const users = await server.db.query('SELECT 1 FROM users WHERE id = $1', [visitor.id]);
    expect(users.rows).toHaveLength(0);
  });

  it('leaves a picture that another store shows, forgetting who uploaded it', async () => {
    const visitor = await sandbox();
    const url = await uploadPicture(visitor.token);
    await server.db.query(`UPDATE stores SET hero_url = $1 WHERE slug = 'snailhouse'`, [url]);
    try {
      expect((await server.call('POST', '/auth/logout', { token: visitor.token })).status).toBe(
        200,
      );
      const row = await server.db.query<{ uploader_id: string | null }>(
        'SELECT uploader_id FROM media WHERE file_name = $1',
        [fileOf(url)],
      );
      expect(row.rows).toEqual([{ uploader_id: null }]);
      expect(await server.call('GET', `/media/${fileOf(url)}`)).toMatchObject({ status: 200 });
    } finally {
      await server.db.query(`UPDATE stores SET hero_url = '' WHERE slug = 'snailhouse'`);
    }
  });
});

describe('when a visitor cannot be removed', { timeout: 120_000 }, () => {
  it('sign-out still ends their session, and the next sweep that can removes them', async () => {
    const visitor = await sandbox();
    await server.db.query('INSERT INTO held_visitors VALUES ($1)', [visitor.id]);
    const out = await server.call('POST', '/auth/logout', { token: visitor.token });
    expect(out).toMatchObject({ status: 200, body: { message: 'Signed out' } });
    expect(await server.call('GET', '/stores', { token: visitor.token })).toMatchObject({
      status: 401,
    });
    // Their day is over: the sweep tries them, and skips them while they cannot go.
    const failed: string[] = [];
    expect(await sweep(failed)).not.toContain(visitor.id);
    expect(failed).toEqual([visitor.id]);
    await server.db.query('DELETE FROM held_visitors WHERE user_id = $1', [visitor.id]);
    expect(await sweep()).toEqual([visitor.id]);
    expect(await server.call('GET', `/stores/${visitor.store}`)).toMatchObject({ status: 404 });
  });

  it('the sweep removes the other expired visitors, in every batch, and again on the next sweep', async () => {
    const held = await sandbox();
    await uploadPicture(held.token);
    await server.db.query('INSERT INTO held_visitors VALUES ($1)', [held.id]);
    const others: string[] = [];
    for (let i = 0; i < 24; i += 1)
      others.push((await server.call('POST', '/auth/demo')).body.id as string);
    // The held visitor is the oldest: in the first batch of every sweep.
    await expire([held.id], '2 hours');
    await expire(others);
    const failed: string[] = [];
    expect((await sweep(failed)).sort()).toEqual([...others].sort());
    expect(failed).toEqual([held.id]);
    const later = await sandbox();
    await expire([later.id]);
    expect(await sweep()).toEqual([later.id]);
    expect(await server.call('GET', `/stores/${later.store}`)).toMatchObject({ status: 404 });
    // Still held, its store still there, until it can go.
    expect(await server.call('GET', `/stores/${held.store}`)).toMatchObject({ status: 200 });
    await server.db.query('DELETE FROM held_visitors');
    expect(await sweep()).toEqual([held.id]);
  });
});
