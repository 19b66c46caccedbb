import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions.ts';

export * from './audit-actions.ts';

/** One entry of the audit log, as the admin's and owner's screens list it. */
export interface AuditEvent {
  id: string;
  at: string;
  actor_id: string | null;
  /** The actor's address when it happened (for a failed sign-in: the address tried). */
  actor_email: string;
  actor_role: string | null;
  action: AuditAction;
  store_id: string | null;
  store_slug: string | null;
  store_name: string | null;
  target_type: string | null;
  target_id: string | null;
  /** Before and after of the changed fields; never passwords, tokens, codes or full bank details. */
  details: Record<string, unknown>;
  client_address: string | null;
  request_id: string | null;
}

export interface AuditPage {
  documents: AuditEvent[];
  total: number;
  page: number;
  per_page: number;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are YYYY-MM-DD' })
  // A real calendar day (Date.parse takes 2024-02-30), in years PostgreSQL's date accepts.
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(time) &&
        Number(value.slice(0, 4)) >= 1 &&
        new Date(time).toISOString().slice(0, 10) === value
      );
    },
    { error: 'Not a date' },
  );

/**
 * GET /audit and /my/audit. `action`: one action or its domain ('catalogue' is every
 * catalogue.*); `actor`: a user id or (part of) an e-mail address; `store`: a store's slug;
 * `from`/`to`: Lagos days, both included.
 */
export const auditListQuery = z.strictObject({
  action: z
    .string()
    .max(60, { abort: true })
    .refine(
      (value) =>
        (AUDIT_ACTIONS as readonly string[]).includes(value) ||
        AUDIT_ACTIONS.some((action) => action.startsWith(`${value}.`)),
      { error: 'Unknown action' },
    )
    .optional(),
  actor: z.string().trim().max(200, { abort: true }).optional(),
  store: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, { error: 'Unknown store' })
    .optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export interface AuditListQuery {
  action?: string;
  actor?: string;
  store?: string;
  from?: string;
  to?: string;
  page?: number;
}
