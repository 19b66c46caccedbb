/**
 * "Make a demo store" for a business of the outreach list (POST /businesses/:id/demo-store): in
 * one transaction the stores module makes the store, the prospects module fills it from a trade
 * template and marks it as made for the prospect, the business's timeline says so and the audit
 * log records it (live workspace; its event); then the marketer's cached list is dropped.
 */
import type { BusinessStore } from '@agency/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { addBusinessEvent, listKey } from '../businesses/index.ts';
import type { Caller, Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { isOwnPicture } from '../lib/own-pictures.ts';
import {
  applyTradeTemplate,
  markProspectDemo,
  SANDBOX_MAX_STORES,
  staffBusiness,
  tradeTemplates,
  workspaceStoreCount,
} from '../prospects/index.ts';
import { businessStore, insertStore } from '../stores/index.ts';

export async function makeDemoStore(
  ctx: Context,
  request: FastifyRequest,
  user: Caller,
  businessId: string,
  input: { name: string; template: string; logo_url?: string; primary_colour?: string },
): Promise<BusinessStore> {
  const { db } = ctx;
  if (!tradeTemplates().some((t) => t.id === input.template))
    throw new HttpError(400, 'Choose one of the templates');
  if (input.logo_url && !isOwnPicture(input.logo_url, ctx.config))
    throw new HttpError(400, 'Logo must be an uploaded picture');
  // A demo workspace's store never takes an address made from a name its visitor chose.
  const slug = user.workspace === 'live' ? undefined : `demo-${randomBytes(5).toString('hex')}`;
  const made = await db.transaction(async (tx) => {
    const business = await staffBusiness(tx, user, businessId, { forUpdate: true });
    if (business.store_id)
      throw new HttpError(409, `${business.name} already has a store: ${business.store_slug}`);
    if (
      user.workspace !== 'live' &&
      (await workspaceStoreCount(tx, user.workspace)) >= SANDBOX_MAX_STORES
    )
      throw new HttpError(
        409,
        `The demo workspace holds at most ${SANDBOX_MAX_STORES} demo stores. Reset it to start again.`,
      );
    const store = await insertStore(tx, business.id, input.name, { isDemo: true, slug });
    await applyTradeTemplate(tx, store.id, input.template);
    await markProspectDemo(tx, store.id, user.id, input);
    // The business's history says what was done for it, and when, beside the notes.
    await addBusinessEvent(tx, business.id, user.id, {
      kind: 'note',
      body: `Made the demo store ${input.name} (/demo/${store.slug}).`,
    });
    // The audit log records a live workspace's store only (a demo visitor's is sample data).
    await ctx.events.emit(tx, {
      type: 'stores.people_changed',
      origin: originOf(request, user),
      storeId: store.id,
      change: 'store.created',
    });
    return { business, store };
  });
  ctx.cache.reads.delete(listKey(user.workspace, made.business.marketer_id));
  return businessStore(db, made.business.id);
}
