/** Audit events of the team (people.*): a person invited, their role or activation changed. */
import type { Role, TeamMember } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context, User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { updateMember } from '../people/queries.ts';
import { memberState } from './queries.ts';
import { actorOf, recordAfter, recordEvent } from './record.ts';

export async function auditInvite(
  db: Queryable,
  request: FastifyRequest,
  admin: User,
  member: TeamMember,
): Promise<void> {
  await recordAfter(db, request, actorOf(admin), {
    action: 'people.invited',
    target: { type: 'user', id: member.id },
    details: { email: member.email, name: member.name, role: member.role },
  });
}

/** people's updateMember, with its role change and (de)activation recorded in one transaction. */
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
    const target = { type: 'user', id: member.id };
    if (before.role !== member.role)
      await recordEvent(tx, request, actorOf(admin), {
        action: 'people.role_changed',
        target,
        details: { email: member.email, role: { before: before.role, after: member.role } },
      });
    if (before.active !== member.active)
      await recordEvent(tx, request, actorOf(admin), {
        action: member.active ? 'people.reactivated' : 'people.deactivated',
        target,
        details: { email: member.email },
      });
    return member;
  });
}
