/** Staff businesses: recording one under the similar-name rule, reading, changing, listing. */
import { BUSINESS_PAGE_SIZE, type Business, type UpdateBusinessRequest } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { BUSINESS_STORE_JSON } from '../stores/index.ts';
import { DomainError } from '../lib/errors.ts';
import { nameKey } from '../lib/names.ts';
import { similarNameTurn } from './similar-queries.ts';
import { addBusinessEvent } from './timeline-queries.ts';

/**
 * Businesses staff recorded (prospects, and clients whose store they launched), not the ones
 * owners made for themselves (those have the owner as recorder). Table alias-free.
 */
const STAFF_BUSINESS = '(owner_id IS NULL OR owner_id <> marketer_id)';

/** What a business answer holds. */
const COLUMNS = `id, name, marketer_id, created_at, contact_person, phone, email, status, notes,
  to_char(next_follow_up, 'YYYY-MM-DD') AS next_follow_up, updated_at`;

const ORDER: Record<string, string> = {
  newest: 'b.created_at DESC, b.id',
  name: 'lower(b.name), b.id',
  follow_up: 'b.next_follow_up ASC NULLS LAST, b.created_at DESC, b.id',
};

/** Rows a demo workspace may hold, deleted ones included (M3; docs/product-rules.md). */
export const DEMO_MAX_BUSINESSES = 100;
export const DEMO_WORKSPACE_FULL = `The demo workspace holds at most ${DEMO_MAX_BUSINESSES} businesses. Delete some, or reset it to start again.`;

/**
 * Records a business under the similar-name rule, inside the caller's transaction. One writer at
 * a time, so two near-identical names sent together cannot both pass the check; a writer that
 * cannot get its turn soon gives up (503) instead of holding a connection.
 */
export async function insertBusiness(
  tx: Queryable,
  name: string,
  {
    recorderId,
    ownerId = null,
    details = {},
    workspace = 'live',
    revealMatch = true,
  }: {
    recorderId: string;
    ownerId?: string | null;
    details?: UpdateBusinessRequest;
    workspace?: string;
    revealMatch?: boolean;
  },
): Promise<Business> {
  const key = nameKey(name);
  await similarNameTurn(tx, key, null, workspace, revealMatch, recorderId);
  if (workspace !== 'live') {
    // Counted under the workspace's one-writer lock, so parallel inserts cannot pass the cap.
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM businesses WHERE workspace = $1',
      [workspace],
    );
    if (rows[0]!.n >= DEMO_MAX_BUSINESSES) throw new DomainError('conflict', DEMO_WORKSPACE_FULL);
  }
  const inserted = await tx.query<Business>(
    `INSERT INTO businesses (name, name_key, marketer_id, owner_id, contact_person, phone, email,
       status, notes, next_follow_up, workspace)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      name,
      key,
      recorderId,
      ownerId,
      details.contact_person ?? '',
      details.phone ?? '',
      details.email ?? '',
      details.status ?? 'to_contact',
      details.notes ?? '',
      details.next_follow_up ?? null,
      workspace,
    ],
  );
  const business = inserted.rows[0]!;
  if (business.notes)
    await addBusinessEvent(tx, business.id, recorderId, { kind: 'note', body: business.notes });
  return business;
}

/** One staff business (not an owner's), live or deleted; locked when read inside a transaction. */
export async function readBusiness(
  db: Queryable,
  id: string,
  { deleted, workspace, forUpdate }: { deleted: boolean; workspace: string; forUpdate: boolean },
): Promise<Business | undefined> {
  const { rows } = await db.query<Business>(
    `SELECT ${COLUMNS} FROM businesses
        WHERE id = $1 AND (deleted_at IS NULL) = $2 AND ${STAFF_BUSINESS} AND workspace = $3
        ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id, !deleted, workspace],
  );
  return rows[0];
}

/** Every field of a business written at once (the caller merges the changes into the current row). */
export async function updateBusiness(
  tx: Queryable,
  id: string,
  fields: Pick<
    Business,
    'name' | 'contact_person' | 'phone' | 'email' | 'status' | 'notes' | 'next_follow_up'
  > & { name_key: string },
): Promise<Business> {
  const { rows } = await tx.query<Business>(
    `UPDATE businesses SET name = $2, name_key = $3, contact_person = $4, phone = $5, email = $6,
           status = $7, notes = $8, next_follow_up = $9, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      fields.name,
      fields.name_key,
      fields.contact_person,
      fields.phone,
      fields.email,
      fields.status,
      fields.notes,
      fields.next_follow_up,
    ],
  );
  return rows[0]!;
}

export async function softDeleteBusiness(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE businesses SET deleted_at = now() WHERE id = $1', [id]);
}

export async function restoreBusiness(tx: Queryable, id: string): Promise<Business> {
  const { rows } = await tx.query<Business>(
    `UPDATE businesses SET deleted_at = NULL, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0]!;
}

/** A page of live businesses, one marketer's or (null) everyone's, searched, filtered and sorted. */
export async function listBusinesses(
  db: Queryable,
  workspace: string,
  marketerId: string | null,
  query: { q?: string; status?: string; sort?: string; page?: number },
) {
  // Owners' own businesses (with stores) are clients, not prospects: not in the staff list.
  const values: unknown[] = [workspace];
  const where = ['b.workspace = $1', 'b.deleted_at IS NULL', STAFF_BUSINESS];
  if (marketerId) {
    values.push(marketerId);
    where.push(`b.marketer_id = $${values.length}`);
  }
  const q = query.q?.trim();
  if (q) {
    values.push(`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${values.length}`;
    where.push(
      `(lower(b.name) LIKE ${p} OR lower(b.contact_person) LIKE ${p} OR lower(b.email) LIKE ${p} OR b.phone LIKE ${p} OR lower(b.notes) LIKE ${p})`,
    );
  }
  if (query.status) {
    values.push(query.status);
    where.push(`b.status = $${values.length}`);
  }
  const filter = where.join(' AND ');
  const { rows: counted } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM businesses b WHERE ${filter}`,
    values,
  );
  const total = Number(counted[0]!.n);
  const pages = Math.max(1, Math.ceil(total / BUSINESS_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pages);
  const { rows } = await db.query<Business>(
    `SELECT b.id, b.name, b.marketer_id, b.created_at, b.contact_person, b.phone, b.email, b.status,
            b.notes, to_char(b.next_follow_up, 'YYYY-MM-DD') AS next_follow_up, b.updated_at,
            u.name AS marketer_name, ${BUSINESS_STORE_JSON} AS store
       FROM businesses b LEFT JOIN users u ON u.id = b.marketer_id
      WHERE ${filter} ORDER BY ${ORDER[query.sort ?? 'newest']}
      LIMIT ${BUSINESS_PAGE_SIZE} OFFSET ${(page - 1) * BUSINESS_PAGE_SIZE}`,
    values,
  );
  return { documents: rows, total, page, pages };
}
