import { createHmac } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { requestIdOf } from '@agency/contract/request-id';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscribeAudit, sweepAuditEvents } from './audit/index.ts';
import { deviceCookies, createTokens, provideDemoWorkspaces } from './auth/index.ts';
import { productionProblems, trustedProxies, type Config } from './config.ts';
import type { Context } from './context.ts';
import type { Db } from './db/index.ts';
import { tokenSecret } from './db/settings.ts';
import { Background } from './lib/background.ts';
import { Events } from './lib/events.ts';
import { compressKeptAnswers } from './lib/compressed-answers.ts';
import { installErrorHandler } from './lib/errors.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { requestLogger, SampledRequestLog } from './lib/request-log.ts';
import { installSchemaCompilers, serializerCompiler } from './lib/schemas.ts';
import { keepWrittenAnswers } from './lib/written-answers.ts';
import { HashSlots } from './lib/hash-slots.ts';
import { hostAllowed, MISDIRECTED } from './lib/hosts.ts';
import { pruneLimits } from './lib/limits.ts';
import { demoWorkspacesForAuth, sweepDemoWorkspaces } from './demo/index.ts';
import { LOW_STOCK_MAIL, lowStockMailRenderer, sweepLowStock } from './catalogue/index.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer.ts';
import { MailQueue, pruneMailQueue } from './lib/mail-queue.ts';
import { MicroCache } from './lib/micro-cache.ts';
import { createApiMetrics, type ApiMetrics } from './lib/metrics.ts';
import { createStorage, type Storage } from './lib/storage.ts';
import { API_MODULES } from './modules.ts';
import {
  DIGEST_MAIL,
  digestMailRenderer,
  orderMailRenderer,
  PART_REFUND_MAIL,
  partRefundMailRenderer,
  STORE_ORDER_MAIL,
  storeOrderMailRenderer,
  subscribeStoreOrderMail,
  sweepOrders,
} from './orders/index.ts';
import { expireDemoStores } from './prospects/index.ts';
import {
  STORE_NOTICE_MAIL,
  storeNoticeRenderer,
  subscribeStoreNotices,
  sweepDomains,
} from './stores/index.ts';

/**
 * Who follows the domain events, in the emitter's transaction: the audit log records them, and
 * the mails they announce are queued in the outbox (lib/mail-queue.ts). Only here are they wired:
 * no module imports another's subscriber.
 */
export function subscribeAll(events: Events, config: Config): void {
  subscribeAudit(events);
  subscribeStoreOrderMail(events, config.limits.orderMailsPerHourPerStore);
  subscribeStoreNotices(events);
}

/** What each kind of queued mail says, rendered by the mail worker when it sends it. */
function registerMails(mailQueue: MailQueue, config: Config): void {
  mailQueue.register('order', orderMailRenderer(config));
  mailQueue.register(STORE_ORDER_MAIL, storeOrderMailRenderer(config));
  mailQueue.register(DIGEST_MAIL, digestMailRenderer);
  mailQueue.register(STORE_NOTICE_MAIL, storeNoticeRenderer);
  mailQueue.register(PART_REFUND_MAIL, partRefundMailRenderer);
  mailQueue.register(LOW_STOCK_MAIL, lowStockMailRenderer(config));
}
import { enforceRouteDeclarations } from './route-access.ts';

/**
 * Request logs without secrets or personal data in the query: e-mail addresses (generate_otp),
 * order access keys (`?key=` on a shopper's order) and any token, code or password.
 */
export function redactUrl(url: string): string {
  return url.replace(
    /([?&](?:email|key|token|code|otp|password|access_key)=)[^&#]*/gi,
    '$1[redacted]',
  );
}

export interface AppOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  storage?: Storage;
  /** Where request counts and timings go (startServer serves them on METRICS_PORT). */
  metrics?: ApiMetrics;
  /** false, true (stdout), or a stream to write the JSON log lines to. */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** Answers from 1 kB are compressed, with brotli at quality 4 (fast, still smaller than gzip). */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;

/** Body limit of every route that does not set its own: every JSON body of the API is small. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** The reference page's groups: one per module tag, introduced by what its modules are for. */
function moduleTags(): { name: string; description: string }[] {
  const tags = new Map<string, string[]>();
  for (const { tag, about } of API_MODULES) tags.set(tag, [...(tags.get(tag) ?? []), about]);
  return [...tags].map(([name, abouts]) => ({ name, description: abouts.join(' ') }));
}

/** The contract's version in /api/v1/openapi.json: the API package's own. */
const API_VERSION = '1.0.0';
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Builds the HTTP server (not listening yet): /api/v1/* (docs/architecture.md). */
export async function buildApp({
  config,
  db,
  mailer,
  storage,
  metrics = createApiMetrics(db),
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start: ${problems.join(' ')}`);
  const loggerOptions: FastifyServerOptions['logger'] = logger
    ? {
        level: config.logLevel,
        ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
        serializers: {
          req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
        },
      }
    : false;
  const app = Fastify({
    logger: loggerOptions,
    // One line per request, sampled for quick successful reads (lib/request-log.ts).
    logController: new SampledRequestLog({ ...config.requestLog, level: config.logLevel }),
    // A request's logger is made when it first writes, not for every request.
    childLoggerFactory: requestLogger,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Only X-Forwarded-For entries added by a configured proxy (TRUSTED_PROXIES, proxy-addr's
    // address and CIDR matching) are believed; a client talking to the API directly cannot
    // choose its own address. No list: the socket's peer is the client.
    trustProxy: trustedProxies(config).length > 0 ? trustedProxies(config) : false,
    // Slow or stalled clients cannot hold connections for ever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    // X-Request-Id from the first proxy (nginx, the renderer) when well-formed, else a new one;
    // every log line about the request carries it as reqId, and the answer says it.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
  });
  // The headers an API that answers JSON needs (OWASP's REST security cheat sheet): no page of
  // its answers may run anything or be framed, no type is sniffed, HTTPS is kept, and nothing is
  // read across sites. helmet's headers for HTML pages (XSS filter, download options, DNS
  // prefetch, agent clusters, Flash policies) say nothing to a JSON client and cost every answer.
  const security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
  });
  // Every answer says its request id and carries the security headers; a page on another name
  // that resolves here (DNS rebinding) must not reach the API. One plain hook: it runs for
  // every request, so it allocates no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(security);
    reply.header('x-request-id', request.id);
    if (!hostAllowed(request.headers.host, config.allowedHosts)) {
      reply.code(421).send({ message: MISDIRECTED });
      return;
    }
    done();
  });
  metrics.instrument(app);
  const secret = await tokenSecret(db, config.tokenSecret);
  const sender = metrics.countMails(
    mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(config.dataDir, (line) => app.log.info(line))),
  );
  const mailQueue = new MailQueue(db, sender, config.mailQueue, (error, what) =>
    app.log.error({ err: error }, `${what} failed`),
  );
  registerMails(mailQueue, config);
  const events = new Events((error, what) => app.log.error({ err: error }, `${what} failed`));
  subscribeAll(events, config);
  // The demo module sits above auth: it hands auth what a demo sign-in and sign-out do.
  provideDemoWorkspaces(demoWorkspacesForAuth);
  const ctx: Context = {
    config,
    db,
    tokens: createTokens(secret, config.tokenTtlSeconds),
    mailer: sender,
    mailQueue,
    events,
    storage: storage ?? (await createStorage(config)),
    hashSlots: new HashSlots(config.hashing.concurrency, config.hashing.queue),
    background: new Background((error, what) => app.log.error({ err: error }, `${what} failed`)),
    otpKey: createHmac('sha256', secret).update('otp-codes').digest(),
    devices: deviceCookies(createHmac('sha256', secret).update('device-cookies').digest()),
    cache: {
      users: new MicroCache(config.cacheTtlMs),
      sessions: new MicroCache(config.cacheTtlMs),
      reads: new MicroCache(config.cacheTtlMs),
    },
  };

  installErrorHandler(app);
  // JSON only (and multipart on the upload route, media/routes.ts): any other body is a 415, not
  // a string to guess at.
  app.removeContentTypeParser('text/plain');
  // A preflight without its headers is answered like any other (no text/plain 400).
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    strictPreflight: false,
  });
  // Answers kept in the read cache are compressed once, not on every read (first, so
  // @fastify/compress passes what it compressed through; lib/compressed-answers.ts).
  compressKeptAnswers(app, { threshold: COMPRESS_THRESHOLD, brotliQuality: BROTLI_QUALITY });
  await app.register(compress, {
    // Answers are compressed; requests are not decompressed: every JSON body of the API is small
    // (DEFAULT_BODY_LIMIT), and a decompressing hook would run before every route.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  installSchemaCompilers(app, config.checkAnswers);
  // Answers from the read cache are written once per cache entry (lib/written-answers.ts).
  app.setSerializerCompiler(
    keepWrittenAnswers(serializerCompiler(config.checkAnswers), config.checkAnswers),
  );
  await registerOpenApi(app, API_VERSION, moduleTags());
  await app.register(
    async (api) => {
      // Each route's `config.access` and `config.refreshes` are enforced here (route-access.ts).
      enforceRouteDeclarations(app, api, ctx);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const { tag, routes } of API_MODULES) {
        await typed.register(async (scope) => {
          // Each module's routes are one group of the reference page (/api/v1/docs).
          scope.addHook('onRoute', (route) => {
            route.schema = { ...route.schema, tags: [tag] };
          });
          await routes(scope, { ctx });
        });
      }
    },
    { prefix: '/api/v1' },
  );

  // Now and then: limiter rows for keys nobody uses any more go, unconfirmed orders expire, demo
  // orders are cleared, held-back order mails go out as a digest, owners hear of low stock each
  // morning (catalogue/low-stock.ts), and demo workspaces whose day
  // is over start again (a visitor's ends).
  const prune = () => {
    ctx.background.run('pruning limiter rows', () => pruneLimits(db));
    ctx.background.run('sweeping old audit events', () => sweepAuditEvents(db));
    ctx.background.run('sweeping orders', async () => {
      await sweepOrders(ctx);
      mailQueue.kick();
    });
    ctx.background.run('pruning the mail queue', () => pruneMailQueue(db));
    ctx.background.run('mailing owners their low stock', async () => {
      if ((await sweepLowStock(ctx)) > 0) mailQueue.kick();
    });
    ctx.background.run('checking custom domains', () => sweepDomains(ctx));
    ctx.background.run('removing demo stores nobody opens', async () => {
      await expireDemoStores(ctx, config.demoStoreExpiryDays);
    });
    ctx.background.run('resetting demo workspaces', async () => {
      const skipped = (error: unknown, guest: string) =>
        app.log.error({ err: error, guest }, 'removing a demo visitor failed; the sweep goes on');
      for (const id of await sweepDemoWorkspaces(ctx, skipped)) ctx.cache.users.delete(id);
    });
  };
  const pruner = setInterval(prune, PRUNE_EVERY_MS);
  pruner.unref();
  app.addHook('onReady', async () => {
    prune();
    mailQueue.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruner);
    await ctx.background.idle();
    await mailQueue.stop();
  });
  return app;
}
