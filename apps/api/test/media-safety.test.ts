import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCODE_CONCURRENCY, ENCODE_QUEUE, reencode } from '../src/lib/reencode.ts';
import { createLocalStorage, type Storage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// L12: uploads lose their metadata, and a failure leaves neither a row without its file nor a file without its row.
const stored = new Set<string>();
let failPut = false;
/** The in-memory storage, recording what it holds, and able to fail like a full disk. */
const inner = createLocalStorage(':memory:');
const storage: Storage = {
  async put(name, bytes) {
    if (failPut) throw new Error('disk full');
    await inner.put(name, bytes);
    stored.add(name);
  },
  get: (name) => inner.get(name),
  async delete(name) {
    await inner.delete(name);
    stored.delete(name);
  },
};

let server: TestServer;
let author: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer({}, { storage });
  author = await server.user('marketer');
});
afterAll(() => server.stop());

function upload(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  return server.call('POST', '/media/upload', { token: author.token, raw: form });
}

const photo = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#a0522d' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Snail Farm Ltd', Artist: 'Ada Obi' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
    })
    .toBuffer();

describe('uploads', () => {
  it('are re-encoded without EXIF (camera, GPS), same format and size', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(original);
    expect(answer.status).toBe(201);
    const served = Buffer.from(
      await (
        await fetch(server.url.replace('/api/v1', '') + answer.body.data.files[0].url)
      ).arrayBuffer(),
    );
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
    expect(meta.exif).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('Snail Farm Ltd');
  });

  it('a file that claims to be an image but does not decode is refused', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    expect(await upload(broken)).toMatchObject({
      status: 415,
      body: { message: 'The image could not be read' },
    });
  });

  it('a file that cannot be stored leaves no row', async () => {
    const rows = await server.count('media');
    failPut = true;
    try {
      const answer = await upload(await photo());
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Something went wrong' });
    } finally {
      failPut = false;
    }
    expect(await server.count('media')).toBe(rows);
  });

  it('a row that cannot be written takes its file away again', async () => {
    const files = stored.size;
    await server.db.query('ALTER TABLE media ADD CONSTRAINT refuse_all CHECK (size < 0) NOT VALID');
    try {
      expect((await upload(await photo())).status).toBe(500);
    } finally {
      await server.db.query('ALTER TABLE media DROP CONSTRAINT refuse_all');
    }
    expect(stored.size).toBe(files);
  });
});

// L3 (2026-11-24): a 951-byte 6300² AVIF took 3.7 s to re-encode, with no cap on encodes at once.
describe('re-encode cost', () => {
  it('a picture over 24 MP is refused before it is decoded, quickly', async () => {
    // 5000 × 5000 = 25 MP, a few kB as a flat PNG.
    const big = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#202020' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(200_000);
    const started = Date.now();
    const answer = await upload(big, 'big.png', 'image/png');
    expect(answer).toMatchObject({ status: 415, body: { message: 'The image could not be read' } });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('encodes run two at a time with six waiting; more at once get 503', async () => {
    const small = await photo();
    const results = await Promise.allSettled(
      Array.from({ length: ENCODE_CONCURRENCY + ENCODE_QUEUE + 3 }, () =>
        reencode(small, 'image/jpeg'),
      ),
    );
    const busy = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 503,
    );
    expect(busy).toHaveLength(3);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(
      ENCODE_CONCURRENCY + ENCODE_QUEUE,
    );
  });
});
