import { randomBytes } from 'node:crypto';
import {
  changePasswordRequest,
  inviteRequest,
  type TeamMember,
  userUpdateRequest,
} from '@agency/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { INVITE_TTL_MINUTES, issueCode } from '../auth/reset-codes.ts';
import { sessionFor } from '../auth/sessions.ts';
import { requireUser, type Context, type User } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';

const MEMBER_COLUMNS = 'id, email, name, role, active, created_at';

/** Where each role signs in, for the invitation mail. */
const SIGN_IN: Record<TeamMember['role'], string> = {
  marketer: '/admin/auth/forgot-password',
  admin: '/admin/auth/forgot-password',
  owner: '/business/auth/forgot-password',
  store_admin: '/store/admin/auth/forgot-password',
};

/**
 * People: an admin lists users, invites one (they set a password with a mailed code, through the
 * forgot-password screen), changes a role, deactivates or reactivates; everyone signed in changes
 * their own password.
 */
export function teamRoutes(
  app: FastifyInstance,
  ctx: Context,
  limitAuth: (request: FastifyRequest) => Promise<void>,
): void {
  const { db, config } = ctx;
  const forget = (id: string) => ctx.cache.users.delete(id);

  app.get('/users', async (request) => {
    await requireUser(ctx, request, ['admin']);
    const { rows } = await db.query<TeamMember>(
      `SELECT ${MEMBER_COLUMNS} FROM users WHERE demo_until IS NULL ORDER BY active DESC, created_at`,
    );
    return { documents: rows };
  });

  app.post('/users', async (request, reply) => {
    const admin = await requireUser(ctx, request, ['admin']);
    const invite = parse(inviteRequest, request.body);
    // Nobody knows this password: the invitee sets theirs with the mailed code.
    const unusable = await ctx.hashSlots.run(() =>
      hashPassword(randomBytes(24).toString('base64url'), config.scryptCost),
    );
    const { rows } = await db.query<TeamMember>(
      `INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
      [invite.email, invite.name, invite.role, unusable],
    );
    const member = rows[0];
    if (!member) throw new HttpError(409, `${invite.email} already has an account`);
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
    // A role change or a deactivation ends the user's sessions at once (their tokens name the old state).
    const { rows } = await db.query<TeamMember>(
      `UPDATE users SET role = coalesce($2, role), active = coalesce($3, active),
          token_version = token_version + CASE WHEN ($2 IS NOT NULL AND $2 <> role) OR ($3 IS NOT NULL AND $3 <> active) THEN 1 ELSE 0 END
        WHERE id = $1 AND demo_until IS NULL RETURNING ${MEMBER_COLUMNS}`,
      [id, change.role ?? null, change.active ?? null],
    );
    if (!rows[0]) throw new HttpError(404, 'User not found');
    forget(id);
    return rows[0];
  });

  app.post('/auth/change_password', { onRequest: limitAuth }, async (request) => {
    const user = await requireUser(ctx, request);
    const { current_password, password } = parse(changePasswordRequest, request.body);
    return ctx.hashSlots.run(async () => {
      const { rows } = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [user.id],
      );
      if (!(await verifyPassword(current_password, rows[0]!.password_hash)))
        throw new HttpError(400, 'Your current password is not right');
      const next = await hashPassword(password, config.scryptCost);
      // Other sessions end; this one gets a fresh token.
      const updated = await db.query<User>(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING id, email, name, role, token_version, active',
        [user.id, next],
      );
      forget(user.id);
      ctx.background.run('password changed mail', () =>
        ctx.mailer.send({
          to: user.email,
          subject: 'Your Forgeworks password was changed',
          body: `Hello ${user.name},\n\nThe password of your Forgeworks account was just changed from its settings.\n\nIf this was not you, reset it at once and tell us.`,
        }),
      );
      return sessionFor(ctx, updated.rows[0]!);
    });
  });
}
