import type { Queryable } from '../db/index.ts';

export interface TwoStepRow {
  secret: string;
  on: boolean;
  last_step: number;
}

/** The user's secret (sealed), whether it is confirmed, and the last step a code was taken for. */
export async function twoStepOf(db: Queryable, userId: string): Promise<TwoStepRow | undefined> {
  const { rows } = await db.query<TwoStepRow>(
    'SELECT secret, on_since IS NOT NULL AS on, last_step::float8 AS last_step FROM two_step_secrets WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM two_step_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return rows[0]!.n;
}

/** A new secret, not yet on (a setup started again replaces one that was never confirmed). */
export async function startSetup(db: Queryable, userId: string, sealed: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO two_step_secrets (user_id, secret) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret = $2, last_step = 0, created_at = now()
       WHERE two_step_secrets.on_since IS NULL
     RETURNING user_id`,
    [userId, sealed],
  );
  return rows.length > 0;
}

/**
 * Takes a code's step: true only if no code of this step (or a later one) was taken before,
 * in one statement, so the same code sent twice at once is taken once.
 */
export async function takeStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE two_step_secrets SET last_step = $2 WHERE user_id = $1 AND last_step < $2 RETURNING user_id',
    [userId, step],
  );
  return rows.length > 0;
}

/** Turns two-step sign-in on with these recovery codes (earlier codes go). */
export async function turnOn(tx: Queryable, userId: string, codeHashes: string[]): Promise<void> {
  await tx.query('UPDATE two_step_secrets SET on_since = now() WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_step_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(
    'INSERT INTO two_step_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])',
    [userId, codeHashes],
  );
}

/** Uses a recovery code once: false if it is not one of the user's unused codes. */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE two_step_recovery_codes SET used_at = now()
      WHERE id = (SELECT id FROM two_step_recovery_codes
                   WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
        AND used_at IS NULL
      RETURNING id`,
    [userId, codeHash],
  );
  return rows.length > 0;
}

/** Two-step sign-in off: the secret and the recovery codes go. */
export async function turnOff(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM two_step_secrets WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM two_step_recovery_codes WHERE user_id = $1', [userId]);
}

/** Whether sign-in needs a code for this account (two-step sign-in on). */
export async function needsCode(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM two_step_secrets WHERE user_id = $1 AND on_since IS NOT NULL',
    [userId],
  );
  return rows.length > 0;
}
