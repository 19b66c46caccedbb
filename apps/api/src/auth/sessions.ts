import type { SessionResponse } from '@agency/contract';
import type { Context, User } from '../context.ts';

/** Lock keys of a login: the account from this address, and the account from anywhere. */
export const loginKeys = (email: string, ip: string) => ({
  address: `login:${email}:${ip}`,
  account: `login:${email}`,
});

/** The answer of a login or a reset: what the client stores. */
export async function sessionFor(
  ctx: Context,
  user: Pick<User, 'id' | 'role' | 'token_version'>,
): Promise<SessionResponse> {
  const token = await ctx.tokens.issue({ sub: user.id, role: user.role, ver: user.token_version });
  return { id: user.id, role: user.role, token };
}
