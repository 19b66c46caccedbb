import { type AuditAction, maskBankDetails } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import type { DomainEvent, EventOrigin, EventType, Events } from '../lib/events.ts';
import { AUDIT_ENTRIES } from './entries.ts';
import { insertAuditEvent } from './queries.ts';

export interface AuditEntry {
  action: AuditAction;
  /** The store the event is about (an owner sees it in their activity). */
  storeId?: string | null;
  /** A business's store, when the event is about a business (looked up in the same statement). */
  businessId?: string | null;
  target?: { type: string; id: string };
  details?: Record<string, unknown>;
}

/** Keys whose values never reach the log, at any depth. */
const SECRET_KEY = /pass(word)?|token|secret|otp|code|hash|key/i;
const BANK_KEY = /bank/i;

/**
 * A copy of `details` fit for the log: secrets dropped, bank details masked to their last 4
 * digits, long strings cut (the log keeps what changed, not documents).
 */
export function scrubDetails(value: unknown, key = ''): unknown {
  if (BANK_KEY.test(key) && (typeof value === 'string' || value == null))
    return maskBankDetails(value as string | null);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubDetails(v, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (SECRET_KEY.test(k)) continue;
      out[k] = scrubDetails(v, BANK_KEY.test(key) ? key : k);
    }
    return out;
  }
  if (typeof value === 'string' && value.length > 300) return `${value.slice(0, 300)}…`;
  return value;
}

/** Writes one entry of an event in the event's transaction (a demo workspace's: none). */
async function write(tx: Queryable, origin: EventOrigin, entry: AuditEntry): Promise<void> {
  const { actor } = origin;
  if (actor.workspace !== undefined && actor.workspace !== 'live') return;
  await insertAuditEvent(tx, {
    actor_id: actor.id,
    actor_email: actor.email,
    actor_role: actor.role,
    action: entry.action,
    store_id: entry.storeId ?? null,
    business_id: entry.businessId ?? null,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    details: scrubDetails(entry.details ?? {}) as Record<string, unknown>,
    // No IPv6 /64 helper exists in lib/ yet: the address as Fastify resolved it.
    client_address: origin.ip,
    request_id: origin.requestId,
  });
}

/**
 * The audit log follows the events the owning modules emit (wired once in app.ts): each event's
 * entries are written in the emitter's transaction, so the change and its record commit or roll
 * back together. The audit module records; it changes nothing else.
 */
export function subscribeAudit(events: Events): void {
  for (const type of Object.keys(AUDIT_ENTRIES) as EventType[])
    events.on(type, async (tx, event) => {
      if (!event.origin) return;
      const entries = (AUDIT_ENTRIES[type] as (e: DomainEvent) => AuditEntry[])(event);
      for (const entry of entries) await write(tx, event.origin, entry);
    });
}
