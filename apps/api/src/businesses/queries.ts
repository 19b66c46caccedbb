import {
  BUSINESS_PAGE_SIZE,
  type Business,
  type OwnedBusiness,
  type UpdateBusinessRequest,
} from '@agency/contract';
import { similarBusinessMessage } from '@agency/contract/rules';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { BUSINESS_STORE_JSON } from '../prospects/queries.ts';
import { insertStore } from '../stores/queries.ts';
import { HttpError } from '../lib/errors.ts';
import { nameKey } from './names.ts';
import { addBusinessEvent } from './timeline-queries.ts';

const LOCK_TIMEOUT_MS = 2000;

/** A row of the similarity list: a name and who to reach out to. */
export interface SimilarBusinessRow {
  name: string;
  contact: string;
}

/**
 * Businesses staff recorded (prospects, and clients whose store they launched), not the ones
 * owners made for themselves (those have the owner as recorder). Table alias-free.
 */
const STAFF_BUSINESS = '(owner_id IS NULL OR owner_id <> marketer_id)';
/** Who the similar-name sentence names: the recorder when that is someone else, else the team. */
export const TEAM_CONTACT = 'the Forgeworks team';

/** What a business answer holds. */
const COLUMNS = `id, name, marketer_id, created_at, contact_person, phone, email, status, notes,
  to_char(next_follow_up, 'YYYY-MM-DD') AS next_follow_up, updated_at`;

const ORDER: Record<string, string> = {
  newest: 'b.created_at DESC, b.id',
  name: 'lower(b.name), b.id',
  follow_up: 'b.next_follow_up ASC NULLS LAST, b.created_at DESC, b.id',
};

/** The contact column: the recorder's name unless the caller (`param`) recorded it themself. */
const CONTACT_SQL = (row: string, param: string) =>
  `CASE WHEN ${row}.marketer_id IS NOT DISTINCT FROM ${param}::uuid OR u.name IS NULL
        THEN '${TEAM_CONTACT}' ELSE u.name END`;

/**
 * The existing business whose name is within edit distance 1 of `key`, with who recorded it.
 * Candidates come from the GIN index on deletion keys (a bitmap scan); levenshtein() confirms
 * them. The planner misjudges the overlap's selectivity and, with LIMIT 1, would walk every row
 * instead, so plain and index scans are ruled out for this query.
 */
export async function findSimilarBusiness(
  tx: Queryable,
  key: string,
  /** A business left out of the comparison: the one being renamed or restored. */
  exceptId: string | null = null,
  /** Names are compared within one workspace: the live one, or a demo workspace. */
  workspace = 'live',
  /** Who asks: their own record names the team, not themself (docs/product-rules.md). */
  callerId: string | null = null,
): Promise<SimilarBusinessRow | undefined> {
  await tx.query('SET LOCAL enable_seqscan = off');
  await tx.query('SET LOCAL enable_indexscan = off');
  // The candidates come from the name-keys index alone: given the workspace condition beside it,
  // the planner took the (workspace, …) index instead and compared every business of the
  // workspace, one insert slower with each row (bench:load: 11 inserts/s, every read behind them).
  const { rows } = await tx.query<SimilarBusinessRow>(
    `WITH candidates AS MATERIALIZED (
       SELECT id, name, name_key, marketer_id, deleted_at, workspace FROM businesses
        WHERE name_keys && deletion_keys($1)),
     match AS MATERIALIZED (
       SELECT name, marketer_id FROM candidates
        WHERE levenshtein(name_key, $1) < 2
          AND deleted_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid) AND workspace = $3
        LIMIT 1)
     SELECT m.name, ${CONTACT_SQL('m', '$4')} AS contact
       FROM match m LEFT JOIN users u ON u.id = m.marketer_id`,
    [key, exceptId, workspace, callerId],
  );
  return rows[0];
}

/**
 * Takes the workspace's one-writer lock and refuses `key` if a business there (other than
 * `exceptId`, not deleted) is similar.
 */
export async function similarNameTurn(
  tx: Queryable,
  key: string,
  exceptId: string | null,
  workspace: string,
  /** Staff read which business is similar and whom to reach; owners only that one exists (L2). */
  revealMatch = true,
  callerId: string | null = null,
) {
  await tx.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`);
  await tx.query('SELECT pg_advisory_xact_lock(727002, hashtext($1))', [workspace]);
  const match = await findSimilarBusiness(tx, key, exceptId, workspace, callerId);
  if (match)
    throw new HttpError(
      409,
      revealMatch ? similarBusinessMessage(match.name, match.contact) : SIMILAR_BUSINESS_EXISTS,
    );
}

/** What an owner reads when their new business's name is near one the agency has (L2). */
export const SIMILAR_BUSINESS_EXISTS =
  'A business with a similar name already exists. Talk to us if it is yours.';

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
    if (rows[0]!.n >= DEMO_MAX_BUSINESSES) throw new HttpError(409, DEMO_WORKSPACE_FULL);
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

/**
 * The similarity list: every live business's name and who to reach out to, oldest first. The
 * caller's own records name the team, and carry their id (as do all, for an admin) so the refusal
 * can link to the business.
 */
export async function similarityList(db: Queryable, workspace: string, caller: User) {
  const { rows } = await db.query<SimilarBusinessRow & { id?: string }>(
    `SELECT b.name, ${CONTACT_SQL('b', '$2')} AS contact,
            CASE WHEN b.owner_id IS NULL AND (b.marketer_id = $2::uuid OR $3) THEN b.id END AS id
       FROM businesses b LEFT JOIN users u ON u.id = b.marketer_id
      WHERE b.deleted_at IS NULL AND b.workspace = $1
      ORDER BY b.created_at`,
    [workspace, caller.id, caller.role === 'admin'],
  );
  return rows.map(({ id, ...row }) => (id ? { ...row, id } : row));
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

const OWNED_COLUMNS = `b.id, b.name, b.created_at,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
    'id', s.id, 'slug', s.slug, 'name', s.name,
    'products', (SELECT count(*) FROM products WHERE store_id = s.id),
    'orders', (SELECT count(*) FROM orders WHERE store_id = s.id),
    'open_orders', (SELECT count(*) FROM orders WHERE store_id = s.id AND status IN ('new', 'confirmed')),
    'revenue_kobo', (SELECT coalesce(sum(total_kobo), 0) FROM orders WHERE store_id = s.id AND status <> 'cancelled')
  ) END AS store`;

/** Owners see the businesses they own; admins see every business. */
export async function ownedBusinesses(
  db: Queryable,
  user: User,
  id?: string,
): Promise<OwnedBusiness[]> {
  const params: unknown[] = [user.id, user.role];
  let filter = "($2 = 'admin' OR b.owner_id = $1)";
  if (id) {
    params.push(id);
    filter += ' AND b.id = $3';
  }
  const { rows } = await db.query<OwnedBusiness>(
    `SELECT ${OWNED_COLUMNS} FROM businesses b LEFT JOIN stores s ON s.business_id = b.id
      WHERE ${filter} ORDER BY b.created_at DESC`,
    params,
  );
  return rows;
}

/** An owner's new business, under the similar-name rule, with an empty store of its own. */
export async function insertOwnedBusiness(tx: Queryable, user: User, name: string) {
  // Owners are not told which prospect is similar or who works it (L2); admins are.
  const business = await insertBusiness(tx, name, {
    recorderId: user.id,
    ownerId: user.id,
    revealMatch: user.role === 'admin',
  });
  // The store's public contact stays empty until the owner sets one: their sign-in address is theirs.
  const store = await insertStore(tx, business.id, name);
  return { id: business.id, storeId: store.id };
}
