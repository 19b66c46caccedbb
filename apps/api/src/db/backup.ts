import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';

const run = promisify(execFile);

/** Which database a backup or restore works on: DATABASE_URL, else the embedded one in dataDir/db. */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

/** Debian puts pg_dump in /usr/lib/postgresql/<version>/bin, off PATH; PG_BIN names another folder. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], 'bin', name) : name;
}

/** The file name a backup gets by default: its kind and the time, sortable. */
export function defaultBackupFile(target: BackupTarget, folder = 'backups'): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(folder, `agency-${stamp}${target.databaseUrl ? '.dump' : '.tar.gz'}`);
}

/**
 * A consistent copy of the whole database in `file`: PostgreSQL through pg_dump's custom format
 * (one snapshot, while the API keeps serving); the embedded database through PGlite's data
 * folder dump (the API must be stopped: its data folder belongs to one process at a time).
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  if (target.databaseUrl) {
    await run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--file',
      file,
      target.databaseUrl,
    ]);
  } else {
    const location = join(target.dataDir, 'db');
    if (!existsSync(join(location, 'PG_VERSION')))
      throw new Error(`There is no embedded database in ${location}`);
    const pg = await PGlite.create(`file://${location}`, { extensions: { fuzzystrmatch } });
    try {
      const dump = await pg.dumpDataDir('gzip');
      // Written whole under a temporary name first: a cut-short backup never looks like one.
      await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${file}.part`, file);
    } finally {
      await pg.close();
    }
  }
  return (await stat(file)).size;
}

/**
 * Puts a backup back. PostgreSQL: pg_restore into DATABASE_URL (an empty database, or the same
 * one: what the backup holds is dropped and recreated). Embedded: the current data folder is
 * kept beside it as db.before-restore-<time>, and the backup becomes dataDir/db.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    await run(pgTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
    return;
  }
  const location = join(target.dataDir, 'db');
  if (existsSync(location) && readdirSync(location).length > 0)
    await rename(location, `${location}.before-restore-${Date.now()}`);
  await mkdir(location, { recursive: true });
  const pg = await PGlite.create(`file://${location}`, {
    extensions: { fuzzystrmatch },
    loadDataDir: new Blob([new Uint8Array(await readFile(file))]),
  });
  await pg.close();
}
