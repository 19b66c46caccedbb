import type { Config } from '../config.ts';
import type { Lockout } from '../lib/limits.ts';

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
