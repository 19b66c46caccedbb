import type { Queryable } from '../db/index.ts';
import { HttpError } from './errors.ts';

/**
 * Rate limits and brute-force locks live in the database, so any number of server instances
 * share them (the server keeps no state of its own). Every check is one atomic statement:
 * parallel requests cannot all slip through between a read and a write.
 */

export interface Bucket {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Seconds over which a full bucket refills. */
  perSeconds: number;
}

/**
 * Takes one token from the bucket `key` (it refills continuously), or answers 429 with how long
 * to wait. A bucket idle for longer than its refill time is full, so old rows can be deleted.
 */
export async function takeToken(
  db: Queryable,
  key: string,
  { capacity, perSeconds }: Bucket,
  message: string,
): Promise<void> {
  const rate = capacity / perSeconds;
  const level = `least($2::float8, b.tokens + extract(epoch FROM now() - b.updated_at) * $3::float8)`;
  const { rows } = await db.query(
    `INSERT INTO rate_buckets AS b (key, tokens, updated_at) VALUES ($1, $2::float8 - 1, now())
     ON CONFLICT (key) DO UPDATE SET tokens = ${level} - 1, updated_at = now()
       WHERE ${level} >= 1
     RETURNING tokens`,
    [key, capacity, rate],
  );
  if (rows.length > 0) return;
  const wait = await db.query<{ wait: number }>(
    `SELECT greatest(1, ceil((1 - least($2::float8, tokens + extract(epoch FROM now() - updated_at) * $3::float8)) / $3::float8))::int AS wait
       FROM rate_buckets WHERE key = $1`,
    [key, capacity, rate],
  );
  const seconds = wait.rows[0]?.wait ?? 1;
  throw new HttpError(429, message, { 'retry-after': String(seconds) });
}

/** How a failure counter turns into a wait. */
export interface Lockout {
  /** Failures allowed before the first wait. */
  free: number;
  /** First wait in seconds; it doubles with each further failure … */
  baseSeconds: number;
  /** … up to this. */
  maxSeconds: number;
  /** One failure is forgiven per this many quiet seconds, so nobody stays locked for ever. */
  decaySeconds: number;
  /**
   * Say only that the key is locked, not for how long (no Retry-After): an attacker who keeps an
   * account's lock armed would otherwise learn exactly when to send the next failure.
   */
  hideWait?: boolean;
}

/** The answer of a lock that does not tell its time (docs/product-rules.md, "Signing in"). */
export const LOCKED_LATER = 'Too many failed attempts. Try again later.';

export const lockedMessage = (wait: number) =>
  `Too many failed attempts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`;

/**
 * Counts an attempt under `key` before the secret is checked (so parallel attempts are counted
 * too) and answers 429 while the key is locked. The attempt that reaches `free` failures sets the
 * lock; a success clears the key (clearFailures).
 */
export async function claimAttempt(db: Queryable, key: string, rule: Lockout): Promise<void> {
  const failures = `greatest(0, t.failures - floor(extract(epoch FROM now() - t.updated_at) / $5::float8)::int) + 1`;
  const lock = (n: string) =>
    `CASE WHEN ${n} >= $2 THEN now() + make_interval(secs => least($4::float8, $3::float8 * power(2, ${n} - $2))) END`;
  const { rows } = await db.query(
    `INSERT INTO throttle AS t (key, failures, locked_until, updated_at) VALUES ($1, 1, ${lock('1')}, now())
     ON CONFLICT (key) DO UPDATE SET failures = ${failures}, locked_until = ${lock(failures)}, updated_at = now()
       WHERE t.locked_until IS NULL OR t.locked_until <= now()
     RETURNING failures`,
    [key, rule.free, rule.baseSeconds, rule.maxSeconds, rule.decaySeconds],
  );
  if (rows.length > 0) return;
  if (rule.hideWait) throw new HttpError(429, LOCKED_LATER);
  const { rows: locked } = await db.query<{ wait: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM locked_until - now())))::int AS wait FROM throttle WHERE key = $1`,
    [key],
  );
  const wait = locked[0]?.wait ?? 1;
  throw new HttpError(429, lockedMessage(wait), { 'retry-after': String(wait) });
}

export async function clearFailures(db: Queryable, ...keys: string[]): Promise<void> {
  await db.query('DELETE FROM throttle WHERE key = ANY($1::text[])', [keys]);
}

/** Deletes limiter rows that no longer hold anything back, and long-dead reset codes. */
export async function pruneLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_buckets WHERE updated_at < now() - interval '1 day'`);
  await db.query(
    `DELETE FROM throttle WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
  );
  await db.query(`DELETE FROM otps WHERE expires_at < now() - interval '1 day'`);
  // Staff sessions idle for a day are long over (STAFF_IDLE_MINUTES is at most hours).
  await db.query(`DELETE FROM staff_sessions WHERE last_seen_at < now() - interval '1 day'`);
}
