import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { createApiMetrics, serveMetrics } from './lib/metrics.ts';
import { ensureDemoStore, linkDemoAccounts } from './catalogue/index.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './users.ts';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** Demo accounts created by this start (SEED_DEMO=1 on an empty database). */
  seeded: typeof DEMO_ACCOUNTS;
  /** Said once at start: things the operator should know (ignored settings, storage caveats). */
  warnings: string[];
  stop(): Promise<void>;
}

/** The demo accounts, created when SEED_DEMO=1 on an empty database; published passwords never reach production. */
export async function seedIfAsked(
  config: Config,
  db: Db,
  warnings: string[],
): Promise<typeof DEMO_ACCOUNTS> {
  if (!config.seedDemo) return [];
  if (config.production) {
    warnings.push('SEED_DEMO=1 is ignored with NODE_ENV=production: no demo accounts are created.');
    return [];
  }
  const created = await seedDemoAccounts(db, config.scryptCost);
  const owner = DEMO_ACCOUNTS.find((a) => a.role === 'owner')!;
  const storeAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'store_admin')!;
  await linkDemoAccounts(db, owner.email, storeAdmin.email);
  return created ? DEMO_ACCOUNTS : [];
}

/** Opens the database, migrates it, seeds demo accounts when asked to, and listens. */
export async function startServer(
  config: Config,
  { logger = true }: Pick<AppOptions, 'logger'> = {},
): Promise<RunningServer> {
  const warnings: string[] = [];
  const db = await openDb(config);
  try {
    await migrate(db);
    // The demo store is the agency's public proof: it exists on every database, production too.
    await ensureDemoStore(db);
    const seeded = await seedIfAsked(config, db, warnings);
    // PGlite's file system layer has no fsync: a commit survives this process being killed, not
    // the machine losing power. PostgreSQL (DATABASE_URL) is the production store.
    if (db.kind === 'pglite' && config.dataDir !== ':memory:') {
      warnings.push(
        'The embedded database (PGlite) does not fsync: commits survive a crash of this process, not of the machine. Use PostgreSQL (DATABASE_URL) in production.',
      );
    }
    const metrics = createApiMetrics(db);
    const app = await buildApp({ config, db, logger, metrics });
    await app.listen({ port: config.port, host: config.host });
    // Metrics on their own port (METRICS_PORT), never on the public one.
    const metricsServer = config.metrics.port
      ? await serveMetrics(metrics.registry, config.metrics.port, config.metrics.host)
      : undefined;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      db,
      url: `http://127.0.0.1:${port}`,
      seeded,
      warnings,
      stop: async () => {
        metricsServer?.close();
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
