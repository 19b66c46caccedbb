import { randomBytes } from 'node:crypto';
import { nameKey } from '../lib/names.ts';
import { copyCatalogue, DEMO_STORE_SLUG, seedDemoCatalogue } from '../catalogue/index.ts';
import { demoWorkspace } from '../context.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { DEMO_FULL, DEMO_RESET_HOURS } from './queries.ts';

/** The columns a sandbox copies from the store it is made from: its identity, look and rules. */
const COPIED = `name, delivery_zones, pay_on_delivery, opening_days, delivery_windows, pickup_address, tagline, description, logo_url, hero_url,
  hero_focus, primary_colour, accent_colour, search_hint, delivery_promise, categories, social,
  max_units_per_variant, max_order_kobo, unconfirmed_order_hours`;
/** Where its orders' money and mail go: always the agency demo store's (decision 033). */
const THE_DEMOS = 'contact_email, contact_phone, bank_details';
const columns = (list: string, table: string) =>
  list
    .split(',')
    .map((column) => `${table}.${column.trim()}`)
    .join(', ');

/** Why 'Try the store admin' names no store it can copy. */
export const NO_SUCH_DEMO = 'This demo store is no longer here. Ask us for a new one.';

/**
 * 'Try the store admin' (docs/product-rules.md, "The store-admin sandbox"): a visitor with no
 * account gets a store of their own, which they run as its store admin: a copy of the prospect's
 * demo store they came from (`from`, its slug), or of the agency's demo store, with its
 * catalogue. It lives in the visitor's demo workspace, so it goes with them after a day
 * (removeGuests), and nothing done there reaches the store it copies or any other.
 */
export async function createStoreSandbox(
  db: Db,
  openAtMost: number,
  from?: string,
): Promise<{ guest: { id: string; role: 'store_admin'; token_version: number }; slug: string }> {
  return db.transaction(async (tx) => {
    const { rows: open } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE demo_until > now()',
    );
    if (open[0]!.n >= openAtMost) throw new HttpError(503, DEMO_FULL);
    const { rows: demo } = await tx.query<{ id: string; name: string }>(
      'SELECT id, name FROM stores WHERE slug = $1',
      [DEMO_STORE_SLUG],
    );
    if (!demo[0])
      throw new HttpError(503, 'The demo store is not ready yet. Try again in a minute.');
    // Only a demo store made for a prospect is copied: never a client's live store or a sandbox.
    const { rows: prospects } = from
      ? await tx.query<{ id: string; name: string }>(
          `SELECT id, name FROM stores
            WHERE slug = $1 AND is_demo AND prospect_demo_at IS NOT NULL AND disabled_at IS NULL`,
          [from],
        )
      : { rows: [demo[0]] };
    const source = prospects[0];
    if (!source) throw new HttpError(404, NO_SUCH_DEMO);
    // '!' is no scrypt hash: no password ever matches it, so nobody signs in as a visitor.
    const { rows } = await tx.query<{ id: string; role: 'store_admin'; token_version: number }>(
      `INSERT INTO users (email, name, role, password_hash, demo_until)
       VALUES (gen_random_uuid() || '@visitors.demo.invalid', 'Demo visitor', 'store_admin', '!',
               now() + make_interval(hours => $1))
       RETURNING id, role, token_version`,
      [DEMO_RESET_HOURS],
    );
    const guest = rows[0]!;
    const business = await tx.query<{ id: string }>(
      `INSERT INTO businesses (name, name_key, marketer_id, workspace)
       VALUES ($1, $2, NULL, $3) RETURNING id`,
      [source.name, nameKey(source.name), demoWorkspace(guest.id)],
    );
    // An address nobody guesses: the sandbox is the visitor's, though shoppers' pages show it.
    const slug = `try-${randomBytes(6).toString('hex')}`;
    const store = await tx.query<{ id: string }>(
      `INSERT INTO stores (business_id, slug, is_demo, ${COPIED}, ${THE_DEMOS})
       SELECT $1, $2, true, ${columns(COPIED, 'source')}, ${columns(THE_DEMOS, 'demo')}
         FROM stores source, stores demo WHERE source.id = $3 AND demo.id = $4 RETURNING id`,
      [business.rows[0]!.id, slug, source.id, demo[0].id],
    );
    const storeId = store.rows[0]!.id;
    if (source.id === demo[0].id) await seedDemoCatalogue(tx, storeId);
    else await copyCatalogue(tx, source.id, storeId);
    await tx.query('INSERT INTO store_admins (store_id, user_id) VALUES ($1, $2)', [
      storeId,
      guest.id,
    ]);
    return { guest, slug };
  });
}
