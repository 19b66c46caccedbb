import type { ManagedStore, StoreInfo } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { type Context, requireUser, type User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';

/** Who may run a store: its assigned store admins, the owner of its business, and admins. */
export const STORE_MANAGERS = ['store_admin', 'owner', 'admin'] as const;

export const STORE_COLUMNS = `s.id, s.slug, s.name, s.contact_email, s.contact_phone, s.delivery_zones,
  s.pickup_address, s.bank_details`;

/** The stores a user manages (docs/product-rules.md, "Who sees which store"). */
export function managedStoresQuery(user: User): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT ${STORE_COLUMNS}, s.business_id, b.name AS business_name
            FROM stores s JOIN businesses b ON b.id = s.business_id
           WHERE $2 = 'admin' OR b.owner_id = $1
              OR EXISTS (SELECT 1 FROM store_admins sa WHERE sa.store_id = s.id AND sa.user_id = $1)
           ORDER BY s.created_at`,
    params: [user.id, user.role],
  };
}

export async function storeBySlug(db: Queryable, slug: string): Promise<StoreInfo> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new HttpError(404, 'Store not found');
  const { rows } = await db.query<StoreInfo>(
    `SELECT ${STORE_COLUMNS} FROM stores s WHERE s.slug = $1`,
    [slug],
  );
  if (!rows[0]) throw new HttpError(404, 'Store not found');
  return rows[0];
}

/** The signed-in manager and the store they asked for, or 401/403/404. */
export async function managedStore(
  ctx: Context,
  request: FastifyRequest,
  slug: string,
): Promise<{ user: User; store: ManagedStore }> {
  const user = await requireUser(ctx, request, STORE_MANAGERS);
  await storeBySlug(ctx.db, slug);
  const { sql, params } = managedStoresQuery(user);
  const { rows } = await ctx.db.query<ManagedStore>(
    `SELECT * FROM (${sql}) AS mine WHERE mine.slug = $3`,
    [...params, slug],
  );
  if (!rows[0]) throw new HttpError(403, 'You do not manage this store');
  return { user, store: rows[0] };
}

/** After a write to a store's catalogue or stock: its cached pages and products on this instance go. */
export function dropCatalogue(ctx: Context, storeId: string): void {
  ctx.cache.reads.deletePrefix(`products:${storeId}:`);
  ctx.cache.reads.deletePrefix(`product:${storeId}:`);
}
