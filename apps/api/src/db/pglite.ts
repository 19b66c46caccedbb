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
  return {
    kind: 'pglite',
    query: async (sql, params) => pg.query(sql, params as unknown[]) as never,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: async (sql, params) => tx.query(sql, params as unknown[]) as never,
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    close: () => pg.close(),
  };
}
