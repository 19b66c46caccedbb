/**
 * A won business's demo store goes live (POST /businesses/:id/launch): its owner's account is
 * found or made and invited (stores), then in one transaction the store stops being a demo
 * (prospects), its demo orders go (orders), the business gets its owner (stores) and a line in its
 * timeline (businesses), and the audit log records the invitation (its event); then the caches
 * are dropped.
 */
import type { FastifyRequest } from 'fastify';
import { addBusinessEvent, listKey } from '../businesses/index.ts';
import type { Caller, Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { clearStoreDemoOrders } from '../orders/index.ts';
import { launchDemoStore, type ProspectBusiness } from '../prospects/index.ts';
import { forgetCachedStore, ownerAccount, setBusinessOwner } from '../stores/index.ts';

export async function launchStore(
  ctx: Context,
  request: FastifyRequest,
  user: Caller,
  business: ProspectBusiness,
): Promise<{ slug: string; owner_email: string }> {
  const { db } = ctx;
  if (business.status !== 'won')
    throw new HttpError(409, `Mark ${business.name} as won before launching its store`);
  if (!business.store_id || !business.store_made_for_prospect)
    throw new HttpError(409, `${business.name} has no demo store to launch. Make one first.`);
  if (!business.store_is_demo) throw new HttpError(409, `${business.name}'s store is live already`);
  if (!business.email)
    throw new HttpError(
      409,
      `Add the owner's e-mail address to ${business.name} first: the invitation goes there.`,
    );
  const name = business.contact_person.length >= 2 ? business.contact_person : business.name;
  const ownerId = await ownerAccount(ctx, user, business.name, { email: business.email, name });
  const launched = await db.transaction(async (tx) => {
    const store = await launchDemoStore(tx, business.store_id!);
    if (!store) throw new HttpError(409, `${business.name}'s store is live already`);
    await clearStoreDemoOrders(tx, store.id);
    if (!(await setBusinessOwner(tx, business.id, ownerId)))
      throw new HttpError(409, `${business.name} already has an owner`);
    await addBusinessEvent(tx, business.id, user.id, {
      kind: 'note',
      body: `Launched ${store.name}: it takes real orders now, and ${business.email} is invited to run it.`,
    });
    await ctx.events.emit(tx, {
      type: 'stores.people_changed',
      origin: originOf(request, user),
      storeId: store.id,
      change: 'store.owner_invited',
      person: { id: ownerId, email: business.email! },
    });
    return store;
  });
  forgetCachedStore(ctx, launched.slug);
  ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
  return { slug: launched.slug, owner_email: business.email };
}
