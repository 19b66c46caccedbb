import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePicture } from '../src/lib/picture-sizes.ts';
import { ENCODE_CONCURRENCY, ENCODE_QUEUE } from '../src/lib/reencode.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { recordingStorage } from './recording-storage.ts';

// Uploads lose their metadata, and a failure leaves neither a row without its file nor a file without its row.
/** The in-memory storage, recording what it holds, and able to fail like a full disk. */
const { storage, files: stored, failing } = recordingStorage();

let server: TestServer;
let author: Awaited<ReturnType<TestServer['user']>>;
beforeAll(async () => {
  server = await startTestServer({}, { storage });
  author = await server.user('marketer');
});
afterAll(() => server.stop());

function upload(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  return uploadTo(server, author.token, bytes, { name, type });
}

function uploadTo(
  to: TestServer,
  token: string,
  bytes: Buffer,
  { name = 'photo.jpg', type = 'image/jpeg', headers = {} as Record<string, string> } = {},
) {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  return to.call('POST', '/media/upload', { token, raw: form, headers });
}

/** The CPU this process spent (every thread, libvips' too) while `work` ran, in seconds. */
async function cpuSeconds(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
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
    failing.puts = true;
    try {
      const answer = await upload(await photo());
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ message: 'Something went wrong' });
    } finally {
      failing.puts = false;
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

// A tiny file can hold a huge picture: the pixels are capped before decoding, and encodes at once too.
describe('re-encode cost', () => {
  it('a picture over 52 MP is refused before it is decoded, quickly', {
    timeout: 60_000,
  }, async () => {
    // 7300 × 7300 = 53.3 MP, a few kB as a flat PNG.
    const big = await sharp({
      create: { width: 7300, height: 7300, channels: 3, background: '#202020' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(200_000);
    const started = Date.now();
    const answer = await upload(big, 'big.png', 'image/png');
    expect(answer).toMatchObject({
      status: 415,
      body: {
        message: 'This picture is too large: at most 52 megapixels. Make it smaller and try again.',
      },
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('an AVIF over 12.6 MP is refused before it is decoded: a 4890² one of under a kilobyte costs nothing', async () => {
    const bomb = await sharp({
      create: { width: 4890, height: 4890, channels: 3, background: '#fff' },
    })
      .avif({ effort: 0 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024);
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    const cpu = await cpuSeconds(async () => {
      answer = await upload(bomb, 'bomb.avif', 'image/avif');
    });
    expect(answer).toMatchObject({
      status: 415,
      body: {
        message:
          'This picture is too large: at most 12.6 megapixels for AVIF. Make it smaller and try again.',
      },
    });
    expect(cpu).toBeLessThan(0.5);
  });

  it('the largest AVIF taken (4096×3072) is decoded once for its re-encode and its sizes', {
    timeout: 60_000,
  }, async () => {
    // Flat, so decoding weighs: with six decodes (the upload, then its re-encode for its size and
    // for each of four widths) this took ~2.1 CPU-s here; decoded once, ~1.1.
    const flat = await sharp({
      create: { width: 4096, height: 3072, channels: 3, background: '#fff' },
    })
      .avif({ effort: 0 })
      .toBuffer();
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    // The upload and its sizing after the answer: its 640 px copy answers once it is sized.
    const cpu = await cpuSeconds(async () => {
      answer = await upload(flat, 'flat.avif', 'image/avif');
      const sized = answer.body.data.files[0].url.replace('.avif', '-640.webp');
      expect((await fetch(server.url.replace('/api/v1', '') + sized)).status).toBe(200);
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        data: {
          files: [{ width: 4096, height: 3072, widths: [160, 320, 480, 640, 800, 1024, 1600] }],
        },
      },
    });
    expect(cpu).toBeLessThan(1.6);
  });

  it('encodes run two at a time with six waiting; more at once get 503', async () => {
    const small = await photo();
    const results = await Promise.allSettled(
      Array.from({ length: ENCODE_CONCURRENCY + ENCODE_QUEUE + 3 }, () =>
        preparePicture(small, 'image/jpeg'),
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

describe('the upload limit', () => {
  it('is per address as well as per user: sandboxes opened from one address share it', async () => {
    const limited = await startTestServer(
      { trustProxyHops: 1, limits: { uploadsPerHourPerAddress: 2 } },
      { storage },
    );
    try {
      const [ada, bola] = [await limited.user('owner'), await limited.user('owner')];
      const from = (token: string, address: string) =>
        uploadTo(limited, token, bytes, { headers: { 'x-forwarded-for': address } });
      const bytes = await photo();
      expect((await from(ada.token, '2001:db8:7:8::1')).status).toBe(201);
      expect((await from(bola.token, '2001:db8:7:8::2')).status).toBe(201);
      // A third upload from the same /64, by either of them, waits.
      const third = await from(bola.token, '2001:db8:7:8:abcd::3');
      expect(third).toMatchObject({
        status: 429,
        body: { message: 'Too many uploads. Try again later.' },
      });
      expect(third.headers.get('retry-after')).toMatch(/^[0-9]+$/);
      expect((await from(ada.token, '2001:db8:7:8::1')).status).toBe(429);
      // Another address has its own budget.
      expect((await from(bola.token, '203.0.113.9')).status).toBe(201);
    } finally {
      await limited.stop();
    }
  });
});
