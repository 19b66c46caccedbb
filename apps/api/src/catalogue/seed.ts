import { nairaToKobo } from '@agency/contract';
import type { Db } from '../db/index.ts';
import { nameKey } from '../businesses/names.ts';
import { DEMO_PRODUCTS, type DemoProduct, SAMPLE_ITEM } from './demo-products.ts';
import { insertProduct } from './queries.ts';

/** The demo brand's store: what /demo and /store show ('Visit our store' opens it). */
export const DEMO_STORE_SLUG = 'snailhouse';

const DEMO_STORE = {
  name: 'Snailhouse',
  contact_email: 'orders@snailhouse.test',
  contact_phone: '+234 801 234 5678',
  delivery_zones: [
    { name: 'Lagos Mainland', fee_kobo: 150_000 },
    { name: 'Lagos Island and Lekki', fee_kobo: 250_000 },
    { name: 'Ogun and Oyo', fee_kobo: 400_000 },
    { name: 'Rest of Nigeria', fee_kobo: 650_000 },
  ],
  pickup_address: 'Snailhouse farm shop, 12 Ikorodu Road, Lagos (Mon–Sat, 9:00–17:00)',
  // A demo store: the details are fake, and its orders are demo orders cleared daily (L8).
  bank_details: 'Demo Bank · account 0000000000 (demo)',
};

function toWrite(product: DemoProduct) {
  return {
    ...product,
    variants: product.variants.map(([mods, naira, qty]) => ({
      mods,
      qty,
      price_kobo: nairaToKobo(naira),
    })),
  };
}

/**
 * Creates the demo store and its catalogue on a database that has none: on every start, in
 * production too, since the agency shows it to prospects. Nothing is changed once it exists.
 */
export async function ensureDemoStore(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727012)');
    const { rows } = await tx.query('SELECT 1 FROM stores WHERE slug = $1', [DEMO_STORE_SLUG]);
    if (rows.length > 0) return false;
    const business = await tx.query<{ id: string }>(
      'INSERT INTO businesses (name, name_key, marketer_id) VALUES ($1, $2, NULL) RETURNING id',
      [DEMO_STORE.name, nameKey(DEMO_STORE.name)],
    );
    const store = await tx.query<{ id: string }>(
      `INSERT INTO stores (business_id, slug, name, contact_email, contact_phone, delivery_zones, pickup_address, bank_details, is_demo)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING id`,
      [
        business.rows[0]!.id,
        DEMO_STORE_SLUG,
        DEMO_STORE.name,
        DEMO_STORE.contact_email,
        DEMO_STORE.contact_phone,
        JSON.stringify(DEMO_STORE.delivery_zones),
        DEMO_STORE.pickup_address,
        DEMO_STORE.bank_details,
      ],
    );
    for (const product of [...DEMO_PRODUCTS, SAMPLE_ITEM])
      await insertProduct(tx, store.rows[0]!.id, toWrite(product), {
        slug: product.slug,
        created_at: `${product.added}T09:00:00Z`,
        popularity: product.popularity,
        rating: product.rating,
      });
    return true;
  });
}

/** The demo owner owns Snailhouse and the demo store admin runs its store (SEED_DEMO=1 only). */
export async function linkDemoAccounts(
  db: Db,
  ownerEmail: string,
  storeAdminEmail: string,
): Promise<void> {
  await db.query(
    `UPDATE businesses SET owner_id = (SELECT id FROM users WHERE email = $1)
      WHERE id = (SELECT business_id FROM stores WHERE slug = $2) AND owner_id IS NULL`,
    [ownerEmail, DEMO_STORE_SLUG],
  );
  await db.query(
    `INSERT INTO store_admins (store_id, user_id)
       SELECT s.id, u.id FROM stores s, users u WHERE s.slug = $2 AND u.email = $1
     ON CONFLICT DO NOTHING`,
    [storeAdminEmail, DEMO_STORE_SLUG],
  );
}
