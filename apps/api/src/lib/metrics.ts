import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Db } from '../db/index.ts';
import type { Mailer } from './mailer.ts';
import { RequestTimings } from './request-timings.ts';

/**
 * Prometheus metrics of one API process (prom-client): requests and their latency per route
 * pattern, the database pool, mails on their way out. Served on their own port (METRICS_PORT),
 * never through the public address (docs/decisions/020-health-metrics-request-ids.md).
 */
export interface ApiMetrics {
  registry: Registry;
  /** The mailer, counting mails being sent (the mail queue). */
  countMails(mailer: Mailer): Mailer;
  /** Times every request of `app` by method, route pattern and status. */
  instrument(app: FastifyInstance): void;
}

export function createApiMetrics(db: Db): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const timings = new RequestTimings(
    registry,
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PGlite: one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle, waiting } = db.stats();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'busy' }, total - idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  let sending = 0;
  new Gauge({
    name: 'mail_queue_size',
    help: 'Mails handed to the mailer and not yet sent or failed',
    registers: [registry],
    collect() {
      this.set(sending);
    },
  });
  const mails = new Counter({
    name: 'mails_total',
    help: 'Mails sent or failed',
    labelNames: ['result'],
    registers: [registry],
  });
  return {
    registry,
    countMails: (mailer) => ({
      ...mailer,
      async send(mail) {
        sending += 1;
        try {
          await mailer.send(mail);
          mails.inc({ result: 'sent' });
        } catch (error) {
          mails.inc({ result: 'failed' });
          throw error;
        } finally {
          sending -= 1;
        }
      },
    }),
    instrument(app) {
      // A plain hook (no promise): it runs for every request.
      app.addHook('onResponse', (request, reply, done) => {
        // The pattern (/api/v1/blog/:id), never the raw URL: one series per route, not per id.
        timings.observe(
          request.method,
          request.routeOptions.url ?? 'unmatched',
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
        done();
      });
    },
  };
}

/** Serves `registry` at /metrics on its own port; nothing else answers there. */
export async function serveMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ message: 'Not found' }));
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Metrics could not be collected' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(port, host, () => resolve()),
  );
  return server;
}
