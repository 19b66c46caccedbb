/** Owners' businesses: the ones a user owns with their store's figures, and making a new one. */
import type { OwnedBusiness } from '@agency/contract';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { IS_AWAITING, IS_PAID, IS_SALE } from '../orders/index.ts';
import type { Config } from '../config.ts';
import { hostParams, insertStore, originColumn } from '../stores/index.ts';
import { insertBusiness } from './queries.ts';

/** $1 the user, $2 their role, $3 to $5 the store hosts (for its own address), $6 a business. */
const OWNED_COLUMNS = `b.id, b.name, b.created_at,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(
    'id', s.id, 'slug', s.slug, 'name', s.name, 'is_demo', s.is_demo, 'origin', ${originColumn(3)},
    'products', (SELECT count(*) FROM products WHERE store_id = s.id),
    'orders', (SELECT count(*) FROM orders o WHERE o.store_id = s.id AND ${IS_SALE()}),
    'open_orders', (SELECT count(*) FROM orders WHERE store_id = s.id AND status IN ('new', 'confirmed', 'ready', 'shipped')),
    'revenue_kobo', (SELECT coalesce(sum(o.total_kobo), 0) FROM orders o WHERE o.store_id = s.id AND ${IS_PAID()}),
    'awaiting_kobo', (SELECT coalesce(sum(o.total_kobo), 0) FROM orders o WHERE o.store_id = s.id AND ${IS_AWAITING()})
  ) END AS store`;

/** Owners see the businesses they own; admins see every business. */
export async function ownedBusinesses(
  db: Queryable,
  hosts: Config['stores'],
  user: User,
  id?: string,
): Promise<OwnedBusiness[]> {
  const params: unknown[] = [user.id, user.role, ...hostParams(hosts)];
  let filter = "($2 = 'admin' OR b.owner_id = $1)";
  if (id) {
    params.push(id);
    filter += ' AND b.id = $6';
  }
  const { rows } = await db.query<OwnedBusiness>(
    `SELECT ${OWNED_COLUMNS} FROM businesses b LEFT JOIN stores s ON s.business_id = b.id
      WHERE ${filter} ORDER BY b.created_at DESC`,
    params,
  );
  return rows;
}

/** An owner's new business, under the similar-name rule, with an empty store of its own. */
export async function insertOwnedBusiness(tx: Queryable, user: User, name: string) {
  // Owners are not told which prospect is similar or who works it; admins are.
  const business = await insertBusiness(tx, name, {
    recorderId: user.id,
    ownerId: user.id,
    revealMatch: user.role === 'admin',
  });
  // The store's public contact stays empty until the owner sets one: their sign-in address is theirs.
  const store = await insertStore(tx, business.id, name);
  return { id: business.id, storeId: store.id };
}
