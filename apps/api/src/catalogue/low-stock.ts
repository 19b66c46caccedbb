/**
 * The owner's morning low-stock mail (docs/product-rules.md, "Low stock"): once a Lagos day, from
 * LOW_STOCK_MAIL_HOUR on, each live store's published items with its threshold or fewer left are
 * listed in one mail to its owner, queued in the outbox. Several API instances sweep at once: a
 * store's day is claimed by the UPDATE that marks it checked (FOR UPDATE SKIP LOCKED, as the
 * orders' digest claims its orders), and the mail's key names the store and the day, so it is
 * queued once whichever instance gets there first. Nothing low: the day is claimed, nothing sent.
 */
import { storeAdminPath } from '@agency/areas';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { enqueueMail, type MailRenderer } from '../lib/mail-queue.ts';

/** The mail queue's kind of the owner's low-stock mail. */
export const LOW_STOCK_MAIL = 'low-stock';
/** The Lagos hour from which a day's mail goes: the owner reads it before the day's orders. */
export const LOW_STOCK_MAIL_HOUR = 8;
/** Lines a mail lists; past them it says how many more. */
const MAX_LINES = 50;
/** Stores one transaction claims; a sweep works through them all in batches. */
const BATCH = 50;

interface LowLine {
  name: string;
  /** The variant's choices ("8 inch / Chocolate"), '' for an item without options. */
  variant: string;
  qty: number;
}

/** What a mail says, kept in its row's ref: the stock as it was that morning. */
interface LowStockNotice {
  store: string;
  slug: string;
  owner: string;
  threshold: number;
  lines: LowLine[];
  more: number;
}

/** The Lagos date (YYYY-MM-DD) and hour of an instant (Lagos keeps UTC+1 all year). */
export function lagosMorning(now: Date): { day: string; hour: number } {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000);
  return { day: lagos.toISOString().slice(0, 10), hour: lagos.getUTCHours() };
}

/** Live stores (not a demo, not taken down) whose day is not checked yet, claimed for it. */
async function claimStores(tx: Queryable, day: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE stores SET low_stock_checked_on = $1::date
      WHERE id IN (
        SELECT s.id FROM stores s JOIN businesses b ON b.id = s.business_id
         WHERE (s.low_stock_checked_on IS NULL OR s.low_stock_checked_on < $1::date)
           AND NOT s.is_demo AND s.disabled_at IS NULL
           AND b.workspace = 'live' AND b.deleted_at IS NULL
         ORDER BY s.id LIMIT ${BATCH} FOR UPDATE OF s SKIP LOCKED)
      RETURNING id`,
    [day],
  );
  return rows.map((r) => r.id);
}

/** A store's low items (published, not a template's sample) and who hears of them. */
async function lowStockNotice(
  tx: Queryable,
  storeId: string,
): Promise<{ to: string; notice: LowStockNotice } | null> {
  const { rows: owners } = await tx.query<{
    email: string;
    owner: string;
    store: string;
    slug: string;
    threshold: number;
  }>(
    `SELECT u.email, u.name AS owner, s.name AS store, s.slug, s.low_stock_threshold AS threshold
       FROM stores s JOIN businesses b ON b.id = s.business_id
       JOIN users u ON u.id = b.owner_id AND u.active
      WHERE s.id = $1`,
    [storeId],
  );
  const owner = owners[0];
  if (!owner?.email) return null;
  const { rows } = await tx.query<LowLine & { total: number }>(
    `SELECT p.name, coalesce((SELECT string_agg(value, ' / ') FROM jsonb_each_text(v.mods)), '') AS variant,
            v.qty, count(*) OVER ()::int AS total
       FROM variants v JOIN products p ON p.id = v.product_id
      WHERE p.store_id = $1 AND p.status = 'active' AND NOT p.sample AND p.track_stock
        AND v.qty <= $2
      ORDER BY v.qty, p.name, v.position LIMIT ${MAX_LINES}`,
    [storeId, owner.threshold],
  );
  if (rows.length === 0) return null;
  const notice: LowStockNotice = {
    store: owner.store,
    slug: owner.slug,
    owner: owner.owner,
    threshold: owner.threshold,
    lines: rows.map(({ name, variant, qty }) => ({ name, variant, qty })),
    more: rows[0]!.total - rows.length,
  };
  return { to: owner.email, notice };
}

/**
 * One instance's morning sweep (app.ts, with the other sweeps): before LOW_STOCK_MAIL_HOUR in
 * Lagos it does nothing; after, it claims the stores not checked today and queues a mail for each
 * that has something low. Answers how many mails it queued (the caller kicks the mail worker).
 */
export async function sweepLowStock(ctx: Pick<Context, 'db'>, now = new Date()): Promise<number> {
  const { day, hour } = lagosMorning(now);
  if (hour < LOW_STOCK_MAIL_HOUR) return 0;
  let queued = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const stores = await claimStores(tx, day);
      for (const storeId of stores) {
        const low = await lowStockNotice(tx, storeId);
        if (!low) continue;
        const { to, notice } = low;
        const key = `${LOW_STOCK_MAIL}:${storeId}:${day}`;
        if (await enqueueMail(tx, { kind: LOW_STOCK_MAIL, ref: JSON.stringify(notice), to, key }))
          queued += 1;
      }
      return stores.length;
    });
    if (claimed < BATCH) return queued;
  }
}

const lineOf = (l: LowLine) =>
  `- ${l.name}${l.variant ? ` (${l.variant})` : ''}: ${l.qty === 0 ? 'sold out' : `${l.qty} left`}`;

/** The mail, from the notice its row keeps (docs/copy-guide.md: plain, friendly). */
export function lowStockMail(
  config: Pick<Config, 'publicUrl'>,
  n: LowStockNotice,
): { subject: string; body: string } {
  const count = n.lines.length + n.more;
  const items = `${count} ${count === 1 ? 'item is' : 'items are'}`;
  return {
    subject: `${items} running low in ${n.store}`,
    body: [
      `Hello ${n.owner},`,
      '',
      `These items in ${n.store} have ${n.threshold} or fewer left this morning:`,
      '',
      ...n.lines.map(lineOf),
      ...(n.more > 0 ? [`… and ${n.more} more.`] : []),
      '',
      `Add stock in your store admin: ${config.publicUrl}${storeAdminPath(n.slug, 'items')}`,
      '',
      'This mail comes each morning something is low. Settings › Order limits says when an item counts as low.',
    ].join('\n'),
  };
}

export function lowStockMailRenderer(config: Pick<Config, 'publicUrl'>): MailRenderer {
  return async (_db, ref, to) => ({
    to,
    ...lowStockMail(config, JSON.parse(ref) as LowStockNotice),
  });
}
