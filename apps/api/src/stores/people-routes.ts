import { AREA_PATHS } from '@agency/areas';
import {
  managedStoreAnswer,
  pathParams,
  storeCandidateListAnswer,
  storeCreateRequest,
  storeMemberAnswer,
  storeMemberInviteRequest,
  storeMemberListAnswer,
  storeMemberRemovedAnswer,
  acceptedStoreInvitationAnswer,
  storeInvitationAcceptRequest,
} from '@agency/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Context, requireUser, type User } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { type EventMap, originOf } from '../lib/events.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { UUID } from '../lib/ids.ts';
import { hashPassword } from '../auth/index.ts';
import { takeToken } from '../lib/limits.ts';
import {
  acceptStoreInvitation,
  dropStoreInvitation,
  inviteAccount,
  saveStoreInvitation,
  STORE_INVITATION_DAYS,
} from '../people/index.ts';
import { managedStore } from './access.ts';
import { ownerAccount } from './owners.ts';
import {
  accountByEmail,
  addStoreAdmin,
  businessesWithoutStore,
  removeStoreAdmin,
  setBusinessOwner,
  storeBusiness,
  storeMembers,
} from './people-queries.ts';
import { createStore } from '../flows/create-store.ts';

const storeParams = pathParams('store');
/** Invitations one person may send in an hour, over every store. */
const INVITES_PER_HOUR = 20;
/** The store admin's page that accepts an invitation (its link's token in ?token=). */
export const ACCEPT_AT = `${AREA_PATHS.store_admin}/accept-invitation`;

/**
 * A store's people (docs/product-rules.md, "People per store"): its owner and admins give it to
 * store admins by e-mail; an admin makes a store for a business and hands it to its owner.
 */
export default async function storePeopleRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;
  type PeopleChange = EventMap['stores.people_changed'];

  /** Who runs a store changed (each change here is one statement): its event, right after. */
  const peopleChanged = (
    request: FastifyRequest,
    user: Pick<User, 'id' | 'email' | 'role' | 'name'>,
    storeId: string,
    change: PeopleChange['change'],
    person: PeopleChange['person'],
  ) =>
    ctx.events.emitAfter(db, {
      type: 'stores.people_changed',
      origin: originOf(request, user),
      storeId,
      change,
      person,
    });

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
      "Invites someone by e-mail to run the store as a store admin (the store's owner or an admin): a new address gets an account and an invite code by mail, an existing store admin a link to accept (they join only then). The answer is the same for every address, whether or not it has an account. 409 when the address is on the store's list already; 429 past the invitations one person may send in an hour.",
    params: storeParams,
    body: storeMemberInviteRequest,
    response: { 201: storeMemberAnswer },
  };
  app.post('/stores/:store/people', { schema: give }, async (request, reply) => {
    const { user, store } = await ownedStore(request, request.params.store);
    const invite = request.body;
    await takeToken(
      db,
      `store-invites:${user.id}`,
      { capacity: INVITES_PER_HOUR, perSeconds: 3600 },
      'Too many invitations in a short time. Try again later.',
    );
    // Who is on the list already (people and invitations) the owner sees anyway.
    if ((await storeMembers(db, store.id)).some((m) => m.email === invite.email))
      throw new HttpError(409, `${invite.email} is on this store's list already`);
    const why = `${user.name} gave you the store ${store.name} to run on Forgeworks`;
    const member = (await accountByEmail(db, invite.email))
      ? undefined
      : await inviteAccount(ctx, { ...invite, role: 'store_admin' }, why);
    let id: string;
    if (member) {
      // A new account is made for this store: it joins when its person sets a password.
      await addStoreAdmin(db, store.id, member.id);
      id = member.id;
    } else {
      // An account exists: never attached without its person's consent, and the answer, the list
      // and the time taken (a hash, as a new account's) do not tell the owner it exists.
      await ctx.hashSlots.run(() =>
        hashPassword(randomBytes(24).toString('base64url'), ctx.config.scryptCost),
      );
      const saved = await saveStoreInvitation(db, {
        storeId: store.id,
        email: invite.email,
        name: invite.name,
        invitedBy: user.id,
      });
      id = saved.id;
      const account = await accountByEmail(db, invite.email);
      // Only a store admin can run a store: other kinds of account are not written to.
      if (account?.role === 'store_admin' && account.active && !account.demo)
        ctx.background.run('store invitation mail', () =>
          ctx.mailer.send({
            to: invite.email,
            subject: `${user.name} invites you to run ${store.name} on Forgeworks`,
            body: `Hello,\n\n${user.name} invites you to run the store ${store.name} with your Forgeworks store admin account. To accept, open ${ctx.config.publicUrl}${ACCEPT_AT}?token=${saved.token} within ${STORE_INVITATION_DAYS} days.\n\nIf you did not expect this, ignore this mail: nothing changes until you accept.`,
          }),
        );
    }
    await peopleChanged(request, user, store.id, 'store.admin_added', {
      id,
      email: invite.email,
    });
    return reply.code(201).send({
      user_id: id,
      email: invite.email,
      name: invite.name,
      role: 'store_admin' as const,
      joined: false,
    });
  });

  const accept = {
    description:
      "Accepts an invitation to run a store (anyone with the mailed link's token): the store admin account of the invited address joins the store. 404 when the link is unknown, used or expired; 409 when the address has no store admin account.",
    body: storeInvitationAcceptRequest,
    response: { 200: acceptedStoreInvitationAnswer },
  };
  app.post('/store-invitations/accept', { schema: accept }, async (request) => {
    const accepted = await acceptStoreInvitation(db, request.body.token);
    if ('refused' in accepted)
      throw accepted.refused === 'unknown'
        ? new HttpError(
            404,
            "This invitation is used or has expired. Ask the store's owner for a new one.",
          )
        : new HttpError(
            409,
            'This invitation is for a store admin account, and this address has none.',
          );
    const { store, account } = accepted;
    await peopleChanged(request, account, store.id, 'store.admin_added', {
      id: account.id,
      email: account.email,
    });
    return { slug: store.slug, name: store.name };
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
    // A person who runs it, or an invitation not yet accepted (the list shows both alike).
    if (
      !UUID.test(id) ||
      !((await removeStoreAdmin(db, store.id, id)) || (await dropStoreInvitation(db, store.id, id)))
    )
      throw new HttpError(404, 'That person does not run this store');
    await peopleChanged(request, user, store.id, 'store.admin_removed', { id });
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
    const made = await createStore(ctx, request, admin, request.body);
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
    await peopleChanged(request, user, store.id, 'store.owner_invited', {
      id: ownerId,
      email: invite.email,
    });
    const owner = (await storeMembers(db, store.id)).find((m) => m.role === 'owner');
    if (!owner) throw new Error('An owner just given the store was not found');
    return reply.code(201).send(owner);
  });
}
