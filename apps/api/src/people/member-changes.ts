/** A person's role or activation changed by an admin, and the change recorded in the audit log. */
import type { Role, TeamMember } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context, User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { originOf } from '../lib/events.ts';
import { updateMember } from './queries.ts';

/** A user's role and state, locked until the caller's transaction ends. */
async function memberState(
  tx: Queryable,
  id: string,
): Promise<{ role: string; active: boolean } | undefined> {
  const { rows } = await tx.query<{ role: string; active: boolean }>(
    'SELECT role, active FROM users WHERE id = $1 AND demo_until IS NULL FOR UPDATE',
    [id],
  );
  return rows[0];
}

/** updateMember, and its event (the audit log records a role change or (de)activation), in one transaction. */
export async function updateMemberAudited(
  ctx: Context,
  request: FastifyRequest,
  admin: User,
  id: string,
  change: { role: Role | null; active: boolean | null },
): Promise<TeamMember | undefined> {
  return ctx.db.transaction(async (tx) => {
    const before = await memberState(tx, id);
    const member = await updateMember(tx, id, change);
    if (!before || !member) return member;
    await ctx.events.emit(tx, {
      type: 'people.member_changed',
      origin: originOf(request, admin),
      member,
      before,
      after: { role: member.role, active: member.active },
    });
    return member;
  });
}
