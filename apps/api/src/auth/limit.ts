import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { takeToken } from '../lib/limits.ts';
import { clientKey } from '../lib/client-address.ts';

export const TOO_MANY = 'Too many requests. Try again in a moment.';

/** Token buckets over every /auth/* call, checked before the body is even read (an onRequest hook). */
export function authLimiter({ db, config }: Context) {
  return async (request: FastifyRequest): Promise<void> => {
    await takeToken(
      db,
      'auth:all',
      { capacity: config.limits.authPerMinute, perSeconds: 60 },
      TOO_MANY,
    );
    await takeToken(
      db,
      `auth:address:${clientKey(request.ip)}`,
      { capacity: config.limits.authPerMinutePerAddress, perSeconds: 60 },
      TOO_MANY,
    );
  };
}
