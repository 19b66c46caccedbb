import {
  managedStoreAnswer,
  pathParams,
  storeCandidateListAnswer,
  storeCreateRequest,
  storeMemberAnswer,
  storeMemberInviteRequest,
  storeMemberListAnswer,
  storeMemberRemovedAnswer,
} from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { auditStorePeople } from '../audit/store-events.ts';
import { type Context, requireUser } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { UUID } from '../lib/ids.ts';
import { inviteAccount } from '../people/invitations.ts';
import { managedStore } from './access.ts';
import { ownerAccount } from './owners.ts';
import {
  accountByEmail,
  addStoreAdmin,
  businessesWithoutStore,
  businessForNewStore,
  removeStoreAdmin,
  setBusinessOwner,
  storeBusiness,
  storeMembers,
} from './people-queries.ts';
import { findTemplate } from '../templates/catalogue.ts';
import { applyTemplateIn } from '../templates/queries.ts';
import { insertStore, managedStoreBySlug } from './queries.ts';

const storeParams = pathParams('store');

/**
 * A store's people (docs/product-rules.md, "People per store"): its owner and admins give it to
 * store admins by e-mail; an admin makes a store for a business and hands it to its owner.
 */
export default async function storePeopleRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  /** The store, if the caller is its business's owner or an admin (store admins may only look). */
  async function ownedStore(request: FastifyRequest, slug: string) {
    const { user, store } = await managedStore(ctx, request, slug);
    const { owner_id } = await storeBusiness(db, store.id);
    if (user.role !== 'admin' && owner_id !== user.id)
      throw new HttpError(403, "Only the store's owner or an admin can change who runs it");
    return { user, store };
  }

  const people = {
    description:
      "Who runs the store (its managers may look): the business's owner first, then the store admins it was given to, with whether they have joined.",
    params: storeParams,
    response: { 200: storeMemberListAnswer },
  };
  app.get('/stores/:store/people', { schema: people }, async (request) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    return { documents: await storeMembers(db, store.id) };
  });

  const give = {
    description:
      "Gives the store to a store admin by e-mail (the store's owner or an admin): a new person gets an invite code by mail, an existing store admin a note. 409 when the address has an account of another kind or already runs the store.",
    params: storeParams,
    body: storeMemberInviteRequest,
    response: { 201: storeMemberAnswer },
  };
  app.post('/stores/:store/people', { schema: give }, async (request, reply) => {
    const { user, store } = await ownedStore(request, request.params.store);
    const invite = request.body;
    const account = await accountByEmail(db, invite.email);
    let userId: string;
    if (account) {
      if (account.role !== 'store_admin' || !account.active || account.demo)
        throw new HttpError(
          409,
          `${invite.email} already has a Forgeworks account of another kind. Invite a store admin with an address of their own.`,
        );
      userId = account.id;
    } else {
      const why = `${user.name} gave you the store ${store.name} to run on Forgeworks`;
      const member = await inviteAccount(ctx, { ...invite, role: 'store_admin' }, why);
      if (!member) throw new HttpError(409, `${invite.email} already has an account`);
      userId = member.id;
    }
    if (!(await addStoreAdmin(db, store.id, userId)))
      throw new HttpError(409, `${invite.email} already runs this store`);
    if (account) {
      // They are told, and can ask the owner to take it back (People, Remove).
      ctx.background.run('store access mail', () =>
        ctx.mailer.send({
          to: invite.email,
          subject: `You now run ${store.name} on Forgeworks`,
          body: `Hello,\n\n${user.name} gave you the store ${store.name} to run. You will find it in the store admin, ${ctx.config.publicUrl}/store/admin, when you sign in.\n\nIf you did not expect this, tell ${user.name} or reply to this mail.`,
        }),
      );
    }
    await auditStorePeople(db, request, user, store.id, 'store.admin_added', {
      id: userId,
      email: invite.email,
    });
    const member = (await storeMembers(db, store.id)).find(
      (m) => m.user_id === userId && m.role === 'store_admin',
    );
    if (!member) throw new Error('A store admin just added was not found');
    return reply.code(201).send(member);
  });

  const take = {
    description:
      "Takes the store from a store admin (the store's owner or an admin); 404 when they do not run it. The owner is not removed here.",
    params: pathParams('store', 'user'),
    response: { 204: storeMemberRemovedAnswer },
  };
  app.delete('/stores/:store/people/:user', { schema: take }, async (request, reply) => {
    const { user, store } = await ownedStore(request, request.params.store);
    const id = request.params.user.toLowerCase();
    if (!UUID.test(id) || !(await removeStoreAdmin(db, store.id, id)))
      throw new HttpError(404, 'That person does not run this store');
    await auditStorePeople(db, request, user, store.id, 'store.admin_removed', { id });
    return reply.code(204).send(null);
  });

  const candidates = {
    description:
      'The businesses an admin can make a store for (admins): live ones of the outreach list without a store, by name.',
    response: { 200: storeCandidateListAnswer },
  };
  app.get('/stores/candidates', { schema: candidates }, async (request) => {
    await requireUser(ctx, request, ['admin']);
    return { documents: await businessesWithoutStore(db) };
  });

  const create = {
    description:
      'An admin makes the store of a business on the outreach list: it starts with the default look, or filled from a starter `template`. 404 for an unknown business, 409 when it has a store.',
    body: storeCreateRequest,
    response: { 201: managedStoreAnswer },
  };
  app.post('/stores', { schema: create }, async (request, reply) => {
    const admin = await requireUser(ctx, request, ['admin']);
    const { business_id, template } = request.body;
    if (template && !findTemplate(template)) throw new HttpError(400, 'Choose a template');
    const business = await businessForNewStore(db, business_id.toLowerCase());
    if (!business) throw new HttpError(404, 'Business not found');
    if (business.has_store) throw new HttpError(409, `${business.name} already has a store`);
    const { id, slug } = await db.transaction(async (tx) => {
      const store = await insertStore(tx, business.id, business.name);
      if (template) await applyTemplateIn(tx, store.id, template);
      return store;
    });
    await auditStorePeople(db, request, admin, id, 'store.created');
    const made = await managedStoreBySlug(db, ctx.config.stores, admin, slug);
    if (!made) throw new Error('A store just made was not found');
    return reply.code(201).send(made);
  });

  const handOver = {
    description:
      'An admin hands a store nobody owns yet to its owner: a new owner gets an invitation by mail. 409 when the store has an owner.',
    params: storeParams,
    body: storeMemberInviteRequest,
    response: { 201: storeMemberAnswer },
  };
  app.post('/stores/:store/owner', { schema: handOver }, async (request, reply) => {
    const { user, store } = await managedStore(ctx, request, request.params.store);
    if (user.role !== 'admin') throw new HttpError(403, 'Only an admin can hand a store over');
    const invite = request.body;
    const { business_id, owner_id } = await storeBusiness(db, store.id);
    if (owner_id) throw new HttpError(409, `${store.name} already has an owner`);
    const ownerId = await ownerAccount(ctx, user, store.name, invite);
    if (!(await setBusinessOwner(db, business_id, ownerId)))
      throw new HttpError(409, `${store.name} already has an owner`);
    await auditStorePeople(db, request, user, store.id, 'store.owner_invited', {
      id: ownerId,
      email: invite.email,
    });
    const owner = (await storeMembers(db, store.id)).find((m) => m.role === 'owner');
    if (!owner) throw new Error('An owner just given the store was not found');
    return reply.code(201).send(owner);
  });
}
