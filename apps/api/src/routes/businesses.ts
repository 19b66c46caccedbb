import {
  BUSINESS_PAGE_SIZE,
  type Business,
  createBusinessRequest,
  listBusinessesQuery,
  type UpdateBusinessRequest,
  updateBusinessRequest,
} from '@agency/contract';
import { similarBusinessMessage } from '@agency/contract/rules';
import type { FastifyInstance } from 'fastify';
import { type Caller, requireUser, type Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { userIdParam } from '../lib/ids.ts';

const MARKETERS = ['marketer', 'admin'] as const;
/** Business routes work on the caller's workspace: a demo token reaches its own demo workspace. */
const WORKSPACES = { demo: true };
/** The cached plain list of one marketer's businesses in one workspace. */
export const listKey = (workspace: string, marketerId: string | null) =>
  `businesses:${workspace}:${marketerId}`;
const LOCK_TIMEOUT_MS = 2000;

/** Case-insensitive, spacing-insensitive form of a name, as compared for similarity. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

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
): Promise<{ name: string; contact: string } | undefined> {
  await tx.query('SET LOCAL enable_seqscan = off');
  await tx.query('SET LOCAL enable_indexscan = off');
  const { rows } = await tx.query<{ name: string; contact: string }>(
    `WITH match AS MATERIALIZED (
       SELECT name, marketer_id FROM businesses
        WHERE name_keys && deletion_keys($1) AND levenshtein(name_key, $1) < 2
          AND deleted_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid) AND workspace = $3
        LIMIT 1)
     SELECT m.name, coalesce(u.name, 'the Forgeworks team') AS contact
       FROM match m LEFT JOIN users u ON u.id = m.marketer_id`,
    [key, exceptId, workspace],
  );
  return rows[0];
}

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
  }: {
    recorderId: string;
    ownerId?: string | null;
    details?: UpdateBusinessRequest;
    workspace?: string;
  },
): Promise<Business> {
  const key = nameKey(name);
  await similarNameTurn(tx, key, null, workspace);
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
  return inserted.rows[0]!;
}

/** What a business answer holds. */
const COLUMNS = `id, name, marketer_id, created_at, contact_person, phone, email, status, notes,
  to_char(next_follow_up, 'YYYY-MM-DD') AS next_follow_up, updated_at`;

/**
 * Takes the workspace's one-writer lock and refuses `key` if a business there (other than
 * `exceptId`, not deleted) is similar.
 */
async function similarNameTurn(
  tx: Queryable,
  key: string,
  exceptId: string | null,
  workspace: string,
) {
  await tx.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`);
  await tx.query('SELECT pg_advisory_xact_lock(727002, hashtext($1))', [workspace]);
  const match = await findSimilarBusiness(tx, key, exceptId, workspace);
  if (match) throw new HttpError(409, similarBusinessMessage(match.name, match.contact));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER: Record<string, string> = {
  newest: 'b.created_at DESC, b.id',
  name: 'lower(b.name), b.id',
  follow_up: 'b.next_follow_up ASC NULLS LAST, b.created_at DESC, b.id',
};

export function businessRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  app.get('/businesses', async (request) => {
    const query = parse(listBusinessesQuery, request.query);
    const { marketer_id } = query;
    if (marketer_id === undefined) {
      // The similarity list: names and who to reach out to, for staff only (docs/product-rules.md).
      const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
      const { rows } = await db.query<{ name: string; contact: string }>(
        `SELECT b.name, coalesce(u.name, 'the Forgeworks team') AS contact
           FROM businesses b LEFT JOIN users u ON u.id = b.marketer_id
          WHERE b.deleted_at IS NULL AND b.workspace = $1 ORDER BY b.created_at`,
        [user.workspace],
      );
      return { documents: rows };
    }
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    // `all`: every marketer's businesses, for an admin.
    const marketerId = marketer_id === 'all' ? null : userIdParam(marketer_id, 'marketer_id');
    if (user.role !== 'admin' && user.id !== marketerId)
      throw new HttpError(403, 'You can only list your own businesses');
    const plain = Object.keys(query).length === 1;
    const read = () => listBusinesses(db, user.workspace, marketerId, query);
    // SPEC's plain call is the common one: cached until this marketer's businesses change.
    return plain && marketerId
      ? ctx.cache.reads.get(listKey(user.workspace, marketerId), read)
      : read();
  });

  /** One business, for its recorder or an admin (else 404: another marketer's is not shown). */
  async function ownBusiness(
    tx: Queryable,
    user: Caller,
    id: string,
    { deleted = false } = {},
  ): Promise<Business> {
    if (!UUID.test(id)) throw new HttpError(404, 'Business not found');
    const { rows } = await tx.query<Business>(
      `SELECT ${COLUMNS} FROM businesses
        WHERE id = $1 AND (deleted_at IS NULL) = $2 AND owner_id IS NULL AND workspace = $3
        ${tx === db ? '' : 'FOR UPDATE'}`,
      [id.toLowerCase(), !deleted, user.workspace],
    );
    const business = rows[0];
    if (!business || (user.role !== 'admin' && business.marketer_id !== user.id))
      throw new HttpError(404, 'Business not found');
    return business;
  }

  app.get<{ Params: { id: string } }>('/businesses/:id', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    return ownBusiness(db, user, request.params.id);
  });

  app.patch<{ Params: { id: string } }>('/businesses/:id', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const changes = parse(updateBusinessRequest, request.body);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id);
      const name = changes.name ?? current.name;
      const key = nameKey(name);
      // A rename follows the similar-name rule; the business itself is not a match.
      if (changes.name !== undefined && key !== nameKey(current.name))
        await similarNameTurn(tx, key, current.id, user.workspace);
      const { rows } = await tx.query<Business>(
        `UPDATE businesses SET name = $2, name_key = $3, contact_person = $4, phone = $5, email = $6,
           status = $7, notes = $8, next_follow_up = $9, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [
          current.id,
          name,
          key,
          changes.contact_person ?? current.contact_person,
          changes.phone ?? current.phone,
          changes.email ?? current.email,
          changes.status ?? current.status,
          changes.notes ?? current.notes,
          changes.next_follow_up === undefined ? current.next_follow_up : changes.next_follow_up,
        ],
      );
      return rows[0]!;
    });
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return business;
  });

  // A soft delete: the row leaves every list and the similar-name check; restore brings it back.
  app.delete<{ Params: { id: string } }>('/businesses/:id', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id);
      await tx.query('UPDATE businesses SET deleted_at = now() WHERE id = $1', [current.id]);
      return current;
    });
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return { message: `${business.name} deleted`, id: business.id };
  });

  app.post<{ Params: { id: string } }>('/businesses/:id/restore', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id, { deleted: true });
      // A similar name recorded since the delete wins: the restore is refused (409).
      await similarNameTurn(tx, nameKey(current.name), current.id, user.workspace);
      const { rows } = await tx.query<Business>(
        `UPDATE businesses SET deleted_at = NULL, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [current.id],
      );
      return rows[0]!;
    });
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return business;
  });

  app.post('/businesses', async (request, reply) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const { name, marketer_id: _ignored, ...details } = parse(createBusinessRequest, request.body);
    const business = await db.transaction((tx) =>
      insertBusiness(tx, name, { recorderId: user.id, details, workspace: user.workspace }),
    );
    ctx.cache.reads.delete(listKey(user.workspace, user.id));
    return reply.code(201).send(business);
  });
}

/** A page of live businesses, one marketer's or (null) everyone's, searched, filtered and sorted. */
async function listBusinesses(
  db: Queryable,
  workspace: string,
  marketerId: string | null,
  query: { q?: string; status?: string; sort?: string; page?: number },
) {
  // Owners' own businesses (with stores) are clients, not prospects: not in the staff list.
  const values: unknown[] = [workspace];
  const where = ['b.workspace = $1', 'b.deleted_at IS NULL', 'b.owner_id IS NULL'];
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
            u.name AS marketer_name
       FROM businesses b LEFT JOIN users u ON u.id = b.marketer_id
      WHERE ${filter} ORDER BY ${ORDER[query.sort ?? 'newest']}
      LIMIT ${BUSINESS_PAGE_SIZE} OFFSET ${(page - 1) * BUSINESS_PAGE_SIZE}`,
    values,
  );
  return { documents: rows, total, page, pages };
}
