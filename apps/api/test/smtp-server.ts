/**
 * A real SMTP server on loopback for the outbox's tests: it keeps what it receives, and refuses
 * (451: try later) the next deliveries to an address as often as a test says.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** The mails received, each with its recipients and its text as a reader sees it. */
  received: { to: string[]; raw: string }[];
  /** Deliveries to an address refused before it accepts again. */
  refuse: Map<string, number>;
  /** Starts listening; answers the SMTP_URL a test server sends through. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export function startSmtp(): TestSmtp {
  const received: TestSmtp['received'] = [];
  const refuse = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address ?? '';
        if ((refuse.get(to) ?? 0) > 0) {
          refuse.set(to, refuse.get(to)! - 1);
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decode(raw) });
        callback();
      });
    },
  });
  return {
    received,
    refuse,
    listen: async () => {
      await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
      const port = (smtp.server.address() as AddressInfo).port;
      return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    },
    close: () => new Promise<void>((done) => smtp.close(() => done())),
  };
}

/** The mail as a reader sees it: quoted-printable soft breaks and escapes undone. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (hex) =>
      Buffer.from(hex.replace(/=/g, ''), 'hex').toString('utf8'),
    );
}
