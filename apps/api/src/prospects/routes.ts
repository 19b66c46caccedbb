import {
  businessStoreAnswer,
  clientStoreBoardAnswer,
  contactRequest,
  demoStoreOptionsAnswer,
  demoStoreRequest,
  launchResultAnswer,
  messageWithIdAnswer,
  pathParams,
  storeChecklistAnswer,
  viewAnswer,
} from '@agency/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { auditStorePeople } from '../audit/index.ts';
import { listKey, addBusinessEvent } from '../businesses/index.ts';
import { insertContactMessage } from '../contact/index.ts';
import { type Caller, type Context, requireUser } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../lib/errors.ts';
import { UUID } from '../lib/ids.ts';
import { clientKey } from '../lib/client-address.ts';
import { takeToken } from '../lib/limits.ts';
import { isOwnPicture } from '../lib/own-pictures.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { clearStoreDemoOrders } from '../orders/index.ts';
import {
  managedStore,
  ownerAccount,
  setBusinessOwner,
  businessStore,
  insertStore,
  STORE_SLUG,
  forgetCachedStore,
} from '../stores/index.ts';
import { guessTrade } from '../templates/index.ts';
import {
  clientStoreBoard,
  launchDemoStore,
  markProspectDemo,
  type ProspectBusiness,
  prospectBusiness,
  prospectDemoBySlug,
  recordView,
  SANDBOX_MAX_STORES,
  storeChecklist,
  storeOfMarketer,
  workspaceStoreCount,
} from './queries.ts';
import { takedownRoutes } from './takedown.ts';
import { applyTradeTemplate, tradeTemplates } from './templates.ts';
import {
  isPersonAgent,
  todaysSalt,
  VIEW_CALLS_PER_HOUR_PER_ADDRESS,
  visitorHashes,
} from './views.ts';

const STAFF = ['marketer', 'admin'] as const;
const idParams = pathParams('id');
const storeParams = pathParams('store');

/**
 * From prospect to store (docs/product-rules.md): demo stores made from the outreach list, their
 * views and "Make it yours" messages, the launch of a won business's store, the launch checklist
 * and the agency's client stores board.
 */
export default async function prospectRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  /** A business of the caller's workspace: a marketer's own, any for an admin (403 otherwise). */
  async function staffBusiness(
    request: FastifyRequest<{ Params: { id: string } }>,
    { demo = true } = {},
  ): Promise<{ user: Caller; business: ProspectBusiness }> {
    const user = await requireUser(ctx, request, STAFF, { demo });
    return { user, business: await businessFor(db, user, request.params.id) };
  }

  /** The business, if the caller may act on it (read with `tx`, locked inside a transaction). */
  async function businessFor(tx: Queryable, user: Caller, id: string): Promise<ProspectBusiness> {
    const business = UUID.test(id)
      ? await prospectBusiness(tx, id.toLowerCase(), user.workspace, { forUpdate: tx !== db })
      : undefined;
    if (!business) throw new HttpError(404, 'Business not found');
    if (user.role !== 'admin' && business.marketer_id !== user.id)
      throw new HttpError(
        403,
        'Only the marketer who recorded this business, or an admin, can do this',
      );
    return business;
  }

  const options = {
    description:
      'What the "Make a demo store" form opens with: the trade templates, the one the business\'s name and notes point to, and the name the store will show. The marketer who recorded the business, or an admin (403 otherwise).',
    params: idParams,
    response: { 200: demoStoreOptionsAnswer },
  };
  app.get('/businesses/:id/demo-store', { schema: options }, async (request) => {
    const { business } = await staffBusiness(request);
    const templates = tradeTemplates();
    const ids = templates.map((t) => t.id);
    return {
      templates,
      guess: guessTrade(`${business.name} ${business.notes}`, ids, ids[0] ?? ''),
      name: business.name,
    };
  });

  /** "Make a demo store": one transaction makes the store, fills it from the template, marks it. */
  const makeDemo = {
    description:
      "Makes a demo store for a business of the outreach list, filled from a trade template, with the prospect's name, logo and colour; answers the business's store as its list row shows it. 409 when the business has a store already (or the demo workspace is full).",
    params: idParams,
    body: demoStoreRequest,
    response: { 201: businessStoreAnswer },
  };
  app.post('/businesses/:id/demo-store', { schema: makeDemo }, async (request, reply) => {
    const { user } = await staffBusiness(request);
    const input = request.body;
    if (!tradeTemplates().some((t) => t.id === input.template))
      throw new HttpError(400, 'Choose one of the templates');
    if (input.logo_url && !isOwnPicture(input.logo_url, ctx.config))
      throw new HttpError(400, 'Logo must be an uploaded picture');
    // A demo workspace's store never takes an address made from a name its visitor chose.
    const slug = user.workspace === 'live' ? undefined : `demo-${randomBytes(5).toString('hex')}`;
    const made = await db.transaction(async (tx) => {
      const business = await businessFor(tx, user, request.params.id);
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
      return { user, business, store };
    });
    if (made.user.workspace === 'live')
      await auditStorePeople(db, request, made.user, made.store.id, 'store.created');
    ctx.cache.reads.delete(listKey(made.user.workspace, made.business.marketer_id));
    return reply.code(201).send(await businessStore(db, made.business.id));
  });

  /**
   * A view of a demo store made for a prospect, sent by its pages once they are open in a browser
   * (link previews and crawlers run no script). No cookie is read or set (decision record 012).
   */
  const view = {
    description:
      "A view of a prospect's demo store, sent by its pages in a browser (anyone, no cookie). Counted once per visitor per day; link previews, crawlers and prefetches are not, and only a counted view keeps the demo from expiring. 404 for a store that is not a prospect's demo; 429 past the calls one address may make in an hour.",
    params: storeParams,
    response: { 202: viewAnswer },
  };
  app.post('/stores/:store/views', { schema: view }, async (request, reply) => {
    // Per address first, so nobody writes views (or salts) without bound.
    await takeToken(
      db,
      `views:${clientKey(request.ip)}`,
      { capacity: VIEW_CALLS_PER_HOUR_PER_ADDRESS, perSeconds: 3600 },
      'Too many views from your address. Try again later.',
    );
    const slug = request.params.store;
    const store = STORE_SLUG.test(slug) ? await prospectDemoBySlug(db, slug) : undefined;
    if (!store) throw new HttpError(404, 'Store not found');
    const agent = request.headers['user-agent'];
    const purpose = `${request.headers['sec-purpose'] ?? ''}${request.headers.purpose ?? ''}`;
    let counted = false;
    if (isPersonAgent(agent) && !/prefetch|prerender/i.test(purpose)) {
      const { day, salt } = await todaysSalt(db);
      const hashes = visitorHashes(salt, request.ip, agent!);
      counted = await db.transaction((tx) => recordView(tx, store, day, hashes));
    }
    return reply.code(202).send({ counted });
  });

  /** "Make it yours" on a prospect's demo store: a lead linked to the business it was made for. */
  const interest = {
    description:
      '"Make it yours" on a prospect\'s demo store (anyone): a message to the agency, linked to the business the store was made for. Answers the new lead\'s id; 429 after too many messages from one address in an hour.',
    params: storeParams,
    body: contactRequest,
    response: { 201: messageWithIdAnswer },
  };
  app.post('/stores/:store/interest', { schema: interest }, async (request, reply) => {
    const slug = request.params.store;
    const store = STORE_SLUG.test(slug) ? await prospectDemoBySlug(db, slug) : undefined;
    if (!store) throw new HttpError(404, 'Store not found');
    const message = request.body;
    await takeToken(
      db,
      `contact:${clientKey(request.ip)}`,
      { capacity: ctx.config.limits.contactPerHour, perSeconds: 3600 },
      'Too many messages from your address. Try again later.',
    );
    const id = await insertContactMessage(db, message, request.ip, store.business_id);
    return reply.code(201).send({ message: 'Message sent successfully', id });
  });

  /** A won business's demo store goes live and its owner (the business's e-mail) is invited. */
  const launch = {
    description:
      "Launches a won business's demo store (the marketer who recorded it, or an admin; live workspace only): it stops being a demo, and its owner is invited by the business's e-mail address. 409 when the business is not won, has no demo store or no e-mail address, or is live already.",
    params: idParams,
    response: { 201: launchResultAnswer },
  };
  app.post('/businesses/:id/launch', { schema: launch }, async (request, reply) => {
    const { user, business } = await staffBusiness(request, { demo: false });
    if (business.status !== 'won')
      throw new HttpError(409, `Mark ${business.name} as won before launching its store`);
    if (!business.store_id || !business.store_made_for_prospect)
      throw new HttpError(409, `${business.name} has no demo store to launch. Make one first.`);
    if (!business.store_is_demo)
      throw new HttpError(409, `${business.name}'s store is live already`);
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
      return store;
    });
    await auditStorePeople(db, request, user, launched.id, 'store.owner_invited', {
      id: ownerId,
      email: business.email,
    });
    forgetCachedStore(ctx, launched.slug);
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return reply.code(201).send({ slug: launched.slug, owner_email: business.email });
  });

  /** A store's launch checklist: its owner, store admins, admins, and the marketer of its business. */
  const checklist = {
    description:
      "A store's launch checklist, ticked from its data: its owner, store admins, admins, and the marketer who recorded its business (403 for other marketers).",
    params: storeParams,
    response: { 200: storeChecklistAnswer },
  };
  app.get('/stores/:store/checklist', { schema: checklist }, async (request) => {
    const user = await requireUser(ctx, request);
    if (user.role === 'marketer') {
      const id = await storeOfMarketer(db, request.params.store, user.id);
      if (!id) throw new HttpError(403, 'You do not manage this store');
      return storeChecklist(db, id);
    }
    const { store } = await managedStore(ctx, request, request.params.store);
    return storeChecklist(db, store.id);
  });

  /** The agency's client stores board: an admin's every live store, a marketer's their clients'. */
  const board = {
    description:
      "The agency's client stores board: every live store for an admin, a marketer's clients' for a marketer; the store that needs help first on top (orders left new, checklist, out of stock, days without an order).",
    response: { 200: clientStoreBoardAnswer },
  };
  app.get('/client-stores', { schema: board }, async (request) => {
    const user = await requireUser(ctx, request, STAFF);
    return { documents: await clientStoreBoard(db, user) };
  });

  await takedownRoutes(app, ctx);
}
