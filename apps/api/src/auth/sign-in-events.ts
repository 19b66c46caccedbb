/**
 * The events of signing in (auth.*): sign-ins, failed sign-ins and refusals while locked, at the
 * password step and at the code step of a two-step sign-in. The audit log records them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import type { EventOrigin } from '../lib/events.ts';

/**
 * The account of a sign-in's code step (POST /auth/two-step), whose body names none: its
 * handler says it here from the challenge, and how the code was given once it was right.
 */
export const signInAccount = new WeakMap<
  FastifyRequest,
  { email: string; method: 'code' | 'app' | 'recovery' }
>();

/**
 * An onSend hook of the auth plugin: a sign-in is not made in one transaction (the session, the
 * lockout counters), so its event is handled right after, from the answer. A right password
 * that still needs a code is not a sign-in yet (nothing is emitted until the code step).
 */
export function emitSignIns(app: FastifyInstance, ctx: Context): void {
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
    const origin = (id: string | null, role: string | null): EventOrigin => ({
      actor: { id, email, role },
      ip: request.ip ?? null,
      requestId: String(request.id ?? ''),
    });
    const nobody = origin(null, null);
    const status = reply.statusCode;
    if (status === 200 && typeof answer.id === 'string')
      await ctx.events.emitAfter(ctx.db, {
        type: 'auth.signed_in',
        origin: origin(answer.id, String(answer.role)),
        userId: answer.id,
        demo: body?.workspace === 'demo',
        twoStep: codeStep ? account!.method : undefined,
      });
    else if (status === 401 || status === 403)
      await ctx.events.emitAfter(ctx.db, {
        type: 'auth.sign_in_failed',
        origin: nobody,
        reason: status === 403 ? 'deactivated' : codeStep ? 'wrong_code' : 'invalid_credentials',
      });
    else if (status === 429 && /failed attempts|locked/i.test(String(answer.message)))
      await ctx.events.emitAfter(ctx.db, {
        type: 'auth.locked',
        origin: nobody,
        retryAfter: reply.getHeader('retry-after'),
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
