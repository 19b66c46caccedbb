import { randomBytes } from 'node:crypto';
import type { Role, TeamMember } from '@agency/contract';
import { hashPassword } from '../auth/passwords.ts';
import { INVITE_TTL_MINUTES, issueCode } from '../auth/reset-codes.ts';
import type { Context } from '../context.ts';
import { insertMember } from './queries.ts';

/** Where each role sets its password with an invitation's code (on the site at PUBLIC_URL). */
export const SET_PASSWORD_AT: Record<Role, string> = {
  marketer: '/admin/auth/forgot-password',
  admin: '/admin/auth/forgot-password',
  owner: '/business/auth/forgot-password',
  store_admin: '/store/admin/auth/forgot-password',
};

/**
 * A new account nobody can sign in to until its owner sets a password with the mailed code (the
 * forgot-password screen): undefined when the address already has an account. `why` says in the
 * mail what they were invited to ("invited you to Forgeworks as owner").
 */
export async function inviteAccount(
  ctx: Context,
  invite: { email: string; name: string; role: Role },
  why: string,
): Promise<TeamMember | undefined> {
  const unusable = await ctx.hashSlots.run(() =>
    hashPassword(randomBytes(24).toString('base64url'), ctx.config.scryptCost),
  );
  const member = await insertMember(ctx.db, invite, unusable);
  if (!member) return undefined;
  const code = await issueCode(ctx, member.id, INVITE_TTL_MINUTES);
  ctx.background.run('invitation mail', () =>
    ctx.mailer.send({
      to: member.email,
      subject: 'You are invited to Forgeworks',
      body: `Hello ${member.name},\n\n${why}.\n\nTo set your password, open ${ctx.config.publicUrl}${SET_PASSWORD_AT[member.role]}, enter this e-mail address and the code ${code}. The code is valid for two days and can be used once.`,
    }),
  );
  return member;
}
