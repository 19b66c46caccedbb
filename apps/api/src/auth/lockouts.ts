import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { claimAttempt, clearFailures, type Lockout } from '../lib/limits.ts';
import type { loginKeys } from './sessions.ts';

type Keys = ReturnType<typeof loginKeys>;

/**
 * The locks of a sign-in, shared by its password step and its code step (two-step sign-in): a
 * wrong code counts like a wrong password.
 */
export function loginLockouts(config: Config): { perAddress: Lockout; perAccount: Lockout } {
  return {
    // Per account and address (an IPv6 /64): a hard lock from the 5th failure, growing to 15
    // minutes. A device that signed in to the account before (its cookie) has a lock of its own,
    // the same, instead of the address's and the account's. No lock tells its time.
    perAddress: {
      free: config.limits.loginFailures,
      baseSeconds: 30,
      maxSeconds: 900,
      decaySeconds: 900,
      hideWait: true,
    },
    // Per account from any address: attempts are spaced out (1 s, 2 s … at most a minute), never
    // locked for longer, and the count fades within minutes of quiet, so an attacker elsewhere
    // cannot keep the owner out.
    perAccount: {
      free: config.limits.accountFailures,
      baseSeconds: 1,
      maxSeconds: 60,
      decaySeconds: 60,
      hideWait: true,
    },
  };
}

/**
 * Counts a sign-in's attempt (its password or its code) before it is checked, so parallel guesses
 * are counted too: a device that signed in before on its own lock, any other on the address's and
 * the account's.
 */
export async function claimSignIn(
  db: Queryable,
  lockouts: { perAddress: Lockout; perAccount: Lockout },
  keys: Keys,
  device: string | undefined,
): Promise<void> {
  if (device) await claimAttempt(db, keys.device, lockouts.perAddress);
  else {
    await claimAttempt(db, keys.address, lockouts.perAddress);
    await claimAttempt(db, keys.account, lockouts.perAccount);
  }
}

/**
 * A sign-in that got through: a known device clears only its own count (the account's stays armed
 * against strangers), and the browser keeps its device cookie for this account.
 */
export async function passSignIn(
  ctx: Context,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  keys: Keys,
  device: string | undefined,
): Promise<void> {
  if (device) await clearFailures(ctx.db, keys.device);
  else await clearFailures(ctx.db, keys.address, keys.account);
  const secure = ctx.config.production || request.protocol === 'https';
  ctx.devices.set(reply, email, device, secure);
}
