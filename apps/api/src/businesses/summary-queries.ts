import {
  BUSINESS_STATUSES,
  type BusinessStatus,
  type BusinessSummary,
  type MarketerSummary,
  SUMMARY_WEEKS,
  type SummaryBusiness,
} from '@agency/contract';

type DemoViews = NonNullable<BusinessSummary['demo_views']>[number];
import type { Queryable } from '../db/index.ts';

/** Today and this week's Monday, Lagos time (as the store admin's overview counts today). */
const NOW = `(now() AT TIME ZONE 'Africa/Lagos')`;
const TODAY = `${NOW}::date`;
const FIRST_WEEK = `(date_trunc('week', ${NOW}) - interval '${SUMMARY_WEEKS - 1} weeks')`;
/** The businesses the summary counts: $1 the workspace, $2 one marketer or null for everyone. */
const SCOPE = `b.workspace = $1 AND b.deleted_at IS NULL AND (b.owner_id IS NULL OR b.owner_id <> b.marketer_id)
  AND ($2::uuid IS NULL OR b.marketer_id = $2::uuid)`;
const SHORT = `b.id, b.name, b.status, to_char(b.next_follow_up, 'YYYY-MM-DD') AS next_follow_up,
  b.created_at, u.name AS marketer_name`;
const STATUS_COUNTS = BUSINESS_STATUSES.map(
  (status) => `count(*) FILTER (WHERE b.status = '${status}')::int AS "${status}"`,
).join(', ');

type Counted = Record<BusinessStatus, number> & { total: number };
const byStatus = (row: Counted) =>
  Object.fromEntries(BUSINESS_STATUSES.map((s) => [s, row[s] ?? 0])) as Record<
    BusinessStatus,
    number
  >;

/** The numbers of the summary, read in parallel. */
export async function summary(
  db: Queryable,
  workspace: string,
  marketerId: string | null,
  scope: BusinessSummary['scope'],
): Promise<BusinessSummary> {
  const values = [workspace, marketerId];
  const [totals, due, latest, weeks, marketers, leads, opened] = await Promise.all([
    db.query<Counted & { today: string; due_today: number; overdue: number }>(
      `SELECT to_char(${TODAY}, 'YYYY-MM-DD') AS today, count(*)::int AS total, ${STATUS_COUNTS},
              count(*) FILTER (WHERE b.next_follow_up = ${TODAY})::int AS due_today,
              count(*) FILTER (WHERE b.next_follow_up < ${TODAY})::int AS overdue
         FROM businesses b WHERE ${SCOPE}`,
      values,
    ),
    db.query<SummaryBusiness>(
      `SELECT ${SHORT} FROM businesses b LEFT JOIN users u ON u.id = b.marketer_id
        WHERE ${SCOPE} AND b.next_follow_up <= ${TODAY}
        ORDER BY b.next_follow_up, lower(b.name), b.id LIMIT 20`,
      values,
    ),
    db.query<SummaryBusiness>(
      `SELECT ${SHORT} FROM businesses b LEFT JOIN users u ON u.id = b.marketer_id
        WHERE ${SCOPE} ORDER BY b.created_at DESC, b.id LIMIT 5`,
      values,
    ),
    db.query<{ start: string; added: number }>(
      `WITH weeks AS (
         SELECT generate_series(${FIRST_WEEK}, date_trunc('week', ${NOW}), interval '1 week') AS start)
       SELECT to_char(w.start, 'YYYY-MM-DD') AS start, count(b.id)::int AS added
         FROM weeks w LEFT JOIN businesses b
           ON ${SCOPE} AND date_trunc('week', b.created_at AT TIME ZONE 'Africa/Lagos') = w.start
        GROUP BY w.start ORDER BY w.start`,
      values,
    ),
    scope === 'team'
      ? db.query<Counted & { id: string; name: string; added: number; overdue: number }>(
          `SELECT u.id, u.name, count(*)::int AS total, ${STATUS_COUNTS},
                  count(*) FILTER (WHERE b.created_at AT TIME ZONE 'Africa/Lagos' >= ${FIRST_WEEK})::int AS added,
                  count(*) FILTER (WHERE b.next_follow_up < ${TODAY})::int AS overdue
             FROM businesses b JOIN users u ON u.id = b.marketer_id
            WHERE ${SCOPE} GROUP BY u.id, u.name ORDER BY total DESC, lower(u.name)`,
          values,
        )
      : undefined,
    // Leads are the real admin's: a demo workspace has none to show.
    workspace === 'live'
      ? db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM contact_messages WHERE handled_at IS NULL',
        )
      : undefined,
    // Demo stores the prospects opened, the latest first (docs/product-rules.md, "Views").
    db.query<DemoViews>(
      `SELECT b.id, b.name, s.slug, s.last_viewed_at,
              (SELECT count(*)::int FROM store_views v WHERE v.store_id = s.id) AS views
         FROM businesses b JOIN stores s ON s.business_id = b.id
        WHERE ${SCOPE} AND s.is_demo AND s.last_viewed_at IS NOT NULL
        ORDER BY s.last_viewed_at DESC LIMIT 5`,
      values,
    ),
  ]);
  const t = totals.rows[0]!;
  return {
    scope,
    today: t.today,
    total: t.total,
    by_status: byStatus(t),
    follow_ups: { today: t.due_today, overdue: t.overdue, documents: due.rows },
    latest: latest.rows,
    weeks: weeks.rows,
    ...(marketers && {
      marketers: marketers.rows.map(
        (row): MarketerSummary => ({
          id: row.id,
          name: row.name,
          total: row.total,
          by_status: byStatus(row),
          added: row.added,
          overdue: row.overdue,
        }),
      ),
    }),
    new_leads: leads ? leads.rows[0]!.n : null,
    demo_views: opened.rows,
  };
}
