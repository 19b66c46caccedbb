import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDb, type Db } from '../src/db/index.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { createUser } from '../src/users.ts';
import { freshDb, testConfig } from './helpers.ts';

// Two API instances on one PostgreSQL (each with its own connection pool): the lockout, the reset
// code attempts, the rate limits and sign-out hold across both, since they live in the database.
const mails: Mail[] = [];
const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
const config = testConfig({ limits: { contactPerHour: 4, resetPerHourPerAddress: 1000 } });
let dbs: Db[] = [];
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  if (!config.databaseUrl) return;
  dbs = [await freshDb(config), await openDb(config)];
  apps = await Promise.all(dbs.map((db) => buildApp({ config, db, mailer, logger: false })));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const db of dbs) await db.close();
});

/** The i-th request goes to instance i % 2. */
const call = (i: number, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  apps[i % 2]!.inject({
    method,
    url: `/api/v1${url}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe.skipIf(!config.databaseUrl)('two instances, one PostgreSQL', () => {
  it('30 parallel wrong logins spread over both: at most 5 passwords are checked', async () => {
    await createUser(
      dbs[0]!,
      { email: 'both@test.example', password: 'right-password', role: 'marketer' },
      config.scryptCost,
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i, 'POST', '/auth/login', { email: 'both@test.example', password: `guess-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => [401, 429, 503].includes(a.statusCode))).toBe(true);
    expect(
      (
        await call(1, 'POST', '/auth/login', {
          email: 'both@test.example',
          password: 'right-password',
        })
      ).statusCode,
    ).toBe(429);
  });

  it('30 parallel wrong reset codes spread over both: 5 tries, then the code is dead', async () => {
    await createUser(
      dbs[0]!,
      { email: 'reset-both@test.example', password: 'old-password', role: 'owner' },
      config.scryptCost,
    );
    await call(0, 'GET', '/auth/generate_otp?email=reset-both%40test.example');
    await expect.poll(() => mails.some((m) => m.to === 'reset-both@test.example')).toBe(true);
    const code = mails
      .find((m) => m.to === 'reset-both@test.example')!
      .body.match(/code is (\d{6})/)![1]!;
    const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i)).map((g) =>
      g === code ? '999999' : g,
    );
    const answers = await Promise.all(
      guesses.map((otp, i) =>
        call(i, 'POST', '/auth/modify_password', {
          email: 'reset-both@test.example',
          otp,
          password: 'new-password-1',
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const { rows } = await dbs[1]!.query<{ attempts: number }>(
      `SELECT attempts FROM otps o JOIN users u ON u.id = o.user_id WHERE u.email = 'reset-both@test.example'`,
    );
    expect(rows).toEqual([{ attempts: 5 }]);
    expect(
      (
        await call(1, 'POST', '/auth/modify_password', {
          email: 'reset-both@test.example',
          otp: code,
          password: 'new-password-1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a rate limit of 4 messages holds for 12 parallel messages spread over both', async () => {
    const message = {
      name: 'Ada Obi',
      email: 'ada@example.com',
      number: '0803',
      message: 'hello there',
    };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(i, 'POST', '/contact', message)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(4);
    const { rows } = await dbs[0]!.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_messages',
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('a sign-out on one instance ends the token on the other', async () => {
    await createUser(
      dbs[0]!,
      { email: 'out@test.example', password: 'out-password', role: 'marketer' },
      config.scryptCost,
    );
    const { token, id } = (
      await call(0, 'POST', '/auth/login', { email: 'out@test.example', password: 'out-password' })
    ).json();
    expect(
      (await call(1, 'GET', `/businesses?marketer_id=${id}`, undefined, token)).statusCode,
    ).toBe(200);
    expect((await call(0, 'POST', '/auth/logout', undefined, token)).statusCode).toBe(200);
    // The other instance may serve its cached user for up to CACHE_TTL_MS.
    await new Promise((resolve) => setTimeout(resolve, config.cacheTtlMs + 50));
    expect(
      (await call(1, 'GET', `/businesses?marketer_id=${id}`, undefined, token)).json(),
    ).toEqual({ message: 'Token has expired.' });
  });
});
