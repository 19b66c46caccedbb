/**
 * bench:load's hostile phase (security review 2026-11-24, H1): public pages under normal traffic,
 * first alone, then beside clients sending query strings and slugs full of `$` patterns and long
 * text. Normal traffic comes from 127.0.0.1 (exempt from the render limit: it stands for many
 * users, each within budget); hostile traffic comes from 127.0.0.2, one address, so it meets the
 * per-address render limit as an attacker would. Prints the normal pages' p99 with and without it.
 */
import { request } from 'node:http';
import autocannon from 'autocannon';

const NORMAL_PATHS = ['/demo/snailhouse/store', '/blog', '/'];
const HOSTILE_PATHS = [
  `/demo/snailhouse/store?q=${'%24%60'.repeat(650)}`,
  `/demo/snailhouse/store?tags=${"%24'%24%26".repeat(400)}`,
  `/blog/x${'%24%60'.repeat(300)}`,
  `/demo/snailhouse/store?q=${encodeURIComponent('é€😀$1$<a>'.repeat(150))}`,
];

/** One hostile client: requests back to back from 127.0.0.2 until `until`; the sizes it got. */
async function hostileClient(origin: string, until: number, sizes: number[]) {
  const { hostname, port } = new URL(origin);
  for (let i = 0; Date.now() < until; i++) {
    const path = HOSTILE_PATHS[i % HOSTILE_PATHS.length]!;
    sizes.push(
      await new Promise<number>((done) => {
        const req = request(
          { host: hostname, port, path, localAddress: '127.0.0.2', timeout: 10_000 },
          (res) => {
            let size = 0;
            res.on('data', (chunk: Buffer) => (size += chunk.length));
            res.on('end', () => done(res.statusCode && res.statusCode >= 500 ? -1 : size));
          },
        );
        req.on('error', () => done(-1));
        req.on('timeout', () => req.destroy());
        req.end();
      }),
    );
  }
}

const normal = (origin: string, seconds: number) =>
  autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    timeout: 10,
    headers: { accept: 'text/html' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: NORMAL_PATHS[Math.floor(Math.random() * NORMAL_PATHS.length)]!,
        }),
      },
    ],
  });

export async function hostilePhase(origin: string, seconds = 10): Promise<number> {
  const normalSize = await fetch(`${origin}${NORMAL_PATHS[0]}`).then(
    async (answer) => (await answer.text()).length,
  );
  const alone = await normal(origin, seconds);
  const sizes: number[] = [];
  const until = Date.now() + seconds * 1000;
  const [beside] = await Promise.all([
    normal(origin, seconds),
    ...Array.from({ length: 20 }, () => hostileClient(origin, until, sizes)),
  ]);
  const failed = sizes.filter((size) => size < 0).length;
  const largest = Math.max(0, ...sizes);
  console.log(
    `\nHostile query strings (${seconds} s each; normal: 10 connections on ${NORMAL_PATHS.join(', ')}):`,
  );
  console.log(
    `  normal pages alone:              ${alone.requests.total} requests, p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms, non-2xx ${alone.non2xx}`,
  );
  console.log(
    `  normal pages beside hostile:     ${beside.requests.total} requests, p50 ${beside.latency.p50} ms, p99 ${beside.latency.p99} ms, non-2xx ${beside.non2xx}`,
  );
  console.log(
    `  hostile (20 clients, 127.0.0.2): ${sizes.length} requests, 5xx or failed ${failed}, largest answer ${largest} bytes (a normal page: ${normalSize})`,
  );
  // A hostile answer more than twice a normal page is the H1 amplification back.
  return failed > 0 || largest > 2 * normalSize || alone.non2xx + beside.non2xx > 0 ? 1 : 0;
}
