import type { Role } from '@agency/contract';
import { TOKEN_EXPIRED, TOKEN_INVALID } from '@agency/contract/rules';
import type { FastifyRequest } from 'fastify';
import { type DeviceCookies, touchStaffSession, type Tokens } from './auth/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { andThen, type Awaitable } from './lib/awaitable.ts';
import type { Background } from './lib/background.ts';
import type { Events } from './lib/events.ts';
import { HttpError } from './lib/errors.ts';
import { takeToken } from './lib/limits.ts';
import type { HashSlots } from './lib/hash-slots.ts';
import type { Mailer } from './lib/mailer.ts';
import type { MailQueue } from './lib/mail-queue.ts';
import type { MicroCache } from './lib/micro-cache.ts';
import type { Storage } from './lib/storage.ts';

/** What every route needs, built once at start. */
export interface Context {
  config: Config;
  db: Db;
  tokens: Tokens;
  mailer: Mailer;
  /** Shoppers' mails, queued in the change's transaction and sent by this worker (lib/mail-queue.ts). */
  mailQueue: MailQueue;
  /** Domain events, emitted in the change's transaction; the audit log and mails follow them (app.ts). */
  events: Events;
  storage: Storage;
  /** Caps concurrent password hashes (logins, resets). */
  hashSlots: HashSlots;
  /** Mail and other work that runs after the answer. */
  background: Background;
  /** Server-side key for reset-code hashes (derived from the token secret). */
  otpKey: Buffer;
  /** Signed device cookies of sign-ins (auth/device.ts; their key derives from the token secret). */
  devices: DeviceCookies;
  /** Hot reads kept for config.cacheTtlMs; writes on this instance drop what they change. */
  cache: {
    users: MicroCache<User | undefined>;
    /**
     * Staff sessions this instance found live, by session id: a session seen a moment ago
     * is not looked up again within the TTL. Its last_seen_at is written at most once a minute
     * anyway, and a sign-out or password change ends it through token_version (cache.users).
     */
    sessions: MicroCache<boolean>;
    reads: MicroCache<unknown>;
  };
}

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  token_version: number;
  active: boolean;
  /** A 'Try the demo' visitor: no password, no access beyond their demo workspace. */
  guest: boolean;
}

/** A signed-in caller and the data they work on: 'live', or their own demo workspace. */
export interface Caller extends User {
  workspace: string;
}

/** The demo workspace of a user: theirs alone (docs/product-rules.md, "The demo workspace"). */
export const demoWorkspace = (userId: string) => `demo:${userId}`;

/** Roles whose sessions end after a while without a request (docs/product-rules.md). */
export const IDLE_ROLES: readonly string[] = ['marketer', 'admin'];

/** Writes a demo or visitor's session may make: 30 at once, 30 a minute after that. */
const DEMO_WRITES = { capacity: 30, perSeconds: 60 };
export const DEMO_WRITES_MESSAGE =
  'You are changing the demo quickly. Wait a moment and try again.';

export const DEMO_REFUSED = 'This is the demo workspace: sign in to the real admin to do this.';

/** Whether a staff session is live (and counts this request), from memory when seen a moment ago. */
function liveStaffSession(ctx: Context, sid: string, userId: string): Awaitable<boolean> {
  const key = `${sid}:${userId}`;
  return andThen(
    ctx.cache.sessions.read(key, () =>
      touchStaffSession(ctx.db, sid, userId, ctx.config.staffIdleMinutes),
    ),
    (live) => {
      // Only a live session is remembered: an ended one is asked about again (and stays ended).
      if (!live) ctx.cache.sessions.delete(key);
      return live;
    },
  );
}

/** The user a token names, as the session checks need them (undefined: no such user). */
async function sessionUser(ctx: Context, id: string): Promise<User | undefined> {
  const { rows } = await ctx.db.query<User>(
    `SELECT id, email, name, role, token_version, active, demo_until IS NOT NULL AS guest
       FROM users WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * The signed-in user behind the bearer token, or a 401/403 the client can read. A demo token
 * (issued at /demo/admin) is refused unless the route works on workspaces (`demo: true`).
 */
export function requireUser(
  ctx: Context,
  request: FastifyRequest,
  roles?: readonly Role[],
  { demo = false }: { demo?: boolean } = {},
): Awaitable<Caller> {
  // Every step answers at once when its answer is in memory (a token checked before, a user and a
  // session seen a moment ago): a staff read makes no promise of its own (lib/awaitable.ts).
  return andThen(ctx.tokens.verify(request.headers.authorization), (claims) =>
    andThen(
      ctx.cache.users.read(claims.sub, () => sessionUser(ctx, claims.sub)),
      (user: User | undefined) => {
        // A visitor's demo workspace that was reset away ends their session like an expiry does.
        if (!user) throw new HttpError(401, claims.demo ? TOKEN_EXPIRED : TOKEN_INVALID);
        // A password change or a sign-out since the token was issued ends the session like an
        // expiry does.
        if (user.token_version !== claims.ver || !user.active)
          throw new HttpError(401, TOKEN_EXPIRED);
        // A staff session that saw no request for STAFF_IDLE_MINUTES has ended (server-side).
        const idle = !user.guest && IDLE_ROLES.includes(user.role);
        const live = !idle || (claims.sid ? liveStaffSession(ctx, claims.sid, user.id) : false);
        return andThen(live, (isLive) => {
          if (!isLive) throw new HttpError(401, TOKEN_EXPIRED);
          if (claims.demo && !demo) throw new HttpError(403, DEMO_REFUSED);
          const caller = (): Caller => {
            if (roles && !roles.includes(user.role))
              throw new HttpError(403, 'Your account may not do this');
            return { ...user, workspace: claims.demo ? demoWorkspace(user.id) : 'live' };
          };
          // A demo session, and any visitor's (a store-admin sandbox's session is 'live'), writes
          // at a human pace: every write it can reach comes through here.
          const paced = claims.demo || user.guest;
          return paced && request.method !== 'GET' && request.method !== 'HEAD'
            ? takeToken(ctx.db, `demo:writes:${user.id}`, DEMO_WRITES, DEMO_WRITES_MESSAGE).then(
                caller,
              )
            : caller();
        });
      },
    ),
  );
}
