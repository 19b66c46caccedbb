import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Context } from './context.ts';
import type { Db } from './db/index.ts';
import { installErrorHandler } from './lib/errors.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer.ts';
import { MicroCache } from './lib/micro-cache.ts';
import { createLocalStorage, type Storage } from './lib/storage.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blog.ts';
import { businessRoutes } from './routes/businesses.ts';
import { contactRoutes } from './routes/contact.ts';
import { mediaRoutes } from './routes/media.ts';

/** The token secret: from the environment, or made once and kept in the database (shared by every instance). */
async function tokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.query(`INSERT INTO settings (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'token_secret'`);
  return rows[0]!.value;
}

export interface AppOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  storage?: Storage;
  logger?: boolean;
}

/** Builds the HTTP server (not listening yet): /api/v1/* as SPEC 7 reads it. */
export async function buildApp({ config, db, mailer, storage, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  });
  const ctx: Context = {
    config,
    db,
    tokens: createTokens(await tokenSecret(db, config.tokenSecret), config.tokenTtlSeconds),
    mailer: mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(config.dataDir, (line) => app.log.info(line))),
    storage: storage ?? createLocalStorage(config.dataDir),
    cache: { users: new MicroCache(config.cacheTtlMs), reads: new MicroCache(config.cacheTtlMs) },
  };

  installErrorHandler(app);
  // JSON and multipart only: any other body is a 415, not a string to guess at.
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: config.corsOrigins, methods: ['GET', 'POST', 'PATCH', 'DELETE'] });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok', database: db.kind }));
      authRoutes(api, ctx);
      contactRoutes(api, ctx);
      businessRoutes(api, ctx);
      blogRoutes(api, ctx);
      mediaRoutes(api, ctx);
    },
    { prefix: '/api/v1' },
  );
  return app;
}
