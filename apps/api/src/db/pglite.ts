import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './index.ts';

/**
 * How much (kB) a GIN index keeps unsorted before merging it in (default 4 MB). Every trigram
 * lookup (search's typos, its LIKE on products) reads all of it, and PGlite has no autovacuum to
 * merge it: after a big import a search's typo lookup took ~150 ms per word, ~5 ms at 256 kB.
 */
const GIN_PENDING_LIST_KB = 256;

/**
 * Embedded PostgreSQL (PGlite): on disk in dataDir/db, or in memory for ':memory:'. It runs in
 * this thread and ignores statement_timeout (single-threaded WebAssembly has no timer to cancel a
 * running statement; `SET statement_timeout = '300ms'` then `SELECT pg_sleep(2)` takes 2 s), and
 * while a statement runs no timer of ours fires either. So nothing here can stop a slow query:
 * the queries themselves are bounded instead (search reads a fixed number of words,
 * docs/decisions/031-bounded-search.md).
 */
export async function openPglite(dataDir: string): Promise<Db> {
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const pg = await PGlite.create(location ? `file://${location}` : 'memory://', {
    extensions: { fuzzystrmatch, pg_trgm },
  });
  await pg.exec(`SET gin_pending_list_limit = ${GIN_PENDING_LIST_KB}`);
  // One connection: everything asked of it at once beyond the first waits its turn.
  let busy = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
    }
  };
  return {
    kind: 'pglite',
    query: (sql, params) => counted(() => pg.query(sql, params as unknown[]) as never),
    exec: (sql) => counted(async () => void (await pg.exec(sql))),
    transaction: (work) =>
      counted(() =>
        pg.transaction((tx) =>
          work({
            query: async (sql, params) => tx.query(sql, params as unknown[]) as never,
            exec: async (sql) => void (await tx.exec(sql)),
          }),
        ),
      ),
    close: () => pg.close(),
    stats: () => ({ total: 1, idle: busy === 0 ? 1 : 0, waiting: Math.max(0, busy - 1) }),
  };
}
