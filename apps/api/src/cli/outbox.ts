// pnpm outbox [--limit N]: the latest mails the dev mailer kept (recipient, subject, body).
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { readOutbox } from '../lib/mailer.ts';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '5' } } });
const mails = await readOutbox(readConfig().dataDir, Number(values.limit));
if (mails.length === 0) console.log('The outbox is empty.');
for (const mail of mails)
  console.log(`--- ${mail.at}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.body}\n`);
