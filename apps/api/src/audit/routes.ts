import { AUDIT_PAGE_SIZE, type AuditPage, auditListQuery } from '@agency/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import { parse } from '../lib/errors.ts';
import { listAuditEvents } from './queries.ts';

/** A filter left empty in a form (`?action=`) is no filter. */
function filters(request: FastifyRequest) {
  const query = Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''),
  );
  return parse(auditListQuery, query);
}

/**
 * The audit log (docs/product-rules.md, "The audit log"): /audit, every event, for admins;
 * /my/audit, the events of the stores of the owner's businesses (an admin's: every store's).
 */
export default async function auditRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  app.get('/audit', async (request): Promise<AuditPage> => {
    await requireUser(ctx, request, ['admin']);
    const query = filters(request);
    const { documents, total } = await listAuditEvents(db, query, null);
    return { documents, total, page: query.page ?? 1, per_page: AUDIT_PAGE_SIZE };
  });

  app.get('/my/audit', async (request): Promise<AuditPage> => {
    const user = await requireUser(ctx, request, ['owner', 'admin']);
    const query = filters(request);
    const { documents, total } = await listAuditEvents(
      db,
      query,
      user.role === 'admin' ? null : user.id,
    );
    return { documents, total, page: query.page ?? 1, per_page: AUDIT_PAGE_SIZE };
  });
}
