import {
  demoWorkspaceAnswer,
  demoWorkspaceResetAnswer,
  sessionAnswer,
  storeSandboxSessionAnswer,
  tryDemoRequest,
  tryStoreAdminRequest,
} from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import { authLimiter, sessionFor } from '../auth/index.ts';
import { listKey } from '../businesses/index.ts';
import { requireUser, type Context } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
import type { ApiApp } from '../lib/schemas.ts';
import {
  createGuest,
  demoWorkspaceInfo,
  openDemoWorkspace,
  resetDemoWorkspace,
} from './queries.ts';
import { clientKey } from '../lib/client-address.ts';
import { createStoreSandbox } from './store-sandbox.ts';

const NOT_DEMO = 'This is not a demo session: sign in at /demo/admin to use the demo workspace.';

/**
 * The demo workspace (docs/product-rules.md): 'Try the demo' opens one for a visitor with no
 * account; whoever is in one sees when it resets and may reset it now. 'Try the store admin' opens a
 * store-admin sandbox the same way. Serves /auth/demo, /auth/demo-store, /demo/workspace and
 * /demo/workspace/reset.
 */
export default async function demoRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, config } = ctx;
  const limitAuth = authLimiter(ctx);
  const MARKETERS = ['marketer', 'admin'] as const;

  const tryDemo = {
    description:
      "'Try the demo', for a visitor with no account: 201 with a session on a demo workspace of sample businesses of their own, which ends within a day. 429 when this address opened many just now, 503 when the demo is full.",
    body: tryDemoRequest,
    response: { 201: sessionAnswer },
  };
  app.post('/auth/demo', { schema: tryDemo, onRequest: limitAuth }, async (request, reply) => {
    await takeToken(
      db,
      `demo:address:${clientKey(request.ip)}`,
      { capacity: config.limits.demoGuestsPerHourPerAddress, perSeconds: 3600 },
      'Too many demo workspaces from here. Try again later.',
    );
    const guest = await createGuest(db, config.limits.demoGuestsOpen);
    return reply.code(201).send(await sessionFor(ctx, guest, 'demo', { guest: true }));
  });

  /** 'Try the store admin': a visitor's own copy of a demo store, run as its store admin. */
  const tryStore = {
    description:
      "'Try the store admin', for a visitor with no account: 201 with a session as the store admin of their own copy of the demo store, and its slug (`store`). With `store` (a prospect's demo store's slug) the copy is of that store: its look, delivery zones and items. 404 when that store is not a prospect's demo store (or is gone), 429 and 503 as for /auth/demo.",
    body: tryStoreAdminRequest,
    response: { 201: storeSandboxSessionAnswer },
  };
  app.post(
    '/auth/demo-store',
    { schema: tryStore, onRequest: limitAuth },
    async (request, reply) => {
      await takeToken(
        db,
        `demo:address:${clientKey(request.ip)}`,
        { capacity: config.limits.demoGuestsPerHourPerAddress, perSeconds: 3600 },
        'Too many demo workspaces from here. Try again later.',
      );
      const { guest, slug } = await createStoreSandbox(
        db,
        config.limits.demoGuestsOpen,
        request.body?.store,
      );
      const session = await sessionFor(ctx, guest, 'live', { guest: true });
      return reply.code(201).send({ ...session, store: slug });
    },
  );

  /** The caller's workspace, opened if the daily reset removed it meanwhile. */
  async function workspaceOf(request: FastifyRequest) {
    const user = await requireUser(ctx, request, MARKETERS, { demo: true });
    if (user.workspace === 'live') throw new HttpError(403, NOT_DEMO);
    return user;
  }

  /** The workspace as it is now; it was just opened or reset, so it is there. */
  async function infoOf(userId: string) {
    const info = await demoWorkspaceInfo(db, userId);
    if (!info) throw new Error('A demo workspace just opened was not found');
    return info;
  }

  const workspace = {
    description:
      "The caller's demo workspace (marketers and admins signed in at /demo/admin, and demo visitors): when it was seeded and when it starts over. 403 for a session on the real data.",
    response: { 200: demoWorkspaceAnswer },
  };
  app.get('/demo/workspace', { schema: workspace }, async (request) => {
    const user = await workspaceOf(request);
    await openDemoWorkspace(db, user.id);
    return infoOf(user.id);
  });

  const reset = {
    description:
      "Starts the caller's demo workspace over with the sample businesses (who may: as GET /demo/workspace). 429 after many resets in an hour.",
    response: { 200: demoWorkspaceResetAnswer },
  };
  app.post('/demo/workspace/reset', { schema: reset }, async (request) => {
    const user = await workspaceOf(request);
    await takeToken(
      db,
      `demo:reset:${user.id}`,
      { capacity: 30, perSeconds: 3600 },
      'The demo workspace was reset many times just now. Try again later.',
    );
    await resetDemoWorkspace(db, user.id);
    ctx.cache.reads.delete(listKey(user.workspace, user.id));
    return {
      message: 'The demo workspace is back to its sample businesses',
      ...(await infoOf(user.id)),
    };
  });
}
