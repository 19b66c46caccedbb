import {
  inviteRequest,
  pathParams,
  teamListAnswer,
  teamMemberAnswer,
  userUpdateRequest,
} from '@agency/contract';
import { updateMemberAudited } from './member-changes.ts';
import { requireUser, type Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { UUID } from '../lib/ids.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { inviteAccount } from './invitations.ts';
import { listMembers } from './queries.ts';

/**
 * People, /users: an admin lists users, invites one (they set a password with a mailed code,
 * through the forgot-password screen), changes a role, deactivates or reactivates. (Everyone's
 * own password change is /auth/change_password, in the auth module.)
 */
export default async function peopleRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db } = ctx;

  const list = {
    description:
      'Everyone with an account (demo visitors aside), active first, for admins: the Team screen.',
    response: { 200: teamListAnswer },
  };
  app.get('/users', { schema: list }, async (request) => {
    await requireUser(ctx, request, ['admin']);
    return { documents: await listMembers(db) };
  });

  const add = {
    description:
      'Invites someone, for admins: 201 with the new account, and a mail with a code to set their password through the forgot-password screen. 409 when the address already has an account.',
    body: inviteRequest,
    response: { 201: teamMemberAnswer },
  };
  app.post('/users', { schema: add }, async (request, reply) => {
    const admin = await requireUser(ctx, request, ['admin']);
    const invite = request.body;
    const why = `${admin.name} invited you to Forgeworks as ${invite.role.replace('_', ' ')}`;
    const member = await inviteAccount(ctx, invite, why);
    if (!member) throw new HttpError(409, `${invite.email} already has an account`);
    await ctx.events.emitAfter(db, {
      type: 'people.invited',
      origin: originOf(request, admin),
      member,
    });
    return reply.code(201).send(member);
  });

  const update = {
    description:
      "Changes someone's role, or deactivates or reactivates them, for admins; either change ends that user's sessions. 404 for an unknown user, 409 for an admin's own deactivation or role.",
    params: pathParams('id'),
    body: userUpdateRequest,
    response: { 200: teamMemberAnswer },
  };
  app.patch('/users/:id', { schema: update }, async (request) => {
    const admin = await requireUser(ctx, request, ['admin']);
    if (!UUID.test(request.params.id)) throw new HttpError(404, 'User not found');
    const id = request.params.id.toLowerCase();
    const change = request.body;
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
