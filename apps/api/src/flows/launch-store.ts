/**
 * A won business's demo store is handed over (POST /businesses/:id/launch): its owner's account is
 * found or made and invited (stores), then in one transaction the store stops being a demo
 * (prospects), its demo orders go (orders), the business gets its owner (stores) and a line in its
 * timeline (businesses), and the audit log records the invitation (its event); then the caches
 * are dropped. The store stays closed ("opening soon") until its owner opens it, and the
 * template's items stay samples, hidden from shoppers, until the owner keeps them (decision 044).
 */
import type { FastifyRequest } from 'fastify';
import { addBusinessEvent } from '../businesses/index.ts';
import { dropCatalogue } from '../catalogue/index.ts';
import type { Caller, Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { clearStoreDemoOrders } from '../orders/index.ts';
import { launchDemoStore, type ProspectBusiness } from '../prospects/index.ts';
import { ownerAccount, setBusinessOwner } from '../stores/index.ts';

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
  if (!business.store_is_demo)
    throw new HttpError(409, `The store for ${business.name} is live already`);
  if (!business.email)
    throw new HttpError(
      409,
      `Add the owner's e-mail address to ${business.name} first: the invitation goes there.`,
    );
  const name = business.contact_person.length >= 2 ? business.contact_person : business.name;
  const ownerId = await ownerAccount(ctx, user, business.name, { email: business.email, name });
  const launched = await db.transaction(async (tx) => {
    const store = await launchDemoStore(tx, business.store_id!);
    if (!store) throw new HttpError(409, `The store for ${business.name} is live already`);
    await clearStoreDemoOrders(tx, store.id);
    if (!(await setBusinessOwner(tx, business.id, ownerId)))
      throw new HttpError(409, `${business.name} already has an owner`);
    await addBusinessEvent(tx, business.id, user.id, {
      kind: 'note',
      body: `Launched ${store.name}: ${business.email} is invited to run it, and it takes orders once they open it.`,
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
  // The template's samples were shown in the demo; shoppers of the live store no longer see them
  // (the route's answer names no store id, so the flow drops the catalogue's reads itself).
  dropCatalogue(ctx, launched.id);
  return { slug: launched.slug, owner_email: business.email };
}
