// pnpm demo-stores:expire [--days N]: removes demo stores made for prospects that nobody opened
// for N days (DEMO_STORE_EXPIRY_DAYS, 30 by default), with their pictures. The API does the same
// in its periodic sweep; this is for a one-off run or a cron job.
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalStorage } from '../lib/storage.ts';
import { expireDemoStores } from '../prospects/index.ts';

const { values } = parseArgs({ options: { days: { type: 'string' } } });
const config = readConfig();
const days = values.days === undefined ? config.demoStoreExpiryDays : Number(values.days);
if (!Number.isInteger(days) || days < 1) {
  console.error('Usage: pnpm demo-stores:expire [--days N] (N a whole number of days, at least 1)');
  process.exit(2);
}
const db = await openDb(config);
try {
  await migrate(db);
  const removed = await expireDemoStores({ db, storage: createLocalStorage(config.dataDir) }, days);
  console.log(
    `Removed ${removed} demo store${removed === 1 ? '' : 's'} not opened for ${days} days`,
  );
} finally {
  await db.close();
}
