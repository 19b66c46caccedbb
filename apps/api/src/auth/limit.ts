import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { takeToken } from '../lib/limits.ts';
import { clientKey } from '../lib/client-address.ts';
import { DEVICE_COOKIE } from './device.ts';

export const TOO_MANY = 'Too many requests. Try again in a moment.';

/** Sign-ins whose shared-bucket check waits until the handler knows the account (a device cookie). */
const deferred = new WeakSet<FastifyRequest>();

/** A device cookie's shape (device.ts); whether it is valid is only known with the account. */
const DEVICE_SHAPE = new RegExp(`(?:^|;)\\s*${DEVICE_COOKIE}=[A-Za-z0-9_-]{16}\\.\\d{1,12}\\.`);

/**
 * Token buckets over every /auth/* call, checked before the body is even read (an onRequest hook):
 * the caller's address first, and only a call its address may make takes from the bucket all
 * clients share. So one flooding client empties its own bucket, never everyone's (a refused call
 * takes nothing from the shared one).
 *
 * A sign-in that carries a device cookie skips the shared bucket here: the login handler calls
 * `sharedAuthToken` once it has read the cookie against the account, so a browser that signed in
 * to the account before is never held back by strangers' traffic, and a forged cookie still pays.
 */
export function authLimiter({ db, config }: Context) {
  return async (request: FastifyRequest): Promise<void> => {
    await takeToken(
      db,
      `auth:address:${clientKey(request.ip)}`,
      { capacity: config.limits.authPerMinutePerAddress, perSeconds: 60 },
      TOO_MANY,
    );
    if (
      request.method === 'POST' &&
      request.url.split('?')[0]!.endsWith('/auth/login') &&
      DEVICE_SHAPE.test(request.headers.cookie ?? '')
    ) {
      deferred.add(request);
      return;
    }
    await takeShared({ db, config });
  };
}

/**
 * The shared bucket for a sign-in whose check was put off (a cookie shaped like a device's): free
 * when the cookie is valid for the account (`device`), taken otherwise.
 */
export async function sharedAuthToken(
  ctx: Pick<Context, 'db' | 'config'>,
  request: FastifyRequest,
  device: string | undefined,
): Promise<void> {
  if (!deferred.has(request)) return;
  deferred.delete(request);
  if (!device) await takeShared(ctx);
}

function takeShared({ db, config }: Pick<Context, 'db' | 'config'>): Promise<void> {
  return takeToken(
    db,
    'auth:all',
    { capacity: config.limits.authPerMinute, perSeconds: 60 },
    TOO_MANY,
  );
}
