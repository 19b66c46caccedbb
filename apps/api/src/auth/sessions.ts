import type { SessionResponse, Workspace } from '@agency/contract';
import { type Context, IDLE_ROLES, type User } from '../context.ts';
import { clientKey } from '../lib/client-address.ts';
import { demoWorkspaces } from './demo-workspaces.ts';
import { openStaffSession } from './queries.ts';

/**
 * Lock keys of a login: the account from this address (an IPv6 address counts by its /64), the
 * account from anywhere, and the account from a device that signed in to it before (its cookie).
 */
export const loginKeys = (email: string, ip: string, deviceId?: string) => ({
  address: `login:${email}:${clientKey(ip)}`,
  account: `login:${email}`,
  device: `login:${email}:device:${deviceId ?? ''}`,
});

/** Roles with a demo workspace: those /demo/admin admits. */
const DEMO_ROLES: readonly string[] = ['marketer', 'admin'];

/**
 * The answer of a login or a reset: what the client stores. At /demo/admin (`demo`) the token
 * works on the user's own demo workspace only, opened with sample businesses on first use.
 */
export async function sessionFor(
  ctx: Context,
  user: Pick<User, 'id' | 'role' | 'token_version'>,
  workspace: Workspace = 'live',
  { guest = false }: { guest?: boolean } = {},
): Promise<SessionResponse> {
  const demo = workspace === 'demo';
  if (demo && DEMO_ROLES.includes(user.role)) await demoWorkspaces().open(ctx.db, user.id);
  const token = await ctx.tokens.issue({
    sub: user.id,
    role: user.role,
    ver: user.token_version,
    demo,
    // Staff sessions end after STAFF_IDLE_MINUTES without a request; a visitor's with its day.
    sid:
      IDLE_ROLES.includes(user.role) && !guest
        ? await openStaffSession(ctx.db, user.id)
        : undefined,
  });
  return { id: user.id, role: user.role, token };
}
