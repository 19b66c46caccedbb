import type { DemoWorkspaceInfo } from '@agency/contract';
import { demoWorkspace } from '../context.ts';
import type { Db, Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { nameKey } from '../businesses/names.ts';
import { seedNoteEvents } from '../businesses/timeline-queries.ts';
import { SAMPLE_BUSINESSES } from './sample-businesses.ts';

/**
 * Demo workspaces (docs/product-rules.md, "The demo workspace"): whoever works at /demo/admin
 * works on sample businesses of their own, kept apart from the real ones. A workspace starts over
 * a day after it was seeded; a visitor's ('Try the demo', no account) ends then, account and all.
 */
export const DEMO_RESET_HOURS = 24;

export const DEMO_FULL = 'The demo is busy right now. Try again in a few minutes.';

/** Replaces whatever a workspace holds with the sample businesses, in one statement. */
async function seed(tx: Queryable, userId: string): Promise<void> {
  const workspace = demoWorkspace(userId);
  await tx.query('DELETE FROM businesses WHERE workspace = $1', [workspace]);
  const rows = SAMPLE_BUSINESSES.map(({ follow_up_in_days, recorded_days_ago, ...b }) => ({
    ...b,
    name_key: nameKey(b.name),
    follow_up: follow_up_in_days,
    age: recorded_days_ago,
  }));
  await tx.query(
    `INSERT INTO businesses (workspace, marketer_id, name, name_key, contact_person, phone, email,
       status, notes, next_follow_up, created_at, updated_at)
     SELECT $1, $2, x.name, x.name_key, x.contact_person, x.phone, x.email, x.status, x.notes,
            current_date + x.follow_up, now() - make_interval(days => x.age),
            now() - make_interval(days => x.age)
       FROM jsonb_to_recordset($3::jsonb) AS x(name text, name_key text, contact_person text,
            phone text, email text, status text, notes text, follow_up int, age int)`,
    [workspace, userId, JSON.stringify(rows)],
  );
  await seedNoteEvents(tx, workspace);
}

/** Opens a user's demo workspace with the sample businesses, unless it is open already. */
export async function openDemoWorkspace(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'INSERT INTO demo_workspaces (user_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING user_id',
      [userId],
    );
    if (rows.length > 0) await seed(tx, userId);
  });
}

/** Starts a user's demo workspace over: the sample businesses, nothing else. */
export async function resetDemoWorkspace(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO demo_workspaces (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO UPDATE SET seeded_at = now()`,
      [userId],
    );
    await seed(tx, userId);
  });
}

export async function demoWorkspaceInfo(
  db: Queryable,
  userId: string,
): Promise<DemoWorkspaceInfo | undefined> {
  const { rows } = await db.query<DemoWorkspaceInfo>(
    `SELECT u.demo_until IS NOT NULL AS guest, w.seeded_at,
            coalesce(u.demo_until, w.seeded_at + make_interval(hours => $2)) AS resets_at
       FROM demo_workspaces w JOIN users u ON u.id = w.user_id WHERE w.user_id = $1`,
    [userId, DEMO_RESET_HOURS],
  );
  return rows[0];
}

/** A 'Try the demo' visitor: an account with no password, ending with its workspace. */
export async function createGuest(
  db: Db,
  openAtMost: number,
): Promise<{ id: string; role: 'marketer'; token_version: number }> {
  return db.transaction(async (tx) => {
    const { rows: open } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE demo_until > now()',
    );
    if (open[0]!.n >= openAtMost) throw new HttpError(503, DEMO_FULL);
    // '!' is no scrypt hash: no password ever matches it, so nobody signs in as a visitor.
    const { rows } = await tx.query<{ id: string; role: 'marketer'; token_version: number }>(
      `INSERT INTO users (email, name, role, password_hash, demo_until)
       VALUES (gen_random_uuid() || '@visitors.demo.invalid', 'Demo visitor', 'marketer', '!',
               now() + make_interval(hours => $1))
       RETURNING id, role, token_version`,
      [DEMO_RESET_HOURS],
    );
    const guest = rows[0]!;
    await tx.query('INSERT INTO demo_workspaces (user_id) VALUES ($1)', [guest.id]);
    await seed(tx, guest.id);
    return guest;
  });
}

/** Visitors one sweep transaction removes: short transactions, so nothing waits long behind one. */
const GUEST_BATCH = 20;

/**
 * Ends visitors' workspaces (or, `ids` given, those visitors'), businesses and accounts. Expired
 * visitors go in batches of GUEST_BATCH, each its own short transaction; rows another instance is
 * removing are skipped.
 */
export async function removeGuests(db: Db, ids?: string[], maxBatches = 50): Promise<string[]> {
  const removed: string[] = [];
  for (let batch = 0; batch < (ids ? 1 : maxBatches); batch += 1) {
    const gone = await db.transaction(async (tx) => {
      // Locking the accounts first: a visitor's business written meanwhile waits, then fails.
      const { rows } = await tx.query<{ id: string }>(
        ids
          ? 'SELECT id FROM users WHERE demo_until IS NOT NULL AND id = ANY($1::uuid[]) FOR UPDATE'
          : `SELECT id FROM users WHERE demo_until IS NOT NULL AND demo_until <= now()
              ORDER BY demo_until LIMIT ${GUEST_BATCH} FOR UPDATE SKIP LOCKED`,
        ids ? [ids] : [],
      );
      if (rows.length === 0) return [];
      const ended = rows.map((r) => r.id);
      await tx.query('DELETE FROM businesses WHERE workspace = ANY($1::text[])', [
        ended.map(demoWorkspace),
      ]);
      await tx.query('DELETE FROM users WHERE id = ANY($1::uuid[])', [ended]);
      return ended;
    });
    removed.push(...gone);
    if (gone.length < GUEST_BATCH) break;
  }
  return removed;
}

/**
 * The daily reset, run now and then: visitors whose day is over go (their ids are returned, for
 * caches to forget), staff workspaces start over.
 */
export async function sweepDemoWorkspaces(db: Db): Promise<string[]> {
  const gone = await removeGuests(db);
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM demo_workspaces
      WHERE seeded_at <= now() - make_interval(hours => $1) LIMIT 100`,
    [DEMO_RESET_HOURS],
  );
  for (const { user_id } of rows) await resetDemoWorkspace(db, user_id);
  return gone;
}
