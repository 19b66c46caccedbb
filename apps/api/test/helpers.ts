import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Role } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig, type Config } from '../src/config.ts';
import { openDb, type Db } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import type { Storage } from '../src/lib/storage.ts';
import { createUser } from '../src/users.ts';

export interface TestServer {
  url: string;
  db: Db;
  app: FastifyInstance;
  config: Config;
  stop(): Promise<void>;
  /** Creates a user and signs in; returns its id and token. */
  user(
    role: Role,
    name?: string,
  ): Promise<{ id: string; token: string; email: string; password: string }>;
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      raw?: RequestInit['body'];
    },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  count(table: string): Promise<number>;
}

let serial = 0;

/**
 * A real server on a loopback port. Embedded PGlite by default; with DATABASE_URL set (as .ci/run
 * does) the same tests run against a real PostgreSQL. Either way on a migrated, empty database.
 */
export type TestConfig = Partial<Omit<Config, 'limits'>> & { limits?: Partial<Config['limits']> };

/**
 * Test defaults: cheap hashes, auth buckets wide enough for a suite that signs in a lot, and a
 * statement deadline of 30 s instead of 5 s: two PostgreSQL files at once on a busy 2-core machine
 * can take longer than 5 s to write a test's 5,000 products (the deadline's own test sets 1 s).
 */
export function testConfig(overrides: TestConfig = {}): Config {
  const base = readConfig({
    ...process.env,
    DATA_DIR: ':memory:',
    SCRYPT_COST: String(2 ** 10),
    AUTH_PER_MINUTE: '100000',
    AUTH_PER_MINUTE_PER_ADDRESS: '100000',
    // A loaded 2-core CI machine can take seconds over one statement: the production deadline
    // (5 s) would turn that into a 503 a test did not ask for. The deadline's own test sets 1 s.
    STATEMENT_TIMEOUT_MS: process.env.STATEMENT_TIMEOUT_MS ?? '30000',
    // Custom domain checks never ask the machine's DNS: nothing leaves it (a test that checks
    // domains runs its own DNS server and passes its address).
    DOMAIN_CHECK_DNS_SERVERS: '127.0.0.1:9',
    DOMAIN_CHECK_TIMEOUT_MS: '500',
  });
  // Every answer of every test is checked against its route's declared schema (lib/schemas.ts).
  return {
    ...base,
    port: 0,
    checkAnswers: true,
    ...overrides,
    limits: { ...base.limits, ...overrides.limits },
  };
}

/**
 * A migrated, empty database. Embedded: a copy of the run's migrated PGlite folder
 * (test/global-setup.ts), removed when closed. PostgreSQL: the file's own database
 * (test/setup-database.ts), taken as it is the first time and emptied and migrated again after.
 * Without those (a bench script outside vitest, a data folder of the test's own) it migrates.
 */
export async function freshDb(config: Config): Promise<Db> {
  const template = process.env.API_TEST_PGLITE_TEMPLATE;
  if (!config.databaseUrl && config.dataDir === ':memory:' && template) {
    const copy = mkdtempSync(join(dirname(template), 'db-'));
    // cp, not fs.cpSync: for the template's 1,200 files cpSync took ~0.9 s, cp ~0.08 s.
    execFileSync('cp', ['-R', `${template}/.`, copy]);
    const db = await openDb({ ...config, dataDir: copy });
    return {
      ...db,
      close: async () => {
        await db.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  }
  const db = await openDb(config);
  // Whether this file's PostgreSQL database is still the untouched copy of the template
  // (test/setup-database.ts marks it so; the first server to open it takes it as it is).
  const copied =
    process.env.API_TEST_PG_PRISTINE === '1' && config.databaseUrl === process.env.DATABASE_URL;
  if (config.databaseUrl) delete process.env.API_TEST_PG_PRISTINE;
  if (config.databaseUrl && !copied)
    await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  return db;
}

export interface TestParts {
  mailer?: Mailer;
  storage?: Storage;
  /** Where JSON log lines go (none by default). */
  logStream?: NodeJS.WritableStream;
}

export async function startTestServer(
  overrides: TestConfig = {},
  parts: TestParts = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const db = await freshDb(config);
  const app = await buildApp({
    config,
    db,
    mailer: parts.mailer,
    storage: parts.storage,
    logger: parts.logStream ? { stream: parts.logStream } : false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1`;

  const call: TestServer['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'] = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    url,
    db,
    app,
    config,
    call,
    stop: async () => {
      await app.close();
      await db.close();
    },
    async user(role, name) {
      serial += 1;
      const email = `${role}${serial}@test.example`;
      const password = `password-${serial}`;
      await createUser(
        db,
        { email, password, role, name: name ?? `${role} ${serial}` },
        config.scryptCost,
      );
      const { body } = await call('POST', '/auth/login', { body: { email, password } });
      return { id: body.id, token: body.token, email, password };
    },
    async count(table) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return rows[0]!.n;
    },
  };
}

/**
 * The demo eBook is e-mailed (nothing to ship), but the order tests written before items had a
 * fulfilment kind use it as the plain item with no options: this makes it a shipped one again.
 */
export async function shipTheEbook(db: Db): Promise<void> {
  await db.query(`UPDATE products SET fulfilment = 'shipped' WHERE slug = 'p20'`);
}
