/** Audit events of signing in (auth.*): sign-ins, failed sign-ins and refusals while locked. */
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.ts';
import { type AuditActor, recordAfter } from './record.ts';

/** Sign-ins, failed sign-ins and refusals while locked: an onSend hook of the auth plugin. */
export function auditSignIns(app: FastifyInstance, ctx: Context): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || !request.routeOptions.url?.endsWith('/auth/login'))
      return payload;
    const body = request.body as { email?: unknown; workspace?: unknown } | undefined;
    const email =
      typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 200) : '';
    const answer = readJson(payload);
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
          details: body?.workspace === 'demo' ? { workspace: 'demo' } : {},
        },
      );
    else if (status === 401 || status === 403)
      await recordAfter(ctx.db, request, nobody, {
        action: 'auth.sign_in_failed',
        details: { reason: status === 403 ? 'deactivated' : 'invalid_credentials' },
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
