import { AUDIT_PAGE_SIZE, type AuditPage, auditListQuery, auditPageAnswer } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { callerOf } from '../route-access.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { listAuditEvents } from './queries.ts';

/** A filter left empty in a form (`?action=`) is no filter: dropped before the query is checked. */
async function dropEmptyFilters(request: FastifyRequest): Promise<void> {
  request.query = Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''),
  );
}

/**
 * The audit log (docs/product-rules.md, "The audit log"): /audit, every event, for admins;
 * /my/audit, the events of the stores of the owner's businesses (an admin's: every store's).
 */
export default async function auditRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db } = ctx;
  const filters =
    '`action` (one action, or its domain: `catalogue`), `actor` (a user id or part of an e-mail address), `store` (a slug), `from`/`to` (Lagos days, both included); a filter left empty is no filter.';

  const all = {
    description: `A page of the audit log, newest first, for admins. Filters: ${filters}`,
    querystring: auditListQuery,
    response: { 200: auditPageAnswer },
  };
  app.get(
    '/audit',
    { schema: all, preValidation: dropEmptyFilters, config: { access: ['admin'] } },
    async (request): Promise<AuditPage> => {
      const query = request.query;
      const { documents, total } = await listAuditEvents(db, query, null);
      return { documents, total, page: query.page ?? 1, per_page: AUDIT_PAGE_SIZE };
    },
  );

  const mine = {
    description: `A page of the events of the stores of the caller's businesses, newest first, for owners (an admin: every store's), without the actors' addresses and request ids. Filters as /audit: ${filters}`,
    querystring: auditListQuery,
    response: { 200: auditPageAnswer },
  };
  app.get(
    '/my/audit',
    { schema: mine, preValidation: dropEmptyFilters, config: { access: ['owner', 'admin'] } },
    async (request): Promise<AuditPage> => {
      const user = callerOf(request);
      const query = request.query;
      const { documents, total } = await listAuditEvents(
        db,
        query,
        user.role === 'admin' ? null : user.id,
      );
      return { documents, total, page: query.page ?? 1, per_page: AUDIT_PAGE_SIZE };
    },
  );
}
