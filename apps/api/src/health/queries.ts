import type { Db } from '../db/index.ts';

/** The cheapest round trip to the database: it answers, or it throws. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
