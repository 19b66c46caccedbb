import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { SEARCHES_LIMITED } from '../src/catalogue/routes.ts';
import { insertStore } from '../src/stores/write-queries.ts';
import { craftedWords } from './crafted-words.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * What one search may cost (docs/decisions/031-bounded-search.md): a store whose lexicon is full
 * of made-up words cannot make a search read all of them, an address has a budget of searches the
 * read cache did not answer, and on PostgreSQL a statement past its deadline answers 503.
 */

const PRODUCTS = 5000;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('a store whose lexicon is full of crafted words', () => {
  let server: TestServer;
  let slug: string;
  beforeAll(async () => {
    server = await startTestServer({
      trustProxyHops: 1,
      cacheTtlMs: 60_000,
      limits: { searchesPerMinutePerAddress: 3 },
    });
    const { db } = server;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO businesses (name, name_key) VALUES ('Crafted', 'crafted') RETURNING id`,
    );
    const store = await db.transaction((tx) => insertStore(tx, rows[0]!.id, 'Crafted Words'));
    slug = store.slug;
    // 5,000 products of 12 crafted words each: a lexicon of ~60,000 words (the trigger keeps it).
    const words = craftedWords(PRODUCTS * 12, 7);
    const titles = Array.from({ length: PRODUCTS }, (_, i) =>
      words.slice(i * 12, i * 12 + 12).join(' '),
    );
    await db.query(
      `INSERT INTO products (store_id, slug, name, description, search_text, price_kobo, price_max_kobo)
       SELECT $1, 'c-' || i, n, '', n, 1000, 1000 FROM unnest($2::text[]) WITH ORDINALITY AS u(n, i)`,
      [store.id, titles],
    );
    await db.exec('ANALYZE search_words');
  });
  afterAll(() => server.stop());

  it('answers a search of ten unknown crafted words at once, and the API keeps answering meanwhile', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM search_words',
    );
    expect(rows[0]!.n).toBeGreaterThan(50_000);
    // Ten words of the same shape the store does not hold: each is a typo lookup candidate.
    const q = craftedWords(10, 99).join(' ');
    const started = Date.now();
    const searching = server.call('GET', `/stores/${slug}/products?q=${q}`, from('10.9.0.1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await server.call('GET', '/health');
    const healthMs = Date.now() - started;
    const answer = await searching;
    const searchMs = Date.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 0 });
    expect(health.status).toBe(200);
    // Unbounded, this search read every word of the store twice: ~5 s here, with /health waiting.
    expect(searchMs).toBeLessThan(1500);
    expect(healthMs).toBeLessThan(1500);
  });

  it('still forgives a typo of a crafted word', async () => {
    const title = craftedWords(12, 7);
    const typo = title[3]!.slice(0, 4) + title[3]![5] + title[3]![4] + title[3]!.slice(6);
    const answer = await server.call('GET', `/stores/${slug}/products?q=${typo}`, from('10.9.0.2'));
    expect(answer.status).toBe(200);
    expect(answer.body.documents.map((p: { slug: string }) => p.slug)).toContain('c-1');
  });

  it("counts an address's searches the read cache did not answer: past the budget, 429", async () => {
    const search = (q: string) =>
      server.call('GET', `/stores/${slug}/products?q=${q}`, from('10.9.0.3'));
    for (const q of ['apple', 'basket', 'crate']) expect((await search(q)).status).toBe(200);
    // A repeat the read cache answers costs nothing; a page with no search words neither.
    expect((await search('apple')).status).toBe(200);
    expect((await server.call('GET', `/stores/${slug}/products`, from('10.9.0.3'))).status).toBe(
      200,
    );
    const over = await search('dates');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: SEARCHES_LIMITED });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address has its own budget.
    expect(
      (await server.call('GET', `/stores/${slug}/products?q=dates`, from('10.9.0.4'))).status,
    ).toBe(200);
  });
});

// PostgreSQL stops a statement past STATEMENT_TIMEOUT_MS. The embedded database cannot (it
// ignores statement_timeout and runs in this thread), so there the bound is the queries' own.
describe.skipIf(!process.env.DATABASE_URL)('a statement past its deadline on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ statementTimeoutMs: 1000 });
    await ensureDemoStore(server.db);
  });
  afterAll(() => server.stop());

  it('answers 503 "busy" instead of waiting for as long as the database does', async () => {
    // Another session holds the lexicon: the search's first statement waits for it.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    let letGo: NodeJS.Timeout | undefined;
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE search_words IN ACCESS EXCLUSIVE MODE');
      // Let go after a while, so a server without a deadline answers late rather than never.
      letGo = setTimeout(() => void holder.query('ROLLBACK').catch(() => undefined), 8000);
      const started = Date.now();
      const answer = await server.call('GET', '/stores/snailhouse/products?q=snail');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'The server is busy. Try again in a moment.' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      clearTimeout(letGo);
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    // The deadline is per statement: the same search answers once nothing holds it up.
    expect((await server.call('GET', '/stores/snailhouse/products?q=snail')).status).toBe(200);
  });
});
