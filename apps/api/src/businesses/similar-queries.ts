/** The similar-name rule: the nearest business to a name, the writer's turn, the names list. */
import { similarBusinessMessage } from '@agency/contract/rules';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';

const LOCK_TIMEOUT_MS = 2000;

/** A row of the similarity list: a name and who to reach out to. */
export interface SimilarBusinessRow {
  name: string;
  contact: string;
}

/** Who the similar-name sentence names: the recorder when that is someone else, else the team. */
export const TEAM_CONTACT = 'the Forgeworks team';

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
  /** Staff read which business is similar and whom to reach; owners only that one exists. */
  revealMatch = true,
  callerId: string | null = null,
) {
  await tx.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT_MS}ms'`);
  await tx.query('SELECT pg_advisory_xact_lock(727002, hashtext($1))', [workspace]);
  const match = await findSimilarBusiness(tx, key, exceptId, workspace, callerId);
  if (match)
    throw new DomainError(
      'conflict',
      revealMatch ? similarBusinessMessage(match.name, match.contact) : SIMILAR_BUSINESS_EXISTS,
    );
}

/** What an owner reads when their new business's name is near one the agency has. */
export const SIMILAR_BUSINESS_EXISTS =
  'A business with a similar name already exists. Talk to us if it is yours.';

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
