/**
 * bench:load's hostile phase: public pages under normal traffic, first alone, then beside clients
 * sending query strings and slugs full of `$` patterns and long text. Normal traffic comes from 127.0.0.1 (exempt from the render limit: it stands for many
 * users, each within budget); hostile traffic comes from 127.0.0.2, one address, so it meets the
 * per-address render limit as an attacker would. Prints the normal pages' p99 with and without it.
 *
 * It also makes a sandbox store (POST /auth/demo-store), imports a CSV of crafted products into it
 * (12 random 8-letter words starting with 'a' per title; BENCH_HOSTILE_IMPORT_ROWS, 10,000) and,
 * beside normal traffic, sends that store searches of 10 crafted words and imports the file again
 * (docs/decisions/031-bounded-search.md). Imports may be
 * refused (429, 413: sandbox caps) and searches limited (429): counted, not failures.
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

/** One request from 127.0.0.2 (the hostile address); status 0: no answer in `timeoutMs`. */
function send(
  origin: string,
  path: string,
  { method = 'GET', body, token, timeoutMs = 10_000 }: HostileRequest = {},
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((done) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method,
        headers,
        localAddress: '127.0.0.2',
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', () => done({ status: 0, text: '' }));
    req.on('timeout', () => req.destroy());
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
interface HostileRequest {
  method?: string;
  body?: unknown;
  token?: string;
  timeoutMs?: number;
}

/** 'a' and 7 random letters: the review's crafted words. */
const craftedWord = () =>
  `a${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const craftedTitle = (words: number) => Array.from({ length: words }, craftedWord).join(' ');

/** Answers by status, e.g. "12 × 200, 3 × 429". */
const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', ') || 'none';
};

/** A sandbox store of crafted products: its slug, token and CSV (undefined: no sandbox). */
async function craftedSandbox(origin: string) {
  const made = await send(origin, '/api/v1/auth/demo-store', { method: 'POST', body: {} });
  if (made.status !== 201) return { made: made.status };
  const { token, store } = JSON.parse(made.text) as { token: string; store: string };
  const rows = Number(process.env.BENCH_HOSTILE_IMPORT_ROWS ?? 10_000);
  const lines = Array.from({ length: rows }, (_, i) => `crafted-${i},${craftedTitle(12)},10.00`);
  const csv = `Handle,Title,Variant Price\n${lines.join('\n')}\n`;
  const started = Date.now();
  const imported = await send(origin, `/api/v1/stores/${store}/catalogue/import`, {
    method: 'POST',
    body: { csv },
    token,
    timeoutMs: 180_000,
  });
  const report =
    imported.status === 200 ? (JSON.parse(imported.text) as { created: number }) : undefined;
  return { made: made.status, token, store, csv, rows, imported, report, ms: Date.now() - started };
}

/** Crafted searches (a new query each time: the read cache answers a repeat) until `until`. */
async function craftedSearcher(origin: string, store: string, until: number, answers: number[]) {
  while (Date.now() < until) {
    const q = encodeURIComponent(craftedTitle(10));
    answers.push((await send(origin, `/api/v1/stores/${store}/products?q=${q}`)).status);
  }
}

/** The same import again (every row an update) until `until`. */
interface Sandbox {
  store: string;
  token: string;
  csv: string;
}

async function importer(origin: string, sandbox: Sandbox, until: number, answers: number[]) {
  while (Date.now() < until) {
    const { status } = await send(origin, `/api/v1/stores/${sandbox.store}/catalogue/import`, {
      method: 'POST',
      body: { csv: sandbox.csv },
      token: sandbox.token,
      timeoutMs: 180_000,
    });
    answers.push(status);
    // A refusal answers at once: wait a little rather than spin.
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
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
  const sandbox = await craftedSandbox(origin);
  const store = sandbox.store;
  const sizes: number[] = [];
  /** Normal traffic beside one kind of hostile traffic, for `seconds`. */
  const beside = async (kind: 'query strings' | 'crafted searches' | 'imports') => {
    const answers: number[] = [];
    const until = Date.now() + seconds * 1000;
    const clients =
      kind === 'query strings'
        ? Array.from({ length: 20 }, () => hostileClient(origin, until, sizes))
        : !store
          ? []
          : kind === 'crafted searches'
            ? Array.from({ length: 4 }, () => craftedSearcher(origin, store, until, answers))
            : [importer(origin, sandbox as Sandbox, until, answers)];
    const [result] = await Promise.all([normal(origin, seconds), ...clients]);
    return { result, answers };
  };
  const strings = await beside('query strings');
  const searches = await beside('crafted searches');
  const imports = await beside('imports');
  const failed = sizes.filter((size) => size < 0).length;
  const largest = Math.max(0, ...sizes);
  const line = (title: string, r: autocannon.Result) =>
    console.log(
      `  ${title.padEnd(36)}${r.requests.total} requests, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, timeouts ${r.timeouts}`,
    );
  console.log(
    `\nHostile phase (${seconds} s each; normal: 10 connections on ${NORMAL_PATHS.join(', ')}; hostile: 127.0.0.2):`,
  );
  console.log(
    `  crafted sandbox: made ${sandbox.made}${store ? `, ${store}: import of ${sandbox.rows} crafted rows ${sandbox.imported!.status || 'no answer'}${sandbox.report ? ` (${sandbox.report.created} created)` : ''} in ${(sandbox.ms! / 1000).toFixed(1)} s` : ''}`,
  );
  line('normal pages alone:', alone);
  line('beside hostile query strings:', strings.result);
  line('beside crafted 10-word searches:', searches.result);
  line('beside the sandbox import again:', imports.result);
  console.log(
    `  hostile query strings (20 clients): ${sizes.length} requests, 5xx or failed ${failed}, largest answer ${largest} bytes (a normal page: ${normalSize})`,
  );
  console.log(`  crafted searches (4 clients): ${tally(searches.answers)}`);
  console.log(`  the sandbox import again (1 client): ${tally(imports.answers)}`);
  // Refusals (429 limits, 413 caps) are the server holding its ground; a 5xx or no answer is not.
  const broken = [...searches.answers, ...imports.answers].filter(
    (status) => status === 0 || status >= 500,
  );
  const normalFailed = [alone, strings.result, searches.result, imports.result].some(
    (r) => r.non2xx + r.timeouts > 0,
  );
  // A hostile answer more than twice a normal page: a crafted URL or text made the page grow again.
  return failed > 0 || broken.length > 0 || largest > 2 * normalSize || normalFailed ? 1 : 0;
}
