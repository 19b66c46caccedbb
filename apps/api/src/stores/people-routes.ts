import { type StoreMember, storeCreateRequest, storeMemberInviteRequest } from '@agency/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStorePeople } from '../audit/events.ts';
import { type Context, requireUser } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
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

type SlugParams = { Params: { store: string } };

/**
 * A store's people (docs/product-rules.md, "People per store"): its owner and admins give it to
 * store admins by e-mail; an admin makes a store for a business and hands it to its owner.
 */
export default async function storePeopleRoutes(
  app: FastifyInstance,
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

  app.get<SlugParams>('/stores/:store/people', async (request) => {
    const { store } = await managedStore(ctx, request, request.params.store);
    return { documents: await storeMembers(db, store.id) };
  });

  app.post<SlugParams>('/stores/:store/people', async (request, reply) => {
    const { user, store } = await ownedStore(request, request.params.store);
    const invite = parse(storeMemberInviteRequest, request.body);
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
          body: `Hello,\n\n${user.name} gave you the store ${store.name} to run. You will find it in the store admin, /store/admin, when you sign in.\n\nIf you did not expect this, tell ${user.name} or reply to this mail.`,
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
    return reply.code(201).send(member);
  });

  app.delete<{ Params: { store: string; user: string } }>(
    '/stores/:store/people/:user',
    async (request, reply) => {
      const { user, store } = await ownedStore(request, request.params.store);
      const id = request.params.user.toLowerCase();
      if (!UUID.test(id) || !(await removeStoreAdmin(db, store.id, id)))
        throw new HttpError(404, 'That person does not run this store');
      await auditStorePeople(db, request, user, store.id, 'store.admin_removed', { id });
      return reply.code(204).send();
    },
  );

  /** The businesses an admin can make a store for: live ones without a store. */
  app.get('/stores/candidates', async (request) => {
    await requireUser(ctx, request, ['admin']);
    return { documents: await businessesWithoutStore(db) };
  });

  /** An admin makes the store of a business on the outreach list; it starts with the default look. */
  app.post('/stores', async (request, reply) => {
    const admin = await requireUser(ctx, request, ['admin']);
    const { business_id, template } = parse(storeCreateRequest, request.body);
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
    return reply.code(201).send(await managedStoreBySlug(db, ctx.config.stores, admin, slug));
  });

  /** An admin hands a store nobody owns yet to its owner: a new owner gets an invitation by mail. */
  app.post<SlugParams>('/stores/:store/owner', async (request, reply) => {
    const { user, store } = await managedStore(ctx, request, request.params.store);
    if (user.role !== 'admin') throw new HttpError(403, 'Only an admin can hand a store over');
    const invite = parse(storeMemberInviteRequest, request.body);
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
    return reply.code(201).send(owner satisfies StoreMember | undefined);
  });
}
