import { tryDemoRequest } from '@agency/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authLimiter } from '../auth/limit.ts';
import { sessionFor } from '../auth/sessions.ts';
import { listKey } from '../businesses/names.ts';
import { requireUser, type Context } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { takeToken } from '../lib/limits.ts';
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
export default async function demoRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db, config } = ctx;
  const limitAuth = authLimiter(ctx);
  const MARKETERS = ['marketer', 'admin'] as const;

  app.post('/auth/demo', { onRequest: limitAuth }, async (request, reply) => {
    parse(tryDemoRequest, request.body);
    await takeToken(
      db,
      `demo:address:${clientKey(request.ip)}`,
      { capacity: config.limits.demoGuestsPerHourPerAddress, perSeconds: 3600 },
      'Too many demo workspaces from here. Try again later.',
    );
    const guest = await createGuest(db, config.limits.demoGuestsOpen);
    return reply.code(201).send(await sessionFor(ctx, guest, 'demo', { guest: true }));
  });

  /** 'Try the store admin': a visitor's own copy of the demo store, run as its store admin. */
  app.post('/auth/demo-store', { onRequest: limitAuth }, async (request, reply) => {
    parse(tryDemoRequest, request.body);
    await takeToken(
      db,
      `demo:address:${clientKey(request.ip)}`,
      { capacity: config.limits.demoGuestsPerHourPerAddress, perSeconds: 3600 },
      'Too many demo workspaces from here. Try again later.',
    );
    const { guest, slug } = await createStoreSandbox(db, config.limits.demoGuestsOpen);
    const session = await sessionFor(ctx, guest, 'live', { guest: true });
    return reply.code(201).send({ ...session, store: slug });
  });

  /** The caller's workspace, opened if the daily reset removed it meanwhile. */
  async function workspaceOf(request: FastifyRequest) {
    const user = await requireUser(ctx, request, MARKETERS, { demo: true });
    if (user.workspace === 'live') throw new HttpError(403, NOT_DEMO);
    return user;
  }

  app.get('/demo/workspace', async (request) => {
    const user = await workspaceOf(request);
    await openDemoWorkspace(db, user.id);
    return demoWorkspaceInfo(db, user.id);
  });

  app.post('/demo/workspace/reset', async (request) => {
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
      ...(await demoWorkspaceInfo(db, user.id)),
    };
  });
}
