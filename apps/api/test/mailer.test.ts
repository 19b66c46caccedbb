import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { startSmtp } from './smtp-server.ts';

// A real SMTP server on loopback that keeps what it receives.
const { received, ...smtp } = startSmtp();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    smtpUrl: await smtp.listen(),
    mailFrom: 'Forgeworks <no-reply@forgeworks.test>',
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

it('sends the reset code through SMTP when SMTP_URL is set', async () => {
  const user = await server.user('marketer');
  expect(
    (await server.call('GET', `/auth/generate_otp?email=${encodeURIComponent(user.email)}`)).status,
  ).toBe(200);
  await expect.poll(() => received.length).toBe(1);
  expect(received[0]!.to).toEqual([user.email]);
  expect(received[0]!.raw).toContain('Subject: Your Forgeworks password reset code');
  expect(received[0]!.raw).toMatch(/Your password reset code is \d{6}\./);
});
