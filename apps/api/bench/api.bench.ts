/**
 * `pnpm bench:api`: starts the API in a child process on a fresh embedded database, seeds it
 * (50 articles, 100,000 businesses), and drives it with autocannon on loopback. Prints req/s and
 * p99 per route beside a bare Fastify JSON route (the ceiling). Numbers only; nothing asserted.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
  cwd: new URL('..', import.meta.url),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const line = await new Promise<string>((resolve) =>
  createInterface({ input: child.stdout! }).once('line', resolve),
);
const seed = JSON.parse(line);
console.log(
  `Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}`,
);
console.log(`Seeded ${seed.businesses} businesses in ${seed.seedSeconds.toFixed(1)} s`);
console.log(
  `Similar-name check (direct query, 200 runs): median ${seed.checkMs.median.toFixed(2)} ms, p99 ${seed.checkMs.p99.toFixed(2)} ms\n`,
);

const auth = { authorization: `Bearer ${seed.token}` };
const json = { 'content-type': 'application/json' };
const cases = [
  { title: 'bare JSON route (ceiling)', url: seed.bare },
  {
    title: 'GET blog?author_id (50 posts)',
    url: `${seed.api}/api/v1/blog?author_id=${seed.marketerId}`,
    headers: auth,
  },
  { title: 'GET blog/{id}', url: `${seed.api}/api/v1/blog/${seed.article}` },
  {
    title: 'GET businesses?marketer_id',
    url: `${seed.api}/api/v1/businesses?marketer_id=${seed.marketerId}`,
    headers: auth,
  },
  {
    title: 'POST businesses (similar → 409)',
    url: `${seed.api}/api/v1/businesses`,
    method: 'POST' as const,
    headers: { ...auth, ...json },
    body: JSON.stringify({ name: seed.similarTo }),
    connections: 10,
  },
  {
    title: 'POST auth/login (scrypt 2^17)',
    url: `${seed.api}/api/v1/auth/login`,
    method: 'POST' as const,
    headers: json,
    body: JSON.stringify({ email: 'bench@forgeworks.test', password: seed.password }),
    connections: 4,
  },
];

console.log(
  `${'route'.padEnd(36)}${'conns'.padEnd(7)}${'req/s'.padEnd(10)}${'p99 ms'.padEnd(9)}${'vs bare'.padEnd(9)}status`,
);
let ceiling = 0;
for (const c of cases) {
  const result = await autocannon({
    url: c.url,
    method: c.method ?? 'GET',
    headers: c.headers,
    body: c.body,
    connections: c.connections ?? 100,
    duration: Number(process.env.BENCH_SECONDS ?? 5),
  });
  const rps = result.requests.average;
  if (!ceiling) ceiling = rps;
  const statuses = `${result['2xx']} 2xx, ${result['4xx']} 4xx, ${result['5xx']} 5xx, ${result.errors} errors`;
  console.log(
    `${c.title.padEnd(36)}${String(c.connections ?? 100).padEnd(7)}${rps.toFixed(0).padEnd(10)}${String(result.latency.p99).padEnd(9)}${`${(rps / ceiling).toFixed(2)}x`.padEnd(9)}${statuses}`,
  );
}
child.kill('SIGTERM');
