import { AUDIT_PAGE_SIZE, AUDIT_RETENTION_DAYS, type AuditEvent } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { UUID } from '../lib/ids.ts';

export interface AuditRow {
  actor_id: string | null;
  actor_email: string;
  actor_role: string | null;
  action: string;
  store_id: string | null;
  /** When set and store_id is not: the store is this business's. */
  business_id: string | null;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  client_address: string | null;
  request_id: string | null;
}

/** Appends one event (in the caller's transaction when there is one). */
export async function insertAuditEvent(db: Queryable, row: AuditRow): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (actor_id, actor_email, actor_role, action, store_id, target_type,
        target_id, details, client_address, request_id)
      VALUES ($1, $2, $3, $4,
        coalesce($5::uuid, (SELECT id FROM stores WHERE business_id = $11::uuid ORDER BY created_at LIMIT 1)),
        $6, $7, $8, $9, $10)`,
    [
      row.actor_id,
      row.actor_email,
      row.actor_role,
      row.action,
      row.store_id,
      row.target_type,
      row.target_id,
      JSON.stringify(row.details),
      row.client_address,
      row.request_id,
      row.business_id,
    ],
  );
}

export interface AuditFilters {
  action?: string;
  actor?: string;
  store?: string;
  from?: string;
  to?: string;
  page?: number;
}

/**
 * A page of events, newest first. `ownerId`: only events of the stores of that owner's
 * businesses (the owner's activity); null: everything (admins).
 */
export async function listAuditEvents(
  db: Queryable,
  filters: AuditFilters,
  ownerId: string | null,
): Promise<{ documents: AuditEvent[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (ownerId !== null)
    where.push(`e.store_id IN (SELECT s2.id FROM stores s2 JOIN businesses b ON b.id = s2.business_id
                                WHERE b.owner_id = ${add(ownerId)})`);
  if (filters.action) {
    const p = add(filters.action);
    where.push(`(e.action = ${p} OR e.action LIKE ${p} || '.%')`);
  }
  if (filters.actor) {
    if (UUID.test(filters.actor)) where.push(`e.actor_id = ${add(filters.actor.toLowerCase())}`);
    else {
      const escaped = filters.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      where.push(`lower(e.actor_email) LIKE ${add(`%${escaped}%`)}`);
    }
  }
  if (filters.store) where.push(`s.slug = ${add(filters.store)}`);
  if (filters.from)
    where.push(`e.at >= (${add(filters.from)}::date)::timestamp AT TIME ZONE 'Africa/Lagos'`);
  if (filters.to)
    where.push(`e.at < (${add(filters.to)}::date + 1)::timestamp AT TIME ZONE 'Africa/Lagos'`);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const from = 'FROM audit_events e LEFT JOIN stores s ON s.id = e.store_id';
  const page = filters.page ?? 1;
  const [list, count] = await Promise.all([
    db.query<AuditEvent>(
      `SELECT e.id::text AS id, e.at, e.actor_id, e.actor_email, e.actor_role, e.action, e.store_id,
              s.slug AS store_slug, s.name AS store_name, e.target_type, e.target_id, e.details,
              ${
                // Owners see what changed in their stores, not the addresses of the people who did it.
                ownerId === null
                  ? 'e.client_address, e.request_id'
                  : 'NULL AS client_address, NULL AS request_id'
              }
         ${from} ${clause}
        ORDER BY e.at DESC, e.id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * AUDIT_PAGE_SIZE}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${clause}`, params),
  ]);
  return { documents: list.rows, total: count.rows[0]?.n ?? 0 };
}

/** Deletes events older than the retention period (docs/product-rules.md, "The audit log"). */
export async function sweepAuditEvents(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM audit_events WHERE at < now() - make_interval(days => $1::int)`, [
    AUDIT_RETENTION_DAYS,
  ]);
}
