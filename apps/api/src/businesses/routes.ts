import {
  addBusinessNoteRequest,
  type Business,
  businessAnswer,
  businessListAnswer,
  businessNameListAnswer,
  businessSummaryAnswer,
  businessSummaryQuery,
  businessTimelineAnswer,
  createBusinessRequest,
  listBusinessesQuery,
  type ListBusinessesQuery,
  messageWithIdAnswer,
  pathParams,
  updateBusinessRequest,
} from '@agency/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Caller, Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import type { Awaitable } from '../lib/awaitable.ts';
import { type Access, callerOf, type Refreshes } from '../route-access.ts';
import { HttpError } from '../lib/errors.ts';
import { originOf } from '../lib/events.ts';
import { UUID, userIdParam } from '../lib/ids.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { sendWritten, writtenBytes, writtenJson } from '../lib/written-answers.ts';
import { nameKey } from '../lib/names.ts';
import { businessLists, listKey } from './names.ts';
import {
  insertBusiness,
  listBusinesses,
  readBusiness,
  restoreBusiness,
  softDeleteBusiness,
  updateBusiness,
} from './queries.ts';
import { similarityList, similarNameTurn } from './similar-queries.ts';
import { businessStore } from '../stores/index.ts';
import { summary } from './summary-queries.ts';
import { addBusinessEvent, businessTimeline } from './timeline-queries.ts';

/** Marketers and admins, in the caller's workspace: a demo token reaches its own demo workspace. */
const MARKETERS: Access = { roles: ['marketer', 'admin'], demo: true };
/** A write to a business changes the lists of its workspace. */
const LISTS: Refreshes = (request) => [businessLists(callerOf(request).workspace)];
const WRITE = { access: MARKETERS, refreshes: LISTS };
const idParams = pathParams('id');

/**
 * `GET /businesses` answers one of two shapes (by `marketer_id`): each is written by its own
 * schema's serializer, so neither is tried against the other's on every call.
 */
const sendAs = <T>(reply: FastifyReply, schema: z.ZodType<T>, answer: T) =>
  sendWritten(reply, writtenJson(reply, answer, schema));

/**
 * /businesses, /businesses/:id, /businesses/:id/restore, /businesses/:id/events,
 * /businesses/:id/notes and /businesses/summary (staff).
 */
export default async function businessRoutes(
  app: ApiApp,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  const list = {
    description:
      "Marketers and admins. With `marketer_id` (the caller's id, or `all` for an admin): a page of the outreach list, searched (`q`), filtered (`status`) and sorted. Without it: every business's name and whom to reach, for the similar-name check. 403 for another marketer's list.",
    querystring: listBusinessesQuery,
    response: { 200: z.union([businessListAnswer, businessNameListAnswer]) },
  };
  /**
   * The list `user` asked for, sent. The plain call (docs/product-rules.md) is the common one:
   * kept as the JSON it is sent as, until this marketer's businesses change, and sent from memory
   * without a promise, like a shopper's cached page (lib/awaitable.ts).
   */
  const sendList = (user: Caller, query: ListBusinessesQuery, reply: FastifyReply) => {
    const { marketer_id } = query;
    if (marketer_id === undefined)
      // The similarity list: names and who to reach out to, for staff only (docs/product-rules.md).
      return similarityList(db, user.workspace, user).then(async (documents) => {
        await sendAs(reply, businessNameListAnswer, { documents });
      });
    // `all`: every marketer's businesses, for an admin. The caller's own id (the common call)
    // needs no pattern check: it came from the database.
    const marketerId =
      marketer_id === 'all'
        ? null
        : marketer_id === user.id
          ? user.id
          : userIdParam(marketer_id, 'marketer_id');
    if (user.role !== 'admin' && user.id !== marketerId)
      throw new HttpError(403, 'You can only list your own businesses');
    const read = () => listBusinesses(db, user.workspace, marketerId, query);
    if (Object.keys(query).length !== 1 || !marketerId)
      return read().then(async (answer) => {
        await sendAs(reply, businessListAnswer, answer);
      });
    const kept = ctx.cache.reads.read(listKey(user.workspace, marketerId), async () =>
      writtenBytes(reply, await read(), businessListAnswer),
    ) as Awaitable<Buffer>;
    // From memory: sent now, with no promise. After a read: a promise that settles once the
    // answer has gone (a reply is awaited until it ends). One that settled sooner, while a
    // compressed answer still streams, would make Fastify send a second, empty answer.
    if (!(kept instanceof Promise)) {
      sendWritten(reply, kept);
      return;
    }
    return kept.then(async (bytes) => {
      await sendWritten(reply, bytes);
    });
  };
  app.get('/businesses', { schema: list, config: { access: MARKETERS } }, (request, reply) =>
    sendList(callerOf(request), request.query, reply),
  );

  /**
   * `GET /businesses/summary`: what the marketer admin's overview and analytics show. The list's
   * rules: a marketer reads their own, an admin anyone's or everyone's (`all`), each in the
   * caller's workspace (a demo token reads its own demo workspace only).
   */
  const summarySchema = {
    description:
      "The overview's and analytics' numbers: counts by status, follow-ups due, the latest businesses, businesses added per week and demo stores opened. A marketer reads their own; an admin anyone's (`marketer_id`) or the team's (`all`, with a row per marketer). 403 for another marketer's.",
    querystring: businessSummaryQuery,
    response: { 200: businessSummaryAnswer },
  };
  const summaryRoute = { schema: summarySchema, config: { access: MARKETERS } };
  app.get('/businesses/summary', summaryRoute, async (request) => {
    const user = callerOf(request);
    const { marketer_id } = request.query;
    const marketerId =
      marketer_id === undefined
        ? user.id
        : marketer_id === 'all'
          ? null
          : userIdParam(marketer_id, 'marketer_id');
    if (user.role !== 'admin' && user.id !== marketerId)
      throw new HttpError(403, 'You can only list your own businesses');
    const scope = marketerId === null ? 'team' : marketerId === user.id ? 'mine' : 'marketer';
    return summary(db, user.workspace, marketerId, scope);
  });

  /** One business, for its recorder or an admin (else 404: another marketer's is not shown). */
  async function ownBusiness(
    tx: Queryable,
    user: Caller,
    id: string,
    { deleted = false } = {},
  ): Promise<Business> {
    if (!UUID.test(id)) throw new HttpError(404, 'Business not found');
    const business = await readBusiness(tx, id.toLowerCase(), {
      deleted,
      workspace: user.workspace,
      // Inside a transaction the row is locked until the write.
      forUpdate: tx !== db,
    });
    if (!business || (user.role !== 'admin' && business.marketer_id !== user.id))
      throw new HttpError(404, 'Business not found');
    return business;
  }

  const one = {
    description:
      "One business with its store (null: none yet), for the marketer who recorded it or an admin; 404 for anyone else's.",
    params: idParams,
    response: { 200: businessAnswer },
  };
  app.get('/businesses/:id', { schema: one, config: { access: MARKETERS } }, async (request) => {
    const user = callerOf(request);
    const business = await ownBusiness(db, user, request.params.id);
    // As on the list's rows: its store (demo link, views, checklist), for the business's own page.
    return { ...business, store: await businessStore(db, business.id) };
  });

  const edit = {
    description:
      "Changes a business's details (its recorder or an admin). A new name follows the similar-name rule (409 names the similar business); a new status and a new note go on its timeline.",
    params: idParams,
    body: updateBusinessRequest,
    response: { 200: businessAnswer },
  };
  app.patch('/businesses/:id', { schema: edit, config: WRITE }, async (request) => {
    const user = callerOf(request);
    const changes = request.body;
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id);
      const name = changes.name ?? current.name;
      const key = nameKey(name);
      // A rename follows the similar-name rule; the business itself is not a match.
      if (changes.name !== undefined && key !== nameKey(current.name))
        await similarNameTurn(tx, key, current.id, user.workspace, true, user.id);
      // The timeline keeps what changed: a new status, and notes added rather than written over.
      if (changes.status !== undefined && changes.status !== current.status)
        await addBusinessEvent(tx, current.id, user.id, {
          kind: 'status',
          from: current.status ?? null,
          to: changes.status,
        });
      if (changes.notes && changes.notes !== current.notes)
        await addBusinessEvent(tx, current.id, user.id, { kind: 'note', body: changes.notes });
      return updateBusiness(tx, current.id, {
        name,
        name_key: key,
        contact_person: changes.contact_person ?? current.contact_person,
        phone: changes.phone ?? current.phone,
        email: changes.email ?? current.email,
        status: changes.status ?? current.status,
        notes: changes.notes ?? current.notes,
        next_follow_up:
          changes.next_follow_up === undefined ? current.next_follow_up : changes.next_follow_up,
      });
    });
    return business;
  });

  /** The business's timeline: its notes and status changes, newest first. */
  const events = {
    description:
      "A business's timeline: its notes and status changes with who made them, newest first (at most 200).",
    params: idParams,
    response: { 200: businessTimelineAnswer },
  };
  const eventsRoute = { schema: events, config: { access: MARKETERS } };
  app.get('/businesses/:id/events', eventsRoute, async (request) => {
    const user = callerOf(request);
    const business = await ownBusiness(db, user, request.params.id);
    return { documents: await businessTimeline(db, business.id) };
  });

  /** One more note: added to the timeline, and kept as the business's latest note. */
  const note = {
    description:
      "Adds a note to a business's timeline; it becomes the business's latest note. Answers the business.",
    params: idParams,
    body: addBusinessNoteRequest,
    response: { 201: businessAnswer },
  };
  app.post('/businesses/:id/notes', { schema: note, config: WRITE }, async (request, reply) => {
    const user = callerOf(request);
    const { body } = request.body;
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id);
      await addBusinessEvent(tx, current.id, user.id, { kind: 'note', body });
      return updateBusiness(tx, current.id, {
        ...current,
        name_key: nameKey(current.name),
        notes: body,
      });
    });
    return reply.code(201).send(business);
  });

  // A soft delete: the row leaves every list and the similar-name check; restore brings it back.
  const remove = {
    description:
      'Deletes a business softly: it leaves the lists and the similar-name check until it is restored.',
    params: idParams,
    response: { 200: messageWithIdAnswer },
  };
  app.delete('/businesses/:id', { schema: remove, config: WRITE }, async (request) => {
    const user = callerOf(request);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id);
      await softDeleteBusiness(tx, current.id);
      await ctx.events.emit(tx, {
        type: 'businesses.deleted',
        origin: originOf(request, user),
        business: current,
      });
      return current;
    });
    return { message: `${business.name} deleted`, id: business.id };
  });

  const restore = {
    description:
      'Brings a deleted business back. 409 when a business with a similar name was recorded since.',
    params: idParams,
    response: { 200: businessAnswer },
  };
  app.post('/businesses/:id/restore', { schema: restore, config: WRITE }, async (request) => {
    const user = callerOf(request);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id, { deleted: true });
      // A similar name recorded since the delete wins: the restore is refused (409).
      await similarNameTurn(tx, nameKey(current.name), current.id, user.workspace, true, user.id);
      return restoreBusiness(tx, current.id);
    });
    return business;
  });

  const create = {
    description:
      'Records a business under the caller (marketers and admins). 409 when its name is within one letter of a business already recorded: the message names it and whom to reach.',
    body: createBusinessRequest,
    response: { 201: businessAnswer },
  };
  app.post('/businesses', { schema: create, config: WRITE }, async (request, reply) => {
    const user = callerOf(request);
    const { name, marketer_id: _ignored, ...details } = request.body;
    const business = await db.transaction((tx) =>
      insertBusiness(tx, name, { recorderId: user.id, details, workspace: user.workspace }),
    );
    return reply.code(201).send(business);
  });
}
