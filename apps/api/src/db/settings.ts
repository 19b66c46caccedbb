import { randomBytes } from 'node:crypto';
import type { Db } from './index.ts';

/** The token secret: from the environment, or made once and kept in the database (shared by every instance). */
export async function tokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM settings WHERE key = 'token_secret'`,
  );
  return rows[0]!.value;
}
