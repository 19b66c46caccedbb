/** Audit events of the team (people.*): a person invited, their role or activation changed. */
import type { TeamMember } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { actorOf, recordAfter } from './record.ts';

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
