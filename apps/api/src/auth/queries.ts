import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';

/** The whole account row behind an address, password hash included (sign-in). */
export async function userWithPassword(
  db: Queryable,
  email: string,
): Promise<(User & { password_hash: string }) | undefined> {
  const { rows } = await db.query<User & { password_hash: string }>(
    'SELECT * FROM users WHERE email = $1',
    [email],
  );
  return rows[0];
}

/** Ends every session of the user issued so far (their tokens carry the old version). */
export async function bumpTokenVersion(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
  await db.query('DELETE FROM staff_sessions WHERE user_id = $1', [userId]);
}

export async function passwordHashOf(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!.password_hash;
}

/** A new password from the settings: other sessions end (token_version moves on). */
export async function changePassword(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<User> {
  const { rows } = await db.query<User>(
    'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING id, email, name, role, token_version, active',
    [userId, passwordHash],
  );
  return rows[0]!;
}

/** An account that may get a reset code: active, not a demo visitor. */
export async function resettableUser(
  db: Queryable,
  email: string,
): Promise<Pick<User, 'id' | 'email' | 'name'> | undefined> {
  const { rows } = await db.query<Pick<User, 'id' | 'email' | 'name'>>(
    'SELECT id, email, name FROM users WHERE email = $1 AND active AND demo_until IS NULL',
    [email],
  );
  return rows[0];
}

export interface LiveCodeRow {
  id: string;
  user_id: string;
  code_hash: string;
}

/**
 * Every live code of the account pays for this attempt before anything is compared, in one
 * statement: parallel guesses (or several instances) cannot get more than `maxTries` per code.
 */
export async function spendCodeAttempts(
  db: Queryable,
  email: string,
  maxTries: number,
): Promise<LiveCodeRow[]> {
  const { rows } = await db.query<LiveCodeRow>(
    `UPDATE otps SET attempts = attempts + 1
        WHERE user_id = (SELECT id FROM users WHERE email = $1 AND active AND demo_until IS NULL) AND used_at IS NULL AND expires_at > now() AND attempts < $2
        RETURNING id, user_id, code_hash`,
    [email, maxTries],
  );
  return rows;
}

/** Uses the code once (false if it was used meanwhile); every other live code of the user goes too. */
export async function useCode(tx: Queryable, codeId: string, userId: string): Promise<boolean> {
  const used = await tx.query(
    'UPDATE otps SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [codeId],
  );
  if (used.rows.length === 0) return false;
  await tx.query('UPDATE otps SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
  return true;
}

/** A new password from a reset code; bumping token_version ends every session issued before. */
export async function resetPassword(
  tx: Queryable,
  userId: string,
  passwordHash: string,
): Promise<User> {
  const { rows } = await tx.query<User>(
    // The first password an invited person sets is when they join.
    `UPDATE users SET password_hash = $2, token_version = token_version + 1,
        joined_at = coalesce(joined_at, now())
      WHERE id = $1 RETURNING id, email, name, role, token_version`,
    [userId, passwordHash],
  );
  return rows[0]!;
}

/** Stores a code's hash for `ttlMinutes`. */
export async function insertCode(
  db: Queryable,
  userId: string,
  codeHash: string,
  ttlMinutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO otps (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, codeHash, ttlMinutes],
  );
}

/** A new staff session: its id goes in the token. */
export async function openStaffSession(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO staff_sessions (user_id) VALUES ($1) RETURNING id',
    [userId],
  );
  return rows[0]!.id;
}

/**
 * Whether the staff session saw a request in the last `idleMinutes`; if so this request counts
 * as one. last_seen_at is written at most once a minute per session, in the same statement.
 */
export async function touchStaffSession(
  db: Queryable,
  sessionId: string,
  userId: string,
  idleMinutes: number,
): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    `WITH s AS (SELECT id, last_seen_at FROM staff_sessions WHERE id = $1 AND user_id = $2),
          touched AS (
            UPDATE staff_sessions t SET last_seen_at = now() FROM s
             WHERE t.id = s.id AND s.last_seen_at < now() - interval '1 minute'
               AND s.last_seen_at > now() - make_interval(mins => $3)
             RETURNING t.id)
     SELECT s.last_seen_at > now() - make_interval(mins => $3) AS live FROM s`,
    [sessionId, userId, idleMinutes],
  );
  return rows[0]?.live === true;
}

/** A visitor's day ends now: should removing them at once fail, the next sweep removes them. */
export async function expireGuest(db: Queryable, id: string): Promise<void> {
  await db.query(
    'UPDATE users SET demo_until = least(demo_until, now()) WHERE id = $1 AND demo_until IS NOT NULL',
    [id],
  );
}

/** Stores a link's hash for `ttlMinutes`; answers its id, the first part of the link's token. */
export async function insertLink(
  db: Queryable,
  userId: string,
  codeHash: string,
  ttlMinutes: number,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO otps (user_id, code_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id::text`,
    [userId, codeHash, ttlMinutes],
  );
  return rows[0]!.id;
}

export interface LinkRow {
  id: string;
  user_id: string;
  code_hash: string;
  used: boolean;
  expired: boolean;
  email: string;
  name: string;
}

/** An invitation link by its id, with its account (active, not a demo visitor's). */
export async function linkById(db: Queryable, id: string): Promise<LinkRow | undefined> {
  const { rows } = await db.query<LinkRow>(
    `SELECT o.id::text, o.user_id, o.code_hash, o.used_at IS NOT NULL AS used,
            o.expires_at <= now() AS expired, u.email, u.name
       FROM otps o JOIN users u ON u.id = o.user_id
      WHERE o.id = $1 AND u.active AND u.demo_until IS NULL`,
    [id],
  );
  return rows[0];
}
