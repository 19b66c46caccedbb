import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './index.ts';

/** Embedded PostgreSQL (PGlite): on disk in dataDir/db, or in memory for ':memory:'. */
export async function openPglite(dataDir: string): Promise<Db> {
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const pg = await PGlite.create(location ? `file://${location}` : 'memory://', {
    extensions: { fuzzystrmatch, pg_trgm },
  });
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
