import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrateMedia } from '../src/lib/media-migrate.ts';
import { createS3Storage } from '../src/lib/s3-storage.ts';
import { createLocalStorage, type Storage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { startS3Server } from './s3-server.ts';

// The storage suite, on both backends: the local folder (the default) and an S3-compatible bucket
// on a real S3-protocol server (s3rver on loopback), as the API suite runs on both databases.
let s3: Awaited<ReturnType<typeof startS3Server>>;
const folder = mkdtempSync(join(tmpdir(), 'storage-test-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const backends: [string, () => Promise<Storage>][] = [
  ['the local folder', async () => createLocalStorage(folder)],
  ['an S3 bucket', async () => createS3Storage(await s3.bucket(`uploads-${Date.now()}`))],
];

const photo = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();

describe.each(backends)('storage in %s', (_name, make) => {
  let storage: Storage;
  let server: TestServer;
  beforeAll(async () => {
    storage = await make();
    server = await startTestServer({}, { storage });
  });
  afterAll(() => server.stop());

  it('keeps a file whole, says when one is missing, and deletes it', async () => {
    const bytes = Buffer.from('a whole file');
    await storage.put('1b4e28ba-2fa1-11d2-883f-0016d3cca427.png', bytes);
    expect(await storage.get('1b4e28ba-2fa1-11d2-883f-0016d3cca427.png')).toEqual(bytes);
    expect(await storage.get('00000000-0000-0000-0000-000000000000.png')).toBeNull();
    await storage.delete('1b4e28ba-2fa1-11d2-883f-0016d3cca427.png');
    expect(await storage.get('1b4e28ba-2fa1-11d2-883f-0016d3cca427.png')).toBeNull();
    await expect(storage.check?.()).resolves.toBeUndefined();
  });

  it('stores an upload where every API instance reads it', async () => {
    const author = await server.user('marketer');
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const answer = await server.call('POST', '/media/upload', { token: author.token, raw: form });
    expect(answer.status).toBe(201);
    const url: string = answer.body.data.files[0].url;
    const name = url.split('/').pop()!;
    // Sized after the answer: its address answers once the stored picture is written.
    expect((await fetch(server.url.replace('/api/v1', '') + url)).status).toBe(200);
    const stored = await storage.get(name);
    expect(stored).not.toBeNull();
    // A second instance on the same database and storage serves the same bytes.
    const other = await buildApp({ config: server.config, db: server.db, storage, logger: false });
    try {
      const served = await other.inject({ url: `/api/v1/media/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload).toEqual(stored);
    } finally {
      await other.close();
    }
  });

  it('is ready when the database and the storage answer', async () => {
    expect(await server.call('GET', '/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', database: 'ok', storage: 'ok' },
    });
  });
});

describe('readiness', () => {
  it('is not ready (503 with a message) while the bucket is missing, and live all along', async () => {
    const storage = createS3Storage(await s3.bucket('no-such-bucket', false));
    const server = await startTestServer({}, { storage });
    try {
      expect(await server.call('GET', '/ready')).toEqual(
        expect.objectContaining({
          status: 503,
          body: { message: 'Not ready: the storage is not available' },
        }),
      );
      expect((await server.call('GET', '/health')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('is not ready while the database refuses queries', async () => {
    const server = await startTestServer();
    let down = false;
    const db = {
      ...server.db,
      query: ((sql: string, params?: unknown[]) =>
        down
          ? Promise.reject(new Error('connection refused'))
          : server.db.query(sql, params)) as typeof server.db.query,
    };
    const app = await buildApp({ config: server.config, db, logger: false });
    try {
      await app.ready();
      down = true;
      const answer = await app.inject({ url: '/api/v1/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: 'Not ready: the database is not available' });
      expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      down = false;
      await app.close();
      await server.stop();
    }
  });

  it('gives up on a storage that hangs after READY_TIMEOUT_MS', async () => {
    const hanging: Storage = {
      put: async () => undefined,
      get: async () => null,
      delete: async () => undefined,
      check: () => new Promise(() => undefined),
    };
    const server = await startTestServer({ readyTimeoutMs: 200 }, { storage: hanging });
    try {
      expect(await server.call('GET', '/ready')).toMatchObject({
        status: 503,
        body: { message: 'Not ready: the storage did not answer within 0.2 s' },
      });
    } finally {
      await server.stop();
    }
  });
});

describe('pnpm media:migrate', () => {
  it('copies every local upload into the bucket once, however often it runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'migrate-test-'));
    try {
      const local = createLocalStorage(dataDir);
      const names = ['a', 'b', 'c'].map((c) => `${c.repeat(8)}-0000-0000-0000-000000000000.png`);
      for (const name of names) await local.put(name, Buffer.from(`bytes of ${name}`));
      const bucket = createS3Storage(await s3.bucket(`migrate-${Date.now()}`));
      expect(await migrateMedia(dataDir, bucket)).toEqual({ copied: 3, skipped: 0 });
      for (const name of names) expect(await bucket.get(name)).toEqual(await local.get(name));
      // A new upload since: only it is copied.
      await local.put(names[0]!.replace('aaaaaaaa', 'dddddddd'), Buffer.from('new'));
      expect(await migrateMedia(dataDir, bucket)).toEqual({ copied: 1, skipped: 3 });
      expect(await migrateMedia(dataDir, bucket)).toEqual({ copied: 0, skipped: 4 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
