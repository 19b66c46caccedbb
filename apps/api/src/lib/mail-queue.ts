import type { Db, Queryable } from '../db/index.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * Mails sent after the answer, from the `mail_queue` table (migration 16), by a worker inside each
 * API process. Any instance may send any row: rows are claimed with FOR UPDATE SKIP LOCKED.
 *
 * - Once per event: `enqueueMail` is called in the transaction of the change it announces, with a
 *   key naming the event (`order:<id>:paid`); the key is unique, so a repeated event queues nothing.
 * - At most once: a row is marked 'sending' before the SMTP call; a refusal or a network error puts
 *   it back with a growing wait (retryBaseMs doubling, at most an hour; `maxAttempts`, then
 *   'failed'). A row found still 'sending' long after (the process died in the SMTP call, which may
 *   have delivered it) is marked 'failed', never sent again: a shopper gets no mail twice.
 * - What a row says is rendered when it is sent, from the data as it is then, by the renderer
 *   registered for its kind; a renderer answering null (the order is gone) drops the row.
 */

export type MailRenderer = (db: Queryable, ref: string, to: string) => Promise<Mail | null>;

export interface MailQueueOptions {
  /** First wait after a failed send; it doubles with each attempt, up to an hour. */
  retryBaseMs: number;
  /** Sends tried before a row is given up ('failed'). */
  maxAttempts: number;
  /** How often due rows (retries) are looked for, besides the kick after each enqueue. */
  pollMs: number;
}

/** Rows in 'sending' for longer than this were interrupted (a send takes seconds). */
const STALE_SENDING_MINUTES = 15;
const MAX_WAIT_MS = 60 * 60 * 1000;

/** Queues one mail for an event, once: false when that event's mail was queued before. */
export async function enqueueMail(
  db: Queryable,
  mail: { kind: string; ref: string; to: string; key: string },
): Promise<boolean> {
  if (!mail.to) return false;
  const { rows } = await db.query(
    `INSERT INTO mail_queue (kind, ref, to_address, dedupe_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mail.kind, mail.ref, mail.to, mail.key],
  );
  return rows.length > 0;
}

interface QueuedRow {
  id: number;
  kind: string;
  ref: string;
  to_address: string;
  attempts: number;
}

export class MailQueue {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly renderers = new Map<string, MailRenderer>();
  private readonly db: Db;
  private readonly mailer: Mailer;
  private readonly options: MailQueueOptions;
  private readonly log: (error: unknown, what: string) => void;

  constructor(
    db: Db,
    mailer: Mailer,
    options: MailQueueOptions,
    log: (error: unknown, what: string) => void,
  ) {
    this.db = db;
    this.mailer = mailer;
    this.options = options;
    this.log = log;
  }

  /** What mails of `kind` say (registered once at start by the module that queues them). */
  register(kind: string, render: MailRenderer): void {
    this.renderers.set(kind, render);
  }

  start(): void {
    this.timer ??= setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due now; a kick while sending runs one more round after it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.drain();
        } catch (error) {
          this.log(error, 'mail queue');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends every due row, one at a time. */
  async drain(): Promise<void> {
    await this.db.query(
      `UPDATE mail_queue SET state = 'failed', last_error = 'Interrupted while sending: not sent again (at most once).'
        WHERE state = 'sending' AND claimed_at < now() - make_interval(mins => $1)`,
      [STALE_SENDING_MINUTES],
    );
    for (;;) {
      const { rows } = await this.db.query<QueuedRow>(
        `UPDATE mail_queue SET state = 'sending', attempts = attempts + 1, claimed_at = now()
          WHERE id = (SELECT id FROM mail_queue WHERE state = 'pending' AND next_attempt_at <= now()
                       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id::int AS id, kind, ref, to_address, attempts`,
      );
      const row = rows[0];
      if (!row || this.stopped) {
        // Stopping: a claimed row goes back unsent.
        if (row)
          await this.db.query(
            `UPDATE mail_queue SET state = 'pending', attempts = attempts - 1 WHERE id = $1`,
            [row.id],
          );
        return;
      }
      await this.sendOne(row);
    }
  }

  private async sendOne(row: QueuedRow): Promise<void> {
    let mail: Mail | null;
    try {
      const render = this.renderers.get(row.kind);
      if (!render) throw new Error(`No renderer for mails of kind ${row.kind}`);
      mail = await render(this.db, row.ref, row.to_address);
    } catch (error) {
      // A mail that cannot be written will not be written on the next try either.
      this.log(error, `rendering mail ${row.id}`);
      await this.finish(row.id, 'failed', String(error));
      return;
    }
    if (!mail) {
      await this.finish(row.id, 'dropped', 'Nothing to send any more.');
      return;
    }
    try {
      await this.mailer.send(mail);
    } catch (error) {
      const last = row.attempts >= this.options.maxAttempts;
      this.log(error, `sending mail ${row.id} (attempt ${row.attempts})`);
      const wait = Math.min(MAX_WAIT_MS, this.options.retryBaseMs * 2 ** (row.attempts - 1));
      await this.db.query(
        `UPDATE mail_queue SET state = $2, last_error = $3,
            next_attempt_at = now() + make_interval(secs => $4::float8 / 1000)
          WHERE id = $1`,
        [row.id, last ? 'failed' : 'pending', String(error).slice(0, 500), wait],
      );
      if (!last) setTimeout(() => this.kick(), wait + 5).unref();
      return;
    }
    await this.finish(row.id, 'sent', '');
  }

  private async finish(id: number, state: 'sent' | 'failed' | 'dropped', error: string) {
    await this.db.query(
      `UPDATE mail_queue SET state = $2, last_error = $3,
          sent_at = CASE WHEN $2 = 'sent' THEN now() END WHERE id = $1`,
      [id, state, error.slice(0, 500)],
    );
  }
}

/** Sent, failed and dropped rows a month old go (the sweep). */
export async function pruneMailQueue(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM mail_queue WHERE state IN ('sent', 'failed', 'dropped') AND created_at < now() - interval '30 days'`,
  );
}
