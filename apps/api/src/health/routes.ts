import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.ts';
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
export default async function healthRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: Context },
): Promise<void> {
  const { db, storage, config } = ctx;
  app.get('/health', async () => ({ status: 'ok', database: db.kind }));

  app.get('/ready', async (request, reply) => {
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
    if (failed.length === 0) return { status: 'ready', database: 'ok', storage: 'ok' };
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
