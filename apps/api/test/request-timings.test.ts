import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestTimings } from '../src/lib/request-timings.ts';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The same requests, counted and timed by prom-client's own Counter and Histogram. */
function promClientTimings(registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames,
    buckets: BOUNDS,
    registers: [registry],
  });
  return (method: string, route: string, status: number, seconds: number) => {
    const labels = { method, route, status: String(status) };
    requests.inc(labels);
    duration.observe(labels, seconds);
  };
}

const REQUESTS: [string, string, number, number][] = [
  ['GET', '/api/v1/health', 200, 0.0004],
  ['GET', '/api/v1/health', 200, 0.005],
  ['GET', '/api/v1/health', 200, 0.0051],
  ['GET', '/api/v1/blog/:id', 404, 0.012],
  ['POST', '/api/v1/businesses', 409, 0.3],
  ['GET', '/api/v1/health', 200, 10],
  ['GET', 'unmatched', 404, 42],
  ['GET', '/api/v1/blog/:id', 404, 0.025],
];

describe('RequestTimings', () => {
  it('publishes exactly what prom-client’s Counter and Histogram publish for the same requests', async () => {
    const ours = new Registry();
    const timings = new RequestTimings(ours, BOUNDS);
    const theirs = new Registry();
    const observe = promClientTimings(theirs);
    for (const [method, route, status, seconds] of REQUESTS) {
      timings.observe(method, route, status, seconds);
      observe(method, route, status, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/health",status="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/v1/health",status="200"} 4',
    );

    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
