import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '@agency/contract/rules';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { startTestServer, type TestServer } from './helpers.ts';

// Reset codes are guessed at most 5 times each, the answers never tell whether an
// account exists, mail leaves after the answer, and a stranger cannot block the owner's reset.
const mails: Mail[] = [];
let slowMail = false;
/** A mail transport that keeps what it sends, and can be made to hang like a dead SMTP server. */
const mailer: Mailer = {
  async send(mail) {
    if (slowMail) await new Promise((resolve) => setTimeout(resolve, 3000));
    mails.push(mail);
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { limits: { otpPerHourPerEmail: 3, resetPerHourPerAddress: 1000 } },
    { mailer },
  );
});
afterAll(() => server.stop());

const BAD_CODE = 'The code is invalid or has expired. Request a new one.';
const ask = (email: string) =>
  server.call('GET', `/auth/generate_otp?email=${encodeURIComponent(email)}`);
const reset = (email: string, otp: string, password = 'new-password-1') =>
  server.call('POST', '/auth/modify_password', { body: { email, otp, password } });
const codesFor = (email: string) =>
  mails
    .filter((m) => m.to === email && m.subject.includes('code'))
    .map((m) => m.body.match(/code is (\d{6})/)![1]!);
async function nextCode(email: string): Promise<string> {
  const before = codesFor(email).length;
  await ask(email);
  await expect.poll(() => codesFor(email).length).toBe(before + 1);
  return codesFor(email).at(-1)!;
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('modify_password', () => {
  it('30 parallel wrong guesses use up the code after 5: the right code is refused afterwards', async () => {
    const user = await server.user('marketer');
    const code = await nextCode(user.email);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        reset(user.email, String(100000 + i) === code ? wrongFor(code) : String(100000 + i)),
      ),
    );
    expect(guesses.every((g) => g.status === 400 && g.body.message === BAD_CODE)).toBe(true);
    const { rows } = await server.db.query<{ attempts: number }>(
      'SELECT attempts FROM otps WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ attempts: 5 }]);
    expect(await reset(user.email, code)).toMatchObject({
      status: 400,
      body: { message: BAD_CODE },
    });
  });

  it('says the same words for an unknown account, an account without a code and a wrong code', async () => {
    const user = await server.user('owner');
    const none = await reset(user.email, '123456');
    const unknown = await reset('nobody@test.example', '123456');
    const code = await nextCode(user.email);
    const wrong = await reset(user.email, wrongFor(code));
    for (const answer of [none, unknown, wrong])
      expect(answer).toMatchObject({ status: 400, body: { message: BAD_CODE } });
  });

  it('keys the stored hash with a server secret', async () => {
    const user = await server.user('store_admin');
    const code = await nextCode(user.email);
    const { rows } = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM otps WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]!.code_hash).not.toBe(
      createHmac('sha256', `otp:${user.id}`).update(code).digest('hex'),
    );
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('mails "your password was changed" after a reset', async () => {
    const user = await server.user('marketer');
    const code = await nextCode(user.email);
    expect((await reset(user.email, code)).status).toBe(200);
    await expect
      .poll(() =>
        mails.some(
          (m) => m.to === user.email && m.subject === 'Your Forgeworks password was changed',
        ),
      )
      .toBe(true);
  });

  it('refuses a new password from the list of the most common ones, whatever its case, and leaves the code usable', async () => {
    const user = await server.user('owner');
    const code = await nextCode(user.email);
    for (const common of ['password1', 'PassWord123', 'QWERTYUIOP'])
      expect(await reset(user.email, code, common)).toMatchObject({
        status: 400,
        body: { message: COMMON_PASSWORD },
      });
    // The refusals spent none of the code's tries: it still sets a password that is not common.
    expect((await reset(user.email, code, 'grey-heron-at-dawn')).status).toBe(200);
  });

  it('is rate limited per address', async () => {
    // This address has used up its hourly attempts (the bucket, as the limiter keeps it).
    await server.db.query(
      `INSERT INTO rate_buckets (key, tokens) VALUES ('reset:address:127.0.0.1', 0.5) ON CONFLICT (key) DO UPDATE SET tokens = 0.5, updated_at = now()`,
    );
    try {
      expect(await reset('a@b.co', '123456')).toMatchObject({
        status: 429,
        body: { message: 'Too many attempts. Try again later.' },
      });
    } finally {
      await server.db.query(`DELETE FROM rate_buckets WHERE key = 'reset:address:127.0.0.1'`);
    }
    expect((await reset('a@b.co', '123456')).status).toBe(400);
  });
});

describe('generate_otp', () => {
  it('answers before the mail is sent, the same for every address', async () => {
    const user = await server.user('marketer');
    slowMail = true;
    try {
      for (const email of [user.email, 'ghost@test.example']) {
        const started = performance.now();
        expect(await ask(email)).toMatchObject({
          status: 200,
          body: { message: 'Otp sent successfully' },
        });
        expect(performance.now() - started).toBeLessThan(1000);
      }
    } finally {
      slowMail = false;
    }
    await expect.poll(() => codesFor(user.email).length, { timeout: 6000 }).toBe(1);
  });

  it('a stranger asking again and again cannot block the owner: mailed codes stay valid, extra requests are silent', async () => {
    const user = await server.user('owner');
    const first = await nextCode(user.email);
    await nextCode(user.email);
    await nextCode(user.email);
    // Past the per-email cap: the same answer, no new mail.
    expect(await ask(user.email)).toMatchObject({
      status: 200,
      body: { message: 'Otp sent successfully' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(codesFor(user.email)).toHaveLength(3);
    // The first code mailed still works.
    expect((await reset(user.email, first)).status).toBe(200);
  });
});
