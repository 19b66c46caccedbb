import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// 40 bogus logins at once, at the production hashing cost (scrypt N=2^17): the hash slots
// keep the event loop and the thread pool free, so /health answers as usual; the overflow gets 503.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ scryptCost: 2 ** 17 });
});
afterAll(() => server.stop());

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
};

async function timedCall(method: string, path: string, body?: unknown) {
  const started = performance.now();
  const answer = await server.call(method, path, { body });
  return { ...answer, ms: performance.now() - started };
}

it('40 bogus logins at once: /health stays fast, logins are bounded, the overflow is told to retry', async () => {
  let burstOver = false;
  const health: number[] = [];
  const probe = (async () => {
    while (!burstOver) {
      const answer = await timedCall('GET', '/health');
      expect(answer.status).toBe(200);
      health.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const logins = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      timedCall('POST', '/auth/login', {
        email: `nobody${i}@load.example`,
        password: `guess-${i}`,
      }),
    ),
  );
  const burstMs = performance.now() - started;
  burstOver = true;
  await probe;

  const statuses = logins.map((l) => l.status);
  const busy = logins.filter((l) => l.status === 503);
  console.log(
    `[load] 40 bogus logins at scrypt N=2^17: ${statuses.filter((s) => s === 401).length}×401, ${busy.length}×503 in ${burstMs.toFixed(0)} ms; ` +
      `login p99 ${p99(logins.map((l) => l.ms)).toFixed(0)} ms; /health p99 ${p99(health).toFixed(1)} ms over ${health.length} probes`,
  );
  expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
  expect(busy.length).toBeGreaterThan(0);
  for (const answer of busy) {
    expect(answer.body).toEqual({ message: 'The server is busy. Try again in a moment.' });
    expect(answer.headers.get('retry-after')).toBe('2');
  }
  // Counted against the burst's own work, not timed in ms (a loaded machine slows both alike):
  // hashing on the event loop would let a probe through only between two hashes, about one per
  // hashed login; off it, the probes keep coming all through the burst.
  const hashed = statuses.filter((s) => s === 401).length;
  expect(health.length).toBeGreaterThan(4 * hashed);
  expect(p99(health)).toBeLessThan(burstMs / 3);
});
