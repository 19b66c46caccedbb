import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Context } from '../context.ts';
import { insertCode, insertLink } from './queries.ts';

/** Minutes a reset code lives; an invitation's code lives two days. */
export const OTP_TTL_MINUTES = 10;
export const INVITE_TTL_MINUTES = 48 * 60;

/** Keyed with a server secret: the table alone does not give the codes away. */
export function codeHash(ctx: Context, userId: string, code: string): string {
  return createHmac('sha256', ctx.otpKey).update(`${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Makes a six-digit code for a user, stores its hash, and returns the code to mail. */
export async function issueCode(ctx: Context, userId: string, ttlMinutes: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Earlier codes stay valid for their lifetime: asking again (or a stranger asking) never voids a mailed one.
  await insertCode(ctx.db, userId, codeHash(ctx, userId, code), ttlMinutes);
  return code;
}

/**
 * Makes an invitation's one-time link token for a user: `<id>.<secret>`, the id of its row (so a
 * used or expired link can say so) and 24 random bytes, stored as a code's keyed hash is.
 */
export async function issueLink(ctx: Context, userId: string, ttlMinutes: number): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  const id = await insertLink(ctx.db, userId, codeHash(ctx, userId, secret), ttlMinutes);
  return `${id}.${secret}`;
}
