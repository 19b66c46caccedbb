import type { Queryable } from '../db/index.ts';
import { HttpError } from './errors.ts';

/**
 * Rate limits and brute-force locks live in the database, so any number of server instances
 * share them (the server keeps no state of its own).
 */

/** Counts an event under `key`; 429 once more than `max` happened within `windowSeconds`. */
export async function rateLimit(db: Queryable, key: string, max: number, windowSeconds: number, message: string): Promise<void> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rate_events WHERE key = $1 AND at > now() - make_interval(secs => $2)`,
    [key, windowSeconds],
  );
  if ((rows[0]?.n ?? 0) >= max) throw new HttpError(429, message, { 'retry-after': String(windowSeconds) });
  await db.query('INSERT INTO rate_events (key) VALUES ($1)', [key]);
}

/** 429 while `key` is locked out; says how long to wait. */
export async function assertNotLocked(db: Queryable, key: string): Promise<void> {
  const { rows } = await db.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS wait FROM throttle WHERE key = $1 AND locked_until > now()`,
    [key],
  );
  const wait = rows[0]?.wait;
  if (wait) {
    throw new HttpError(429, `Too many failed attempts. Try again in ${wait} second${wait === 1 ? '' : 's'}.`, { 'retry-after': String(wait) });
  }
}

/** Records a failure; from the `free`-th on, the lock doubles each time (30 s, 60 s, 120 s … up to 15 min). */
export async function recordFailure(db: Queryable, key: string, free: number): Promise<void> {
  await db.query(
    `INSERT INTO throttle (key, failures) VALUES ($1, 1)
     ON CONFLICT (key) DO UPDATE SET failures = throttle.failures + 1
     RETURNING failures`,
    [key],
  );
  await db.query(
    `UPDATE throttle SET locked_until = now() + make_interval(secs => least(900, 30 * power(2, failures - $2)))
     WHERE key = $1 AND failures >= $2`,
    [key, free],
  );
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle WHERE key = $1', [key]);
}
