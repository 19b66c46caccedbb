import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './users.ts';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** Demo accounts created by this start (first start of an empty embedded database). */
  seeded: typeof DEMO_ACCOUNTS;
  stop(): Promise<void>;
}

/** Opens the database, migrates it, seeds demo accounts when allowed, and listens. */
export async function startServer(config: Config, { logger = true } = {}): Promise<RunningServer> {
  const db = await openDb(config);
  await migrate(db);
  const seeded = !config.production && !config.databaseUrl && (await seedDemoAccounts(db, config.scryptCost)) ? DEMO_ACCOUNTS : [];
  const app = await buildApp({ config, db, logger });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    db,
    url: `http://127.0.0.1:${port}`,
    seeded,
    stop: async () => {
      await app.close();
      await db.close();
    },
  };
}
