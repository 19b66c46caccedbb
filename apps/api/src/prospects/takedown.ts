import {
  findStoresQuery,
  type FoundStore,
  foundStoreAnswer,
  foundStoreListAnswer,
  messageAnswer,
  pathParams,
} from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { dropCatalogue } from '../catalogue/index.ts';
import { type Context, requireUser, type User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { forgetCachedStore, STORE_SLUG } from '../stores/index.ts';
import { removeStores } from './expiry.ts';

/**
 * An admin's takedown (docs/product-rules.md, "Client stores"): find any store, a visitor's
 * sandbox and a prospect's demo too, and disable it (closed to shoppers, no orders; its managers
 * still see it), enable it again, or remove it with its products, orders and pictures. Admins
 * only; each change is in the audit log, written in the change's transaction.
 */

const FOUND_COLUMNS = `s.id, s.slug, s.name, b.name AS business_name,
  CASE WHEN b.workspace <> 'live' THEN 'sandbox'
       WHEN s.is_demo AND s.prospect_demo_at IS NOT NULL THEN 'prospect'
       WHEN s.is_demo THEN 'showcase' ELSE 'client' END AS kind,
  s.disabled_at IS NOT NULL AS disabled, s.created_at`;

type FoundRow = FoundStore & { id: string };

/** Stores whose name, address or business name holds `q` (every store when empty), newest first. */
export async function findStores(db: Queryable, q: string): Promise<FoundRow[]> {
  const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const { rows } = await db.query<FoundRow>(
    `SELECT ${FOUND_COLUMNS} FROM stores s JOIN businesses b ON b.id = s.business_id
      WHERE $1 = '' OR s.name ILIKE $2 OR s.slug ILIKE $2 OR b.name ILIKE $2
      ORDER BY s.created_at DESC LIMIT 50`,
    [q.trim(), like],
  );
  return rows;
}

async function foundStore(db: Queryable, slug: string, lock = false): Promise<FoundRow> {
  const { rows } = STORE_SLUG.test(slug)
    ? await db.query<FoundRow>(
        `SELECT ${FOUND_COLUMNS} FROM stores s JOIN businesses b ON b.id = s.business_id
          WHERE s.slug = $1 ${lock ? 'FOR UPDATE OF s' : ''}`,
        [slug],
      )
    : { rows: [] };
  if (!rows[0]) throw new HttpError(404, 'Store not found');
  return rows[0];
}

const answer = ({ id: _id, ...store }: FoundRow): FoundStore => store;

export async function takedownRoutes(app: ApiApp, ctx: Context): Promise<void> {
  const { db } = ctx;
  const admin = async (request: FastifyRequest): Promise<User> =>
    requireUser(ctx, request, ['admin']);
  /** Shoppers' next read of the store (its page, its host, its catalogue) sees the change. */
  const forget = (store: FoundRow) => {
    forgetCachedStore(ctx, store.slug);
    dropCatalogue(ctx, store.id);
    ctx.cache.reads.deletePrefix('store-host:');
    ctx.cache.reads.deletePrefix('seo:');
  };

  const find = {
    description:
      "Any store by its name, address (slug) or business name, for an admin to take down: clients' stores, the agency's showcase, prospects' demos and visitors' sandboxes, 50 newest first. Admins only (403).",
    querystring: findStoresQuery,
    response: { 200: foundStoreListAnswer },
  };
  app.get('/all-stores', { schema: find }, async (request) => {
    await admin(request);
    return { documents: (await findStores(db, request.query.q ?? '')).map(answer) };
  });

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    const schema = {
      description: disabled
        ? 'Disables a store (admins only): shoppers see that it is closed and no order is taken; its managers still see it. Audited.'
        : 'Opens a disabled store again (admins only). Audited.',
      params: pathParams('store'),
      response: { 200: foundStoreAnswer },
    };
    app.post(`/stores/:store/${path}`, { schema }, async (request) => {
      const user = await admin(request);
      const store = await db.transaction(async (tx) => {
        const found = await foundStore(tx, request.params.store, true);
        if (found.disabled === disabled) return found;
        await tx.query(
          `UPDATE stores SET disabled_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
          [found.id, disabled],
        );
        await ctx.events.emit(tx, {
          type: 'stores.disabled_changed',
          origin: originOf(request, user),
          store: found,
          disabled,
        });
        return { ...found, disabled };
      });
      forget(store);
      return answer(store);
    });
  }

  const remove = {
    description:
      'Removes a store (admins only) with its products, orders, views and the uploaded pictures nothing else shows; its business stays. Audited.',
    params: pathParams('store'),
    response: { 200: messageAnswer },
  };
  app.delete('/stores/:store', { schema: remove }, async (request) => {
    const user = await admin(request);
    const store = await foundStore(db, request.params.store);
    await removeStores(ctx, [store.id], async (tx) => {
      // Locked and read again in the removal's transaction: removed once, recorded once.
      await foundStore(tx, store.slug, true);
      await ctx.events.emit(tx, {
        type: 'stores.removed',
        origin: originOf(request, user),
        store,
      });
    });
    forget(store);
    return { message: `${store.name} was removed, with its items, orders and pictures.` };
  });
}
