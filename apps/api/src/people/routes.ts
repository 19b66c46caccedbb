import { randomBytes } from 'node:crypto';
import { inviteRequest, type TeamMember, userUpdateRequest } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { auditInvite, updateMemberAudited } from '../audit/events.ts';
import { hashPassword } from '../auth/passwords.ts';
import { INVITE_TTL_MINUTES, issueCode } from '../auth/reset-codes.ts';
import { requireUser, type Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { insertMember, listMembers } from './queries.ts';

/** Where each role signs in, for the invitation mail. */
const SIGN_IN: Record<TeamMember['role'], string> = {
  marketer: '/admin/auth/forgot-password',
  admin: '/admin/auth/forgot-password',
  owner: '/business/auth/forgot-password',
  store_admin: '/store/admin/auth/forgot-password',
};

/**
 * People, /users: an admin lists users, invites one (they set a password with a mailed code,
 * through the forgot-password screen), changes a role, deactivates or reactivates. (Everyone's
 * own password change is /auth/change_password, in the auth module.)
 */
export default async function peopleRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db, config } = ctx;

  app.get('/users', async (request) => {
    await requireUser(ctx, request, ['admin']);
    return { documents: await listMembers(db) };
  });

  app.post('/users', async (request, reply) => {
    const admin = await requireUser(ctx, request, ['admin']);
    const invite = parse(inviteRequest, request.body);
    // Nobody knows this password: the invitee sets theirs with the mailed code.
    const unusable = await ctx.hashSlots.run(() =>
      hashPassword(randomBytes(24).toString('base64url'), config.scryptCost),
    );
    const member = await insertMember(db, invite, unusable);
    if (!member) throw new HttpError(409, `${invite.email} already has an account`);
    await auditInvite(db, request, admin, member);
    const code = await issueCode(ctx, member.id, INVITE_TTL_MINUTES);
    ctx.background.run('invitation mail', () =>
      ctx.mailer.send({
        to: member.email,
        subject: 'You are invited to Forgeworks',
        body: `Hello ${member.name},\n\n${admin.name} invited you to Forgeworks as ${member.role.replace('_', ' ')}.\n\nTo set your password, open ${SIGN_IN[member.role]}, enter this e-mail address and the code ${code}. The code is valid for two days and can be used once.`,
      }),
    );
    return reply.code(201).send(member);
  });

  app.patch<{ Params: { id: string } }>('/users/:id', async (request) => {
    const admin = await requireUser(ctx, request, ['admin']);
    if (!UUID.test(request.params.id)) throw new HttpError(404, 'User not found');
    const id = request.params.id.toLowerCase();
    const change = parse(userUpdateRequest, request.body);
    if (id === admin.id && (change.active === false || (change.role && change.role !== 'admin')))
      throw new HttpError(409, 'You cannot deactivate yourself or give up your own admin role');
    const member = await updateMemberAudited(ctx, request, admin, id, {
      role: change.role ?? null,
      active: change.active ?? null,
    });
    if (!member) throw new HttpError(404, 'User not found');
    ctx.cache.users.delete(id);
    return member;
  });
}
