import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createApiMetrics, serveMetrics } from '../src/lib/metrics.ts';
import { freshDb, startTestServer, testConfig, type TestServer } from './helpers.ts';

// Request ids carried into every log line, and Prometheus metrics per route pattern.
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logStream });
});
afterAll(() => server.stop());

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id from the proxy, answers with it and logs it on every line', async () => {
    const id = 'nginx-5f2c9a1e7b3d4c60';
    const answer = await server.call('GET', '/blog/no-such-article', {
      headers: { 'x-request-id': id },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-request-id')).toBe(id);
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine).toMatchObject([
      {
        msg: 'request completed',
        req: { method: 'GET', url: '/api/v1/blog/no-such-article' },
        res: { statusCode: 404 },
      },
    ]);
  });

  it('makes a new id when none or a malformed one comes in', async () => {
    for (const header of [undefined, 'bad id with spaces', 'x'.repeat(300)]) {
      const answer = await server.call('GET', '/health', {
        headers: header ? { 'x-request-id': header } : {},
      });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the request log', () => {
  /** An app whose log goes to `into`, one line in `sample` of its quick successful reads. */
  async function loggedApp(into: Record<string, unknown>[], sample: number) {
    const config = testConfig();
    const db = await freshDb(config);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) into.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: { ...config, requestLog: { sample, slowMs: 60_000 } },
      db,
      logger: { stream },
    });
    app.get('/boom', async () => {
      throw new Error('a fault');
    });
    return { app, stop: () => app.close().then(() => db.close()) };
  }
  const completed = (into: Record<string, unknown>[], reqId: string) =>
    into.filter((line) => line.reqId === reqId && line.msg === 'request completed');

  it('logs every 4xx and 5xx with its request id, and one in N of the quick 2xx reads', async () => {
    const into: Record<string, unknown>[] = [];
    const { app, stop } = await loggedApp(into, 5);
    try {
      const ids = Array.from({ length: 10 }, (_, i) => `bench-health-${i}-0000`);
      for (const id of ids)
        await app.inject({ url: '/api/v1/health', headers: { 'x-request-id': id } });
      const healthLines = ids.flatMap((id) => completed(into, id));
      expect(healthLines).toHaveLength(2);
      expect(healthLines[0]).toMatchObject({
        level: 30,
        sample: 5,
        req: { method: 'GET', url: '/api/v1/health' },
        res: { statusCode: 200 },
      });
      expect(typeof healthLines[0]!.responseTime).toBe('number');
      for (let i = 0; i < 7; i += 1) {
        const missing = `missing-page-${i}-0000`;
        const fault = `server-fault-${i}-0000`;
        expect(
          (await app.inject({ url: '/api/v1/no/such', headers: { 'x-request-id': missing } }))
            .statusCode,
        ).toBe(404);
        expect(
          (await app.inject({ url: '/boom', headers: { 'x-request-id': fault } })).statusCode,
        ).toBe(500);
        expect(completed(into, missing)).toMatchObject([{ level: 30, res: { statusCode: 404 } }]);
        expect(completed(into, missing)[0]).not.toHaveProperty('sample');
        expect(completed(into, fault)).toMatchObject([{ level: 50, res: { statusCode: 500 } }]);
        // The fault itself is logged too, with the same id.
        expect(into.filter((l) => l.reqId === fault && l.msg === 'unhandled error')).toHaveLength(
          1,
        );
      }
    } finally {
      await stop();
    }
  });

  it('logs every write when it arrives and when it is answered, and every request at sample 1', async () => {
    const into: Record<string, unknown>[] = [];
    const { app, stop } = await loggedApp(into, 1);
    try {
      await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { 'x-request-id': 'write-request-0001', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(into.filter((l) => l.reqId === 'write-request-0001').map((l) => l.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
      for (const id of ['every-read-0001', 'every-read-0002'])
        await app.inject({ url: '/api/v1/health', headers: { 'x-request-id': id } });
      expect(completed(into, 'every-read-0001')).toHaveLength(1);
      expect(completed(into, 'every-read-0002')[0]).not.toHaveProperty('sample');
    } finally {
      await stop();
    }
  });
});

describe('metrics', () => {
  it('counts and times requests by route pattern, on their own port only', async () => {
    const config = testConfig();
    const db = await freshDb(config);
    const metrics = createApiMetrics(db);
    const app = await buildApp({ config, db, metrics, logger: false });
    const metricsServer = await serveMetrics(metrics.registry, 0, '127.0.0.1');
    try {
      for (const id of ['1', '2', '3']) await app.inject({ url: `/api/v1/blog/${id}` });
      await app.inject({ url: '/api/v1/no/such/route' });
      const port = (metricsServer.address() as { port: number }).port;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      // One series for the pattern, never one per id.
      expect(text).toContain(
        'http_requests_total{method="GET",route="/api/v1/blog/:id",status="404"} 3',
      );
      expect(text).not.toContain('/api/v1/blog/1');
      expect(text).toContain('route="unmatched"');
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/blog\/:id",status="404"\}/,
      );
      expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
      expect(text).toContain('mail_queue_size 0');
      expect(text).toContain('process_cpu_seconds_total');
      // The API's public port has no metrics.
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      metricsServer.close();
      await app.close();
      await db.close();
    }
  });
});
