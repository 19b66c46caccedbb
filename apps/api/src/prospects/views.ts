import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { clientKey } from '../lib/client-address.ts';

/**
 * Counting a demo store's views without cookies or a tracker (decision record 012): a visitor is
 * SHA-256(day's salt, address, user agent). The salt is random per Lagos day, kept in the database
 * (so every API instance hashes alike) and deleted when the day is over, so no hash can be tied
 * back to an address afterwards.
 */

/** Agents that are not a person opening the link: link previews, crawlers, prefetchers. */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|skype|slack|discord|embedly|curl|wget|python|go-http|node-fetch|axios|okhttp|lighthouse/i;

/** How many different agents one address counts as, per store and day (a family, an office). */
export const VISITORS_PER_ADDRESS = 5;

/** Calls of the view beacon one address may make in an hour, counted or not, over every store. */
export const VIEW_CALLS_PER_HOUR_PER_ADDRESS = 30;

export function isPersonAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent && userAgent.length >= 10 && !NOT_A_PERSON.test(userAgent));
}

const today = `(now() AT TIME ZONE 'Africa/Lagos')::date`;

/** Today's salt, made by whoever asks first today; yesterday's are deleted on the way. */
export async function todaysSalt(db: Queryable): Promise<{ day: string; salt: Buffer }> {
  await db.query(`DELETE FROM view_salts WHERE day < ${today}`);
  for (;;) {
    const salt = await saltRow(db);
    if (salt) return salt;
    // Another instance made today's salt at the same moment: it is there now.
  }
}

async function saltRow(db: Queryable): Promise<{ day: string; salt: Buffer } | undefined> {
  const { rows } = await db.query<{ day: string; salt: Buffer }>(
    `WITH made AS (
       INSERT INTO view_salts (day, salt) VALUES (${today}, $1) ON CONFLICT (day) DO NOTHING
       RETURNING to_char(day, 'YYYY-MM-DD') AS day, salt)
     SELECT * FROM made
     UNION ALL SELECT to_char(day, 'YYYY-MM-DD'), salt FROM view_salts WHERE day = ${today}
     LIMIT 1`,
    [randomBytes(32)],
  );
  const row = rows[0];
  return row && { day: row.day, salt: Buffer.from(row.salt) };
}

/** The two hashes of a view: the visitor (address and agent) and the address alone. */
export function visitorHashes(
  salt: Buffer,
  address: string,
  userAgent: string,
): { visitor: Buffer; address: Buffer } {
  const key = clientKey(address);
  return {
    visitor: createHash('sha256').update(salt).update(key).update('\0').update(userAgent).digest(),
    address: createHash('sha256').update(salt).update(key).digest(),
  };
}
