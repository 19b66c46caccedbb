import { loginRequest } from '@agency/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decoyHash, verifyPassword } from '../auth/passwords.ts';
import { loginKeys, sessionFor } from '../auth/sessions.ts';
import { requireUser, type Context, type User } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { claimAttempt, clearFailures, takeToken, type Lockout } from '../lib/limits.ts';
import { removeGuests } from '../demo/workspaces.ts';
import { demoRoutes } from './demo.ts';
import { resetRoutes } from './reset.ts';
import { teamRoutes } from './team.ts';

const BAD_LOGIN = 'Invalid email or password';
const TOO_MANY = 'Too many requests. Try again in a moment.';
export const DEACTIVATED = 'This account has been deactivated. Ask an admin to reactivate it.';

export function authRoutes(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;
  // Per account and address: a hard lock from the 5th failure, growing to 15 minutes.
  const perAddress: Lockout = {
    free: config.limits.loginFailures,
    baseSeconds: 30,
    maxSeconds: 900,
    decaySeconds: 900,
  };
  // Per account from any address: attempts are spaced out (1 s, 2 s … at most a minute), never
  // locked for longer, and the count fades within minutes of quiet, so an attacker elsewhere
  // cannot keep the owner out.
  const perAccount: Lockout = {
    free: config.limits.accountFailures,
    baseSeconds: 1,
    maxSeconds: 60,
    decaySeconds: 60,
  };

  /** Token buckets over every /auth/* call, checked before the body is even read. */
  const limitAuth = async (request: FastifyRequest) => {
    await takeToken(
      db,
      'auth:all',
      { capacity: config.limits.authPerMinute, perSeconds: 60 },
      TOO_MANY,
    );
    await takeToken(
      db,
      `auth:address:${request.ip}`,
      { capacity: config.limits.authPerMinutePerAddress, perSeconds: 60 },
      TOO_MANY,
    );
  };

  app.post('/auth/login', { onRequest: limitAuth }, async (request) => {
    const { email, password, workspace } = parse(loginRequest, request.body);
    const keys = loginKeys(email, request.ip);
    return ctx.hashSlots.run(async () => {
      // Counted before the password is checked, so parallel guesses are counted too.
      await claimAttempt(db, keys.address, perAddress);
      await claimAttempt(db, keys.account, perAccount);
      const { rows } = await db.query<User & { password_hash: string }>(
        'SELECT * FROM users WHERE email = $1',
        [email],
      );
      const user = rows[0];
      // Unknown account and wrong password cost the same and read the same.
      const ok = await verifyPassword(
        password,
        user?.password_hash ?? (await decoyHash(config.scryptCost)),
      );
      if (!user || !ok) throw new HttpError(401, BAD_LOGIN);
      if (!user.active) throw new HttpError(403, DEACTIVATED);
      await clearFailures(db, keys.address, keys.account);
      return sessionFor(ctx, user, workspace);
    });
  });

  // Server-side sign-out: every token issued to this user so far stops working at once. A demo
  // visitor's sign-out ends their workspace there and then.
  app.post('/auth/logout', { onRequest: limitAuth }, async (request) => {
    const user = await requireUser(ctx, request, undefined, { demo: true });
    if (user.guest) {
      await removeGuests(db, [user.id]);
      ctx.cache.users.delete(user.id);
      return { message: 'Signed out' };
    }
    await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [user.id]);
    ctx.cache.users.delete(user.id);
    return { message: 'Signed out' };
  });

  resetRoutes(app, ctx, limitAuth);
  teamRoutes(app, ctx, limitAuth);
  demoRoutes(app, ctx, limitAuth);
}
