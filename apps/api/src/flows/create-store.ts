/**
 * An admin makes the store of a business on the outreach list (POST /stores): the store with the
 * default look, or filled from a starter template in the same transaction, which its event
 * (stores.people_changed) records in the audit log. The stores module makes stores and the templates module fills them; neither knows
 * the other.
 */
import type { ManagedStore, StoreCreateRequest } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context, User } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { businessForNewStore, insertStore, managedStoreBySlug } from '../stores/index.ts';
import { applyTemplateIn, findTemplate } from '../templates/index.ts';

export async function createStore(
  ctx: Context,
  request: FastifyRequest,
  admin: User,
  { business_id, template }: StoreCreateRequest,
): Promise<ManagedStore> {
  const { db } = ctx;
  if (template && !findTemplate(template)) throw new HttpError(400, 'Choose a template');
  const business = await businessForNewStore(db, business_id.toLowerCase());
  if (!business) throw new HttpError(404, 'Business not found');
  if (business.has_store) throw new HttpError(409, `${business.name} already has a store`);
  const { slug } = await db.transaction(async (tx) => {
    const store = await insertStore(tx, business.id, business.name);
    if (template) await applyTemplateIn(tx, store.id, template);
    await ctx.events.emit(tx, {
      type: 'stores.people_changed',
      origin: originOf(request, admin),
      storeId: store.id,
      change: 'store.created',
    });
    return store;
  });
  const made = await managedStoreBySlug(db, ctx.config.stores, admin, slug);
  if (!made) throw new Error('A store just made was not found');
  return made;
}
