import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// A real SMTP server on loopback that keeps what it receives.
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mailFrom: 'Forgeworks <no-reply@forgeworks.test>',
  });
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((done) => smtp.close(() => done()));
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
