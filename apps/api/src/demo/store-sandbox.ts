import { randomBytes } from 'node:crypto';
import { nameKey } from '../businesses/names.ts';
import { DEMO_STORE_SLUG, seedDemoCatalogue } from '../catalogue/seed.ts';
import { demoWorkspace, type User } from '../context.ts';
import type { Db, Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import { DEMO_FULL, DEMO_RESET_HOURS } from './queries.ts';

/**
 * What a sandbox may hold and take, below every store's caps (config `limits`): an anonymous visitor
 * tries the store admin, they do not stock a shop. Uploads count for the visitor's whole stay (a
 * day): the bucket refills over a year.
 */
export const SANDBOX_CAPS = {
  products: 200,
  importsPerHour: 1,
  importRows: 500,
  uploads: { capacity: 20, perSeconds: 365 * 24 * 3600 },
} as const;

/**
 * Whether a store is a visitor's sandbox: its business is in a demo workspace, not the live one.
 * Sandboxes are the only stores there anybody runs, so this holds however the store is reached.
 */
export async function isSandboxStore(db: Queryable, storeId: string): Promise<boolean> {
  const { rows } = await db.query<{ sandbox: boolean }>(
    `SELECT b.workspace <> 'live' AS sandbox
       FROM stores s JOIN businesses b ON b.id = s.business_id WHERE s.id = $1`,
    [storeId],
  );
  return rows[0]?.sandbox ?? false;
}

export const SANDBOX_UPLOADS_FULL = `A demo store takes ${SANDBOX_CAPS.uploads.capacity} pictures at most. Use the pictures it has to try the rest.`;

/**
 * Counts a visitor's upload against their sandbox's allowance, or 409 once it is used up. It is
 * taken before the picture is decoded (the cost), so refused files count too. Staff pass.
 */
export async function takeSandboxUpload(db: Queryable, user: Pick<User, 'id' | 'guest'>) {
  if (!user.guest) return;
  await takeToken(
    db,
    `sandbox:uploads:${user.id}`,
    SANDBOX_CAPS.uploads,
    SANDBOX_UPLOADS_FULL,
  ).catch((error: unknown) => {
    // The allowance is for the visit, not the hour: no Retry-After to wait for.
    throw error instanceof HttpError && error.status === 429
      ? new HttpError(409, SANDBOX_UPLOADS_FULL)
      : error;
  });
}

/** The columns a sandbox copies from the demo store: its identity, look and rules, not its address. */
const COPIED = `name, contact_email, contact_phone, delivery_zones, pickup_address, bank_details,
  tagline, description, logo_url, hero_url, primary_colour, accent_colour, search_hint,
  delivery_promise, categories, social, max_units_per_variant, max_order_kobo,
  unconfirmed_order_hours`;

/**
 * 'Try the store admin' (docs/product-rules.md, "The store-admin sandbox"): a visitor with no
 * account gets a store of their own, a copy of the demo store with its catalogue, which they run
 * as its store admin. It lives in the visitor's demo workspace, so it goes with them after a day
 * (removeGuests), and nothing done there reaches the demo store or any other.
 */
export async function createStoreSandbox(
  db: Db,
  openAtMost: number,
): Promise<{ guest: { id: string; role: 'store_admin'; token_version: number }; slug: string }> {
  return db.transaction(async (tx) => {
    const { rows: open } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE demo_until > now()',
    );
    if (open[0]!.n >= openAtMost) throw new HttpError(503, DEMO_FULL);
    // '!' is no scrypt hash: no password ever matches it, so nobody signs in as a visitor.
    const { rows } = await tx.query<{ id: string; role: 'store_admin'; token_version: number }>(
      `INSERT INTO users (email, name, role, password_hash, demo_until)
       VALUES (gen_random_uuid() || '@visitors.demo.invalid', 'Demo visitor', 'store_admin', '!',
               now() + make_interval(hours => $1))
       RETURNING id, role, token_version`,
      [DEMO_RESET_HOURS],
    );
    const guest = rows[0]!;
    const { rows: demo } = await tx.query<{ name: string }>(
      'SELECT name FROM stores WHERE slug = $1',
      [DEMO_STORE_SLUG],
    );
    if (!demo[0])
      throw new HttpError(503, 'The demo store is not ready yet. Try again in a minute.');
    const business = await tx.query<{ id: string }>(
      `INSERT INTO businesses (name, name_key, marketer_id, workspace)
       VALUES ($1, $2, NULL, $3) RETURNING id`,
      [demo[0].name, nameKey(demo[0].name), demoWorkspace(guest.id)],
    );
    // An address nobody guesses: the sandbox is the visitor's, though shoppers' pages show it.
    const slug = `try-${randomBytes(6).toString('hex')}`;
    const store = await tx.query<{ id: string }>(
      `INSERT INTO stores (business_id, slug, is_demo, ${COPIED})
       SELECT $1, $2, true, ${COPIED} FROM stores WHERE slug = $3 RETURNING id`,
      [business.rows[0]!.id, slug, DEMO_STORE_SLUG],
    );
    const storeId = store.rows[0]!.id;
    await seedDemoCatalogue(tx, storeId);
    await tx.query('INSERT INTO store_admins (store_id, user_id) VALUES ($1, $2)', [
      storeId,
      guest.id,
    ]);
    return { guest, slug };
  });
}
