import type { Db } from './index.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Applies the migrations not applied yet; safe to run from several instances at once. */
export async function migrate(db: Db): Promise<number[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      // Serialise concurrent starts on a real server.
      await tx.query('SELECT pg_advisory_xact_lock(727001)');
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
