import {
  addBusinessNoteRequest,
  type Business,
  type BusinessSummary,
  type BusinessTimeline,
  businessSummaryQuery,
  createBusinessRequest,
  listBusinessesQuery,
  updateBusinessRequest,
} from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { auditBusinessDeleted } from '../audit/events.ts';
import { type Caller, requireUser, type Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { UUID, userIdParam } from '../lib/ids.ts';
import { listKey, nameKey } from './names.ts';
import {
  insertBusiness,
  listBusinesses,
  readBusiness,
  restoreBusiness,
  similarityList,
  similarNameTurn,
  softDeleteBusiness,
  updateBusiness,
} from './queries.ts';
import { businessStore } from '../prospects/queries.ts';
import { summary } from './summary-queries.ts';
import { addBusinessEvent, businessTimeline } from './timeline-queries.ts';

const MARKETERS = ['marketer', 'admin'] as const;
/** Business routes work on the caller's workspace: a demo token reaches its own demo workspace. */
const WORKSPACES = { demo: true };

/**
 * /businesses, /businesses/:id, /businesses/:id/restore, /businesses/:id/events,
 * /businesses/:id/notes and /businesses/summary (staff).
 */
export default async function businessRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db } = ctx;

  app.get('/businesses', async (request) => {
    const query = parse(listBusinessesQuery, request.query);
    const { marketer_id } = query;
    if (marketer_id === undefined) {
      // The similarity list: names and who to reach out to, for staff only (docs/product-rules.md).
      const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
      return { documents: await similarityList(db, user.workspace, user) };
    }
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    // `all`: every marketer's businesses, for an admin.
    const marketerId = marketer_id === 'all' ? null : userIdParam(marketer_id, 'marketer_id');
    if (user.role !== 'admin' && user.id !== marketerId)
      throw new HttpError(403, 'You can only list your own businesses');
    const plain = Object.keys(query).length === 1;
    const read = () => listBusinesses(db, user.workspace, marketerId, query);
    // The plain call (docs/product-rules.md) is the common one: cached until this marketer's businesses change.
    return plain && marketerId
      ? ctx.cache.reads.get(listKey(user.workspace, marketerId), read)
      : read();
  });

  /**
   * `GET /businesses/summary`: what the marketer admin's overview and analytics show. The list's
   * rules: a marketer reads their own, an admin anyone's or everyone's (`all`), each in the
   * caller's workspace (a demo token reads its own demo workspace only).
   */
  app.get('/businesses/summary', async (request): Promise<BusinessSummary> => {
    const user = await requireUser(ctx, request, MARKETERS, { demo: true });
    const { marketer_id } = parse(businessSummaryQuery, request.query);
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

  app.get<{ Params: { id: string } }>('/businesses/:id', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const business = await ownBusiness(db, user, request.params.id);
    // As on the list's rows: its store (demo link, views, checklist), for the business's own page.
    return { ...business, store: await businessStore(db, business.id) };
  });

  app.patch<{ Params: { id: string } }>('/businesses/:id', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const changes = parse(updateBusinessRequest, request.body);
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
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return business;
  });

  /** The business's timeline: its notes and status changes, newest first. */
  app.get<{ Params: { id: string } }>(
    '/businesses/:id/events',
    async (request): Promise<BusinessTimeline> => {
      const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
      const business = await ownBusiness(db, user, request.params.id);
      return { documents: await businessTimeline(db, business.id) };
    },
  );

  /** One more note: added to the timeline, and kept as the business's latest note. */
  app.post<{ Params: { id: string } }>('/businesses/:id/notes', async (request, reply) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const { body } = parse(addBusinessNoteRequest, request.body);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id);
      await addBusinessEvent(tx, current.id, user.id, { kind: 'note', body });
      return updateBusiness(tx, current.id, {
        ...current,
        name_key: nameKey(current.name),
        notes: body,
      });
    });
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return reply.code(201).send(business);
  });

  // A soft delete: the row leaves every list and the similar-name check; restore brings it back.
  app.delete<{ Params: { id: string } }>('/businesses/:id', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id);
      await softDeleteBusiness(tx, current.id);
      await auditBusinessDeleted(tx, request, user, current);
      return current;
    });
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return { message: `${business.name} deleted`, id: business.id };
  });

  app.post<{ Params: { id: string } }>('/businesses/:id/restore', async (request) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const business = await db.transaction(async (tx) => {
      const current = await ownBusiness(tx, user, request.params.id, { deleted: true });
      // A similar name recorded since the delete wins: the restore is refused (409).
      await similarNameTurn(tx, nameKey(current.name), current.id, user.workspace, true, user.id);
      return restoreBusiness(tx, current.id);
    });
    ctx.cache.reads.delete(listKey(user.workspace, business.marketer_id));
    return business;
  });

  app.post('/businesses', async (request, reply) => {
    const user = await requireUser(ctx, request, MARKETERS, WORKSPACES);
    const { name, marketer_id: _ignored, ...details } = parse(createBusinessRequest, request.body);
    const business = await db.transaction((tx) =>
      insertBusiness(tx, name, { recorderId: user.id, details, workspace: user.workspace }),
    );
    ctx.cache.reads.delete(listKey(user.workspace, user.id));
    return reply.code(201).send(business);
  });
}
