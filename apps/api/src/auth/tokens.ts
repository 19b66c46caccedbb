import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@agency/contract';
import { TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_MISSING } from '@agency/contract/rules';
import type { Awaitable } from '../lib/awaitable.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version when issued: a password change bumps it and ends older tokens. */
  ver: number;
  /** Issued at /demo/admin: the caller works on their own demo workspace, and on nothing else. */
  demo: boolean;
  /** A staff session (staff_sessions.id): it ends after a while without a request. */
  sid?: string;
}

export interface Tokens {
  issue(claims: TokenClaims): Promise<string>;
  /** Verifies a bearer token; 401 with the messages the client treats as a session's end. */
  /** The token's claims: at once for a token checked before (lib/awaitable.ts). */
  verify(header: string | undefined): Awaitable<TokenClaims>;
}

/** Tokens whose signature was already checked, with their expiry; bounded. */
const VERIFIED_MAX = 10_000;

export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const key = new TextEncoder().encode(secret);
  // A signature check costs more than the rest of a cached read; a token's claims never change,
  // so each token is checked once and only its expiry is looked at again. Kept by the whole
  // Authorization header it came in.
  const verified = new Map<string, TokenClaims & { exp: number }>();
  /** A token seen for the first time: its signature and claims checked, then remembered by `header`. */
  const checkSignature = async (header: string, token: string): Promise<TokenClaims> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (
        typeof payload.sub !== 'string' ||
        !UUID.test(payload.sub) ||
        typeof payload.role !== 'string' ||
        typeof payload.ver !== 'number' ||
        typeof payload.exp !== 'number' ||
        (payload.sid !== undefined && (typeof payload.sid !== 'string' || !UUID.test(payload.sid)))
      ) {
        throw new HttpError(401, TOKEN_INVALID);
      }
      const claims = {
        sub: payload.sub,
        role: payload.role as Role,
        ver: payload.ver,
        demo: payload.ws === 'demo',
        sid: payload.sid as string | undefined,
      };
      // Only a header as clients write it ("Bearer <token>", one space) is remembered: one
      // padded with kilobytes of spaces would otherwise take that much memory per entry.
      if (header.length === token.length + 7) {
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(header, { ...claims, exp: payload.exp });
      }
      return claims;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof errors.JWTExpired) throw new HttpError(401, TOKEN_EXPIRED);
      throw new HttpError(401, TOKEN_INVALID);
    }
  };
  return {
    issue: ({ sub, role, ver, demo, sid }) =>
      new SignJWT({ role, ver, ...(demo ? { ws: 'demo' } : {}), ...(sid ? { sid } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: (header) => {
      // A header seen before is looked up as it came: the pattern that takes the token out of
      // it runs only for a new one (a staff read costs ~2 µs less; decision 030).
      const known = header === undefined ? undefined : verified.get(header);
      if (!known) {
        const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
        if (!token) throw new HttpError(401, TOKEN_MISSING);
        return checkSignature(header!, token);
      }
      if (known.exp * 1000 <= Date.now()) {
        verified.delete(header!);
        throw new HttpError(401, TOKEN_EXPIRED);
      }
      return { sub: known.sub, role: known.role, ver: known.ver, demo: known.demo, sid: known.sid };
    },
  };
}
