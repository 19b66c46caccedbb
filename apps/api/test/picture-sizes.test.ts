import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../src/lib/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { photo } from './photos.ts';

// Pictures sized for phones (docs/product-rules.md, "Pictures"): every width through the storage.
let server: TestServer;
let token: string;
const written: string[] = [];
const memory = createLocalStorage(':memory:');
const storage: Storage = {
  put: async (name, bytes) => {
    written.push(name);
    await memory.put(name, bytes);
  },
  get: (name) => memory.get(name),
  delete: (name) => memory.delete(name),
};

beforeAll(async () => {
  server = await startTestServer({}, { storage });
  token = (await server.user('owner')).token;
});
afterAll(() => server.stop());

async function upload(bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), 'photo.jpg');
  return server.call('POST', '/media/upload', { token, raw: form });
}

const fetchMedia = (path: string) => fetch(server.url.replace('/api/v1', '') + path);

describe('pictures sized for phones', { timeout: 60_000 }, () => {
  it('keeps a big photo as WebP at 160, 320, 480, 640, 800, 1024 and 1600 px, and says so', async () => {
    const answer = await upload(await photo(2400, 1600));
    expect(answer.status).toBe(201);
    const file = answer.body.data.files[0];
    const all = [160, 320, 480, 640, 800, 1024, 1600];
    expect(file).toMatchObject({ width: 2400, height: 1600, widths: all });
    const base = file.url.replace(/\.jpg$/, '');
    for (const width of all) {
      const served = await fetchMedia(`${base}-${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(width);
      if (width === 640) expect(bytes.length).toBeLessThan(file.size / 4);
    }
    // Written through the storage interface, nowhere else.
    const name = file.url.split('/').pop();
    expect(written).toEqual(
      expect.arrayContaining([name, ...all.map((w) => name.replace('.jpg', `-${w}.webp`))]),
    );
  });

  it('never makes a picture wider than it is', async () => {
    const answer = await upload(await photo(900, 600));
    const file = answer.body.data.files[0];
    expect(file.widths).toEqual([160, 320, 480, 640, 800, 900]);
    const base = file.url.replace(/\.jpg$/, '');
    const asked1600 = Buffer.from(await (await fetchMedia(`${base}-1600.webp`)).arrayBuffer());
    expect((await sharp(asked1600).metadata()).width).toBe(900);
  });

  it('sizes an upload from before on its first request', async () => {
    const answer = await upload(await photo(1200, 800));
    const file = answer.body.data.files[0];
    const name = file.url.split('/').pop();
    await server.db.query(
      "UPDATE media SET width = 0, height = 0, widths = '{}' WHERE file_name = $1",
      [name],
    );
    for (const w of file.widths) await storage.delete(name.replace('.jpg', `-${w}.webp`));
    const served = await fetchMedia(file.url.replace('.jpg', '-640.webp'));
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    const { rows } = await server.db.query<{ widths: number[] }>(
      'SELECT widths FROM media WHERE file_name = $1',
      [name],
    );
    expect(rows[0]!.widths).toEqual([160, 320, 480, 640, 800, 1024, 1200]);
    expect(
      (await fetchMedia('/api/v1/media/00000000-0000-0000-0000-000000000000-640.webp')).status,
    ).toBe(404);
  });

  it('answers a width added since an upload was sized with its nearest copy, kept a day only', async () => {
    const answer = await upload(await photo(1200, 800));
    const file = answer.body.data.files[0];
    const name = file.url.split('/').pop();
    // Sized after the answer: asking for a copy waits for that.
    expect((await fetchMedia(file.url.replace('.jpg', '-640.webp'))).status).toBe(200);
    // As sized before the 160, 480 and 800 px steps: four copies, and the row says so.
    for (const w of [160, 480, 800]) await storage.delete(name.replace('.jpg', `-${w}.webp`));
    await server.db.query("UPDATE media SET widths = '{320,640,1024,1200}' WHERE file_name = $1", [
      name,
    ]);
    const asked = async (w: number) => {
      const served = await fetchMedia(file.url.replace('.jpg', `-${w}.webp`));
      const bytes = Buffer.from(await served.arrayBuffer());
      return [
        served.status,
        (await sharp(bytes).metadata()).width,
        served.headers.get('cache-control'),
      ];
    };
    expect(await asked(480)).toEqual([200, 320, 'public, max-age=86400']);
    expect(await asked(800)).toEqual([200, 640, 'public, max-age=86400']);
    expect(await asked(640)).toEqual([200, 640, 'public, max-age=31536000, immutable']);
    // Wider than the picture itself: its own width is the answer, for good.
    expect(await asked(1600)).toEqual([200, 1200, 'public, max-age=31536000, immutable']);
  });
});

describe("an article's pictures", () => {
  it('offer their phone-sized copies and load lazily; an author cannot bring a srcset', async () => {
    const { sanitizeArticle } = await import('../src/lib/sanitize.ts');
    const upload = '/api/v1/media/0b1c2d3e-0000-4000-8000-000000000000.jpg';
    const html = sanitizeArticle(
      `<p><img src="${upload}" alt="Pen" srcset="javascript:alert(1) 1x"></p><img src="https://example.com/a.png" srcset="https://evil.test/x.png 2x">`,
    );
    expect(html).toContain(
      `srcset="/api/v1/media/0b1c2d3e-0000-4000-8000-000000000000-160.webp 160w, `,
    );
    expect(html).toContain('sizes="(max-width: 760px) 100vw, 720px"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.test');
  });
});
