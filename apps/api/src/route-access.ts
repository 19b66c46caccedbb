import type { ManagedStore, Role } from '@agency/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  preSerializationHookHandler,
  RouteOptions,
} from 'fastify';
import { type Caller, type Context, requireUser } from './context.ts';
import type { Awaitable } from './lib/awaitable.ts';
import type { CachedRead } from './lib/micro-cache.ts';
import { managedStore } from './stores/index.ts';

/**
 * Who may call a route, declared next to its schema (`config: { access }`) and checked by a
 * preHandler before the handler runs (docs/decisions/041-route-access-and-refreshes.md):
 * - 'anyone': no token needed (a finer check on an optional token stays in the handler);
 * - 'signed-in': any live session of the live workspace;
 * - roles: a live session with one of them;
 * - { roles, demo: true }: the same, and a demo token reaches its own demo workspace;
 * - { store: param }: the store named by that path parameter, for those who run it (401, 403, 404).
 */
export type Access =
  | 'anyone'
  | 'signed-in'
  | readonly Role[]
  | { roles: readonly Role[] | 'signed-in'; demo: true }
  | { store: string };

/** The declaration of a route anyone may call, and of one any signed-in session may. */
export const ANYONE = { access: 'anyone' } as const;
export const SIGNED_IN = { access: 'signed-in' } as const;
/** The declaration of a route on the store of its path (`:store`), for those who run it. */
export const ITS_MANAGERS = { access: { store: 'store' } } as const;

/** The cached reads a route's successful write changes, from the request and its answer. */
export type Refreshes = (request: FastifyRequest, answer: unknown) => readonly CachedRead[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Dropped after a 2xx answer: after the handler's transaction, before the client has it. */
    refreshes?: Refreshes;
    /** The write commits in parts (a CSV import's batches): its reads go after any answer. */
    refreshesOnError?: boolean;
  }
  interface FastifyRequest {
    /** Set by the access check of a route that declares a signed-in access (callerOf). */
    caller: Caller | null;
    /** Set by the access check of a route that declares `{ store }` (managedOf). */
    managed: ManagedStore | null;
    /** What the handler answered, before it was written (for the route's refreshes). */
    answer: unknown;
  }
}

/** The signed-in caller the route's access declaration let through. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.routeOptions.url} declares no signed-in access`);
  return request.caller;
}

/** The caller and the store they run, for a route that declares `{ store }`. */
export function managedOf(request: FastifyRequest): { user: Caller; store: ManagedStore } {
  if (!request.caller || !request.managed)
    throw new Error(`${request.routeOptions.url} declares no store access`);
  return { user: request.caller, store: request.managed };
}

/** A route as the declarations test sees it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

const declared = new WeakMap<object, DeclaredRoute[]>();

/** Every API route registered on `app` with its access declaration (undefined: none yet). */
export const declaredRoutes = (app: object): readonly DeclaredRoute[] => declared.get(app) ?? [];

/** The check of one declaration: no promise when the session is in memory (lib/awaitable.ts). */
function checkOf(ctx: Context, access: Exclude<Access, 'anyone'>): preHandlerHookHandler {
  const check = (request: FastifyRequest): Awaitable<unknown> => {
    if (typeof access === 'object' && 'store' in access) {
      const slug = (request.params as Record<string, string>)[access.store] ?? '';
      return managedStore(ctx, request, slug).then(({ user, store }) => {
        request.caller = user;
        request.managed = store;
      });
    }
    const demo = typeof access === 'object' && 'demo' in access;
    const roles = demo ? access.roles : access;
    const caller = requireUser(ctx, request, roles === 'signed-in' ? undefined : roles, { demo });
    if (caller instanceof Promise)
      return caller.then((user) => {
        request.caller = user;
      });
    request.caller = caller;
    return undefined;
  };
  return (request, _reply, done) => {
    let checked: Awaitable<unknown>;
    try {
      checked = check(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (checked instanceof Promise) checked.then(() => done(), done);
    else done();
  };
}

const keepAnswer: preSerializationHookHandler<unknown> = (request, _reply, payload, done) => {
  request.answer = payload;
  done(null, payload);
};

/** The onSend hook that drops a route's declared reads once its answer is ready to go. */
function dropOf(
  ctx: Context,
  refreshes: Refreshes,
  { onError, checked }: { onError: boolean; checked: boolean },
): onSendHookHandler {
  return (request, reply, payload, done) => {
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    // After an error, only a request the access check let through can have written anything.
    if (ok || (onError && (!checked || request.caller)))
      ctx.cache.reads.forget(refreshes(request, request.answer));
    done(null, payload);
  };
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Enforces every route's declarations in `api` (the /api/v1 scope): its access check first among
 * its preHandlers, its refreshes after its answer. A route without a declaration still works as
 * before (it checks by hand); test/route-access.test.ts lists it.
 */
export function enforceRouteDeclarations(root: object, api: FastifyInstance, ctx: Context): void {
  const routes: DeclaredRoute[] = [];
  declared.set(root, routes);
  api.decorateRequest('caller', null);
  api.decorateRequest('managed', null);
  api.decorateRequest('answer', undefined);
  api.addHook('onRoute', (route: RouteOptions) => {
    const { access, refreshes, refreshesOnError = false } = route.config ?? {};
    for (const method of asList(route.method)) routes.push({ method, url: route.url, access });
    const checked = access !== undefined && access !== 'anyone';
    if (checked) route.preHandler = [checkOf(ctx, access), ...asList(route.preHandler)];
    if (refreshes) {
      route.preSerialization = [...asList(route.preSerialization), keepAnswer];
      route.onSend = [
        ...asList(route.onSend),
        dropOf(ctx, refreshes, { onError: refreshesOnError, checked }),
      ];
    }
  });
}
