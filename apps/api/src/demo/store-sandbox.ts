import { randomBytes } from 'node:crypto';
import { nameKey } from '../lib/names.ts';
import { DEMO_STORE_SLUG, seedDemoCatalogue } from '../catalogue/index.ts';
import { demoWorkspace } from '../context.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { DEMO_FULL, DEMO_RESET_HOURS } from './queries.ts';

/** The columns a sandbox copies from the demo store: its identity, look and rules, not its address. */
const COPIED = `name, contact_email, contact_phone, delivery_zones, pay_on_delivery, pickup_address, bank_details,
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
