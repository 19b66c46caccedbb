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
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
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
