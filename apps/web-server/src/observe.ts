import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * What the web process reports (docs/decisions/020-health-metrics-request-ids.md): requests per
 * route and server renders with their time, as Prometheus metrics on METRICS_PORT; and the
 * request id of the page being rendered, carried on every call the renderer makes to the API.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const labelNames = ['method', 'route', 'status'] as const;
const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route kind and status',
  labelNames,
  registers: [registry],
});
const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer, by method, route kind and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
export const renders = new Counter({
  name: 'renders_total',
  help: 'Server renders of public pages, by result (rendered, failed, limited: the static shell sent)',
  labelNames: ['result'],
  registers: [registry],
});
export const renderSeconds = new Histogram({
  name: 'render_duration_seconds',
  help: 'Time to render a public page on the server',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Counts and times every request of one site; the route is a kind, never the raw URL. */
export function instrument(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    const route = url?.startsWith('/api') ? '/api/*' : url && url !== '*' ? url : 'page or file';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** The page being rendered: its request id and its client's address, for the renderer's calls to the API. */
export const currentRequest = new AsyncLocalStorage<{ id: string; client: string }>();
let fetchPatched = false;

/**
 * The renderer calls the API with the global fetch (api-client): inside a render, calls to the
 * API's origin carry the page request's X-Request-Id, so the API's log lines of that page share it,
 * and its client's address as X-Forwarded-For (as the /api proxy does), so the API's per-address
 * limits (searches) count the shopper, not this server for every shopper at once.
 */
export function carryRequestIds(apiOrigin: string): void {
  if (fetchPatched) return;
  fetchPatched = true;
  const origin = new URL(apiOrigin).origin;
  const plain = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const page = currentRequest.getStore();
    const url = input instanceof Request ? input.url : String(input);
    if (!page || !url.startsWith(origin)) return plain(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    if (!headers.has('x-request-id')) headers.set('x-request-id', page.id);
    headers.set('x-forwarded-for', page.client);
    return plain(input, { ...init, headers });
  };
}

/** Serves the process's metrics at /metrics on their own port; nothing else answers there. */
export async function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ message: 'Not found' }));
    }
    void registry.metrics().then((text) => {
      response.writeHead(200, { 'content-type': registry.contentType });
      response.end(text);
    });
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, host, done));
  return server;
}
