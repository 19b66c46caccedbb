import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryOutbox } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Two-step sign-in for admins and owners: a code from an authenticator app after the password,
// recovery codes that work once, and wrong codes counted like wrong passwords.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { loginFailures: 5, otpPerHourPerAddress: 100 } });
});
afterAll(() => server.stop());

const WRONG_CODE = 'That code is not right. Try again, or use one of your recovery codes.';
const CHALLENGE_OVER = 'Your sign-in took too long. Sign in again.';

/** The code the app shows `steps` 30-second steps from now (the server takes one either side). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Waits out the last 3 s of a step, so the codes a test makes stay good while it runs. */
async function freshStep(): Promise<void> {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < 3) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

const login = (email: string, password: string) =>
  server.call('POST', '/auth/login', { body: { email, password } });
const codeStep = (challenge: string, code: string) =>
  server.call('POST', '/auth/two-step', { body: { challenge, code } });

/** A signed-in user of `role` with two-step sign-in on: its secret and recovery codes. */
async function withTwoStep(role: 'owner' | 'admin' = 'owner') {
  await freshStep();
  const user = await server.user(role);
  const setup = await server.call('POST', '/auth/two-step/setup', { token: user.token });
  expect(setup.status).toBe(200);
  const secret: string = setup.body.secret;
  // The step before this one: the sign-ins of the test use this step and the next.
  const confirm = await server.call('POST', '/auth/two-step/confirm', {
    token: user.token,
    body: { code: await codeAt(secret, -1) },
  });
  expect(confirm.status).toBe(200);
  return { ...user, secret, recovery: confirm.body.recovery_codes as string[] };
}

describe('turning two-step sign-in on', () => {
  it('gives a secret, its otpauth link and QR code; a code from the app turns it on, with 10 recovery codes shown once', async () => {
    await freshStep();
    const owner = await server.user('owner');
    expect(
      await server.call('GET', '/auth/two-step/settings', { token: owner.token }),
    ).toMatchObject({ status: 200, body: { available: true, on: false, recovery_codes_left: 0 } });
    const setup = await server.call('POST', '/auth/two-step/setup', { token: owner.token });
    expect(setup.status).toBe(200);
    const { secret, uri, qr_svg } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri).toBe(
      `otpauth://totp/Forgeworks:${encodeURIComponent(owner.email)}?secret=${secret}&issuer=Forgeworks`,
    );
    expect(qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Not on until a code confirms it: the password alone still signs in.
    expect((await login(owner.email, owner.password)).body.token).toEqual(expect.any(String));

    const wrong = await server.call('POST', '/auth/two-step/confirm', {
      token: owner.token,
      body: { code: (await codeAt(secret)) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const confirm = await server.call('POST', '/auth/two-step/confirm', {
      token: owner.token,
      body: { code: await codeAt(secret) },
    });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(
      await server.call('GET', '/auth/two-step/settings', { token: owner.token }),
    ).toMatchObject({ body: { available: true, on: true, recovery_codes_left: 10 } });
    // Kept server-side only: the secret encrypted, the recovery codes as keyed hashes.
    const stored = await server.db.query<{ secret: string }>(
      'SELECT secret FROM two_step_secrets WHERE user_id = $1',
      [owner.id],
    );
    expect(stored.rows[0]!.secret).not.toContain(secret);
    const hashes = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_step_recovery_codes WHERE user_id = $1',
      [owner.id],
    );
    expect(hashes.rows).toHaveLength(10);
    for (const { code_hash } of hashes.rows)
      for (const code of codes) expect(code_hash).not.toContain(code.replace('-', ''));
    // On already: no second setup over it.
    expect((await server.call('POST', '/auth/two-step/setup', { token: owner.token })).status).toBe(
      409,
    );
    await expect
      .poll(() =>
        memoryOutbox.some(
          (m) => m.to === owner.email && m.subject === 'Two-step sign-in was turned on',
        ),
      )
      .toBe(true);
  });

  it('is for admins and owners: marketers and store admins may not turn it on', async () => {
    for (const role of ['marketer', 'store_admin'] as const) {
      const user = await server.user(role);
      expect(
        await server.call('GET', '/auth/two-step/settings', { token: user.token }),
      ).toMatchObject({ status: 200, body: { available: false, on: false } });
      expect(
        (await server.call('POST', '/auth/two-step/setup', { token: user.token })).status,
      ).toBe(403);
    }
  });
});

describe('signing in with two-step sign-in on', () => {
  it('the right password asks for the code; the code gives the session, once', async () => {
    const owner = await withTwoStep();
    const first = await login(owner.email, owner.password);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['challenge', 'two_step']);
    expect(first.body.two_step).toBe(true);
    // The challenge is no session.
    expect(
      (await server.call('GET', '/auth/two-step/settings', { token: first.body.challenge })).status,
    ).toBe(401);

    const code = await codeAt(owner.secret);
    const signedIn = await codeStep(first.body.challenge, code);
    expect(signedIn).toMatchObject({
      status: 200,
      body: { id: owner.id, role: 'owner', token: expect.any(String) },
    });
    expect(
      (await server.call('GET', '/auth/two-step/settings', { token: signedIn.body.token })).status,
    ).toBe(200);
    // The same code again, with a fresh challenge: used once already.
    const again = await login(owner.email, owner.password);
    expect(await codeStep(again.body.challenge, code)).toMatchObject({
      status: 401,
      body: { message: WRONG_CODE },
    });
    // The next step's code still works.
    expect((await codeStep(again.body.challenge, await codeAt(owner.secret, 1))).status).toBe(200);

    const events = await server.db.query<{ action: string; details: Record<string, unknown> }>(
      `SELECT action, details FROM audit_events WHERE actor_email = $1 ORDER BY id`,
      [owner.email],
    );
    expect(events.rows.map((e) => e.action)).toEqual([
      'auth.sign_in',
      'auth.two_step_on',
      'auth.sign_in',
      'auth.sign_in_failed',
      'auth.sign_in',
    ]);
    expect(events.rows[2]!.details).toEqual({ two_step: 'app' });
    expect(events.rows[3]!.details).toEqual({ reason: 'wrong_code' });
  });

  it('a recovery code works once, however it is typed', async () => {
    const admin = await withTwoStep('admin');
    const [code] = admin.recovery;
    const challenge = (await login(admin.email, admin.password)).body.challenge;
    expect(await codeStep(challenge, ` ${code!.toUpperCase().replace('-', ' ')} `)).toMatchObject({
      status: 200,
      body: { id: admin.id },
    });
    const later = (await login(admin.email, admin.password)).body.challenge;
    expect((await codeStep(later, code!)).status).toBe(401);
    const session = (await codeStep(later, admin.recovery[1]!)).body.token;
    expect(await server.call('GET', '/auth/two-step/settings', { token: session })).toMatchObject({
      body: { on: true, recovery_codes_left: 8 },
    });
  });

  it('wrong codes count toward the sign-in lock: after 5 failures even the right code waits', async () => {
    const owner = await withTwoStep();
    const challenge = (await login(owner.email, owner.password)).body.challenge;
    const right = await codeAt(owner.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    // The password step was one attempt; four wrong codes make five.
    for (let i = 0; i < 4; i += 1)
      expect((await codeStep(challenge, wrong)).body.message).toBe(WRONG_CODE);
    expect(await codeStep(challenge, right)).toMatchObject({
      status: 429,
      body: { message: 'Too many failed attempts. Try again later.' },
    });
    // The password is locked out the same.
    expect((await login(owner.email, owner.password)).status).toBe(429);
    const locked = await server.db.query(
      `SELECT 1 FROM audit_events WHERE action = 'auth.locked' AND actor_email = $1`,
      [owner.email],
    );
    expect(locked.rows.length).toBeGreaterThan(0);
  });

  it('a challenge that was tampered with, is a session token, or outlived a password change is refused', async () => {
    const owner = await withTwoStep();
    const code = await codeAt(owner.secret);
    const challenge: string = (await login(owner.email, owner.password)).body.challenge;
    const [head, payload, signature] = challenge.split('.');
    const other = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...other, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${signature}`;
    for (const bad of [forged, owner.token, 'nonsense'])
      expect(await codeStep(bad, code)).toMatchObject({
        status: 401,
        body: { message: CHALLENGE_OVER },
      });
    // A sign-out everywhere since the password step ends the challenge.
    await server.call('POST', '/auth/logout', { token: owner.token });
    expect(await codeStep(challenge, code)).toMatchObject({
      status: 401,
      body: { message: CHALLENGE_OVER },
    });
  });

  it('a password reset by mailed code still asks for the code', async () => {
    const owner = await withTwoStep();
    await server.call('GET', `/auth/generate_otp?email=${encodeURIComponent(owner.email)}`);
    const mailed = () =>
      memoryOutbox.find((m) => m.to === owner.email && /reset code/.test(m.subject));
    await expect.poll(() => mailed() !== undefined).toBe(true);
    const otp = mailed()!.body.match(/code is (\d{6})/)![1];
    const reset = await server.call('POST', '/auth/modify_password', {
      body: { email: owner.email, otp, password: 'a-fresh-start-9' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ two_step: true, challenge: expect.any(String) });
    expect((await codeStep(reset.body.challenge, await codeAt(owner.secret))).status).toBe(200);
  });

  it('a user without two-step sign-in gets the session from the password, as before', async () => {
    const owner = await server.user('owner');
    const answer = await login(owner.email, owner.password);
    expect(Object.keys(answer.body).sort()).toEqual(['id', 'role', 'token']);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password or a code; then the password alone signs in again', async () => {
    const owner = await withTwoStep();
    const off = (body: object) =>
      server.call('POST', '/auth/two-step/off', { token: owner.token, body });
    expect(await off({})).toMatchObject({ status: 400 });
    expect(await off({ password: 'not-the-password' })).toMatchObject({
      status: 400,
      body: { message: 'That password or code is not right.' },
    });
    expect(await off({ code: owner.recovery[0] })).toMatchObject({
      status: 200,
      body: { message: 'Two-step sign-in is off' },
    });
    expect(await off({ password: owner.password })).toMatchObject({ status: 409 });
    expect((await login(owner.email, owner.password)).body.token).toEqual(expect.any(String));
    const left = await server.db.query('SELECT 1 FROM two_step_recovery_codes WHERE user_id = $1', [
      owner.id,
    ]);
    expect(left.rows).toHaveLength(0);

    // On again, and off with the password.
    const admin = await withTwoStep('admin');
    expect(
      (
        await server.call('POST', '/auth/two-step/off', {
          token: admin.token,
          body: { password: admin.password },
        })
      ).status,
    ).toBe(200);
  });
});
