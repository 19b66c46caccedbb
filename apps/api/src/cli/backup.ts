// pnpm db:backup [file]: a copy of the database (DATABASE_URL, else the embedded one in DATA_DIR).
// pnpm db:restore <file>: puts one back. README, "Running at scale", says how often and where.
import { readConfig } from '../config.ts';
import { backupDatabase, defaultBackupFile, restoreDatabase } from '../db/backup.ts';

const [command, file] = process.argv.slice(2);
const config = readConfig();
const what = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `the embedded database in ${config.dataDir}`;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
try {
  if (command === 'backup') {
    const target = file ?? defaultBackupFile(config);
    const bytes = await backupDatabase(config, target);
    console.log(
      `Backed up ${what} to ${target} (${(bytes / 1024).toFixed(0)} kB) in ${seconds()} s`,
    );
  } else if (command === 'restore' && file) {
    await restoreDatabase(config, file);
    console.log(`Restored ${file} into ${what} in ${seconds()} s`);
  } else {
    console.error('Usage: pnpm db:backup [file]  |  pnpm db:restore <file>');
    process.exit(2);
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exit(1);
}
