import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@agency/contract';
import { TOKEN_EXPIRED, TOKEN_MISSING } from '@agency/contract/rules';
import { HttpError } from '../lib/errors.ts';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version when issued: a password change bumps it and ends older tokens. */
  ver: number;
}

export interface Tokens {
  issue(claims: TokenClaims): Promise<string>;
  /** Verifies a bearer token; 401 with the messages SPEC 8 knows. */
  verify(header: string | undefined): Promise<TokenClaims>;
}

export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ sub, role, ver }) =>
      new SignJWT({ role, ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (header) => {
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) throw new HttpError(401, TOKEN_MISSING);
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.ver !== 'number') {
          throw new HttpError(401, 'Invalid token.');
        }
        return { sub: payload.sub, role: payload.role as Role, ver: payload.ver };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof errors.JWTExpired) throw new HttpError(401, TOKEN_EXPIRED);
        throw new HttpError(401, 'Invalid token.');
      }
    },
  };
}
