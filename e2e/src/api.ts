import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@agency/api/config';
import { startServer } from '@agency/api/server';
import { createUser } from '@agency/api/users';
import { TEST_ACCOUNTS } from './accounts.ts';

export interface RunningApi {
  url: string;
  dataDir: string;
  /** The database itself, for set-up no call can do (orders placed on earlier days, for `pnpm shots`). */
  db: { query(sql: string, params?: unknown[]): Promise<unknown> };
  stop(): Promise<void>;
}

/** The real API on a fresh embedded database in a temporary folder, with the demo accounts (SEED_DEMO=1, as `pnpm start` runs it). */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: '0',
    LOG_LEVEL: 'warn',
    SCRYPT_COST: String(2 ** 10),
    SEED_DEMO: '1',
    CONTACT_PER_HOUR: '1000',
    ORDERS_PER_HOUR_PER_ADDRESS: '1000',
    // Every browser test signs in from 127.0.0.1: room for the whole suite.
    AUTH_PER_MINUTE_PER_ADDRESS: '1000',
    OTP_PER_HOUR_PER_ADDRESS: '1000',
    SEARCHES_PER_MINUTE_PER_ADDRESS: '1000',
    ...env,
  });
  const server = await startServer({ ...config, databaseUrl: undefined }, { logger: false });
  for (const account of TEST_ACCOUNTS) await createUser(server.db, account, config.scryptCost);
  return { url: server.url, dataDir, db: server.db, stop: server.stop };
}
