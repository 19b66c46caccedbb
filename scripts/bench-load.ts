/**
 * `pnpm bench:load`: starts the product as `pnpm start` runs it (own ports, fresh database, demo
 * accounts), drives it through the shell's origin with a browser-like mix of reads and writes
 * (autocannon, one instance per route, so every route has its own numbers), then checks that
 * every write the server acknowledged is stored exactly once, reading it back through the API.
 *
 * Options: --connections 200 --duration 30 (seconds). BENCH_DATABASE_URL: run on PostgreSQL.
 * Loopback only: everything it starts and calls listens on 127.0.0.1.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, createReadStream, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { hostilePhase } from './bench-hostile.ts';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
if (!(CONNECTIONS >= 10 && DURATION > 0))
  throw new Error('--connections must be at least 10 and --duration positive');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 9880;
const API_PORT = 9890;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const API = `${ORIGIN}/api/v1`;
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Limits meant for abuse from one address: every bench client is 127.0.0.1, so they are raised for this run only. */
const RAISED_LIMITS = { CONTACT_PER_HOUR: '100000000' };

// The shell, its remotes (+1…+6) and the API must be ours: a product left on these ports would answer instead.
for (const port of [PORT, PORT + 1, PORT + 2, PORT + 3, PORT + 4, PORT + 5, PORT + 6, API_PORT]) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer().once('error', () =>
      reject(new Error(`port ${port} is in use: stop what listens there first`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  }).catch((error: Error) => {
    console.error(`bench:load: ${error.message}`);
    process.exit(1);
  });
}

// ---- the product, started as `pnpm start` starts it; its output goes to a file so a busy bench never blocks its logging
execFileSync('pnpm', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
const workDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const logPath = join(workDir, 'product.log');
const logFd = openSync(logPath, 'w');
const product = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  stdio: ['ignore', logFd, logFd],
  env: {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(PORT),
    API_PORT: String(API_PORT),
    DATA_DIR: join(workDir, 'data'),
    SEED_DEMO: '1',
    DATABASE_URL: databaseUrl ?? '',
    ...RAISED_LIMITS,
    // The bench's normal traffic is one address standing for many users; the hostile phase's own
    // address (127.0.0.2) keeps the render limit (scripts/bench-hostile.ts).
    RENDER_LIMIT_EXEMPT: '127.0.0.1',
  },
});
closeSync(logFd);
const exited = new Promise<number | null>((resolve) => product.once('exit', resolve));
let keepLog = true;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopProduct(): Promise<void> {
  if (product.exitCode !== null || product.signalCode !== null) return;
  product.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000).then(() => product.kill('SIGKILL'))]);
}
process.on('SIGINT', () => void stopProduct().then(() => process.exit(130)));
process.on('uncaughtException', (error) => {
  console.error(error);
  void stopProduct().then(() => process.exit(1));
});

// ---- helpers
async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const response = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const signIn = (email: string, password: string) =>
  call<{ id: string; token: string }>('POST', 'auth/login', undefined, { email, password });
const tally = (values: string[]) =>
  values.reduce((counts, v) => counts.set(v, (counts.get(v) ?? 0) + 1), new Map<string, number>());

/**
 * Errors the product logged (by process, type and message, with counts) and supervisor restarts. Those
 * logged as the load stopped are the clients cut off mid-request by the bench's own end, told apart.
 */
async function productProblems(loadStoppedAt: number): Promise<string[]> {
  const counts = new Map<string, number>();
  for await (const line of createInterface({ input: createReadStream(logPath) })) {
    const restart = /^\[start\] .* exited \(/.test(line);
    if (!restart && !/"level":[56]0/.test(line)) continue;
    let key = line.slice(0, 300);
    const json = line.indexOf('{');
    if (!restart && json > 0) {
      const entry = JSON.parse(line.slice(json)) as {
        time: number;
        msg?: string;
        err?: { type?: string; message?: string };
      };
      const when = entry.time >= loadStoppedAt - 500 ? 'as the load stopped' : 'during the load';
      key = `${line.slice(0, json).trim()} ${when}: ${entry.err?.type ?? ''} ${entry.err?.message ?? entry.msg ?? ''}`;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `  ${n} × ${key}`);
}

/** One write the bench sent, keyed by the unique text it carries. */
interface Write {
  acked: boolean;
}
type Ledger = Map<string, Write>;
const sent = (ledger: Ledger, key: string) => ledger.set(key, { acked: false });
const ack = (ledger: Ledger, key: string, status: number) => {
  if (status >= 200 && status < 300) ledger.get(key)!.acked = true;
};

async function bench(): Promise<number> {
  const marketer = await signIn('marketer@forgeworks.test', 'forge-marketer-1');
  const admin = await signIn('admin@forgeworks.test', 'forge-admin-1');
  const asMarketer = { authorization: `Bearer ${marketer.token}` };
  const json = { 'content-type': 'application/json' };
  // Reads are sent as a browser sends them (compressed answers); bodies the bench parses are asked for plain.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };

  // Connections per route, in percent of --connections.
  const shares = {
    page: 10,
    blogPage: 10,
    blogList: 15,
    article: 15,
    businessList: 10,
    businessAdd: 8,
    postCreate: 10,
    postUpdate: 10,
    contact: 11,
    contactAdmin: 1,
  };
  const conns = Object.fromEntries(
    Object.entries(shares).map(([k, pct]) => [
      k,
      Math.max(1, Math.floor((CONNECTIONS * pct) / 100)),
    ]),
  ) as Record<keyof typeof shares, number>;
  conns.blogList += CONNECTIONS - Object.values(conns).reduce((a, b) => a + b, 0);

  // Published articles for the public reads, and posts to update: each is updated by one connection at a time
  // (taken from the pool while its PATCH is in flight), so the last acknowledged title must be the stored one.
  const articleIds: string[] = [];
  const updatable: string[] = [];
  for (let i = 0; i < 20 + 3 * conns.postUpdate; i += 1) {
    const status = i < 20 ? 'published' : 'draft';
    const created = await call<{ data: { documents: [{ id: string }] } }>(
      'POST',
      'blog',
      marketer.token,
      {
        title: `Seed ${randomUUID()}`,
        excerpt: 'Seeded for the load test',
        content: `<p>${'Forged stores sell. '.repeat(40)}</p>`,
        status,
      },
    );
    (i < 20 ? articleIds : updatable).push(created.data.documents[0].id);
  }

  const businesses: Ledger = new Map();
  const posts: Ledger = new Map(); // keyed by the excerpt, which updates never change
  const contacts: Ledger = new Map();
  /** Per updated post: every title sent, in order, and whether each was acknowledged. */
  const updates = new Map<string, { title: string; acked: boolean }[]>();
  const unordered = new Set<string>();
  /** Contact messages as the admin list shows them (one page per read), merged by id; every page is read at the end. */
  const storedContacts = new Map<string, string>();
  const mergeContacts = (body: string) => {
    for (const row of (JSON.parse(body) as { documents: { id: string; message: string }[] })
      .documents)
      storedContacts.set(String(row.id), row.message);
  };
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

  type Options = autocannon.Options & { label: string };
  const routes: Options[] = [
    {
      label: 'GET / (shell HTML)',
      url: `${ORIGIN}/`,
      connections: conns.page,
      headers: { ...browser, accept: 'text/html' },
    },
    {
      label: 'GET /blog (shell HTML)',
      url: `${ORIGIN}/blog`,
      connections: conns.blogPage,
      headers: { ...browser, accept: 'text/html' },
    },
    {
      label: 'GET api blog (public list)',
      url: `${API}/blog`,
      connections: conns.blogList,
      headers: browser,
    },
    {
      label: 'GET api blog/{id}',
      url: `${API}/blog`,
      connections: conns.article,
      headers: browser,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/blog/${pick(articleIds)}` }) }],
    },
    {
      label: 'GET api businesses?marketer_id',
      url: `${API}/businesses?marketer_id=${marketer.id}`,
      connections: conns.businessList,
      headers: { ...browser, ...asMarketer },
    },
    {
      label: 'POST api businesses',
      url: `${API}/businesses`,
      method: 'POST',
      connections: conns.businessAdd,
      headers: { ...asMarketer, ...json },
      requests: [
        {
          // Random UUIDs are dozens of edits apart, far beyond the similar-name rule (edit distance 1).
          setupRequest: (req, context: { name?: string }) => {
            context.name = `Bench ${randomUUID()}`;
            sent(businesses, context.name);
            return {
              ...req,
              body: JSON.stringify({ name: context.name, marketer_id: marketer.id }),
            };
          },
          onResponse: (status, _body, context: { name?: string }) =>
            ack(businesses, context.name!, status),
        },
      ],
    },
    {
      label: 'POST api blog',
      url: `${API}/blog`,
      method: 'POST',
      connections: conns.postCreate,
      headers: { ...asMarketer, ...json },
      requests: [
        {
          setupRequest: (req, context: { excerpt?: string }) => {
            context.excerpt = `bench-post ${randomUUID()}`;
            sent(posts, context.excerpt);
            const title = `Bench post ${randomUUID()}`;
            return {
              ...req,
              body: JSON.stringify({
                title,
                excerpt: context.excerpt,
                content: '<p>Draft from the load test.</p>',
                status: 'draft',
              }),
            };
          },
          onResponse: (status, body, context: { excerpt?: string }) => {
            ack(posts, context.excerpt!, status);
            if (status === 201)
              updatable.push(
                (JSON.parse(body) as { data: { documents: [{ id: string }] } }).data.documents[0]
                  .id,
              );
          },
        },
      ],
    },
    {
      label: 'PATCH api blog/{id}',
      url: `${API}/blog`,
      method: 'PATCH',
      connections: conns.postUpdate,
      headers: { ...asMarketer, ...json },
      requests: [
        {
          setupRequest: (req, context: { id?: string }) => {
            let id = updatable.splice(Math.floor(Math.random() * updatable.length), 1)[0];
            if (!id) {
              // Every post has a PATCH that got no answer (timeouts): reuse one; its order of updates is then unknown.
              id = pick([...updates.keys()]);
              unordered.add(id);
            }
            context.id = id;
            const title = `Bench update ${randomUUID()}`;
            updates
              .set(id, updates.get(id) ?? [])
              .get(id)!
              .push({ title, acked: false });
            return {
              ...req,
              path: `/api/v1/blog/${id}`,
              body: JSON.stringify({
                title,
                content: '<p>Updated by the load test.</p>',
                status: 'published',
              }),
            };
          },
          onResponse: (status, _body, context: { id?: string }) => {
            if (status >= 200 && status < 300) updates.get(context.id!)!.at(-1)!.acked = true;
            updatable.push(context.id!); // back in the pool; a post whose PATCH got no answer stays out
          },
        },
      ],
    },
    {
      label: 'POST api contact',
      url: `${API}/contact`,
      method: 'POST',
      connections: conns.contact,
      headers: json,
      requests: [
        {
          setupRequest: (req, context: { message?: string }) => {
            context.message = `Load test ${randomUUID()}: we would like a store.`;
            sent(contacts, context.message);
            return {
              ...req,
              body: JSON.stringify({
                name: 'Bench Prospect',
                email: 'prospect@example.com',
                number: '+234 800 000 0000',
                message: context.message,
              }),
            };
          },
          onResponse: (status, _body, context: { message?: string }) =>
            ack(contacts, context.message!, status),
        },
      ],
    },
    // The admin reading the contact list (its first page) throughout the run, as staff do.
    {
      label: 'GET api contact (admin)',
      url: `${API}/contact`,
      connections: conns.contactAdmin,
      headers: { authorization: `Bearer ${admin.token}` },
      requests: [{ onResponse: (status, body) => status === 200 && mergeContacts(body) }],
    },
  ];

  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${DURATION} s on ${ORIGIN} (API through the shell's /api proxy), database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}`,
  );
  // Client and product share the machine: a busy machine (other jobs) lowers every number.
  console.log(
    `Machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)} before the load (client, API, static servers and database share them)`,
  );
  console.log(
    `Raised for the bench through the API's env: ${Object.entries(RAISED_LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')} (all clients share 127.0.0.1)\n`,
  );
  const loadStoppedAt = Date.now() + DURATION * 1000;
  const results = await Promise.all(
    routes.map(({ label: _label, ...options }) =>
      autocannon({ ...options, duration: DURATION, timeout: 10 }),
    ),
  );

  const row = (cells: (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(32) : String(c).padStart(9))).join(' ');
  console.log(
    row([
      'route',
      'conns',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'timeouts',
    ]),
  );
  let errors = 0;
  const statusNotes: string[] = [];
  results.forEach((r, i) => {
    errors += r.errors;
    console.log(
      row([
        routes[i]!.label,
        routes[i]!.connections!,
        r.requests.total,
        Math.round(r.requests.total / DURATION),
        r.latency.p50,
        r.latency.p99,
        r.non2xx,
        r.errors,
        r.timeouts,
      ]),
    );
    const codes = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
    if (codes.length > 0)
      statusNotes.push(
        `${routes[i]!.label}: ${codes.map(([code, s]) => `${s.count} × ${code}`).join(', ')}`,
      );
  });
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  console.log(
    row([
      'all routes',
      CONNECTIONS,
      total,
      Math.round(total / DURATION),
      '',
      '',
      results.reduce((s, r) => s + r.non2xx, 0),
      errors,
      '',
    ]),
  );
  for (const note of statusNotes) console.log(`  non-2xx  ${note}`);

  // ---- what is stored: read back as the admin once the micro-cache (1 s) has expired and writes in flight have landed
  await sleep(2000);
  const storedNames = tally(
    (await call<{ documents: { name: string }[] }>('GET', 'businesses', admin.token)).documents.map(
      (b) => b.name,
    ),
  );
  const authored = (
    await call<{ data: { documents: { id: string; title: string; excerpt: string }[] } }>(
      'GET',
      `blog?author_id=${marketer.id}`,
      admin.token,
    )
  ).data.documents;
  const storedExcerpts = tally(authored.map((a) => a.excerpt));
  // Every page of the list, not only the first (the list is paged: reading page 1 alone reported
  // every message beyond it as lost).
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const listed = await call<{ pages: number }>('GET', `contact?page=${page}`, admin.token);
    mergeContacts(JSON.stringify(listed));
    pages = listed.pages;
  }
  const storedMessages = tally([...storedContacts.values()]);
  // ids are a sequence: a hole between the first and last id seen is a message no read of the list caught.
  const contactIds = [...storedContacts.keys()].map(Number);
  const idSpan = contactIds.length ? Math.max(...contactIds) - Math.min(...contactIds) + 1 : 0;

  console.log(
    '\nWrites (acknowledged = 2xx; unanswered = sent, no answer before the run stopped or timed out):',
  );
  let sum = { acked: 0, stored: 0, lost: 0, duplicated: 0 };
  const check = (kind: string, ledger: Ledger, stored: Map<string, number>) => {
    const acked = [...ledger].filter(([, w]) => w.acked).map(([key]) => key);
    const found = acked.filter((key) => (stored.get(key) ?? 0) >= 1).length;
    const duplicated = [...ledger.keys()].reduce(
      (extra, key) => extra + Math.max(0, (stored.get(key) ?? 0) - 1),
      0,
    );
    const unackedStored = [...ledger].filter(([key, w]) => !w.acked && stored.has(key)).length;
    sum = {
      acked: sum.acked + acked.length,
      stored: sum.stored + found,
      lost: sum.lost + acked.length - found,
      duplicated: sum.duplicated + duplicated,
    };
    console.log(
      `  ${kind.padEnd(20)} sent ${ledger.size}, acknowledged ${acked.length}, stored ${found}, lost ${acked.length - found}, duplicated ${duplicated}; not acknowledged but stored ${unackedStored}`,
    );
  };
  check('businesses', businesses, storedNames);
  check('posts created', posts, storedExcerpts);
  check('contact messages', contacts, storedMessages);
  console.log(
    `  ${''.padEnd(20)} (read through GET contact during the run: ${storedContacts.size} rows seen, ${idSpan - storedContacts.size} ids in between never seen)`,
  );

  // An update is kept if the stored title is its own or one sent after it on the same post (updates overwrite).
  const titles = new Map(authored.map((a) => [a.id, a.title]));
  let updatesAcked = 0;
  let updatesLost = 0;
  for (const [id, history] of updates) {
    // A reused post (see above): any title sent to it will do.
    const storedAt =
      unordered.has(id) && history.some((u) => u.title === titles.get(id))
        ? history.length
        : history.findIndex((u) => u.title === titles.get(id));
    history.forEach((u, i) => {
      if (!u.acked) return;
      updatesAcked += 1;
      if (i > storedAt) updatesLost += 1;
    });
  }
  const updatesSent = [...updates.values()].reduce((n, h) => n + h.length, 0);
  console.log(
    `  ${'post updates'.padEnd(20)} sent ${updatesSent} on ${updates.size} posts, acknowledged ${updatesAcked}, stored ${updatesAcked - updatesLost}, lost ${updatesLost}, duplicated 0 (an update cannot duplicate)${unordered.size ? `; ${unordered.size} posts updated after a timeout, order unknown` : ''}`,
  );
  sum = {
    ...sum,
    acked: sum.acked + updatesAcked,
    stored: sum.stored + updatesAcked - updatesLost,
    lost: sum.lost + updatesLost,
  };
  console.log(
    `\nwrites acknowledged ${sum.acked}, stored ${sum.stored}, lost ${sum.lost}, duplicated ${sum.duplicated}`,
  );

  const problems = await productProblems(loadStoppedAt);
  keepLog = problems.some((p) => !p.includes('as the load stopped'));
  if (problems.length > 0)
    console.log(
      `\nThe product logged errors or restarts${keepLog ? ` (log kept: ${logPath})` : ''}:\n${problems.join('\n')}`,
    );
  const hostile = await hostilePhase(ORIGIN, Math.max(5, Math.min(DURATION, 15)));
  return sum.lost + sum.duplicated + errors + hostile > 0 ? 1 : 0;
}

// ---- the run: wait for the product, load it, check, stop it
try {
  for (
    let waited = 0;
    !readFileSync(logPath, 'utf8').includes('Forgeworks is running');
    waited += 250
  ) {
    if (product.exitCode !== null || waited > 180_000)
      throw new Error(`the product did not start; see ${logPath}`);
    await sleep(250);
  }
  process.exitCode = await bench();
} catch (error) {
  console.error(`bench:load: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stopProduct();
  // The log is kept when the product logged errors under load or restarted, for the report; otherwise everything goes.
  if (!keepLog) rmSync(workDir, { recursive: true, force: true });
}
