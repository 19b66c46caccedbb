import { inviteRequest, userUpdateRequest } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { inviteAccount } from './invitations.ts';
import { listMembers, updateMember } from './queries.ts';

/**
 * People, /users: an admin lists users, invites one (they set a password with a mailed code,
 * through the forgot-password screen), changes a role, deactivates or reactivates. (Everyone's
 * own password change is /auth/change_password, in the auth module.)
 */
export default async function peopleRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  app.get('/users', async (request) => {
    await requireUser(ctx, request, ['admin']);
    return { documents: await listMembers(db) };
  });

  app.post('/users', async (request, reply) => {
    const admin = await requireUser(ctx, request, ['admin']);
    const invite = parse(inviteRequest, request.body);
    const why = `${admin.name} invited you to Forgeworks as ${invite.role.replace('_', ' ')}`;
    const member = await inviteAccount(ctx, invite, why);
    if (!member) throw new HttpError(409, `${invite.email} already has an account`);
    return reply.code(201).send(member);
  });

  app.patch<{ Params: { id: string } }>('/users/:id', async (request) => {
    const admin = await requireUser(ctx, request, ['admin']);
    if (!UUID.test(request.params.id)) throw new HttpError(404, 'User not found');
    const id = request.params.id.toLowerCase();
    const change = parse(userUpdateRequest, request.body);
    if (id === admin.id && (change.active === false || (change.role && change.role !== 'admin')))
      throw new HttpError(409, 'You cannot deactivate yourself or give up your own admin role');
    const member = await updateMember(db, id, {
      role: change.role ?? null,
      active: change.active ?? null,
    });
    if (!member) throw new HttpError(404, 'User not found');
    ctx.cache.users.delete(id);
    return member;
  });
}
