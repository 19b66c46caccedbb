import { createHash, randomBytes } from 'node:crypto';
import { createPasswordPathOf, setPasswordPathOf } from '@agency/areas';
import type { Role, TeamMember } from '@agency/contract';
import { hashPassword, INVITE_TTL_MINUTES, issueCode, issueLink } from '../auth/index.ts';
import type { Context, User } from '../context.ts';
import type { Db, Queryable } from '../db/index.ts';
import { insertMember } from './queries.ts';

/** Where each role sets its password with an invitation's code (on the site at PUBLIC_URL). */
export const SET_PASSWORD_AT: Record<Role, string> = {
  marketer: setPasswordPathOf('admin'),
  admin: setPasswordPathOf('admin'),
  owner: setPasswordPathOf('business'),
  store_admin: setPasswordPathOf('store_admin'),
};

/** Where each role's invitation link opens "Create your password". */
export const CREATE_PASSWORD_AT: Record<Role, string> = {
  marketer: createPasswordPathOf('admin'),
  admin: createPasswordPathOf('admin'),
  owner: createPasswordPathOf('business'),
  store_admin: createPasswordPathOf('store_admin'),
};

/**
 * A new account nobody can sign in to until its owner sets a password: the mail's one link opens
 * "Create your password" and signs them in. A code for the forgot-password screen comes with it,
 * for a mail app that breaks links. Undefined when the address already has an account. `why`
 * says in the mail what they were invited to ("invited you to Forgeworks as owner").
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
  const token = await issueLink(ctx, member.id, INVITE_TTL_MINUTES);
  const code = await issueCode(ctx, member.id, INVITE_TTL_MINUTES);
  const { publicUrl } = ctx.config;
  const link = `${publicUrl}${CREATE_PASSWORD_AT[member.role]}?token=${token}`;
  ctx.background.run('invitation mail', () =>
    ctx.mailer.send({
      to: member.email,
      subject: 'You are invited to Forgeworks',
      body: `Hello ${member.name},\n\n${why}.\n\nCreate your password here, and you are signed in:\n${link}\n\nThe link works once, for two days.\n\nIf the link does not open, go to ${publicUrl}${SET_PASSWORD_AT[member.role]} instead, enter this e-mail address and the code ${code}.`,
    }),
  );
  return member;
}

/** How long an invitation to run a store stays good. */
export const STORE_INVITATION_DAYS = 7;

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/**
 * An invitation to run a store, for an address that already has an account: it joins only when
 * the mailed link is accepted (acceptStoreInvitation). A second one for the same store and
 * address replaces the first (its old link stops working). Answers its id and the link's token.
 */
export async function saveStoreInvitation(
  db: Queryable,
  invite: { storeId: string; email: string; name: string; invitedBy: string },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO store_invitations (store_id, email, name, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
     ON CONFLICT (store_id, email) DO UPDATE SET name = excluded.name,
       token_hash = excluded.token_hash, invited_by = excluded.invited_by,
       created_at = now(), expires_at = excluded.expires_at
     RETURNING id`,
    [
      invite.storeId,
      invite.email,
      invite.name,
      tokenHash(token),
      invite.invitedBy,
      STORE_INVITATION_DAYS,
    ],
  );
  return { id: rows[0]!.id, token };
}

/** Why an invitation could not be accepted. */
export type RefusedInvitation = 'unknown' | 'not a store admin';

/**
 * Accepts the invitation of `token` in one transaction: the account of its address (an active
 * store admin's) joins the store, and the invitation is gone. Expired ones are unknown.
 */
export async function acceptStoreInvitation(
  db: Db,
  token: string,
): Promise<
  | { store: { id: string; slug: string; name: string }; account: User }
  | { refused: RefusedInvitation }
> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; store_id: string; email: string }>(
      `DELETE FROM store_invitations WHERE token_hash = $1 AND expires_at > now()
       RETURNING id, store_id, email`,
      [tokenHash(token)],
    );
    const invitation = rows[0];
    if (!invitation) return { refused: 'unknown' as const };
    const { rows: accounts } = await tx.query<User>(
      `SELECT id, email, name, role, token_version, active, false AS guest FROM users
        WHERE email = $1 AND role = 'store_admin' AND active AND demo_until IS NULL`,
      [invitation.email],
    );
    const account = accounts[0];
    if (!account) return { refused: 'not a store admin' as const };
    await tx.query(
      `INSERT INTO store_admins (store_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [invitation.store_id, account.id],
    );
    const { rows: stores } = await tx.query<{ id: string; slug: string; name: string }>(
      'SELECT id, slug, name FROM stores WHERE id = $1',
      [invitation.store_id],
    );
    return { store: stores[0]!, account };
  });
}

/** Withdraws a store's invitation by its id (People, Remove); false when there is none. */
export async function dropStoreInvitation(
  db: Queryable,
  storeId: string,
  id: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM store_invitations WHERE store_id = $1 AND id = $2 RETURNING 1',
    [storeId, id],
  );
  return rows.length > 0;
}
