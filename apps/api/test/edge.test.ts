import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { productionProblems } from '../src/config.ts';
import { seedIfAsked } from '../src/server.ts';
import { freshDb, startTestServer, testConfig, type TestServer } from './helpers.ts';

// Host allow-list, compression, timeouts, logs, production settings, demo accounts.
const logs: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));

let server: TestServer;
beforeAll(async () => {
  // Every request logged (no sampling): the tests below read what a logged line may say.
  server = await startTestServer({ requestLog: { sample: 1, slowMs: 500 } }, { logStream });
});
afterAll(() => server.stop());

const port = () => new URL(server.url).port;

describe('Host header', () => {
  it('answers its own names on any port, and a proxy that rewrites Host to the upstream', async () => {
    for (const host of [
      `127.0.0.1:${port()}`,
      'localhost:8080',
      'LOCALHOST',
      '[::1]:8090',
      '127.0.0.1',
    ]) {
      expect(
        (await server.app.inject({ url: '/api/v1/health', headers: { host } })).statusCode,
      ).toBe(200);
    }
    expect((await server.call('GET', '/health')).status).toBe(200);
  });

  it('refuses another name (DNS rebinding) with 421 JSON', async () => {
    for (const host of [
      'evil.example',
      'evil.example:8090',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
    ]) {
      const answer = await server.app.inject({ url: '/api/v1/health', headers: { host } });
      expect(answer.statusCode).toBe(421);
      expect(answer.json()).toEqual({ message: 'This host is not served here' });
    }
  });

  it('ALLOWED_HOSTS names the public host of a deployment', async () => {
    const app = await buildApp({
      config: testConfig({ allowedHosts: ['api.forgeworks.example'] }),
      db: server.db,
      logger: false,
    });
    try {
      expect(
        (await app.inject({ url: '/api/v1/health', headers: { host: 'api.forgeworks.example' } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await app.inject({ url: '/api/v1/health', headers: { host: 'localhost' } })).statusCode,
      ).toBe(421);
    } finally {
      await app.close();
    }
  });
});

describe('compression', () => {
  it('compresses JSON above 1 kB with brotli or gzip as asked, and leaves small answers alone', async () => {
    const author = await server.user('marketer');
    for (let i = 0; i < 12; i += 1)
      await server.call('POST', '/blog', {
        token: author.token,
        body: { title: `Snail news number ${i}`, excerpt: 'x'.repeat(100) },
      });
    const list = (encoding: string) =>
      server.app.inject({ url: '/api/v1/blog', headers: { 'accept-encoding': encoding } });
    expect((await list('br')).headers['content-encoding']).toBe('br');
    expect((await list('gzip')).headers['content-encoding']).toBe('gzip');
    expect((await list('identity')).headers['content-encoding']).toBeUndefined();
    const health = await server.app.inject({
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('refuses a compressed body and a multipart one outside the upload route, storing nothing', async () => {
    const before = await server.count('contact_messages');
    const lead = {
      name: 'Ada Obi',
      email: 'ada@shop.ng',
      number: '08031234567',
      message: 'I sell snails in Ibadan.',
    };
    const gzipped = await server.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(lead)),
    });
    expect(gzipped.statusCode).toBe(400);
    expect(gzipped.json().message).toMatch(/not valid JSON/);
    const form = new FormData();
    for (const [field, value] of Object.entries(lead)) form.append(field, value);
    const posted = new Request('http://x', { method: 'POST', body: form });
    const multipart = await server.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': posted.headers.get('content-type')! },
      payload: Buffer.from(await posted.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toHaveProperty('message');
    expect(await server.count('contact_messages')).toBe(before);
    // The same lead as plain JSON is taken: the refusals were about the bodies' form only.
    expect((await server.call('POST', '/contact', { body: lead })).status).toBe(201);
    expect(await server.count('contact_messages')).toBe(before + 1);
  });
});

describe('the HTTP server', () => {
  it('has request and connection timeouts', () => {
    expect(server.app.server.requestTimeout).toBe(30_000);
    expect(server.app.server.timeout).toBe(60_000);
  });

  it('keeps e-mail addresses out of the request log', async () => {
    await server.call('GET', '/auth/generate_otp?email=secret.person%40example.com');
    await expect.poll(() => logs.some((line) => line.includes('generate_otp'))).toBe(true);
    const text = logs.join('\n');
    expect(text).not.toMatch(/secret\.person/);
    expect(text).toContain('email=[redacted]');
  });
});

describe('secrets in query strings', () => {
  it('keeps order keys, tokens, codes and passwords out of the request log', async () => {
    await server.call(
      'GET',
      '/stores/nowhere/orders/00000000-0000-4000-8000-000000000000?key=SeCrEtOrderKey123&token=TokTok999&code=CodeCode77&password=PassWord55&page=2',
    );
    await expect.poll(() => logs.some((line) => line.includes('/orders/00000000'))).toBe(true);
    const text = logs.join('\n');
    for (const secret of ['SeCrEtOrderKey123', 'TokTok999', 'CodeCode77', 'PassWord55'])
      expect(text).not.toContain(secret);
    expect(text).toContain(
      'key=[redacted]&token=[redacted]&code=[redacted]&password=[redacted]&page=2',
    );
  });
});

describe('production and demo accounts', () => {
  it('refuses to start in production without TOKEN_SECRET, saying why', async () => {
    const config = testConfig({
      production: true,
      smtpUrl: 'smtp://localhost:2525',
      scryptCost: 2 ** 17,
      tokenSecret: undefined,
    });
    await expect(buildApp({ config, db: server.db, logger: false })).rejects.toThrow(
      /TOKEN_SECRET is required with NODE_ENV=production/,
    );
    const ok = testConfig({
      production: true,
      smtpUrl: 'smtp://localhost:2525',
      scryptCost: 2 ** 17,
      tokenSecret: 'x'.repeat(40),
    });
    expect(productionProblems(ok)).toEqual([]);
  });

  it('refuses to start in production without SMTP_URL, saying why', async () => {
    const config = testConfig({ production: true, smtpUrl: undefined, scryptCost: 2 ** 17 });
    await expect(buildApp({ config, db: server.db, logger: false })).rejects.toThrow(
      /SMTP_URL is required with NODE_ENV=production/,
    );
  });

  // Last in this file: on PostgreSQL freshDb empties the shared test database.
  it('creates the demo accounts only with SEED_DEMO=1, and never in production', async () => {
    const db = await freshDb(testConfig());
    try {
      const users = async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
      const warnings: string[] = [];
      expect(await seedIfAsked(testConfig({ seedDemo: false }), db, warnings)).toEqual([]);
      expect(
        await seedIfAsked(testConfig({ seedDemo: true, production: true }), db, warnings),
      ).toEqual([]);
      expect(warnings).toEqual([
        'SEED_DEMO=1 is ignored with NODE_ENV=production: no demo accounts are created.',
      ]);
      expect(await users()).toBe(0);
      expect(
        (await seedIfAsked(testConfig({ seedDemo: true }), db, warnings)).map((a) => a.email),
      ).toContain('admin@forgeworks.test');
      expect(await users()).toBe(4);
    } finally {
      await db.close();
    }
  });
});
