import {
  changePasswordRequest,
  loginAnswer,
  loginRequest,
  messageAnswer,
  sessionAnswer,
} from '@agency/contract';
import { requireUser, type Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { authLimiter, sharedAuthToken } from './limit.ts';
import { claimSignIn, loginLockouts, passSignIn } from './lockouts.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { demoWorkspaces } from './demo-workspaces.ts';
import {
  bumpTokenVersion,
  changePassword,
  expireGuest,
  passwordHashOf,
  userWithPassword,
} from './queries.ts';
import { loginKeys, sessionFor } from './sessions.ts';
import { emitSignIns } from './sign-in-events.ts';
import { issueChallenge } from './two-step.ts';
import { needsCode } from './two-step-queries.ts';
import twoStepRoutes from './two-step-routes.ts';

const BAD_LOGIN = 'Invalid email or password';
export const DEACTIVATED = 'This account has been deactivated. Ask an admin to reactivate it.';

/**
 * /auth/login, /auth/logout and /auth/change_password; two-step sign-in (/auth/two-step…) is in
 * two-step-routes.ts. The reset codes (/auth/generate_otp,
 * /auth/modify_password) are in reset-routes.ts; 'Try the demo' (/auth/demo) is the demo module's.
 */
export default async function authRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, config } = ctx;
  const limitAuth = authLimiter(ctx);
  emitSignIns(app, ctx);
  // Two-step sign-in's code step and settings: in this plugin, so sign-ins with a code are audited
  // by the same hook.
  const { perAddress, perAccount } = loginLockouts(config);
  await twoStepRoutes(app, { ctx, lockouts: { perAddress, perAccount } });

  const login = {
    description:
      'Signs in with e-mail and password, for anyone with an account; `workspace: "demo"` (staff at /demo/admin) gives a session on their own demo workspace. An account with two-step sign-in on answers `{ two_step: true, challenge }` instead of a session: the code goes to POST /auth/two-step. 401 for a wrong e-mail or password (the same answer for both), 403 for a deactivated account, 429 after repeated failures.',
    body: loginRequest,
    response: { 200: loginAnswer },
  };
  app.post('/auth/login', { schema: login, onRequest: limitAuth }, async (request, reply) => {
    const { email, password, workspace } = request.body;
    // A device that signed in to this account before: strangers' failures elsewhere do not lock it.
    const device = ctx.devices.read(request, email);
    // A browser that signed in to this account before is not held back by everyone's traffic.
    await sharedAuthToken(ctx, request, device);
    const keys = loginKeys(email, request.ip, device);
    return ctx.hashSlots.run(async () => {
      await claimSignIn(db, { perAddress, perAccount }, keys, device);
      const user = await userWithPassword(db, email);
      // Unknown account and wrong password cost the same and read the same.
      const ok = await verifyPassword(
        password,
        user?.password_hash ?? (await decoyHash(config.scryptCost)),
      );
      if (!user || !ok) throw new HttpError(401, BAD_LOGIN);
      if (!user.active) throw new HttpError(403, DEACTIVATED);
      // Two-step sign-in: the code comes next. The failures stay counted until it is right too,
      // so a known password does not buy more guesses at the code.
      if (await needsCode(db, user.id)) {
        const claims = { sub: user.id, email, ver: user.token_version };
        return {
          two_step: true as const,
          challenge: await issueChallenge(ctx, { ...claims, workspace: workspace ?? 'live' }),
        };
      }
      await passSignIn(ctx, request, reply, email, keys, device);
      return sessionFor(ctx, user, workspace);
    });
  });

  // Server-side sign-out: every token issued to this user so far stops working at once. A demo
  // visitor's sign-out ends their workspace there and then.
  const logout = {
    description:
      "Signs out everywhere, for anyone signed in: every token issued to the caller so far stops working. A demo visitor's workspace ends at once.",
    response: { 200: messageAnswer },
  };
  app.post('/auth/logout', { schema: logout, onRequest: limitAuth }, async (request) => {
    const user = await requireUser(ctx, request, undefined, { demo: true });
    // The tokens end first, for visitors too: whatever happens to the removal below, the session
    // does not outlive the sign-out.
    await bumpTokenVersion(db, user.id);
    ctx.cache.users.delete(user.id);
    if (user.guest) {
      await expireGuest(db, user.id);
      try {
        await demoWorkspaces().removeGuest(ctx, user.id);
      } catch (error) {
        // Signed out all the same; their day is over, so the next sweep removes them.
        request.log.error({ err: error }, 'removing a signed-out demo visitor failed');
      }
    }
    return { message: 'Signed out' };
  });

  // Everyone signed in changes their own password.
  const change = {
    description:
      "Changes the caller's own password, for anyone signed in: 400 when `current_password` is not right or the new password is one of the most common ones. Other sessions end; the answer is a fresh session for this one, and the account is told by mail.",
    body: changePasswordRequest,
    response: { 200: sessionAnswer },
  };
  app.post('/auth/change_password', { schema: change, onRequest: limitAuth }, async (request) => {
    const user = await requireUser(ctx, request);
    const { current_password, password } = request.body;
    refuseCommonPassword(password);
    return ctx.hashSlots.run(async () => {
      if (!(await verifyPassword(current_password, await passwordHashOf(db, user.id))))
        throw new HttpError(400, 'Your current password is not right');
      const next = await hashPassword(password, config.scryptCost);
      // Other sessions end; this one gets a fresh token.
      const updated = await changePassword(db, user.id, next);
      ctx.cache.users.delete(user.id);
      ctx.background.run('password changed mail', () =>
        ctx.mailer.send({
          to: user.email,
          subject: 'Your Forgeworks password was changed',
          body: `Hello ${user.name},\n\nThe password of your Forgeworks account was just changed from its settings.\n\nIf this was not you, reset it at once and tell us.`,
        }),
      );
      return sessionFor(ctx, updated);
    });
  });
}
