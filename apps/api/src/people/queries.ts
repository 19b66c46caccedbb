import type { Role, TeamMember } from '@agency/contract';
import type { Queryable } from '../db/index.ts';

const MEMBER_COLUMNS = 'id, email, name, role, active, created_at';

/** Everyone with an account (demo visitors aside), active first, oldest first. */
export async function listMembers(db: Queryable): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMember>(
    `SELECT ${MEMBER_COLUMNS} FROM users WHERE demo_until IS NULL ORDER BY active DESC, created_at`,
  );
  return rows;
}

/** A new account with a password nobody knows; undefined if the address has one already. */
export async function insertMember(
  db: Queryable,
  invite: { email: string; name: string; role: Role },
  unusablePasswordHash: string,
): Promise<TeamMember | undefined> {
  const { rows } = await db.query<TeamMember>(
    `INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
    [invite.email, invite.name, invite.role, unusablePasswordHash],
  );
  return rows[0];
}

/**
 * A role change and/or (de)activation (null: unchanged). Either change ends the user's sessions
 * at once: their tokens name the old state.
 */
export async function updateMember(
  db: Queryable,
  id: string,
  change: { role: Role | null; active: boolean | null },
): Promise<TeamMember | undefined> {
  const { rows } = await db.query<TeamMember>(
    `UPDATE users SET role = coalesce($2, role), active = coalesce($3, active),
          token_version = token_version + CASE WHEN ($2 IS NOT NULL AND $2 <> role) OR ($3 IS NOT NULL AND $3 <> active) THEN 1 ELSE 0 END
        WHERE id = $1 AND demo_until IS NULL RETURNING ${MEMBER_COLUMNS}`,
    [id, change.role, change.active],
  );
  return rows[0];
}
