import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// The login lockout cannot be dodged by X-Forwarded-For or by parallel requests, and a
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
        message: 'Too many failed attempts. Try again later.',
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
    expect(spaced).toMatchObject({
      status: 429,
      body: { message: 'Too many failed attempts. Try again later.' },
    });
    // The attacker is not told when the next failure would count.
    expect(spaced.headers.get('retry-after')).toBeNull();
    const lockSeconds = async () =>
      (
        await proxied.db.query<{ s: number }>(
          'SELECT extract(epoch FROM locked_until - now())::float8 AS s FROM throttle WHERE key = $1',
          [`login:${email}`],
        )
      ).rows[0]!.s;
    const firstWait = await lockSeconds();
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(60);
    // The wait grows with each further failure, up to a minute at most.
    await proxied.db.query(
      `UPDATE throttle SET locked_until = now() - interval '1 second' WHERE key = $1`,
      [`login:${email}`],
    );
    expect((await login(proxied, email, 'guess', '192.0.2.201')).status).toBe(401);
    expect((await login(proxied, email, 'guess', '192.0.2.202')).status).toBe(429);
    expect(await lockSeconds()).toBeGreaterThan(firstWait);
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

// A stranger rotating addresses must not keep the owner out; OWASP device cookies.
describe('device cookie', () => {
  const cookieOf = (answer: { headers: Headers }) =>
    answer.headers.get('set-cookie')?.match(/fw_device=([^;]+)/)?.[1];
  const loginWith = (email: string, password: string, from: string, cookie?: string) =>
    proxied.call('POST', '/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': from, ...(cookie ? { cookie: `fw_device=${cookie}` } : {}) },
    });

  it('a sign-in sets a signed, HttpOnly, SameSite=Strict cookie for a year on the auth path', async () => {
    const user = await proxied.user('admin');
    const answer = await loginWith(user.email, user.password, '198.51.100.30');
    const header = answer.headers.get('set-cookie')!;
    expect(header).toMatch(/^fw_device=[\w-]{16}\.\d+\.[\w-]{43}; /);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/v1/auth');
    expect(header).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    // Plain http from a trusted proxy: not Secure; https (X-Forwarded-Proto from it): Secure.
    expect(header).not.toContain('Secure');
    const https = await proxied.call('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': '198.51.100.30', 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.get('set-cookie')).toContain('; Secure');
    // A failure sets none.
    expect((await loginWith(user.email, 'wrong', '198.51.100.30')).headers.get('set-cookie')).toBe(
      null,
    );
  });

  it('ten failures from rotating /64s lock the account, but not the owner on a known device', async () => {
    const user = await proxied.user('admin');
    const known = cookieOf(await loginWith(user.email, user.password, '198.51.100.7'))!;
    expect(known).toBeTruthy();
    for (let i = 1; i <= 10; i += 1)
      expect((await loginWith(user.email, 'guess', `2001:db8:${i}::1`)).status).toBe(401);
    // The lock lasts a second at first (spaced attempts); held for the rest of this test.
    await proxied.db.query(
      `UPDATE throttle SET locked_until = now() + interval '1 minute' WHERE key = $1`,
      [`login:${user.email}`],
    );
    // The account is locked for everyone else, without telling when it opens.
    const stranger = await loginWith(user.email, user.password, '198.51.100.8');
    expect(stranger).toMatchObject({
      status: 429,
      body: { message: 'Too many failed attempts. Try again later.' },
    });
    expect(stranger.headers.get('retry-after')).toBeNull();
    // The owner's device gets in, from any address, and the cookie is renewed.
    const owner = await loginWith(user.email, user.password, '203.0.113.99', known);
    expect(owner.status).toBe(200);
    expect(cookieOf(owner)?.split('.')[0]).toBe(known.split('.')[0]);
    // A tampered cookie, or one for another account, counts for nothing.
    const tampered = `${known.slice(0, -2)}${known.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await loginWith(user.email, user.password, '198.51.100.8', tampered)).status).toBe(429);
    const other = await proxied.user('marketer');
    const otherCookie = cookieOf(await loginWith(other.email, other.password, '198.51.100.9'))!;
    expect((await loginWith(user.email, user.password, '198.51.100.9', otherCookie)).status).toBe(
      429,
    );
  });

  it('a known device has a lock of its own: five wrong passwords with it lock it', async () => {
    const user = await proxied.user('marketer');
    const known = cookieOf(await loginWith(user.email, user.password, '198.51.100.40'))!;
    for (let i = 0; i < 5; i += 1)
      expect((await loginWith(user.email, 'guess', `192.0.2.${50 + i}`, known)).status).toBe(401);
    const locked = await loginWith(user.email, user.password, '192.0.2.60', known);
    expect(locked).toMatchObject({
      status: 429,
      body: { message: 'Too many failed attempts. Try again later.' },
    });
    // Without the cookie the address and account locks apply, and they were not armed.
    expect((await loginWith(user.email, user.password, '192.0.2.61')).status).toBe(200);
  });
});

// Per-address keys count an IPv6 /64 as one address, and only configured proxies are believed.
describe('client addresses', () => {
  it('IPv6 addresses of one /64 share a lock', async () => {
    const user = await proxied.user('marketer');
    for (let i = 1; i <= 5; i += 1)
      expect((await login(proxied, user.email, 'wrong', `2001:db8:aa:bb::${i}`)).status).toBe(401);
    expect((await login(proxied, user.email, user.password, '2001:db8:aa:bb:ffff::9')).status).toBe(
      429,
    );
    const { rows } = await proxied.db.query<{ key: string }>(
      'SELECT key FROM throttle WHERE key LIKE $1',
      [`login:${user.email}:%`],
    );
    expect(rows.map((r) => r.key)).toEqual([`login:${user.email}:2001:db8:aa:bb::/64`]);
    // Another /64 is another address.
    expect((await login(proxied, user.email, user.password, '2001:db8:aa:bc::1')).status).toBe(200);
  });

  it('X-Forwarded-For is believed only from an address in TRUSTED_PROXIES', async () => {
    const elsewhere = await startTestServer({
      trustProxyHops: 1,
      trustedProxies: ['10.20.30.40/32'],
      limits: { loginFailures: 5, accountFailures: 10 },
    });
    try {
      const user = await elsewhere.user('marketer');
      // The test client (127.0.0.1) is no trusted proxy: its X-Forwarded-For is ignored.
      for (let i = 0; i < 5; i += 1)
        await login(elsewhere, user.email, 'wrong', `198.51.100.${100 + i}`);
      expect((await login(elsewhere, user.email, user.password, '198.51.100.200')).status).toBe(
        429,
      );
      const { rows } = await elsewhere.db.query<{ key: string }>(
        'SELECT key FROM throttle WHERE key LIKE $1',
        [`login:${user.email}:%`],
      );
      expect(rows.map((r) => r.key)).toEqual([`login:${user.email}:127.0.0.1`]);
    } finally {
      await elsewhere.stop();
    }
  });
});
