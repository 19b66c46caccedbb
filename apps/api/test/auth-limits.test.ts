import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// The /auth/* buckets: one flooding client uses up its own address's bucket, never everyone's;
// a browser that signed in before (its device cookie) is not held back by the shared one.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    trustProxyHops: 1,
    limits: { authPerMinute: 12, authPerMinutePerAddress: 4 },
  });
});
afterAll(() => server.stop());

const login = (email: string, password: string, from: string, cookie?: string) =>
  server.call('POST', '/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie: `fw_device=${cookie}` } : {}) },
  });
const emptyBuckets = () => server.db.query('DELETE FROM rate_buckets');

describe('auth rate limits', () => {
  it('one address flooding sign-in is refused, and another address still signs in', async () => {
    await emptyBuckets();
    const user = await server.user('owner');
    await emptyBuckets();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await login(user.email, 'wrong', '198.51.100.66')).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
    // The 36 refused calls took nothing from the bucket every client shares.
    expect((await login(user.email, user.password, '192.0.2.11')).status).toBe(200);
    expect(
      (
        await server.call('GET', `/auth/generate_otp?email=${encodeURIComponent(user.email)}`, {
          headers: { 'x-forwarded-for': '192.0.2.21' },
        })
      ).status,
    ).toBe(200);
  });

  it('with the shared bucket empty, only a sign-in with a valid device cookie goes through', async () => {
    await emptyBuckets();
    const user = await server.user('owner');
    const first = await login(user.email, user.password, '192.0.2.40');
    const cookie = first.headers.get('set-cookie')?.match(/fw_device=([^;]+)/)?.[1];
    expect(cookie).toBeTruthy();
    await emptyBuckets();
    // Many addresses, each within its own bucket, empty the shared one (12 a minute, a token back
    // every 5 s): sign-ins from new addresses until it refuses, however long they took; the checks
    // below follow at once.
    const statuses: number[] = [];
    for (let n = 1; n <= 40 && statuses.at(-1) !== 429; n += 1)
      statuses.push((await login(`nobody-${n}@test.example`, 'wrong', `203.0.113.${n}`)).status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect((await login(user.email, user.password, '192.0.2.50')).status).toBe(429);
    // A forged cookie of the right shape pays like any other sign-in.
    const forged = `${'A'.repeat(16)}.${Math.floor(Date.now() / 1000) + 3600}.${'B'.repeat(43)}`;
    expect((await login(user.email, user.password, '192.0.2.51', forged)).status).toBe(429);
    // The owner's browser, which signed in before, is not held back.
    expect((await login(user.email, user.password, '192.0.2.52', cookie)).status).toBe(200);
  });
});
