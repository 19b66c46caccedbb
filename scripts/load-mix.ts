/**
 * The browser-like mix of reads and writes that `pnpm bench:load` and `pnpm bench:scale` drive
 * (autocannon, one instance per route, so every route has its own numbers), and the check that
 * every write the server acknowledged is stored exactly once, read from the database itself.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/** Reads the stored rows: a query on the product's database (PostgreSQL, or PGlite once stopped). */
export type Query = <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }>;

/** Connections per route, in percent of the total. */
const SHARES = {
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

/** One write the bench sent, keyed by the unique text it carries. */
type Ledger = Map<string, { acked: boolean }>;
const sent = (ledger: Ledger, key: string) => ledger.set(key, { acked: false });
const ack = (ledger: Ledger, key: string, status: number) => {
  if (status >= 200 && status < 300) ledger.get(key)!.acked = true;
};

export interface RouteResult {
  label: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Non-2xx answers by status code. */
  codes: Record<string, number>;
}

export interface WriteCheck {
  acked: number;
  stored: number;
  lost: number;
  duplicated: number;
  lines: string[];
}

export async function signIn(api: string, email: string, password: string) {
  const answer = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { id: string; token: string };
}

/**
 * The mix on `origin` (pages there, the API at origin/api/v1), signed in as the demo marketer and
 * admin. `run` may be called several times (phases); the ledgers keep every write of every run.
 */
export async function loadMix(origin: string) {
  const API = `${origin}/api/v1`;
  const marketer = await signIn(API, 'marketer@forgeworks.test', 'forge-marketer-1');
  const admin = await signIn(API, 'admin@forgeworks.test', 'forge-admin-1');
  const asMarketer = { authorization: `Bearer ${marketer.token}` };
  const json = { 'content-type': 'application/json' };
  // Reads are sent as a browser sends them (compressed answers); bodies the bench parses are asked for plain.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const post = async (body: unknown) => {
    const answer = await fetch(`${API}/blog`, {
      method: 'POST',
      headers: { ...asMarketer, ...json },
      body: JSON.stringify(body),
    });
    if (answer.status !== 201) throw new Error(`POST blog: ${answer.status}`);
    return ((await answer.json()) as { data: { documents: [{ id: string }] } }).data.documents[0]
      .id;
  };

  // Published articles for the public reads, and a pool of posts to update: each is updated by one
  // connection at a time (taken from the pool while its PATCH is in flight), so the last
  // acknowledged title must be the stored one.
  const articleIds: string[] = [];
  const updatable: string[] = [];
  const content = `<p>${'Forged stores sell. '.repeat(40)}</p>`;
  for (let i = 0; i < 20; i += 1)
    articleIds.push(
      await post({
        title: `Seed ${randomUUID()}`,
        excerpt: 'Seeded',
        content,
        status: 'published',
      }),
    );
  const fillPool = async (size: number) => {
    while (updatable.length < size)
      updatable.push(
        await post({ title: `Seed ${randomUUID()}`, excerpt: 'Seeded', content, status: 'draft' }),
      );
  };

  const businesses: Ledger = new Map();
  const posts: Ledger = new Map(); // keyed by the excerpt, which updates never change
  const contacts: Ledger = new Map();
  /** Per updated post: every title sent, in order, and whether each was acknowledged. */
  const updates = new Map<string, { title: string; acked: boolean }[]>();
  const unordered = new Set<string>();
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

  function routes(connections: number): (autocannon.Options & { label: string })[] {
    const conns = Object.fromEntries(
      Object.entries(SHARES).map(([k, pct]) => [
        k,
        Math.max(1, Math.floor((connections * pct) / 100)),
      ]),
    ) as Record<keyof typeof SHARES, number>;
    conns.blogList += Math.max(0, connections - Object.values(conns).reduce((a, b) => a + b, 0));
    return [
      {
        label: 'GET / (shell HTML)',
        url: `${origin}/`,
        connections: conns.page,
        headers: { ...browser, accept: 'text/html' },
      },
      {
        label: 'GET /blog (shell HTML)',
        url: `${origin}/blog`,
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
        requests: [
          { setupRequest: (req) => ({ ...req, path: `/api/v1/blog/${pick(articleIds)}` }) },
        ],
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
              return {
                ...req,
                body: JSON.stringify({
                  title: `Bench post ${randomUUID()}`,
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
      // The admin reading the leads (a page of them) throughout the run, as staff do.
      {
        label: 'GET api contact (admin)',
        url: `${API}/contact`,
        connections: conns.contactAdmin,
        headers: { authorization: `Bearer ${admin.token}` },
      },
    ];
  }

  return {
    marketer,
    admin,
    /** Drives the mix for `duration` seconds; per-route numbers. */
    async run(connections: number, duration: number): Promise<RouteResult[]> {
      const list = routes(connections);
      await fillPool(20 + 3 * list.find((r) => r.method === 'PATCH')!.connections!);
      const results = await Promise.all(
        list.map(({ label: _label, ...options }) =>
          autocannon({ ...options, duration, timeout: 10 }),
        ),
      );
      return results.map((r, i) => ({
        label: list[i]!.label,
        connections: list[i]!.connections!,
        requests: r.requests.total,
        perSecond: Math.round(r.requests.total / duration),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        codes: Object.fromEntries(
          Object.entries(r.statusCodeStats ?? {})
            .filter(([code]) => !code.startsWith('2'))
            .map(([code, s]) => [code, s?.count ?? 0]),
        ),
      }));
    },
    /** Every acknowledged write against the rows in the database: lost, duplicated. */
    async verify(query: Query): Promise<WriteCheck> {
      const counted = async (table: string, column: string, ledger: Ledger) => {
        const { rows } = await query<{ key: string; n: number }>(
          `SELECT ${column} AS key, count(*)::int AS n FROM ${table} WHERE ${column} = ANY($1) GROUP BY ${column}`,
          [[...ledger.keys()]],
        );
        return new Map(rows.map((row) => [row.key, Number(row.n)]));
      };
      const lines: string[] = [];
      let sum = { acked: 0, stored: 0, lost: 0, duplicated: 0 };
      const check = (kind: string, ledger: Ledger, stored: Map<string, number>) => {
        const acked = [...ledger].filter(([, w]) => w.acked).map(([key]) => key);
        const found = acked.filter((key) => (stored.get(key) ?? 0) >= 1).length;
        const duplicated = [...stored.values()].reduce((extra, n) => extra + Math.max(0, n - 1), 0);
        const unackedStored = [...ledger].filter(([key, w]) => !w.acked && stored.has(key)).length;
        sum = {
          acked: sum.acked + acked.length,
          stored: sum.stored + found,
          lost: sum.lost + acked.length - found,
          duplicated: sum.duplicated + duplicated,
        };
        lines.push(
          `  ${kind.padEnd(20)} sent ${ledger.size}, acknowledged ${acked.length}, stored ${found}, lost ${acked.length - found}, duplicated ${duplicated}; not acknowledged but stored ${unackedStored}`,
        );
      };
      check('businesses', businesses, await counted('businesses', 'name', businesses));
      check('posts created', posts, await counted('articles', 'excerpt', posts));
      check('contact messages', contacts, await counted('contact_messages', 'message', contacts));

      // An update is kept if the stored title is its own or one sent after it on the same post (updates overwrite).
      const { rows } = await query<{ id: string; title: string }>(
        'SELECT id::text AS id, title FROM articles WHERE id::text = ANY($1)',
        [[...updates.keys()]],
      );
      const titles = new Map(rows.map((row) => [row.id, row.title]));
      let updatesAcked = 0;
      let updatesLost = 0;
      for (const [id, history] of updates) {
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
      lines.push(
        `  ${'post updates'.padEnd(20)} sent ${updatesSent} on ${updates.size} posts, acknowledged ${updatesAcked}, stored ${updatesAcked - updatesLost}, lost ${updatesLost}, duplicated 0 (an update cannot duplicate)${unordered.size ? `; ${unordered.size} posts updated after a timeout, order unknown` : ''}`,
      );
      sum = {
        ...sum,
        acked: sum.acked + updatesAcked,
        stored: sum.stored + updatesAcked - updatesLost,
        lost: sum.lost + updatesLost,
      };
      return { ...sum, lines };
    },
  };
}

/** The per-route table: requests, req/s, p50/p99, non-2xx, errors, timeouts. */
export function printRoutes(results: RouteResult[], duration: number): void {
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
  for (const r of results)
    console.log(
      row([
        r.label,
        r.connections,
        r.requests,
        r.perSecond,
        r.p50,
        r.p99,
        r.non2xx,
        r.errors,
        r.timeouts,
      ]),
    );
  const total = results.reduce((sum, r) => sum + r.requests, 0);
  console.log(
    row([
      'all routes',
      results.reduce((s, r) => s + r.connections, 0),
      total,
      Math.round(total / duration),
      '',
      '',
      results.reduce((s, r) => s + r.non2xx, 0),
      results.reduce((s, r) => s + r.errors, 0),
      '',
    ]),
  );
  for (const r of results)
    if (Object.keys(r.codes).length > 0)
      console.log(
        `  non-2xx  ${r.label}: ${Object.entries(r.codes)
          .map(([code, n]) => `${n} × ${code}`)
          .join(', ')}`,
      );
}
