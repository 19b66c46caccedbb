import type { DemoWorkspaceInfo } from '@agency/contract';
import { demoWorkspace } from '../context.ts';
import type { DemoWorkspaces } from '../auth/index.ts';
import type { Db, Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import type { Storage } from '../lib/storage.ts';
import { uploadsOf } from '../media/index.ts';
import { deleteMediaRows, unusedPictures } from '../prospects/index.ts';
import { nameKey } from '../lib/names.ts';
import { seedNoteEvents } from '../businesses/index.ts';
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

/** Expired visitors one sweep looks up at a time; each is then removed in its own short transaction. */
const GUEST_BATCH = 20;

/** Told of a visitor who could not be removed (or whose pictures' files could not be deleted). */
export type GuestFailure = (error: unknown, guestId: string) => void;

/** What removing visitors needs: the database, and the storage their uploads are in. */
export interface GuestRemoval {
  db: Db;
  storage: Storage;
}

/**
 * Ends a visitor: their workspace's businesses (a sandbox store with them), the uploads nothing
 * else shows, and the account. Answers the files to delete, or null when the visitor is not there
 * (already gone, or, in the sweep, being removed by another instance).
 */
async function removeGuest(tx: Queryable, id: string, sweep: boolean): Promise<string[] | null> {
  // Locking the account first: a visitor's business written meanwhile waits, then fails.
  const { rows } = await tx.query(
    sweep
      ? `SELECT 1 FROM users WHERE id = $1 AND demo_until <= now() FOR UPDATE SKIP LOCKED`
      : 'SELECT 1 FROM users WHERE id = $1 AND demo_until IS NOT NULL FOR UPDATE',
    [id],
  );
  if (rows.length === 0) return null;
  await tx.query('DELETE FROM businesses WHERE workspace = $1', [demoWorkspace(id)]);
  // Their pictures go with them, unless another store, product or article shows one (it stays,
  // forgetting who uploaded it): the rule of demo stores' pictures (prospects/expiry.ts).
  const uploads = await uploadsOf(tx, id);
  const unused = await unusedPictures(
    tx,
    uploads.map((u) => u.file_name),
  );
  const files = await deleteMediaRows(tx, unused);
  await tx.query('DELETE FROM users WHERE id = $1', [id]);
  return files;
}

/** Visitors whose day is over, oldest first, GUEST_BATCH of them, but for those passed over. */
async function expiredGuests(db: Queryable, passedOver: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE demo_until <= now() AND NOT id = ANY($1::uuid[])
      ORDER BY demo_until LIMIT ${GUEST_BATCH}`,
    [passedOver],
  );
  return rows.map((r) => r.id);
}

/**
 * Ends visitors (those of `ids`, or those whose day is over, GUEST_BATCH at a time, oldest first)
 * and answers those removed. Each visitor is removed alone: one that fails is skipped (told to
 * `onFailure`, and left for a later sweep), never the others. Without `onFailure` the failures are
 * thrown together at the end, after the others are gone.
 */
export async function removeGuests(
  { db, storage }: GuestRemoval,
  ids?: string[],
  { maxBatches = 50, onFailure }: { maxBatches?: number; onFailure?: GuestFailure } = {},
): Promise<string[]> {
  const removed: string[] = [];
  const failed: { id: string; error: unknown }[] = [];
  // Those this sweep tried are not looked up again: one that failed, or that another instance is
  // removing, would fill every batch after.
  const tried: string[] = [];
  for (let batch = 0; batch < (ids ? 1 : maxBatches); batch += 1) {
    const chosen = ids ?? (await expiredGuests(db, tried));
    tried.push(...chosen);
    for (const id of chosen) {
      try {
        const files = await db.transaction((tx) => removeGuest(tx, id, !ids));
        if (!files) continue;
        removed.push(id);
        // Files go once their rows are gone: a failure leaves a file nobody points to, never a hole.
        for (const name of files) await storage.delete(name);
      } catch (error) {
        failed.push({ id, error });
        onFailure?.(error, id);
      }
    }
    if (chosen.length < GUEST_BATCH) break;
  }
  if (failed.length > 0 && !onFailure)
    throw new AggregateError(
      failed.map((f) => f.error),
      `Removing ${failed.length} demo visitor(s) failed`,
    );
  return removed;
}

/**
 * The daily reset, run now and then: visitors whose day is over go (their ids are returned, for
 * caches to forget; one that cannot be removed is told to `onFailure`), staff workspaces start over.
 */
export async function sweepDemoWorkspaces(
  ctx: GuestRemoval,
  onFailure: GuestFailure,
): Promise<string[]> {
  const { db } = ctx;
  const gone = await removeGuests(ctx, undefined, { onFailure });
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM demo_workspaces
      WHERE seeded_at <= now() - make_interval(hours => $1) LIMIT 100`,
    [DEMO_RESET_HOURS],
  );
  for (const { user_id } of rows) await resetDemoWorkspace(db, user_id);
  return gone;
}

/** What sign-in and sign-out do to demo workspaces, handed to the auth module by app.ts. */
export const demoWorkspacesForAuth: DemoWorkspaces = {
  open: openDemoWorkspace,
  removeGuest: async (ctx, guestId) => {
    await removeGuests(ctx, [guestId]);
  },
};
