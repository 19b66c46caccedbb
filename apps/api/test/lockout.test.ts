import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// H2: the login lockout cannot be dodged by X-Forwarded-For or by parallel requests, and a
// stranger cannot keep an account's owner out for ever.
let direct: TestServer; // no proxy in front: the socket's address is the client
let proxied: TestServer; // TRUST_PROXY_HOPS=1: the proxy's X-Forwarded-For entry is the client
beforeAll(async () => {
  direct = await startTestServer({ limits: { loginFailures: 5, accountFailures: 10 } });
  proxied = await startTestServer({
    trustProxyHops: 1,
    limits: { loginFailures: 5, accountFailures: 10 },
  });
});
afterAll(async () => {
  await direct.stop();
  await proxied.stop();
});

const login = (server: TestServer, email: string, password: string, from?: string) =>
  server.call('POST', '/auth/login', {
    body: { email, password },
    headers: from ? { 'x-forwarded-for': from } : {},
  });

describe('TRUST_PROXY_HOPS=0 (default)', () => {
  it('a new X-Forwarded-For on every guess does not escape the lock', async () => {
    const user = await direct.user('marketer');
    for (let i = 0; i < 5; i += 1)
      expect((await login(direct, user.email, 'wrong-one', `10.0.0.${i}`)).status).toBe(401);
    const sixth = await login(direct, user.email, 'wrong-one', '10.9.9.9');
    expect(sixth).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(/^Too many failed attempts\. Try again in \d+ seconds\.$/),
      },
    });
    const { rows } = await direct.db.query<{ key: string }>(
      'SELECT key FROM throttle WHERE key LIKE $1',
      [`login:${user.email}:%`],
    );
    expect(rows.map((row) => row.key)).toEqual([`login:${user.email}:127.0.0.1`]);
  });

  it('30 parallel wrong passwords from one address: at most 5 are checked', async () => {
    const user = await direct.user('marketer');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(direct, user.email, `guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    expect(answers.every((answer) => typeof answer.body.message === 'string')).toBe(true);
    // The right password is refused too while the lock lasts.
    expect((await login(direct, user.email, user.password)).status).toBe(429);
  });
});

describe('TRUST_PROXY_HOPS=1', () => {
  it('reads the client from the proxy, so one address cannot lock another one out', async () => {
    const user = await proxied.user('owner');
    for (let i = 0; i < 5; i += 1) await login(proxied, user.email, 'wrong-one', '203.0.113.7');
    expect((await login(proxied, user.email, user.password, '203.0.113.7')).status).toBe(429);
    expect((await login(proxied, user.email, user.password, '198.51.100.2')).status).toBe(200);
  });

  it('per account across addresses: attempts are spaced out, growing, and it fades once quiet', async () => {
    const email = 'victim@test.example';
    await createUser(
      proxied.db,
      { email, password: 'owner-password', role: 'marketer' },
      proxied.config.scryptCost,
    );
    // One guess from each of 10 addresses: no address is locked, the account is.
    for (let i = 0; i < 10; i += 1)
      expect((await login(proxied, email, 'guess', `192.0.2.${i}`)).status).toBe(401);
    const spaced = await login(proxied, email, 'guess', '192.0.2.200');
    expect(spaced.status).toBe(429);
    expect(Number(spaced.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(spaced.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The wait grows with each further failure, up to a minute at most.
    await proxied.db.query(
      `UPDATE throttle SET locked_until = now() - interval '1 second' WHERE key = $1`,
      [`login:${email}`],
    );
    expect((await login(proxied, email, 'guess', '192.0.2.201')).status).toBe(401);
    const longer = await login(proxied, email, 'guess', '192.0.2.202');
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(
      Number(spaced.headers.get('retry-after')),
    );
    const { rows } = await proxied.db.query<{ failures: number }>(
      'SELECT failures FROM throttle WHERE key = $1',
      [`login:${email}`],
    );
    expect(rows[0]!.failures).toBe(11);
    // Quiet for a while: the count fades, and the owner gets in from anywhere.
    await proxied.db.query(
      `UPDATE throttle SET locked_until = NULL, updated_at = now() - interval '10 minutes' WHERE key = $1`,
      [`login:${email}`],
    );
    expect((await login(proxied, email, 'owner-password', '198.51.100.9')).status).toBe(200);
    expect(
      (await proxied.db.query('SELECT 1 FROM throttle WHERE key = $1', [`login:${email}`])).rows,
    ).toHaveLength(0);
  });
});
