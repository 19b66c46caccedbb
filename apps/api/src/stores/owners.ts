import type { Context, User } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { inviteAccount } from '../people/index.ts';
import { accountByEmail } from './people-queries.ts';

/** The owner's account: an existing owner's, or a new one invited by mail. */
export async function ownerAccount(
  ctx: Context,
  admin: User,
  storeName: string,
  invite: { email: string; name: string },
): Promise<string> {
  const account = await accountByEmail(ctx.db, invite.email);
  if (account) {
    if (account.role !== 'owner' || !account.active || account.demo)
      throw new HttpError(409, `${invite.email} already has a Forgeworks account of another kind`);
    return account.id;
  }
  const why = `${admin.name} set up the online store ${storeName} for you on Forgeworks. Once you set your password, you will find it in your business area`;
  const member = await inviteAccount(ctx, { ...invite, role: 'owner' }, why);
  if (!member) throw new HttpError(409, `${invite.email} already has an account`);
  return member.id;
}
