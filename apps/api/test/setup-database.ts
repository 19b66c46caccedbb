import { afterAll } from 'vitest';
import { openDb } from '../src/db/index.ts';

/**
 * On PostgreSQL, each test file gets its own database, created from the migrated template of
 * test/global-setup.ts, and DATABASE_URL names it for everything the file starts (its servers,
 * the processes it spawns, its direct connections). Files then run in parallel, as on PGlite.
 */
const adminUrl = process.env.API_TEST_PG_ADMIN_URL;
const template = process.env.API_TEST_PG_TEMPLATE;

if (adminUrl && template) {
  const base = template.replace(/_template$/, '');
  const name = `${base}_f${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  // Before the test file is imported: some read DATABASE_URL or make their config at load.
  const admin = await openDb({ databaseUrl: adminUrl, dataDir: ':memory:' });
  try {
    await admin.exec(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.close();
  }
  process.env.DATABASE_URL = url.href;
  process.env.API_TEST_PG_PRISTINE = '1';

  // Registered first, so it runs after the file's own afterAll hooks have stopped its servers.
  afterAll(async () => {
    process.env.DATABASE_URL = adminUrl;
    const admin = await openDb({ databaseUrl: adminUrl, dataDir: ':memory:' });
    try {
      // A connection the file left open keeps the database; the global teardown drops it then.
      await admin.exec(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
    } finally {
      await admin.close();
    }
  });
}
