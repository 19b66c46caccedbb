import { healthAnswer, messageAnswer, readyAnswer } from '@agency/contract';
import type { Context } from '../context.ts';
import { ANYONE } from '../route-access.ts';
import type { ApiApp } from '../lib/schemas.ts';
import { pingDatabase } from './queries.ts';

class TimedOut extends Error {}

/** Rejects with TimedOut after `ms`. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new TimedOut()), ms).unref()),
  ]);

/**
 * /health: this process is alive (liveness; touches nothing). /ready: it can serve now, the
 * database and the storage both answered within READY_TIMEOUT_MS; a load balancer sends
 * traffic only to instances that are ready.
 */
export default async function healthRoutes(app: ApiApp, { ctx }: { ctx: Context }): Promise<void> {
  const { db, storage, config } = ctx;
  // The cheapest route there is: one small object, made once, written from a two-field schema.
  const alive = { status: 'ok', database: db.kind } as const;
  const health = {
    description:
      'Liveness, for anyone: the process answers (it touches neither the database nor the storage). Says which kind of database it runs on.',
    response: { 200: healthAnswer },
  };
  // Its answer is far below the compression threshold: no compression hooks at all.
  app.get('/health', { schema: health, compress: false, config: ANYONE }, () => alive);

  const ready = {
    description:
      'Readiness, for anyone (a load balancer): 200 when the database and the storage both answered in time; 503 with a `{ message }` naming what did not.',
    response: { 200: readyAnswer, 503: messageAnswer },
  };
  app.get('/ready', { schema: ready, config: ANYONE }, async (request, reply) => {
    const ms = config.readyTimeoutMs;
    const checks = await Promise.allSettled([
      within(ms, pingDatabase(db)),
      within(ms, storage.check?.() ?? Promise.resolve()),
    ]);
    reply.header('cache-control', 'no-store');
    const names = ['the database', 'the storage'];
    const failed = checks.flatMap((check, i) =>
      check.status === 'rejected'
        ? [
            `${names[i]} ${check.reason instanceof TimedOut ? `did not answer within ${ms / 1000} s` : 'is not available'}`,
          ]
        : [],
    );
    if (failed.length === 0) return { status: 'ready', database: 'ok', storage: 'ok' } as const;
    // The reasons (connection details included) go to the log, not to the caller.
    request.log.warn(
      { failed: checks.map((c) => (c.status === 'rejected' ? String(c.reason) : 'ok')) },
      'not ready',
    );
    return reply.code(503).send({
      message: `Not ready: ${failed.join('; ')}`,
    });
  });
}
