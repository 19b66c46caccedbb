/** Audit events of the staff's businesses (businesses.*): a business deleted. */
import type { FastifyRequest } from 'fastify';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { actorOf, recordEvent } from './record.ts';

export async function auditBusinessDeleted(
  tx: Queryable,
  request: FastifyRequest,
  user: User & { workspace?: string },
  business: { id: string; name: string },
): Promise<void> {
  await recordEvent(tx, request, actorOf(user), {
    action: 'businesses.deleted',
    businessId: business.id,
    target: { type: 'business', id: business.id },
    details: { name: business.name },
  });
}
