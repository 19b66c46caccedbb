import { createBusinessRequest, listBusinessesQuery, type Business } from '@agency/contract';
import { similarBusinessMessage } from '@agency/contract/rules';
import type { FastifyInstance } from 'fastify';
import { requireUser, type Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { userIdParam } from '../lib/ids.ts';

const MARKETERS = ['marketer', 'admin'] as const;
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
): Promise<{ name: string; contact: string } | undefined> {
  await tx.query('SET LOCAL enable_seqscan = off');
  await tx.query('SET LOCAL enable_indexscan = off');
  const { rows } = await tx.query<{ name: string; contact: string }>(
    `WITH match AS MATERIALIZED (
       SELECT name, marketer_id FROM businesses
        WHERE name_keys && deletion_keys($1) AND levenshtein(name_key, $1) < 2 LIMIT 1)
     SELECT m.name, coalesce(u.name, 'the Forgeworks team') AS contact
       FROM match m LEFT JOIN users u ON u.id = m.marketer_id`,
    [key],
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
  { recorderId, ownerId = null }: { recorderId: string; ownerId?: string | null },
): Promise<Business> {
  const key = nameKey(name);
  await tx.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`);
  await tx.query('SELECT pg_advisory_xact_lock(727002)');
  const match = await findSimilarBusiness(tx, key);
  if (match) throw new HttpError(409, similarBusinessMessage(match.name, match.contact));
  const inserted = await tx.query<Business>(
    'INSERT INTO businesses (name, name_key, marketer_id, owner_id) VALUES ($1, $2, $3, $4) RETURNING id, name, marketer_id, created_at',
    [name, key, recorderId, ownerId],
  );
  return inserted.rows[0]!;
}

export function businessRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  app.get('/businesses', async (request) => {
    const { marketer_id } = parse(listBusinessesQuery, request.query);
    if (marketer_id === undefined) {
      // The similarity list: names and who to reach out to, for staff only (docs/product-rules.md).
      await requireUser(ctx, request, MARKETERS);
      const { rows } = await db.query<{ name: string; contact: string }>(
        `SELECT b.name, coalesce(u.name, 'the Forgeworks team') AS contact
           FROM businesses b LEFT JOIN users u ON u.id = b.marketer_id ORDER BY b.created_at`,
      );
      return { documents: rows };
    }
    const user = await requireUser(ctx, request, MARKETERS);
    const marketerId = userIdParam(marketer_id, 'marketer_id');
    if (user.role !== 'admin' && user.id !== marketerId)
      throw new HttpError(403, 'You can only list your own businesses');
    return ctx.cache.reads.get(`businesses:${marketerId}`, async () => {
      const { rows } = await db.query<Business>(
        'SELECT id, name, marketer_id, created_at FROM businesses WHERE marketer_id = $1 ORDER BY created_at DESC',
        [marketerId],
      );
      return { documents: rows };
    });
  });

  app.post('/businesses', async (request, reply) => {
    const user = await requireUser(ctx, request, MARKETERS);
    const { name } = parse(createBusinessRequest, request.body);
    const business = await db.transaction((tx) =>
      insertBusiness(tx, name, { recorderId: user.id }),
    );
    ctx.cache.reads.delete(`businesses:${user.id}`);
    return reply.code(201).send(business);
  });
}
