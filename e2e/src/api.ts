import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@agency/api/config';
import { startServer } from '@agency/api/server';

export interface RunningApi {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real API on a fresh embedded database in a temporary folder (demo accounts seeded). */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: '0',
    LOG_LEVEL: 'warn',
    SCRYPT_COST: String(2 ** 14),
    CONTACT_PER_HOUR: '1000',
    ...env,
  });
  const server = await startServer({ ...config, databaseUrl: undefined }, { logger: false });
  return { url: server.url, dataDir, stop: server.stop };
}
