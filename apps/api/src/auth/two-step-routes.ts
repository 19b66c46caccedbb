import {
  messageAnswer,
  recoveryCodesAnswer,
  sessionAnswer,
  TWO_STEP_ROLES,
  twoStepConfirmRequest,
  twoStepOffRequest,
  twoStepSetupAnswer,
  twoStepSignInRequest,
  twoStepStatusAnswer,
} from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { type Context, requireUser, type User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { claimAttempt, clearFailures, type Lockout } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { authLimiter } from './limit.ts';
import { verifyPassword } from './passwords.ts';
import { passwordHashOf, userWithPassword } from './queries.ts';
import { DEACTIVATED } from './routes.ts';
import { claimSignIn, passSignIn } from './lockouts.ts';
import { loginKeys, sessionFor } from './sessions.ts';
import { signInAccount } from './sign-in-events.ts';
import {
  CHALLENGE_OVER,
  codeStep,
  newRecoveryCodes,
  newSecret,
  openSecret,
  readChallenge,
  recoveryCodeHash,
  sealSecret,
} from './two-step.ts';
import {
  recoveryCodesLeft,
  startSetup,
  takeStep,
  turnOff,
  turnOn,
  twoStepOf,
  type TwoStepRow,
  useRecoveryCode,
} from './two-step-queries.ts';

export const WRONG_CODE = 'That code is not right. Try again, or use one of your recovery codes.';

/**
 * Two-step sign-in (docs/product-rules.md, "Signing in"): the code step of a sign-in
 * (/auth/two-step), and turning it on and off from the settings (/auth/two-step/…). Registered by
 * the auth plugin (routes.ts), whose hook audits sign-ins.
 */
export default async function twoStepRoutes(
  app: ApiApp,
  { ctx, lockouts }: { ctx: Context; lockouts: { perAddress: Lockout; perAccount: Lockout } },
): Promise<void> {
  const { db } = ctx;
  const limitAuth = authLimiter(ctx);

  /** 'app' or 'recovery' when the code is right (and now used), else null. */
  async function takeCode(userId: string, row: TwoStepRow, code: string) {
    const step = await codeStep(openSecret(ctx, row.secret), code, row.last_step);
    if (step !== null) return (await takeStep(db, userId, step)) ? 'app' : null;
    if (/^\s*\d[\d\s]*$/.test(code)) return null;
    return (await useRecoveryCode(db, userId, recoveryCodeHash(ctx, userId, code)))
      ? 'recovery'
      : null;
  }

  const signIn = {
    description:
      'The second step of a sign-in with two-step sign-in on, for anyone holding a challenge from /auth/login: a 6-digit code from the authenticator app, or a recovery code (each works once). The answer is the session. 401 for a wrong code (it counts toward the sign-in lock like a wrong password) or a challenge that is over (5 minutes, or the password changed since), 403 for a deactivated account, 429 while locked.',
    body: twoStepSignInRequest,
    response: { 200: sessionAnswer },
  };
  app.post('/auth/two-step', { schema: signIn, onRequest: limitAuth }, async (request, reply) => {
    const { challenge, code } = request.body;
    const claims = await readChallenge(ctx, challenge);
    signInAccount.set(request, { email: claims.email, method: 'code' });
    const device = ctx.devices.read(request, claims.email);
    const keys = loginKeys(claims.email, request.ip, device);
    // Counted before the code is checked, like a password.
    await claimSignIn(db, lockouts, keys, device);
    const user = await userWithPassword(db, claims.email);
    // A password change or a sign-out everywhere since the password step ends the challenge.
    if (!user || user.id !== claims.sub || user.token_version !== claims.ver)
      throw new HttpError(401, CHALLENGE_OVER);
    if (!user.active) throw new HttpError(403, DEACTIVATED);
    const row = await twoStepOf(db, user.id);
    if (!row?.on) throw new HttpError(401, CHALLENGE_OVER);
    const method = await takeCode(user.id, row, code);
    if (!method) throw new HttpError(401, WRONG_CODE);
    signInAccount.set(request, { email: claims.email, method });
    await passSignIn(ctx, request, reply, claims.email, keys, device);
    return sessionFor(ctx, user, claims.workspace);
  });

  const status = {
    description:
      "Whether the caller has two-step sign-in on and how many recovery codes are left, for anyone signed in; `available` says whether the caller's role may turn it on (admins and owners).",
    response: { 200: twoStepStatusAnswer },
  };
  app.get('/auth/two-step/settings', { schema: status }, async (request) => {
    const user = await requireUser(ctx, request);
    const row = await twoStepOf(db, user.id);
    return {
      available: TWO_STEP_ROLES.includes(user.role),
      on: row?.on === true,
      recovery_codes_left: row?.on ? await recoveryCodesLeft(db, user.id) : 0,
    };
  });

  const setup = {
    description:
      'Starts turning two-step sign-in on, for admins and owners: a new secret for the authenticator app, as text, as an otpauth:// link and as a QR code (SVG). Nothing changes at sign-in until a code confirms it (/auth/two-step/confirm). 409 when it is on already.',
    response: { 200: twoStepSetupAnswer },
  };
  app.post('/auth/two-step/setup', { schema: setup, onRequest: limitAuth }, async (request) => {
    const user = await requireUser(ctx, request, TWO_STEP_ROLES);
    const made = await newSecret(user.email);
    if (!(await startSetup(db, user.id, sealSecret(ctx, made.secret))))
      throw new HttpError(409, 'Two-step sign-in is on already.');
    return made;
  });

  const confirm = {
    description:
      'Turns two-step sign-in on with the first code the app shows, for admins and owners who started the setup. The answer is 10 recovery codes, shown this once (only their hashes are kept). 400 for a wrong code, 409 when it is on already or no setup was started.',
    body: twoStepConfirmRequest,
    response: { 200: recoveryCodesAnswer },
  };
  app.post('/auth/two-step/confirm', { schema: confirm, onRequest: limitAuth }, async (request) => {
    const user = await requireUser(ctx, request, TWO_STEP_ROLES);
    const row = await twoStepOf(db, user.id);
    if (!row || row.on)
      throw new HttpError(
        409,
        row ? 'Two-step sign-in is on already.' : 'Start again: choose Turn on first.',
      );
    const step = await codeStep(openSecret(ctx, row.secret), request.body.code, row.last_step);
    if (step === null || !(await takeStep(db, user.id, step)))
      throw new HttpError(
        400,
        'That code is not right. Check that the time on your phone is right and try the newest code.',
      );
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await turnOn(
        tx,
        user.id,
        codes.map((code) => recoveryCodeHash(ctx, user.id, code)),
      );
      await twoStepChanged(tx, request, user, true);
    });
    mailChange(user, 'turned on');
    return { recovery_codes: codes };
  });

  const off = {
    description:
      "Turns two-step sign-in off, for anyone signed in who has it on: with the account's password or a code (from the app, or a recovery code). 400 when neither is right (5 wrong tries lock this for a while, 429), 409 when it is off.",
    body: twoStepOffRequest,
    response: { 200: messageAnswer },
  };
  app.post('/auth/two-step/off', { schema: off, onRequest: limitAuth }, async (request) => {
    const user = await requireUser(ctx, request);
    const row = await twoStepOf(db, user.id);
    if (!row?.on) throw new HttpError(409, 'Two-step sign-in is off already.');
    // A stolen session cannot guess its way through the password or the code.
    const key = `two_step_off:${user.id}`;
    await claimAttempt(db, key, lockouts.perAddress);
    const { password, code } = request.body;
    const right = password
      ? await ctx.hashSlots.run(async () =>
          verifyPassword(password, await passwordHashOf(db, user.id)),
        )
      : (await takeCode(user.id, row, code!)) !== null;
    if (!right) throw new HttpError(400, 'That password or code is not right.');
    await clearFailures(db, key);
    await db.transaction(async (tx) => {
      await turnOff(tx, user.id);
      await twoStepChanged(tx, request, user, false);
    });
    mailChange(user, 'turned off');
    return { message: 'Two-step sign-in is off' };
  });

  /** Two-step sign-in turned on or off, by the account itself (the audit log records it). */
  function twoStepChanged(tx: Queryable, request: FastifyRequest, user: User, on: boolean) {
    return ctx.events.emit(tx, {
      type: 'auth.two_step_changed',
      origin: originOf(request, user),
      userId: user.id,
      on,
    });
  }

  /** The account hears of every change to its sign-in, like a password change. */
  function mailChange(user: { email: string; name: string }, what: string): void {
    ctx.background.run('two-step mail', () =>
      ctx.mailer.send({
        to: user.email,
        subject: `Two-step sign-in was ${what}`,
        body: `Hello ${user.name},\n\nTwo-step sign-in was just ${what} for your Forgeworks account.\n\nIf this was not you, reset your password at once and tell us.`,
      }),
    );
  }
}
