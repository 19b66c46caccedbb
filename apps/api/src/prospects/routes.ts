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
import type { FastifyRequest } from 'fastify';
import { insertContactMessage } from '../contact/index.ts';
import { type Caller, type Context, requireUser } from '../context.ts';
import { launchStore } from '../flows/launch-store.ts';
import { makeDemoStore } from '../flows/make-demo-store.ts';
import { HttpError } from '../lib/errors.ts';
import { clientKey } from '../lib/client-address.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { managedStore, STORE_SLUG } from '../stores/index.ts';
import { guessTrade } from '../templates/index.ts';
import { staffBusiness } from './access.ts';
import {
  clientStoreBoard,
  type ProspectBusiness,
  prospectDemoBySlug,
  recordView,
  storeChecklist,
  storeOfMarketer,
} from './queries.ts';
import { takedownRoutes } from './takedown.ts';
import { tradeTemplates } from './templates.ts';
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
  async function businessOf(
    request: FastifyRequest<{ Params: { id: string } }>,
    { demo = true } = {},
  ): Promise<{ user: Caller; business: ProspectBusiness }> {
    const user = await requireUser(ctx, request, STAFF, { demo });
    return { user, business: await staffBusiness(db, user, request.params.id) };
  }

  const options = {
    description:
      'What the "Make a demo store" form opens with: the trade templates, the one the business\'s name and notes point to, and the name the store will show. The marketer who recorded the business, or an admin (403 otherwise).',
    params: idParams,
    response: { 200: demoStoreOptionsAnswer },
  };
  app.get('/businesses/:id/demo-store', { schema: options }, async (request) => {
    const { business } = await businessOf(request);
    const templates = tradeTemplates();
    const ids = templates.map((t) => t.id);
    return {
      templates,
      guess: guessTrade(business.name, business.notes, ids),
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
    const { user } = await businessOf(request);
    const made = await makeDemoStore(ctx, request, user, request.params.id, request.body);
    return reply.code(201).send(made);
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
    const { user, business } = await businessOf(request, { demo: false });
    return reply.code(201).send(await launchStore(ctx, request, user, business));
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
