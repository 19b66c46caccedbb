import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from '../src/db/index.ts';
import { openDb } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * Migrates one database for the whole run, before any test file starts; every test database is
 * then a copy of it (test/helpers.ts `freshDb`, test/setup-database.ts) instead of a new database
 * that runs every migration again. Embedded: a migrated PGlite data folder that each test copies
 * (a new in-memory PGlite spends ~2 s in initdb alone). PostgreSQL: a template database that each
 * test file's own database is created from, so files run in parallel on separate databases.
 * The locations reach the workers as environment variables (they start after this runs).
 */
export default async function setup(): Promise<() => Promise<void>> {
  // The run's scratch files (every file's database copy, uploads, backups) go to memory when the
  // machine has a memory file system: on disk, the copies' writes were a third of the suite's
  // CPU (the kernel's), and the whole suite ran 170 s instead of 145 s.
  const scratch = memoryScratch();
  if (scratch) process.env.TMPDIR = scratch;
  const folder = mkdtempSync(join(tmpdir(), 'agency-api-test-'));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `${new URL(adminUrl).pathname.slice(1)}_template`;
    const admin = await openDb({ databaseUrl: adminUrl, dataDir: folder });
    await admin.exec(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE "${template}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const db = await openDb({ databaseUrl: url.href, dataDir: folder });
    await migrate(db);
    await db.close();
    process.env.API_TEST_PG_ADMIN_URL = adminUrl;
    process.env.API_TEST_PG_TEMPLATE = template;
    return async () => {
      // Test files drop their own database; this catches those of a file that crashed.
      const { rows } = await admin.query<{ name: string }>(
        'SELECT datname AS name FROM pg_database WHERE datname LIKE $1 OR datname = $2',
        [`${template.replace(/_template$/, '')}\\_f%`, template],
      );
      for (const { name } of rows)
        await admin.exec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.close();
      rmSync(folder, { recursive: true, force: true });
    };
  }

  // The same extensions as src/db/pglite.ts opens the database with (the migrations create them).
  const pg = await PGlite.create('memory://', { extensions: { fuzzystrmatch, pg_trgm } });
  await migrate(asDb(pg));
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  // src/db/pglite.ts keeps a data folder's database in its `db` folder.
  const template = join(folder, 'template');
  mkdirSync(join(template, 'db'), { recursive: true });
  writeFileSync(join(folder, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
  execFileSync('tar', ['-xf', join(folder, 'template.tar'), '-C', join(template, 'db')]);
  rmSync(join(folder, 'template.tar'));
  process.env.API_TEST_PGLITE_TEMPLATE = template;
  return async () => rmSync(folder, { recursive: true, force: true });
}

/** /dev/shm when it is there and writable (Linux), else nothing. */
function memoryScratch(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return undefined;
  }
}

/** Just enough of the Db interface for `migrate`. */
function asDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    query: (sql, params) => pg.query(sql, params as unknown[]) as never,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: async (sql, params) => tx.query(sql, params as unknown[]) as never,
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    close: () => pg.close(),
    stats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}
