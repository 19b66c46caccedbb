import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { openDb, type Db } from '../src/db/index.ts';
import { seedIfAsked } from '../src/server.ts';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { freshDb, testConfig } from './helpers.ts';

// pnpm db:backup / db:restore: a backup restored into a fresh database holds every row of every
// table. On the embedded database by default; on PostgreSQL (pg_dump/pg_restore) in CI's second run.
const folder = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every table's row count and a digest of all its rows. */
async function contents(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    result[name] = `${rows[0]!.n} ${rows[0]!.digest}`;
  }
  return result;
}

/** The demo store, its accounts and a few leads: rows in most tables. */
async function fill(db: Db, config: ReturnType<typeof testConfig>) {
  await ensureDemoStore(db);
  await seedIfAsked({ ...config, seedDemo: true }, db, []);
  for (let i = 0; i < 5; i += 1)
    await db.query(
      `INSERT INTO contact_messages (name, email, number, message) VALUES ($1, $2, $3, $4)`,
      [`Prospect ${i}`, `p${i}@example.com`, '+234 800 000 0000', `We would like a store ${i}`],
    );
}

describe('backup and restore', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'restores an embedded database into a fresh data folder with every row',
    async () => {
      const config = testConfig({ dataDir: join(folder, 'live'), databaseUrl: undefined });
      const db = await freshDb(config);
      await fill(db, config);
      const before = await contents(db);
      await db.close();
      const file = join(folder, 'pglite.tar.gz');
      expect(await backupDatabase(config, file)).toBeGreaterThan(0);

      const fresh = { dataDir: join(folder, 'restored') };
      await restoreDatabase(fresh, file);
      const restored = await openDb(fresh);
      try {
        expect(await contents(restored)).toEqual(before);
        expect(Number(before.users!.split(' ')[0])).toBeGreaterThan(0);
      } finally {
        await restored.close();
      }
    },
    // Creating an embedded database on disk takes seconds (three of them here: live, restored).
    120_000,
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'restores a PostgreSQL database into a fresh database with every row',
    async () => {
      const config = testConfig();
      const db = await freshDb(config);
      await fill(db, config);
      const before = await contents(db);
      const file = join(folder, 'postgres.dump');
      expect(await backupDatabase(config, file)).toBeGreaterThan(0);

      const name = `agency_restore_${process.pid}`;
      await db.query(`DROP DATABASE IF EXISTS ${name}`);
      await db.query(`CREATE DATABASE ${name}`);
      const url = new URL(config.databaseUrl!);
      url.pathname = `/${name}`;
      try {
        await restoreDatabase({ databaseUrl: url.href, dataDir: folder }, file);
        const restored = await openDb({ databaseUrl: url.href, dataDir: folder });
        try {
          expect(await contents(restored)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await db.query(`DROP DATABASE IF EXISTS ${name}`);
        await db.close();
      }
    },
    60_000,
  );
});
