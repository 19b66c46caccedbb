import {
  createPasswordRequest,
  generateOtpQuery,
  loginAnswer,
  messageAnswer,
  modifyPasswordRequest,
  passwordLinkAnswer,
  passwordLinkRequest,
  type Workspace,
} from '@agency/contract';
import type { Context, User } from '../context.ts';
import { ANYONE } from '../route-access.ts';
import { HttpError } from '../lib/errors.ts';
import { clearFailures, takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { authLimiter } from './limit.ts';
import { hashPassword } from './passwords.ts';
import {
  linkById,
  type LinkRow,
  resetPassword,
  resettableUser,
  spendCodeAttempts,
  useCode,
} from './queries.ts';
import { codeHash as hashOf, issueCode, OTP_TTL_MINUTES, sameHash } from './reset-codes.ts';
import { loginKeys, sessionFor } from './sessions.ts';
import { issueChallenge } from './two-step.ts';
import { needsCode } from './two-step-queries.ts';
import { clientKey } from '../lib/client-address.ts';

const OTP_MAX_TRIES = 5;
/** The one answer to every failed reset, whether or not the account exists. */
export const BAD_CODE = 'The code is invalid or has expired. Request a new one.';

/** What an invitation link that cannot be used says, plainly (docs/product-rules.md, "Signing in"). */
export const LINK_UNKNOWN = 'This link is not complete. Open it from the invitation mail again.';
export const LINK_USED =
  'This link has been used already, so your password is set. Sign in with it, or use "Forgot password?" if you do not remember it.';
export const LINK_EXPIRED =
  'This link has expired. Use "Forgot password?" on the sign-in page to set your password with a mailed code, or ask the person who invited you for a new invitation.';

/** /auth/generate_otp and /auth/modify_password: a forgotten password, reset with a mailed code. */
export default async function resetRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, config } = ctx;
  const limitAuth = authLimiter(ctx);
  const codeHash = (userId: string, code: string) => hashOf(ctx, userId, code);

  /** One try at setting a password (by link or by code) from `ip`'s hourly budget. */
  const takeResetAttempt = (ip: string) =>
    takeToken(
      db,
      `reset:address:${clientKey(ip)}`,
      { capacity: config.limits.resetPerHourPerAddress, perSeconds: 3600 },
      'Too many attempts. Try again later.',
    );

  /**
   * The answer once a password is set (a link or a mailed code): a session, or for an account
   * with two-step sign-in on a challenge for its code, as a sign-in answers. Neither a link nor a
   * mailed code is the second step.
   */
  async function signedInWithNewPassword(user: User, workspace: Workspace | undefined) {
    if (await needsCode(db, user.id))
      return {
        two_step: true as const,
        challenge: await issueChallenge(ctx, {
          sub: user.id,
          email: user.email,
          ver: user.token_version,
          workspace: workspace ?? 'live',
        }),
      };
    return sessionFor(ctx, user, workspace);
  }

  /** Makes a code and mails it; runs after the answer, so the answer says nothing about the account. */
  async function mailCode(email: string): Promise<void> {
    // A deactivated account gets no code: it cannot come back through a reset.
    const user = await resettableUser(db, email);
    if (!user) return;
    const code = await issueCode(ctx, user.id, OTP_TTL_MINUTES);
    await ctx.mailer.send({
      to: user.email,
      subject: 'Your Forgeworks password reset code',
      body: `Hello ${user.name},\n\nYour password reset code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.\n\nIf you did not ask for it, you can ignore this mail.`,
    });
  }

  const generate = {
    description:
      'Mails a 6-digit password reset code to the address, for anyone. The answer is the same whether or not the address has an account (and past the per-address cap, when no mail goes out); 429 when this client asked too often.',
    querystring: generateOtpQuery,
    response: { 200: messageAnswer },
  };
  const generateRoute = { schema: generate, onRequest: limitAuth, config: ANYONE };
  app.get('/auth/generate_otp', generateRoute, async (request) => {
    const { email } = request.query;
    const hour = 3600;
    await takeToken(
      db,
      `otp:address:${clientKey(request.ip)}`,
      { capacity: config.limits.otpPerHourPerAddress, perSeconds: hour },
      'Too many code requests. Try again later.',
    );
    // Past the per-email cap the answer is the same and no mail goes out: nobody can use up the
    // owner's resets, and the codes already mailed still work.
    const mail = await takeToken(
      db,
      `otp:email:${email}`,
      { capacity: config.limits.otpPerHourPerEmail, perSeconds: hour },
      '',
    ).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 429) return false;
        throw error;
      },
    );
    if (mail) ctx.background.run('reset code mail', () => mailCode(email));
    return { message: 'Otp sent successfully' };
  });

  /** The link's row, if the token is right and it can still be used; else the refusal in words. */
  async function usableLink(token: string): Promise<LinkRow> {
    const [id, secret] = token.split('.') as [string, string];
    const link = await linkById(db, id);
    if (!link || !sameHash(link.code_hash, codeHash(link.user_id, secret)))
      throw new HttpError(404, LINK_UNKNOWN);
    if (link.used) throw new HttpError(410, LINK_USED);
    if (link.expired) throw new HttpError(410, LINK_EXPIRED);
    return link;
  }

  const check = {
    description:
      'Whose invitation link this is (the "Create your password" page asks before it shows the form), for anyone holding the link: the name and e-mail address. 404 for a link that is not right, 410 for one used already or expired, each said plainly; 429 when this client asked too often.',
    body: passwordLinkRequest,
    response: { 200: passwordLinkAnswer },
  };
  const checkRoute = { schema: check, onRequest: limitAuth, config: ANYONE };
  app.post('/auth/password_link', checkRoute, async (request) => {
    const { email, name } = await usableLink(request.body.token);
    return { email, name };
  });

  const create = {
    description:
      "Sets a new account's first password with its invitation's one-time link and signs in, for anyone holding the link: the answer is a session (or, for an account with two-step sign-in on, a challenge for the code). The link and every code mailed to the account are spent; every earlier session ends. 404 for a link that is not right, 410 for one used already or expired, 400 (the link still usable) for a password that is one of the most common ones.",
    body: createPasswordRequest,
    response: { 200: loginAnswer },
  };
  const createRoute = { schema: create, onRequest: limitAuth, config: ANYONE };
  app.post('/auth/create_password', createRoute, async (request) => {
    const { token, password, workspace } = request.body;
    await takeResetAttempt(request.ip);
    // Before the link is spent: a refused password leaves it usable.
    refuseCommonPassword(password);
    const link = await usableLink(token);
    const passwordHash = await ctx.hashSlots.run(() => hashPassword(password, config.scryptCost));
    const user = await db.transaction(async (tx) => {
      // Two presses at once: the second finds the link used.
      if (!(await useCode(tx, link.id, link.user_id))) throw new HttpError(410, LINK_USED);
      return resetPassword(tx, link.user_id, passwordHash);
    });
    ctx.cache.users.delete(user.id);
    return signedInWithNewPassword(user, workspace);
  });

  const modify = {
    description:
      'Sets a new password with a mailed code, for anyone who has one, and signs in: the answer is a session, or for an account with two-step sign-in on a challenge for the code (POST /auth/two-step), as a sign-in. 400 with one message for any wrong, used or expired code, whether or not the account exists, and 400 (the code still usable) for a new password that is one of the most common ones; every earlier session ends.',
    body: modifyPasswordRequest,
    response: { 200: loginAnswer },
  };
  const modifyRoute = { schema: modify, onRequest: limitAuth, config: ANYONE };
  app.post('/auth/modify_password', modifyRoute, async (request) => {
    const { email, otp, password, workspace } = request.body;
    await takeResetAttempt(request.ip);
    // Before the code is spent: a refused password leaves the mailed code usable.
    refuseCommonPassword(password);
    // Every live code of the account pays for this attempt before anything is compared, in one
    // statement: parallel guesses (or several instances) cannot get more than 5 tries per code.
    const rows = await spendCodeAttempts(db, email, OTP_MAX_TRIES);
    const match = rows.find((row) => sameHash(row.code_hash, codeHash(row.user_id, otp)));
    if (!match) throw new HttpError(400, BAD_CODE);
    const passwordHash = await ctx.hashSlots.run(() => hashPassword(password, config.scryptCost));
    const user = await db.transaction(async (tx) => {
      if (!(await useCode(tx, match.id, match.user_id))) throw new HttpError(400, BAD_CODE);
      // Bumping token_version ends every session issued before the change.
      return resetPassword(tx, match.user_id, passwordHash);
    });
    ctx.cache.users.delete(user.id);
    const keys = loginKeys(email, request.ip);
    await clearFailures(db, keys.address, keys.account);
    ctx.background.run('password changed mail', () =>
      ctx.mailer.send({
        to: user.email,
        subject: 'Your Forgeworks password was changed',
        body: `Hello ${user.name},\n\nThe password of your Forgeworks account was just changed with a reset code.\n\nIf this was not you, reset it again at once and tell us.`,
      }),
    );
    return signedInWithNewPassword(user, workspace);
  });
}
