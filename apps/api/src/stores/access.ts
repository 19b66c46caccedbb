import type { ManagedStore } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { type Caller, type Context, requireUser } from '../context.ts';
import type { Awaitable } from '../lib/awaitable.ts';
import { HttpError } from '../lib/errors.ts';
import { managedStoreBySlug, storeBySlug } from './queries.ts';

/** Who may run a store: its assigned store admins, the owner of its business, and admins. */
export const STORE_MANAGERS = ['store_admin', 'owner', 'admin'] as const;

/** The signed-in manager and the store they asked for, or 401/403/404. */
export async function managedStore(
  ctx: Context,
  request: FastifyRequest,
  slug: string,
): Promise<{ user: Caller; store: ManagedStore }> {
  const user = await requireUser(ctx, request, STORE_MANAGERS);
  await storeBySlug(ctx.db, ctx.config.stores, slug);
  const store = await managedStoreBySlug(ctx.db, ctx.config.stores, user, slug);
  if (!store) throw new HttpError(403, 'You do not manage this store');
  return { user, store };
}

/**
 * Whether the request comes from someone who runs the store (they see its drafts); false for
 * shoppers and for any token that does not manage it (never an error: the page is public).
 */
export function seesDrafts(
  ctx: Context,
  request: FastifyRequest,
  slug: string,
): Awaitable<boolean> {
  // A shopper (no token) is answered at once: the store's cached pages need no promise.
  if (!request.headers.authorization) return false;
  return managedStore(ctx, request, slug).then(
    () => true,
    () => false,
  );
}
