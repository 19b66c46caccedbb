import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAnswer, storeSandboxSessionAnswer } from '@agency/contract';
import { COMMON_PASSWORD } from '@agency/contract/rules';
import { isCommonPassword } from '../src/auth/common-passwords.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { createUser } from '../src/users.ts';
import { memoryOutbox } from '../src/lib/mailer.ts';
import { serializerCompiler } from '../src/lib/schemas.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    limits: {
      loginFailures: 5,
      contactPerHour: 100,
      otpPerHourPerEmail: 3,
      otpPerHourPerAddress: 100,
    },
  });
});
afterAll(() => server.stop());

const codeIn = (email: string) =>
  [...memoryOutbox]
    .reverse()
    .find((m) => m.to === email)
    ?.body.match(/code is (\d{6})/)?.[1];
/** Mail goes out after the answer: wait for the newest code mailed to `email`. */
async function latestCode(email: string, previous?: string): Promise<string> {
  await expect.poll(() => codeIn(email) !== undefined && codeIn(email) !== previous).toBe(true);
  return codeIn(email)!;
}

describe('passwords', () => {
  it('are hashed with scrypt at OWASP parameters by default', async () => {
    const hash = await hashPassword('correct horse', 2 ** 17);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
  });
});

describe('auth/login', () => {
  it('answers id, role and token', async () => {
    const user = await server.user('marketer');
    const { status, body } = await server.call('POST', '/auth/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: user.id, role: 'marketer', token: expect.any(String) });
  });

  it('a session answer can carry nothing but what it declares', () => {
    // What production writes (no answer checks): a field a handler might add by mistake never leaves.
    const account = {
      id: 'u1',
      role: 'admin',
      token: 't',
      password_hash: 'scrypt$131072$8$1$salt$hash',
      token_version: 3,
      email: 'ada@shop.ng',
    };
    for (const schema of [sessionAnswer, storeSandboxSessionAnswer]) {
      const write = serializerCompiler(false)({ schema, method: 'POST', url: '/auth/login' });
      const written = JSON.parse(write({ ...account, store: 'snailhouse' }));
      expect(Object.keys(written).sort()).toEqual(
        schema === sessionAnswer ? ['id', 'role', 'token'] : ['id', 'role', 'store', 'token'],
      );
    }
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const user = await server.user('owner');
    const wrong = await server.call('POST', '/auth/login', {
      body: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await server.call('POST', '/auth/login', {
      body: { email: 'ghost@test.example', password: 'nope-nope' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('refuses bad input with the field named', async () => {
    expect(await server.call('POST', '/auth/login', { body: { email: 'x@y.co' } })).toMatchObject({
      status: 400,
      body: { message: 'Password is required' },
    });
    expect(
      await server.call('POST', '/auth/login', { body: { email: 'nope', password: 'x' } }),
    ).toMatchObject({ status: 400, body: { message: 'Enter a valid email address' } });
    expect(
      await server.call('POST', '/auth/login', {
        body: { email: 'x@y.co', password: 'x', admin: true },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Unknown field: admin' } });
  });

  it('locks an account out for one address after 5 failures, with a growing wait, and success resets', async () => {
    const user = await server.user('marketer');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await server.call('POST', '/auth/login', {
            body: { email: user.email, password: 'wrong-one' },
          })
        ).status,
      ).toBe(401);
    }
    const locked = await server.call('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(locked.status).toBe(429);
    // The lock does not tell its time: a generic message and no Retry-After.
    expect(locked.body.message).toBe('Too many failed attempts. Try again later.');
    expect(locked.headers.get('retry-after')).toBeNull();
    const lockSeconds = async () =>
      (
        await server.db.query<{ s: number }>(
          `SELECT extract(epoch FROM locked_until - now())::float8 AS s FROM throttle WHERE key LIKE $1`,
          [`login:${user.email}:%`],
        )
      ).rows[0]!.s;
    const first = await lockSeconds();
    expect(first).toBeGreaterThan(0);
    // The wait grows with each further failure.
    await server.db.query(`UPDATE throttle SET locked_until = now() - interval '1 second'`);
    await server.call('POST', '/auth/login', {
      body: { email: user.email, password: 'wrong-again' },
    });
    expect(await lockSeconds()).toBeGreaterThan(first);
    // Once the wait is over, the right password works and the count starts again.
    await server.db.query(`UPDATE throttle SET locked_until = now() - interval '1 second'`);
    expect(
      (
        await server.call('POST', '/auth/login', {
          body: { email: user.email, password: user.password },
        })
      ).status,
    ).toBe(200);
    const { rows } = await server.db.query('SELECT 1 FROM throttle WHERE key LIKE $1', [
      `login:${user.email}:%`,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('tokens', () => {
  it('missing, expired, tampered and revoked tokens get 401 with their own messages', async () => {
    const user = await server.user('marketer');
    expect(await server.call('GET', `/businesses?marketer_id=${user.id}`)).toMatchObject({
      status: 401,
      body: { message: 'Access Denied. No token provided.' },
    });
    const { rows } = await server.db.query<{ value: string }>(
      `SELECT value FROM settings WHERE key = 'token_secret'`,
    );
    const expired = await new SignJWT({ role: 'marketer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(rows[0]!.value));
    expect(
      await server.call('GET', `/businesses?marketer_id=${user.id}`, { token: expired }),
    ).toMatchObject({ status: 401, body: { message: 'Token has expired.' } });
    const [head, payload, signature] = user.token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ role: 'admin', ver: 0, sub: user.id })).toString('base64url')}.${signature}`;
    expect(payload).toBeTruthy();
    expect(
      await server.call('GET', `/businesses?marketer_id=${user.id}`, { token: forged }),
    ).toMatchObject({ status: 401, body: { message: 'Invalid token.' } });
  });
  it('reads the token however the header spells "Bearer", and a known one with its signature spoilt is refused', async () => {
    const user = await server.user('marketer');
    const list = `/businesses?marketer_id=${user.id}`;
    // A token already checked (as "Bearer <token>") and written other ways: each is its own check.
    for (const header of [`Bearer ${user.token}`, `bearer ${user.token}`, `Bearer   ${user.token}`])
      for (let again = 0; again < 2; again += 1)
        expect(
          (await server.call('GET', list, { headers: { authorization: header } })).status,
        ).toBe(200);
    const spoilt = `${user.token.slice(0, -2)}${user.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const header of [`Bearer ${spoilt}`, `Bearer   ${spoilt}`, `Bearer${user.token}`])
      expect(await server.call('GET', list, { headers: { authorization: header } })).toMatchObject({
        status: 401,
        body: {
          message: header.startsWith('Bearer ')
            ? 'Invalid token.'
            : 'Access Denied. No token provided.',
        },
      });
  });
});

describe('password reset', () => {
  it('sends a 6-digit code, sets the new password once, and ends older sessions', async () => {
    const user = await server.user('marketer');
    const asked = await server.call(
      'GET',
      `/auth/generate_otp?email=${encodeURIComponent(user.email)}`,
    );
    expect(asked).toMatchObject({ status: 200, body: { message: 'Otp sent successfully' } });
    const code = await latestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM otps ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]!.code_hash).not.toContain(code!);

    const reset = await server.call('POST', '/auth/modify_password', {
      body: { email: user.email, otp: code, password: 'brand-new-pass' },
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { id: user.id, role: 'marketer', token: expect.any(String) },
    });
    expect(
      (
        await server.call('POST', '/auth/login', {
          body: { email: user.email, password: user.password },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('POST', '/auth/login', {
          body: { email: user.email, password: 'brand-new-pass' },
        })
      ).status,
    ).toBe(200);
    // The token from before the change no longer works; the new one does.
    expect(
      await server.call('GET', `/businesses?marketer_id=${user.id}`, { token: user.token }),
    ).toMatchObject({ status: 401, body: { message: 'Token has expired.' } });
    expect(
      (await server.call('GET', `/businesses?marketer_id=${user.id}`, { token: reset.body.token }))
        .status,
    ).toBe(200);
    // Single use.
    expect(
      await server.call('POST', '/auth/modify_password', {
        body: { email: user.email, otp: code, password: 'another-pass' },
      }),
    ).toMatchObject({ status: 400 });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = memoryOutbox.length;
    expect(
      await server.call('GET', '/auth/generate_otp?email=nobody%40test.example'),
    ).toMatchObject({ status: 200, body: { message: 'Otp sent successfully' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(memoryOutbox.length).toBe(before);
  });

  it('kills a code after 5 wrong tries, and refuses an expired one', async () => {
    const user = await server.user('owner');
    await server.call('GET', `/auth/generate_otp?email=${encodeURIComponent(user.email)}`);
    const code = await latestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await server.call('POST', '/auth/modify_password', {
      body: { email: user.email, otp: wrong, password: 'whatever-123' },
    });
    // One answer for every failure: it never tells that the account exists (no "tries left").
    expect(first).toMatchObject({
      status: 400,
      body: { message: 'The code is invalid or has expired. Request a new one.' },
    });
    for (let i = 0; i < 4; i += 1)
      await server.call('POST', '/auth/modify_password', {
        body: { email: user.email, otp: wrong, password: 'whatever-123' },
      });
    expect(
      await server.call('POST', '/auth/modify_password', {
        body: { email: user.email, otp: code, password: 'whatever-123' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'The code is invalid or has expired. Request a new one.' },
    });

    await server.call('GET', `/auth/generate_otp?email=${encodeURIComponent(user.email)}`);
    const second = await latestCode(user.email, code);
    await server.db.query(`UPDATE otps SET expires_at = now() - interval '1 minute'`);
    expect(
      (
        await server.call('POST', '/auth/modify_password', {
          body: { email: user.email, otp: second, password: 'whatever-123' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('POST', '/auth/login', {
          body: { email: user.email, password: user.password },
        })
      ).status,
    ).toBe(200);
  });

  it('limits the mails per email without telling (a stranger cannot use up the owner’s resets)', async () => {
    const user = await server.user('store_admin');
    const path = `/auth/generate_otp?email=${encodeURIComponent(user.email)}`;
    const mails = () => memoryOutbox.filter((m) => m.to === user.email).length;
    for (let i = 0; i < 3; i += 1) expect((await server.call('GET', path)).status).toBe(200);
    await expect.poll(mails).toBe(3);
    expect(await server.call('GET', path)).toMatchObject({
      status: 200,
      body: { message: 'Otp sent successfully' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails()).toBe(3);
  });

  it('validates the reset body', async () => {
    expect(
      await server.call('POST', '/auth/modify_password', {
        body: { email: 'a@b.co', otp: '12ab', password: 'long-enough' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Enter the 6-digit code' } });
    expect(
      await server.call('POST', '/auth/modify_password', {
        body: { email: 'a@b.co', otp: '123456', password: 'short' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Password must be at least 8 characters' } });
  });
});

describe('common passwords', () => {
  it('a password change to one of the most common passwords is refused in any case; the password stays', async () => {
    const me = await server.user('admin');
    for (const common of ['iloveyou', 'Sunshine1', 'PASSWORD1'])
      expect(
        await server.call('POST', '/auth/change_password', {
          token: me.token,
          body: { current_password: me.password, password: common },
        }),
      ).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD } });
    const login = (password: string) =>
      server.call('POST', '/auth/login', { body: { email: me.email, password } });
    expect((await login(me.password)).status).toBe(200);
    expect((await login('iloveyou')).status).toBe(401);
  });

  it('an account is not created with one of the most common passwords (pnpm user:create, the seed)', async () => {
    await expect(
      createUser(
        server.db,
        { email: 'common@test.example', password: 'Baseball1', role: 'owner' },
        server.config.scryptCost,
      ),
    ).rejects.toThrow(COMMON_PASSWORD);
    expect(
      (await server.db.query(`SELECT 1 FROM users WHERE email = 'common@test.example'`)).rows,
    ).toHaveLength(0);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('a-long-walk-to-ikeja')).toBe(false);
  });
});

// Staff sessions end after STAFF_IDLE_MINUTES without a request, checked by the server.
describe('staff sessions end after 30 minutes without a request', () => {
  // These tests move the clock by moving last_seen_at in the database, so this server holds
  // nothing in memory (CACHE_TTL_MS=0): a session seen a moment ago is looked up again.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ cacheTtlMs: 0 });
  });
  afterAll(() => server.stop());
  const seen = async (userId: string) =>
    (
      await server.db.query<{ idle: number }>(
        'SELECT extract(epoch FROM now() - last_seen_at)::float8 AS idle FROM staff_sessions WHERE user_id = $1',
        [userId],
      )
    ).rows[0]?.idle;
  const idleFor = (userId: string, interval: string) =>
    server.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - $2::interval WHERE user_id = $1`,
      [userId, interval],
    );

  it('an admin idle for 31 minutes is signed out with the session-expiry message', async () => {
    const admin = await server.user('admin');
    expect((await server.call('GET', '/users', { token: admin.token })).status).toBe(200);
    await idleFor(admin.id, '29 minutes');
    // Still within 30 minutes: the request counts, and the clock starts again.
    expect((await server.call('GET', '/users', { token: admin.token })).status).toBe(200);
    expect(await seen(admin.id)).toBeLessThan(5);
    await idleFor(admin.id, '31 minutes');
    expect(await server.call('GET', '/users', { token: admin.token })).toMatchObject({
      status: 401,
      body: { message: 'Token has expired.' },
    });
    // A new sign-in is a new session.
    const again = await server.call('POST', '/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    expect((await server.call('GET', '/users', { token: again.body.token })).status).toBe(200);
  });

  it('last seen is written at most once a minute', async () => {
    const marketer = await server.user('marketer');
    await idleFor(marketer.id, '30 seconds');
    await server.call('GET', `/businesses?marketer_id=${marketer.id}`, { token: marketer.token });
    expect(await seen(marketer.id)).toBeGreaterThanOrEqual(29);
    await idleFor(marketer.id, '2 minutes');
    await server.call('GET', `/businesses?marketer_id=${marketer.id}`, { token: marketer.token });
    expect(await seen(marketer.id)).toBeLessThan(5);
  });

  it('a staff token with no session (signed elsewhere) is refused; owners are not timed out', async () => {
    const marketer = await server.user('marketer');
    const { rows } = await server.db.query<{ value: string }>(
      `SELECT value FROM settings WHERE key = 'token_secret'`,
    );
    const sessionless = await new SignJWT({ role: 'marketer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(marketer.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(new TextEncoder().encode(rows[0]!.value));
    expect(
      await server.call('GET', `/businesses?marketer_id=${marketer.id}`, { token: sessionless }),
    ).toMatchObject({ status: 401, body: { message: 'Token has expired.' } });
    const owner = await server.user('owner');
    expect(await seen(owner.id)).toBeUndefined();
    expect((await server.call('GET', '/my/businesses', { token: owner.token })).status).toBe(200);
  });

  it('signing out ends the session row', async () => {
    const admin = await server.user('admin');
    expect(await seen(admin.id)).toBeDefined();
    await server.call('POST', '/auth/logout', { token: admin.token });
    expect(await seen(admin.id)).toBeUndefined();
  });
});
