import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part, when the mail has one (shoppers' mails: orders/shopper-mail.ts). */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Mails kept by an in-memory server (DATA_DIR=':memory:'), newest last. */
export const memoryOutbox: (Mail & { at: string })[] = [];

export function outboxPath(dataDir: string): string {
  return join(dataDir, 'outbox.jsonl');
}

/**
 * Development mailer: logs every mail and keeps it in DATA_DIR/outbox.jsonl, which `pnpm outbox`
 * prints (a file, so it can be read while the server holds the embedded database). Production
 * sets SMTP_URL and plugs a transport in here.
 */
export function createOutboxMailer(dataDir: string, log: (line: string) => void): Mailer {
  return {
    async send(mail) {
      const entry = { ...mail, at: new Date().toISOString() };
      if (dataDir === ':memory:') memoryOutbox.push(entry);
      else {
        await mkdir(dataDir, { recursive: true });
        await appendFile(outboxPath(dataDir), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      }
      log(`[outbox] to ${mail.to}: ${mail.subject}`);
    },
  };
}

/** Real mail: SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS), sent from MAIL_FROM. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, body, html }) {
      await transport.sendMail({ from, to, subject, text: body, ...(html ? { html } : {}) });
    },
  };
}

/** The latest mails, newest first. */
export async function readOutbox(dataDir: string, limit = 5): Promise<(Mail & { at: string })[]> {
  const all =
    dataDir === ':memory:'
      ? memoryOutbox
      : (await readFile(outboxPath(dataDir), 'utf8').catch(() => ''))
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Mail & { at: string });
  return all.slice(-limit).reverse();
}
