import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit-actions.ts';
import type { AuditEvent, AuditPage } from '../audit.ts';
import { pageOf, timestampAnswer } from './shared.ts';

/** One entry of the audit log. An owner's view has no `client_address` or `request_id` (null). */
export const auditEventAnswer = z
  .object({
    id: z.string(),
    at: timestampAnswer,
    actor_id: z.string().nullable(),
    actor_email: z.string(),
    actor_role: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    store_id: z.string().nullable(),
    store_slug: z.string().nullable(),
    store_name: z.string().nullable(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    client_address: z.string().nullable(),
    request_id: z.string().nullable(),
  })
  .meta({ id: 'AuditEvent' }) satisfies z.ZodType<AuditEvent>;

export const auditPageAnswer = pageOf(auditEventAnswer).meta({
  id: 'AuditPage',
}) satisfies z.ZodType<AuditPage>;
