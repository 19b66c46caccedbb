import { type AuditAction, maskBankDetails } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { insertAuditEvent } from './queries.ts';

/** Who did it: a signed-in caller, or (failed sign-ins) only the address that was tried. */
export interface AuditActor {
  id: string | null;
  email: string;
  role: string | null;
  /** A demo workspace's changes are the visitor's sample data: not recorded. */
  workspace?: string;
}

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

/** `{ field: { before, after } }` for each field of `changes` whose value differs from `before`. */
export function changedFields(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, after] of Object.entries(changes)) {
    if (after === undefined) continue;
    const was = before[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(after)) out[field] = { before: was, after };
  }
  return out;
}

async function write(
  db: Queryable,
  request: FastifyRequest,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await insertAuditEvent(db, {
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
    client_address: request.ip ?? null,
    request_id: String(request.id ?? ''),
  });
}

const skipped = (actor: AuditActor) => actor.workspace !== undefined && actor.workspace !== 'live';

/** Writes an event; a failure is logged at error level, and thrown again when `rethrow`. */
async function writeLogged(
  db: Queryable,
  request: FastifyRequest,
  actor: AuditActor,
  entry: AuditEntry,
  rethrow: boolean,
): Promise<void> {
  if (skipped(actor)) return;
  try {
    await write(db, request, actor, entry);
  } catch (error) {
    request.log.error({ err: error, action: entry.action }, 'audit event not written');
    if (rethrow) throw error;
  }
}

/**
 * Records an event in the caller's transaction: if the row cannot be written, the error is
 * logged and thrown, so the change rolls back with it (never a change without its event).
 */
export function recordEvent(
  tx: Queryable,
  request: FastifyRequest,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  return writeLogged(tx, request, actor, entry, true);
}

/**
 * Records an event right after a change that was not in a transaction: a failure is logged at
 * error level (the change stands, and the answer says what happened to it).
 */
export function recordAfter(
  db: Queryable,
  request: FastifyRequest,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  return writeLogged(db, request, actor, entry, false);
}

/**
 * One call per audited change, made from the module that changes (docs/product-rules.md, "The
 * audit log"). Transactional changes record in their transaction (recordEvent), the others right
 * after (recordAfter). Those calls are in one *-events.ts file per action domain (auth, people,
 * store, catalogue, orders, businesses, blog); each names its caller with actorOf.
 */

/** A signed-in caller as an event's actor. */
export const actorOf = (user: Pick<User, 'id' | 'email' | 'role'> & { workspace?: string }) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  workspace: user.workspace,
});
