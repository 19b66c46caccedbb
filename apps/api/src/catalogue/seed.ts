import { nairaToKobo, type StoreLook } from '@agency/contract';
import type { Db, Queryable } from '../db/index.ts';
import { nameKey } from '../lib/names.ts';
import { DEMO_PRODUCTS, type DemoProduct, SAMPLE_ITEM } from './demo-products.ts';
import { insertProduct } from './insert-queries.ts';

/** The demo brand's store: what /demo and /store show ('Visit our store' opens it). */
export const DEMO_STORE_SLUG = 'snailhouse';

const DEMO_STORE = {
  name: 'Snailhouse',
  contact_email: 'orders@snailhouse.test',
  contact_phone: '+2348012345678',
  delivery_zones: [
    { name: 'Lagos Mainland', fee_kobo: 150_000 },
    { name: 'Lagos Island and Lekki', fee_kobo: 250_000 },
    { name: 'Ogun and Oyo', fee_kobo: 400_000 },
    { name: 'Rest of Nigeria', fee_kobo: 650_000 },
  ],
  pickup_address: 'Snailhouse farm shop, 12 Ikorodu Road, Lagos (Mon–Sat, 9:00–17:00)',
  // A demo store: the details are fake, and its orders are demo orders cleared daily.
  bank_details: 'Demo Bank · account 0000000000 (demo)',
};

/** Snailhouse's identity: a store's look is data (docs/product-rules.md, "Many stores"). */
export const DEMO_STORE_LOOK: StoreLook = {
  tagline: 'cravings sorted ASAP',
  description:
    'Live snails, peppered platters and everything you need to farm your own, delivered fresh.',
  logo_url: '',
  hero_url: 'art:delicacy:1:1',
  primary_colour: '#2f6b4f',
  accent_colour: '#6b3a1f',
  search_hint: 'Search snails, dishes, supplies…',
  delivery_promise: 'Delivered fresh across Lagos, and anywhere in Nigeria within three days.',
  // The Categories menu's groups ('Pocessed Snails' is spelled so).
  categories: [
    { name: 'custom', tags: ['bestseller', 'new', 'bulk', 'gift'] },
    { name: 'Live Snails', tags: ['live', 'giant african', 'breeder', 'juvenile'] },
    { name: 'Pocessed Snails', tags: ['processed', 'frozen', 'dried', 'smoked'] },
    { name: 'Snail Meat Delicacies', tags: ['delicacy', 'peppered', 'stew', 'kebab'] },
    { name: 'Snail Farming Supplies', tags: ['supply', 'feed', 'housing', 'equipment'] },
    {
      name: 'Educational & Consulting',
      tags: ['education', 'training', 'consulting', 'subscription', 'special'],
    },
  ],
  social: { instagram: '', facebook: '', x: '', tiktok: '', whatsapp: '+2348012345678' },
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
    if (rows.length > 0) {
      // A database from before stores had looks gets Snailhouse's once; later edits are kept.
      await setDemoLook(tx, `tagline = '' AND categories = '[]'::jsonb`);
      return false;
    }
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
    await setDemoLook(tx, 'true');
    await seedDemoCatalogue(tx, store.rows[0]!.id);
    return true;
  });
}

/** The demo brand's catalogue, written into a store (the demo store, or a visitor's sandbox copy). */
export async function seedDemoCatalogue(tx: Queryable, storeId: string): Promise<void> {
  for (const product of [...DEMO_PRODUCTS, SAMPLE_ITEM])
    await insertProduct(tx, storeId, toWrite(product), {
      slug: product.slug,
      created_at: `${product.added}T09:00:00Z`,
      popularity: product.popularity,
      rating: product.rating,
    });
}

async function setDemoLook(tx: Queryable, condition: string): Promise<void> {
  const look = DEMO_STORE_LOOK;
  await tx.query(
    `UPDATE stores SET tagline = $2, description = $3, hero_url = $4, primary_colour = $5,
        accent_colour = $6, search_hint = $7, delivery_promise = $8, categories = $9, social = $10,
        is_demo = true
      WHERE slug = $1 AND ${condition}`,
    [
      DEMO_STORE_SLUG,
      look.tagline,
      look.description,
      look.hero_url,
      look.primary_colour,
      look.accent_colour,
      look.search_hint,
      look.delivery_promise,
      JSON.stringify(look.categories),
      JSON.stringify(look.social),
    ],
  );
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
