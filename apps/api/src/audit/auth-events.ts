/**
 * Audit events of signing in (auth.*): sign-ins, failed sign-ins, refusals while locked, and
 * two-step sign-in turned on or off.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context, User } from '../context.ts';
import { actorOf, type AuditActor, recordAfter } from './record.ts';

/**
 * The account of a sign-in's code step (POST /auth/two-step), whose body names none: its
 * handler says it here from the challenge, and how the code was given once it was right.
 */
export const signInAccount = new WeakMap<
  FastifyRequest,
  { email: string; method: 'code' | 'app' | 'recovery' }
>();

/** Two-step sign-in turned on or off, by the account itself. */
export function recordTwoStepChange(
  ctx: Context,
  request: FastifyRequest,
  user: Pick<User, 'id' | 'email' | 'role'>,
  on: boolean,
): Promise<void> {
  return recordAfter(ctx.db, request, actorOf(user), {
    action: on ? 'auth.two_step_on' : 'auth.two_step_off',
    target: { type: 'user', id: user.id },
  });
}

/**
 * Sign-ins, failed sign-ins and refusals while locked, at the password step and at the code step
 * of a two-step sign-in: an onSend hook of the auth plugin. A right password that still needs a
 * code is not a sign-in yet (nothing is recorded until the code step).
 */
export function auditSignIns(app: FastifyInstance, ctx: Context): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url ?? '';
    const codeStep = url.endsWith('/auth/two-step');
    if (request.method !== 'POST' || !(url.endsWith('/auth/login') || codeStep)) return payload;
    const body = request.body as { email?: unknown; workspace?: unknown } | undefined;
    const account = signInAccount.get(request);
    // A code step whose challenge could not be read names no account: nothing to record.
    if (codeStep && !account) return payload;
    const email = codeStep
      ? account!.email
      : typeof body?.email === 'string'
        ? body.email.trim().toLowerCase().slice(0, 200)
        : '';
    const answer = readJson(payload);
    const twoStep = codeStep ? { two_step: account!.method } : {};
    const nobody: AuditActor = { id: null, email, role: null };
    const status = reply.statusCode;
    if (status === 200 && typeof answer.id === 'string')
      await recordAfter(
        ctx.db,
        request,
        { id: answer.id, email, role: String(answer.role) },
        {
          action: 'auth.sign_in',
          target: { type: 'user', id: answer.id },
          details: { ...(body?.workspace === 'demo' ? { workspace: 'demo' } : {}), ...twoStep },
        },
      );
    else if (status === 401 || status === 403)
      await recordAfter(ctx.db, request, nobody, {
        action: 'auth.sign_in_failed',
        details: {
          reason: status === 403 ? 'deactivated' : codeStep ? 'wrong_code' : 'invalid_credentials',
        },
      });
    else if (status === 429 && /failed attempts|locked/i.test(String(answer.message)))
      await recordAfter(ctx.db, request, nobody, {
        action: 'auth.locked',
        details: { retry_after: reply.getHeader('retry-after') ?? null },
      });
    return payload;
  });
}

function readJson(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'string') return {};
  try {
    const value = JSON.parse(payload) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
