import type { StoreMember } from '@agency/contract';
import type { Queryable } from '../db/index.ts';

/** Who runs a store: the owner of its business first, then its store admins, oldest first. */
export async function storeMembers(db: Queryable, storeId: string): Promise<StoreMember[]> {
  const { rows } = await db.query<StoreMember>(
    `SELECT u.id AS user_id, u.email, u.name, 'owner' AS role, u.joined_at IS NOT NULL AS joined
       FROM stores s JOIN businesses b ON b.id = s.business_id JOIN users u ON u.id = b.owner_id
      WHERE s.id = $1
     UNION ALL
     SELECT user_id, email, name, role, joined FROM (
       SELECT u.id AS user_id, u.email, u.name, 'store_admin' AS role,
              u.joined_at IS NOT NULL AS joined, u.created_at AS at
         FROM store_admins sa JOIN users u ON u.id = sa.user_id
        WHERE sa.store_id = $1 AND u.active
       UNION ALL
       -- Invitations not yet accepted read like a new person's (invited, by the name given), in
       -- the order they were sent: the list never tells whether an address had an account.
       SELECT i.id, i.email, i.name, 'store_admin', false, i.created_at
         FROM store_invitations i WHERE i.store_id = $1 AND i.expires_at > now()
       ORDER BY at) AS admins`,
    [storeId],
  );
  return rows;
}

/** The account of an e-mail address, if there is one. */
export async function accountByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; role: string; active: boolean; demo: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; role: string; active: boolean; demo: boolean }>(
    'SELECT id, role, active, demo_until IS NOT NULL AS demo FROM users WHERE email = $1',
    [email],
  );
  return rows[0];
}

/** Gives a store to a store admin; false when they had it already. */
export async function addStoreAdmin(
  db: Queryable,
  storeId: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO store_admins (store_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
    [storeId, userId],
  );
  return rows.length > 0;
}

/** Takes a store from a store admin; false when they did not have it. */
export async function removeStoreAdmin(
  db: Queryable,
  storeId: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM store_admins WHERE store_id = $1 AND user_id = $2 RETURNING 1',
    [storeId, userId],
  );
  return rows.length > 0;
}

/** The business a store belongs to, with its owner (null when nobody owns it yet). */
export async function storeBusiness(
  db: Queryable,
  storeId: string,
): Promise<{ business_id: string; owner_id: string | null }> {
  const { rows } = await db.query<{ business_id: string; owner_id: string | null }>(
    'SELECT b.id AS business_id, b.owner_id FROM stores s JOIN businesses b ON b.id = s.business_id WHERE s.id = $1',
    [storeId],
  );
  return rows[0]!;
}

/** Hands a business (and so its store) to an owner. Only a business nobody owns yet. */
export async function setBusinessOwner(
  db: Queryable,
  businessId: string,
  ownerId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE businesses SET owner_id = $2 WHERE id = $1 AND owner_id IS NULL RETURNING 1',
    [businessId, ownerId],
  );
  return rows.length > 0;
}

/** A live business without a store (businesses of the outreach list, not demo workspaces). */
export async function businessForNewStore(
  db: Queryable,
  businessId: string,
): Promise<{ id: string; name: string; has_store: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; name: string; has_store: boolean }>(
    `SELECT b.id, b.name, EXISTS (SELECT 1 FROM stores s WHERE s.business_id = b.id) AS has_store
       FROM businesses b WHERE b.id = $1 AND b.workspace = 'live' AND b.deleted_at IS NULL`,
    [businessId],
  );
  return rows[0];
}

/** Live businesses of the outreach list that have no store yet, by name (an admin makes theirs). */
export async function businessesWithoutStore(
  db: Queryable,
): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT b.id, b.name FROM businesses b
      WHERE b.workspace = 'live' AND b.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM stores s WHERE s.business_id = b.id)
      ORDER BY lower(b.name) LIMIT 500`,
  );
  return rows;
}
