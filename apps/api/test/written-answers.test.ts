import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { MicroCache } from '../src/lib/micro-cache.ts';
import { keepWrittenAnswers } from '../src/lib/written-answers.ts';
import { freshDb, startTestServer, testConfig, type TestServer } from './helpers.ts';

// Answers from the read cache are written once per cache entry (lib/written-answers.ts); a
// write on the same instance still shows at once, and the test run's check still reads them.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await ensureDemoStore(server.db);
});
afterAll(() => server.stop());

const item = (name: string) => ({
  name,
  description: 'Chilled, with ginger.',
  details: '',
  delivery: '',
  tags: ['special'],
  price_suffix: '',
  mods: [],
  media: [],
  variants: [{ mods: {}, qty: 5, price_kobo: 50_000 }],
});

describe('a cached list', () => {
  it('answers the same bytes while cached, and shows a write on this instance at once', async () => {
    const admin = await server.user('admin');
    const first = await server.call('GET', '/stores/snailhouse/products?q=zobo');
    const again = await server.call('GET', '/stores/snailhouse/products?q=zobo');
    expect(again.body).toEqual(first.body);
    const created = await server.call('POST', '/stores/snailhouse/products', {
      token: admin.token,
      body: item('Zobo Hibiscus Drink'),
    });
    expect(created.status).toBe(201);
    const after = await server.call('GET', '/stores/snailhouse/products?q=zobo');
    expect(first.body.total).toBe(0);
    expect(after.body.total).toBe(1);
    expect(after.body.documents.map((p: { name: string }) => p.name)).toContain(
      'Zobo Hibiscus Drink',
    );
    const one = await server.call('GET', `/stores/snailhouse/products/${created.body.slug}`);
    const edited = await server.call('PATCH', `/stores/snailhouse/products/${created.body.slug}`, {
      token: admin.token,
      body: { name: 'Zobo Drink, Large' },
    });
    expect(edited.status).toBe(200);
    expect(one.body.name).toBe('Zobo Hibiscus Drink');
    expect(
      (await server.call('GET', `/stores/snailhouse/products/${created.body.slug}`)).body.name,
    ).toBe('Zobo Drink, Large');
  });
});

describe('a cached list asked for compressed', () => {
  const list = (encoding: string) =>
    server.app.inject({
      url: '/api/v1/stores/snailhouse/products',
      headers: { 'accept-encoding': encoding, origin: 'http://localhost:8080' },
    });
  const open = (answer: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
    answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.rawPayload).toString()
      : answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.rawPayload).toString()
        : answer.rawPayload.toString();

  it('answers the same JSON in each encoding, compressed bytes kept while cached, and a write at once', async () => {
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await list('gzip, deflate, br, zstd');
    const brAgain = await list('br;q=1, gzip;q=0.5');
    const gzip = await list('gzip');
    const star = await list('*');
    // Statuses first: an error's short answer is never compressed, and would say so less clearly.
    expect([plain, br, brAgain, gzip, star].map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(star.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    for (const answer of [br, gzip, star]) {
      expect(open(answer)).toBe(plain.body);
      // Caches tell the encodings apart, and CORS's origins too.
      expect(String(answer.headers.vary)).toMatch(/Origin/);
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
    }
    const admin = await server.user('admin');
    const created = await server.call('POST', '/stores/snailhouse/products', {
      token: admin.token,
      body: item('Kunu Aya Drink'),
    });
    expect(created.status).toBe(201);
    const after = JSON.parse(open(await list('br')));
    expect(after.total).toBe(JSON.parse(plain.body).total + 1);
  });
});

// The describes below start servers of their own. On PostgreSQL a file has one database, and
// each new server empties and migrates it again, so every use of `server` comes before them.
describe("a shopper's cached reads (answered without waiting)", () => {
  // Held a minute, so every second read below is answered from memory, without a promise.
  let held: TestServer;
  beforeAll(async () => {
    held = await startTestServer({ cacheTtlMs: 60_000 });
    await ensureDemoStore(held.db);
  });
  afterAll(() => held.stop());

  it('answer as the first time: the store, a page, an item, and a missing item (404)', async () => {
    const reads = [
      '/stores/snailhouse',
      '/stores/snailhouse/products?sort=Most%20Popular',
      '/stores/snailhouse/products/p01',
      '/stores/snailhouse/products/no-such-item',
      '/stores/no-such-store/products',
    ];
    for (const url of reads) {
      const first = await held.call('GET', url);
      const cached = await held.call('GET', url);
      expect(cached.status, url).toBe(first.status);
      expect(cached.body, url).toEqual(first.body);
    }
    const missing = await held.call('GET', '/stores/snailhouse/products/no-such-item');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Product not found' } });
  });

  it("a manager's token still sees drafts while the shopper's page is cached", async () => {
    const admin = await held.user('admin');
    const draft = await held.call('POST', '/stores/snailhouse/products', {
      token: admin.token,
      body: { ...item('Kunu Draft'), status: 'draft' },
    });
    expect(draft.status).toBe(201);
    const shopper = () => held.call('GET', '/stores/snailhouse/products?q=kunu');
    expect((await shopper()).body.total).toBe(0);
    expect((await shopper()).body.total).toBe(0);
    const manager = await held.call('GET', '/stores/snailhouse/products?q=kunu', {
      token: admin.token,
    });
    expect(manager.body.documents.map((p: { name: string }) => p.name)).toEqual(['Kunu Draft']);
    expect((await held.call('GET', `/stores/snailhouse/products/${draft.body.slug}`)).status).toBe(
      404,
    );
  });
});

describe('a cached answer in production (no answer check)', () => {
  it('is still written by its declared schema, every time', async () => {
    const config = testConfig({ checkAnswers: false });
    const db = await freshDb(config);
    const app = await buildApp({ config, db, logger: false });
    const cache = new MicroCache<{ name: string; secret: string }>(60_000);
    app.get('/cached', { schema: { response: { 200: z.object({ name: z.string() }) } } }, () =>
      cache.read('one', async () => ({ name: 'Ada', secret: 'not declared' })),
    );
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await app.inject({ url: '/cached' })).body).toBe('{"name":"Ada"}');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('keepWrittenAnswers', () => {
  const route = { schema: {}, method: 'GET', url: '/things' };
  const counting = () => {
    let writes = 0;
    const compile = () => (data: unknown) => {
      writes += 1;
      return JSON.stringify(data);
    };
    return { compile, writes: () => writes };
  };

  it('writes a cached answer once, and every other answer each time', async () => {
    const { compile, writes } = counting();
    const write = keepWrittenAnswers(compile, false)(route);
    const cache = new MicroCache<unknown>(60_000);
    const cached = await cache.read('k', async () => ({ n: 1 }));
    // Kept as its bytes (a Buffer), sent as they are.
    expect([write(cached), write(cached), write(cached)].map(String)).toEqual(
      Array(3).fill('{"n":1}'),
    );
    expect(writes()).toBe(1);
    write({ n: 2 });
    write({ n: 2 });
    expect(writes()).toBe(3);
  });

  it('with the check on, a cached answer changed after it was sent fails loudly', async () => {
    const { compile } = counting();
    const write = keepWrittenAnswers(compile, true)(route);
    const cache = new MicroCache<{ n: number }>(60_000);
    const cached = await cache.read('k', async () => ({ n: 1 }));
    expect(String(write(cached))).toBe('{"n":1}');
    expect(String(write(cached))).toBe('{"n":1}');
    cached.n = 2;
    expect(() => write(cached)).toThrow('GET /things changed a cached answer after it was sent');
  });
});

describe('a staff session seen a moment ago', () => {
  it('is not looked up again within CACHE_TTL_MS, and a sign-out still ends it at once', async () => {
    const held = await startTestServer({ cacheTtlMs: 60_000 });
    try {
      const marketer = await held.user('marketer');
      const list = () =>
        held.call('GET', `/businesses?marketer_id=${marketer.id}`, { token: marketer.token });
      expect((await list()).status).toBe(200);
      // Another instance could not make it idle this fast; only the database says so here.
      await held.db.query(
        `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = $1`,
        [marketer.id],
      );
      expect((await list()).status).toBe(200);
      const out = await held.call('POST', '/auth/logout', { token: marketer.token });
      expect(out.status).toBe(200);
      expect(await list()).toMatchObject({ status: 401, body: { message: 'Token has expired.' } });
    } finally {
      await held.stop();
    }
  });
});
