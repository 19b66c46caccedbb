import type { BusinessEvent, BusinessStatus } from '@agency/contract';
import type { Queryable } from '../db/index.ts';

/** At most this many entries come back at once, newest first (a business's page). */
export const TIMELINE_LIMIT = 200;

export type NewBusinessEvent =
  | { kind: 'note'; body: string }
  | { kind: 'status'; from: BusinessStatus | null; to: BusinessStatus };

/** Appends one entry to a business's timeline, inside the caller's transaction. */
export async function addBusinessEvent(
  tx: Queryable,
  businessId: string,
  authorId: string | null,
  event: NewBusinessEvent,
): Promise<void> {
  await tx.query(
    `INSERT INTO business_events (business_id, author_id, kind, body, from_status, to_status)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    event.kind === 'note'
      ? [businessId, authorId, 'note', event.body, null, null]
      : [businessId, authorId, 'status', '', event.from, event.to],
  );
}

/** A business's timeline, newest first, with each author's name. */
export async function businessTimeline(
  db: Queryable,
  businessId: string,
): Promise<BusinessEvent[]> {
  const { rows } = await db.query<BusinessEvent>(
    `SELECT e.id::text AS id, e.at, e.kind, e.body, e.from_status, e.to_status,
            coalesce(u.name, 'Someone no longer here') AS author
       FROM business_events e LEFT JOIN users u ON u.id = e.author_id
      WHERE e.business_id = $1 ORDER BY e.at DESC, e.id DESC LIMIT ${TIMELINE_LIMIT}`,
    [businessId],
  );
  return rows;
}

/** The notes of a workspace's freshly seeded businesses become their first entries. */
export async function seedNoteEvents(tx: Queryable, workspace: string): Promise<void> {
  await tx.query(
    `INSERT INTO business_events (business_id, at, author_id, kind, body)
       SELECT id, created_at, marketer_id, 'note', notes
         FROM businesses WHERE workspace = $1 AND notes <> ''`,
    [workspace],
  );
}
