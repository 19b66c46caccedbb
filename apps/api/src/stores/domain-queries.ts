/** A store's custom domain checks: what the owner sees, what the sweep takes, what a check wrote. */
import type { DomainState } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import type { DomainCheck } from './domain-check.ts';
import { UNLISTED } from './demo-rules.ts';

/** A store's domain and what its last check found. */
export interface DomainRow {
  id: string;
  slug: string;
  custom_domain: string | null;
  domain_state: DomainState;
  domain_token: string | null;
  domain_checked_at: string | null;
  domain_problem: string;
}

const DOMAIN_COLUMNS = `s.id, s.slug, s.custom_domain, s.domain_state, s.domain_token,
  to_char(s.domain_checked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS domain_checked_at,
  s.domain_problem`;

export async function domainOf(db: Queryable, storeId: string): Promise<DomainRow> {
  const { rows } = await db.query<DomainRow>(
    `SELECT ${DOMAIN_COLUMNS} FROM stores s WHERE s.id = $1`,
    [storeId],
  );
  return rows[0]!;
}

/**
 * Up to `limit` stores whose domain was not checked for `everyMinutes`, oldest first, marked as
 * checked now so another instance's sweep skips them (rows being saved are skipped, not waited for).
 * A demo store shared by its link only never has a store host: it is not checked.
 */
export async function claimDueDomains(
  db: Queryable,
  everyMinutes: number,
  limit: number,
): Promise<DomainRow[]> {
  const { rows } = await db.query<DomainRow>(
    `UPDATE stores s SET domain_checked_at = now()
      WHERE s.id IN (SELECT s.id FROM stores s
                      WHERE s.custom_domain IS NOT NULL AND NOT ${UNLISTED}
                        AND (s.domain_checked_at IS NULL
                             OR s.domain_checked_at < now() - make_interval(mins => $1))
                      ORDER BY s.domain_checked_at NULLS FIRST LIMIT $2
                      FOR UPDATE SKIP LOCKED)
      RETURNING ${DOMAIN_COLUMNS}`,
    [everyMinutes, limit],
  );
  return rows;
}

/**
 * Writes what a check found, unless the domain was changed meanwhile (that check was of a name the
 * store no longer has). Answers the state before, or undefined when nothing was written.
 */
export async function recordDomainCheck(
  db: Queryable,
  row: Pick<DomainRow, 'id' | 'custom_domain' | 'domain_token'>,
  check: DomainCheck,
): Promise<DomainState | undefined> {
  const { rows } = await db.query<{ before: DomainState }>(
    `UPDATE stores s SET domain_state = $4, domain_problem = $5, domain_checked_at = now()
       FROM (SELECT id, domain_state AS before FROM stores WHERE id = $1 FOR UPDATE) b
      WHERE s.id = b.id AND s.custom_domain = $2 AND s.domain_token = $3
      RETURNING b.before`,
    [row.id, row.custom_domain, row.domain_token, check.state, check.problem],
  );
  return rows[0]?.before;
}

/** Whether `token` is the token of the store whose custom domain `host` is. */
export async function isDomainToken(db: Queryable, host: string, token: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM stores s WHERE s.custom_domain = $1 AND s.domain_token = $2 AND NOT ${UNLISTED}`,
    [host, token],
  );
  return rows.length > 0;
}
