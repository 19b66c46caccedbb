import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@agency/api/config';
import { startServer } from '@agency/api/server';
import { createUser } from '@agency/api/users';

export interface RunningApi {
  url: string;
  dataDir: string;
  /** The database itself, for set-up no call can do (orders placed on earlier days, for `pnpm shots`). */
  db: { query(sql: string, params?: unknown[]): Promise<unknown> };
  stop(): Promise<void>;
}

/** Accounts the browser tests use besides the seeded demo ones (one per test that changes its account). */
export const TEST_ACCOUNTS = [
  {
    email: 'reset@forgeworks.test',
    password: 'reset-password-1',
    role: 'marketer',
    name: 'Rita Reset',
  },
  {
    email: 'writer@forgeworks.test',
    password: 'writer-password-1',
    role: 'marketer',
    name: 'Wale Writer',
  },
  {
    email: 'owner2@forgeworks.test',
    password: 'owner2-password-1',
    role: 'owner',
    name: 'Ngozi Owner',
  },
  // The owner of the second stores the many-stores and every-route tests make (owner2 stays
  // without businesses for the business area's test).
  {
    email: 'brands@forgeworks.test',
    password: 'brands-password-1',
    role: 'owner',
    name: 'Bisi Brands',
  },
  // Turns two-step sign-in on (two-step.e2e.ts): no other test signs in as this owner.
  {
    email: 'twostep@forgeworks.test',
    password: 'twostep-password-1',
    role: 'owner',
    name: 'Tola Twostep',
  },
  // An owner who invites an existing store admin, who accepts (store-invitation.e2e.ts).
  {
    email: 'inviter@forgeworks.test',
    password: 'inviter-password-1',
    role: 'owner',
    name: 'Ife Inviter',
  },
  {
    email: 'joiner@forgeworks.test',
    password: 'joiner-password-1',
    role: 'store_admin',
    name: 'Jide Joiner',
  },
] as const;

/** The real API on a fresh embedded database in a temporary folder, with the demo accounts (SEED_DEMO=1, as `pnpm start` runs it). */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: '0',
    LOG_LEVEL: 'warn',
    SCRYPT_COST: String(2 ** 14),
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
