import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Workspace } from '@agency/contract';
import { jwtVerify, SignJWT } from 'jose';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';

/**
 * Two-step sign-in's secrets and codes (docs/decisions/035-two-step-sign-in.md): TOTP by otplib
 * (RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator app reads it), the secret encrypted at
 * rest, a signed challenge between the password and the code, and single-use recovery codes.
 */

/** The name the authenticator app shows above the code. */
const ISSUER = 'Forgeworks';
/** Minutes between a right password and its code. */
export const CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** A code from the step before or after is taken too: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;

/** Keys of their own, derived from the server's reset-code key (itself from the token secret). */
const keyFor = (ctx: Context, purpose: string) =>
  createHmac('sha256', ctx.otpKey).update(purpose).digest();

/** A secret as stored: AES-256-GCM, `v1.iv.tag.ciphertext` in base64url. */
export function sealSecret(ctx: Context, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(ctx, 'two-step-secrets'), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((p) => p.toString('base64url')).join('.');
}

export function openSecret(ctx: Context, stored: string): string {
  const [, iv, tag, sealed] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyFor(ctx, 'two-step-secrets'), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

/** A new secret for the app, its otpauth:// link and that link's QR code (SVG). */
export async function newSecret(email: string) {
  const secret = generateSecret();
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qr_svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qr_svg };
}

/**
 * The 30-second step a 6-digit code is right for, or null. Only steps after `lastStep` count:
 * a code that was used once (or an older one) is refused.
 */
export async function codeStep(
  secret: string,
  code: string,
  lastStep: number,
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep > 0 ? { afterTimeStep: lastStep } : {}),
  });
  // A TOTP result names its step (the type is shared with HOTP's, which has none).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes read like `k7m2q-x9p4d`: no 0/o or 1/l to mistake. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${one()}-${one()}`);
}

/** A recovery code however it was typed: case, spaces and dashes do not matter. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Keyed with a server secret and the user: the table alone does not give the codes away. */
export function recoveryCodeHash(ctx: Context, userId: string, code: string): string {
  return createHmac('sha256', keyFor(ctx, 'two-step-recovery'))
    .update(`${userId}:${normalRecoveryCode(code)}`)
    .digest('hex');
}

export interface ChallengeClaims {
  sub: string;
  email: string;
  /** users.token_version: a password change or a sign-out meanwhile ends the challenge. */
  ver: number;
  workspace: Workspace;
}

/** Signed with a key of its own, so a challenge is never taken as a session, nor a session as one. */
export function issueChallenge(ctx: Context, claims: ChallengeClaims): Promise<string> {
  return new SignJWT({ email: claims.email, ver: claims.ver, ws: claims.workspace })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_MINUTES}m`)
    .sign(keyFor(ctx, 'two-step-challenge'));
}

export const CHALLENGE_OVER = 'Your sign-in took too long. Sign in again.';

export async function readChallenge(ctx: Context, challenge: string): Promise<ChallengeClaims> {
  try {
    const { payload } = await jwtVerify(challenge, keyFor(ctx, 'two-step-challenge'), {
      algorithms: ['HS256'],
    });
    const { sub, email, ver, ws } = payload;
    if (
      typeof sub !== 'string' ||
      !UUID.test(sub) ||
      typeof email !== 'string' ||
      typeof ver !== 'number'
    )
      throw new Error('malformed');
    return { sub, email, ver, workspace: ws === 'demo' ? 'demo' : 'live' };
  } catch {
    throw new HttpError(401, CHALLENGE_OVER);
  }
}
