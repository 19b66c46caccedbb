import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';
import { refuseOversizedBody } from './body-limits.ts';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { requestIdOf } from '@agency/contract/request-id';
import { etagOf, matchesIfNoneMatch, notModified } from './conditional.ts';
import { registerDomainProof } from './domain-proof.ts';
import { cacheControlFor, HSTS, json, SECURITY_HEADERS } from './headers.ts';
import { carryRequestIds, instrument, renders } from './observe.ts';
import { clientKey, type RenderLimitOptions, renderLimit } from './render-limit.ts';
import { registerSeo, type SeoOptions } from './seo.ts';
import { type RenderPage, sharedRenders } from './shared-renders.ts';
import { corsOriginCheck, type StoreHostGuard } from './store-hosts.ts';
import { type StorePages, withStoreHead } from './store-page-head.ts';

/**
 * One built app served the way a static host or CDN would: the files of its folder with their
 * brotli/gzip twins, immutable hashed assets, revalidated entry points, and nothing else.
 *
 * Why Fastify + @fastify/static + @fastify/http-proxy: the same server framework as the API (one
 * stack to know), a maintained file sender (@fastify/send: ranges, ETag/304, traversal and
 * dotfile rules, precompressed variants), and a maintained proxy (undici) for /api.
 */
export interface StaticSiteOptions {
  /** The built app's folder (dist/ or dist-standalone/). */
  root: string;
  port: number;
  host?: string;
  /** Headers every HTML page gets (the Content-Security-Policy), asked for on each page. */
  pageHeaders?: () => Record<string, string>;
  /** Answers /remotes.json with this JSON text, asked for on every request so it can change live. */
  registry?: () => string;
  /** Forwards /api/* to this origin, and only there. */
  apiOrigin?: string;
  /** Origins that may load this app's files from script (the shell's, for a remote). */
  corsOrigins?: string[];
  /** Also any store's own host (the storefront's files, loaded by its pages there). */
  corsStoreHosts?: StoreHostGuard;
  /** Host names (any port) the server answers to; others get 421, which stops DNS rebinding. */
  allowedHosts?: string[];
  /** The store site: registered store hosts pass the Host check, others get "No store here". */
  storeHosts?: StoreHostGuard;
  /**
   * The store site: which store a store host serves (its pages are rendered in that store's name),
   * and the entry page it gets when a page is not rendered (the store's own head and name).
   */
  storePages?: StorePages;
  /**
   * Renders a page on the server (the shell's page renderer); index.html is the fallback. On a
   * store's own host it is given the store (its slug, and the origin its links use).
   */
  render?: RenderPage;
  /** A rendered page larger than this (bytes) is not sent: the static shell is. Default 2 MB. */
  maxPageBytes?: number;
  /** Renders per client address (IPv6 by /64); over it, the static shell. */
  renderLimit?: RenderLimitOptions;
  /**
   * Proxies (addresses or CIDRs, TRUSTED_PROXIES) whose X-Forwarded-For names the client: behind
   * nginx the render limit and the API see the shopper's address, not nginx's. Empty: none.
   */
  trustedProxies?: string[];
  /** The public site is https (PUBLIC_URL says so): every answer carries Strict-Transport-Security. */
  https?: boolean;
  /** robots.txt, sitemap.xml (and the agency's rss.xml), from the API (needs apiOrigin). */
  seo?: SeoOptions['site'];
}

/** Only origin-form targets ("/path?query"): absolute- and authority-form ones are never routed or forwarded. */
function isOriginForm(url: string | undefined): boolean {
  return (
    !!url &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    !url.includes('\\') &&
    url.length <= 4096
  );
}

function refuseRaw(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(JSON.stringify({ message }));
}

function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header.trim());
  return match ? match[1]!.toLowerCase() : null;
}

export async function staticSite(options: StaticSiteOptions): Promise<FastifyInstance> {
  const {
    root,
    pageHeaders = () => ({}),
    registry,
    apiOrigin,
    corsOrigins,
    corsStoreHosts,
    allowedHosts,
    render,
    storeHosts,
    storePages,
    maxPageBytes = 2 * 1024 * 1024,
    https = false,
  } = options;
  const limiter = renderLimit(options.renderLimit);
  const app = Fastify({
    // request.ip: the peer, or with trusted proxies the last address they did not add (proxy-addr).
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    // Errors only: a client that hangs up mid-request is not news (SERVE_LOG_LEVEL=warn shows those).
    logger: { level: process.env.SERVE_LOG_LEVEL ?? 'error' },
    requestTimeout: 30_000,
    // X-Request-Id from the first proxy (nginx) when well-formed, else a new one: in this
    // server's log lines (reqId), on the answer, and on to the API (the /api proxy, renders).
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Bad percent-encoding and the like: a JSON 400 like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
      return json(
        reply,
        error.statusCode && error.statusCode < 500 ? error.statusCode : 400,
        'Bad request',
      );
    },
    // A guard in front of the router: anything but an origin-form target is a 400 here.
    serverFactory: (handler) =>
      createServer({ maxHeaderSize: 16 * 1024 }, (req: IncomingMessage, res: ServerResponse) => {
        if (!isOriginForm(req.url)) return refuseRaw(res, 400, 'Bad request target');
        handler(req, res);
      }),
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error(error);
    return json(reply, status, status >= 500 ? 'Something went wrong' : 'Bad request');
  });

  instrument(app);
  if (render && apiOrigin) carryRequestIds(apiOrigin);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (https) reply.header('strict-transport-security', HSTS);
    const name = hostName(request.headers.host) ?? '';
    if (allowedHosts && !allowedHosts.includes(name)) {
      if (!storeHosts) return json(reply, 421, 'Unknown host');
      if (!(await storeHosts.allows(name))) return storeHosts.refuse(reply);
    }
  });

  // Rendered pages are made per request, so they are compressed per request (files come precompressed).
  await app.register(compress, { global: false, encodings: ['br', 'gzip'] });
  if (corsOrigins) {
    const allowsOrigin = corsOriginCheck(corsOrigins, corsStoreHosts);
    await app.register(cors, {
      origin: (origin, done) => {
        allowsOrigin(origin).then(
          (allowed) => done(null, allowed),
          () => done(null, false),
        );
      },
      methods: ['GET', 'HEAD'],
      maxAge: 600,
    });
  }

  if (apiOrigin) {
    await app.register(proxy, {
      upstream: apiOrigin,
      prefix: '/api',
      rewritePrefix: '/api',
      preHandler: refuseOversizedBody,
      replyOptions: {
        // The API trusts exactly one hop: this one. It learns the client from us (the peer, or what a
        // trusted proxy in front of us said), never from the client.
        rewriteRequestHeaders: (request, headers) => {
          const forwarded = { ...headers };
          for (const name of Object.keys(forwarded)) {
            if (name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-'))
              delete forwarded[name];
          }
          // `Expect: 100-continue` (curl sends it with a body over 1 MB) was answered here already,
          // and the client to the API refuses to send it on: the request would fail as a 502.
          delete forwarded.expect;
          forwarded['x-forwarded-for'] = request.ip;
          forwarded['x-forwarded-proto'] = 'http';
          forwarded['x-request-id'] = request.id;
          return forwarded;
        },
        onError: (reply) =>
          void json(reply as unknown as FastifyReply, 502, 'The API is not reachable right now'),
      },
    });
  }

  if (options.seo && apiOrigin) registerSeo(app, { apiOrigin, site: options.seo });
  // The store site answers a custom domain's check (only there: a store's host reaches it).
  if (storeHosts && apiOrigin) registerDomainProof(app, apiOrigin);

  if (registry) {
    app.get('/remotes.json', async (request, reply) => {
      const text = registry();
      const etag = etagOf(text);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(text);
    });
  }

  await app.register(fastifyStatic, {
    root: resolve(root),
    preCompressed: true,
    dotfiles: 'deny',
    // With a renderer (or a store's own head), '/' is a page like any other, not index.html as built.
    index: render || storePages ? false : 'index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
      if (/\.html(\.br|\.gz)?$/.test(path)) reply.headers(pageHeaders());
    },
  });

  const renderOnce = sharedRenders(render);

  // A page: rendered by the renderer when there is one, else index.html (the app routes it).
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    // A store's own host: every page is its store's (the host passed the guard, so it names one).
    const host = hostName(request.headers.host) ?? '';
    const ownHost = !!storePages && !allowedHosts?.includes(host);
    const store = ownHost ? await storePages.store(host) : undefined;
    if (ownHost && store === null)
      return storeHosts ? storeHosts.refuse(reply) : json(reply, 404, 'Not found');
    if (ownHost && !store)
      return json(reply, 503, 'The store cannot be shown right now. Try again in a minute.');
    const storeHost = store ? { slug: store.slug, origin: store.origin } : undefined;
    // Over its budget, a client gets the static shell (drawn in the browser), never an error.
    const allowed = render && limiter.take(clientKey(request.ip));
    if (render && !allowed) {
      renders.inc({ result: 'limited' });
      request.log.warn('render limit: sending the app shell');
    }
    if (render && allowed) {
      try {
        const page = await renderOnce(request.url, storeHost, {
          id: request.id,
          client: request.ip,
        });
        if (Buffer.byteLength(page.html) > maxPageBytes)
          throw new Error(`rendered page over ${maxPageBytes} bytes: ${request.url.slice(0, 200)}`);
        reply
          .code(page.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .headers(pageHeaders());
        // A store host's page drawn in the browser (checkout, an order) still names the store.
        const html =
          store && !page.html.includes('id="page-data"')
            ? withStoreHead(page.html, store)
            : page.html;
        // A page sent loading differs next time: it carries no ETag to revalidate with.
        if (page.complete === false) return reply.compress(html);
        if (notModified(request, reply, etagOf(html), page.status === 200)) return reply;
        return reply.compress(html);
      } catch (error) {
        request.log.error(error, 'page not rendered; sending the app shell');
      }
    }
    const storePage = ownHost && (await storePages.page(host));
    if (storePage) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (notModified(request, reply, etagOf(storePage))) return reply;
      return reply.headers(pageHeaders()).compress(storePage);
    }
    return reply.sendFile('index.html');
  };
  if (render || storePages) app.get('/', servePage);

  // A path with no file: a page, unless it names a file (a missing asset is a 404).
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed');
    const path = request.url.split('?')[0]!;
    if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/'))
      return json(reply, 404, 'Not found');
    return servePage(request, reply);
  });

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}

/** The port a started site listens on (port 0 picks a free one). */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
