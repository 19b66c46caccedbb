import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikeMarkup } from '../src/lib/images.ts';
import { createLocalStorage, type Storage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// A phone's photo (48–50 MP, up to 20 MB) is taken: the upload is answered once the file is
// stored, and the picture is re-encoded and sized after the answer, by a queue, while its
// address waits for it.

/** In memory; writes of the sized copies wait while `held` is set, as a slow encode would. */
function holdingStorage() {
  const inner = createLocalStorage(':memory:');
  let release: () => void = () => undefined;
  const gate = { held: false, opened: Promise.resolve() };
  const storage: Storage = {
    async put(name, bytes) {
      if (gate.held && /-\d+\.webp$/.test(name)) await gate.opened;
      await inner.put(name, bytes);
    },
    get: (name) => inner.get(name),
    delete: (name) => inner.delete(name),
  };
  return {
    storage,
    hold() {
      gate.held = true;
      gate.opened = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release() {
      gate.held = false;
      release();
    },
  };
}

const held = holdingStorage();
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer({}, { storage: held.storage });
  owner = await server.user('owner');
});
// A test that failed while the sizes were held must not leave the queue waiting on them.
afterAll(() => {
  held.release();
  return server.stop();
});

function upload(bytes: Buffer, name = 'IMG_0001.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  return server.call('POST', '/media/upload', { token: owner.token, raw: form });
}

const fetchMedia = (path: string) => fetch(server.url.replace('/api/v1', '') + path);

/**
 * A 50 MP camera-sized JPEG (8160 × 6120) of noise, between 15 and 20 MB: random colours in
 * 2 × 2 blocks at quality 50 (noise in single pixels is 24 MB and more). In 18 MB of random
 * bytes `<svg` or `<html` turns up now and then, which uploads refuse as markup: such a photo is
 * made again (as test/photos.ts does).
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [8160, 6120];
  for (;;) {
    const noise = randomBytes((width / 2) * (height / 2) * 3);
    const bytes = await sharp(noise, { raw: { width: width / 2, height: height / 2, channels: 3 } })
      .resize(width, height, { kernel: 'nearest' })
      .jpeg({ quality: 50 })
      .toBuffer();
    if (!looksLikeMarkup(bytes)) return bytes;
  }
}

describe('a 50 MP phone photo', { timeout: 180_000 }, () => {
  it('is answered before it is sized; its addresses wait for the sizes, kept at 4096 px at most', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(15 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(20 * 1024 * 1024);

    // The sized copies cannot be written until released: the answer comes all the same.
    held.hold();
    const started = performance.now();
    const answer = await upload(photo);
    const answeredMs = performance.now() - started;
    console.info(
      `[big photos] ${(photo.length / 1024 / 1024).toFixed(1)} MB, 8160 × 6120: answered in ${Math.round(answeredMs)} ms`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const file = answer.body.data.files[0];
    expect(file).toMatchObject({
      type: 'image/jpeg',
      width: 4096,
      height: 3072,
      widths: [160, 320, 480, 640, 800, 1024, 1600],
    });
    const name = file.url.split('/').pop();
    const pending = async () =>
      (
        await server.db.query<{ pending: boolean }>(
          'SELECT pending FROM media WHERE file_name = $1',
          [name],
        )
      ).rows[0]?.pending;
    expect(await pending()).toBe(true);
    expect(await held.storage.get(name.replace('.jpg', '-640.webp'))).toBeNull();

    // Released, the queue writes the copies (a small picture's address waits for them: below).
    const sizedAt = performance.now();
    held.release();
    await expect.poll(pending, { timeout: 170_000, interval: 500 }).toBe(false);
    console.info(
      `[big photos] sized after the answer in ${Math.round(performance.now() - sizedAt)} ms`,
    );
    const served = await fetchMedia(file.url.replace('.jpg', '-640.webp'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);

    // The stored picture: re-encoded, 4096 px on its long side; the file as it came is gone.
    const original = await fetchMedia(file.url);
    expect(original.status).toBe(200);
    const kept = Buffer.from(await original.arrayBuffer());
    expect(await sharp(kept).metadata()).toMatchObject({
      format: 'jpeg',
      width: 4096,
      height: 3072,
    });
    expect(await pending()).toBe(false);
    expect(await held.storage.get(`${name}.upload`)).toBeNull();
    const { rows } = await server.db.query<{ size: number }>(
      'SELECT size FROM media WHERE file_name = $1',
      [name],
    );
    expect(rows[0]!.size).toBe(kept.length);
  });

  it('a file over 20 MB is refused with 413, said in words', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const over = Buffer.concat([jpeg, Buffer.alloc(20 * 1024 * 1024)]);
    expect(await upload(over)).toMatchObject({
      status: 413,
      body: { message: 'The image is larger than 20 MB' },
    });
  });

  it('an upload a stopped instance left unsized is sized by the first request for it', async () => {
    const small = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#a0522d' },
    })
      .png()
      .toBuffer();
    // As a stopped instance leaves it: the file as it came and a pending row, no job queued.
    const name = '0f0e0d0c-0000-4000-8000-00000000beef.png';
    await held.storage.put(`${name}.upload`, small);
    await server.db.query(
      `INSERT INTO media (file_name, type, size, uploader_id, width, height, widths, pending)
       VALUES ($1, 'image/png', $2, $3, 1200, 900, '{160,320,480,640,800,1024,1200}', true)`,
      [name, small.length, owner.id],
    );
    const served = await fetchMedia(`/api/v1/media/${name.replace('.png', '-1024.webp')}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1024);
    expect(await held.storage.get(`${name}.upload`)).toBeNull();
  });
});
