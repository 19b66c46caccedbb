/**
 * The owner is told when their store's bank details, payout account or domain change: shoppers
 * who pay by transfer are shown those details, online payments settle to the payout account
 * (payments/payouts.ts), and shoppers' order links (with their keys) go to the domain.
 * The notice follows the settings' event (stores.settings_changed, wired in app.ts) and is queued
 * in the outbox in the save's transaction, so a crash or a mail server that refuses for a while
 * loses it no more than an order's mail.
 */
import { randomUUID } from 'node:crypto';
import { maskBankDetails } from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import type { Events } from '../lib/events.ts';
import { enqueueMail, type MailRenderer } from '../lib/mail-queue.ts';

/** The mail queue's kind of a notice to a store's owner. */
export const STORE_NOTICE_MAIL = 'store-notice';

/** What a notice says, kept in its row's ref: a fact of the moment of the change. */
interface Notice {
  about: 'bank_details' | 'custom_domain' | 'payouts';
  store: string;
  owner: string;
  by: string;
  at: string;
  /** The bank details' digits (masked), the new domain ('' for none) or the payout account (masked). */
  now: string;
}

/** `{ field: { before, after } }` for each field of `changes` whose value differs from `before`. */
export function changedFields(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, after] of Object.entries(changes)) {
    if (after === undefined) continue;
    const was = before[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(after)) out[field] = { before: was, after };
  }
  return out;
}

const formatLagosTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at)} (Lagos time)`;

/** The owner of a store's business, for its notices (none, or not active: nobody is told). */
async function storeOwner(
  db: Queryable,
  storeId: string,
): Promise<{ email: string; name: string } | undefined> {
  const { rows } = await db.query<{ email: string; name: string }>(
    `SELECT u.email, u.name FROM stores s JOIN businesses b ON b.id = s.business_id
       JOIN users u ON u.id = b.owner_id WHERE s.id = $1 AND u.active`,
    [storeId],
  );
  return rows[0];
}

export function subscribeStoreNotices(events: Events): void {
  events.on('stores.settings_changed', async (tx, { origin, store, changed }) => {
    const fields = (['bank_details', 'custom_domain', 'payouts'] as const).filter(
      (f) => changed[f],
    );
    if (fields.length === 0 || !origin) return;
    const owner = await storeOwner(tx, store.id);
    if (!owner) return;
    const at = formatLagosTime(new Date());
    for (const about of fields) {
      const after = String(changed[about]!.after ?? '');
      const notice: Notice = {
        about,
        store: store.name,
        owner: owner.name,
        by: `${origin.actor.name ?? ''} (${origin.actor.email})`,
        at,
        now: about === 'bank_details' ? maskBankDetails(after).replace(/\D/g, '') : after,
      };
      await enqueueMail(tx, {
        kind: STORE_NOTICE_MAIL,
        ref: JSON.stringify(notice),
        to: owner.email,
        key: `${STORE_NOTICE_MAIL}:${store.id}:${about}:${randomUUID()}`,
      });
    }
  });
}

export const storeNoticeRenderer: MailRenderer = async (_db, ref, to) => {
  const n = JSON.parse(ref) as Notice;
  if (n.about === 'payouts')
    return {
      to,
      subject: `Where the online payments of ${n.store} go was changed`,
      body: `Hello ${n.owner},\n\nThe payout account of ${n.store} was set by ${n.by} at ${n.at}. Payments shoppers make online now settle to ${n.now}.\n\nIf this wasn't you, sign in, put the right account back at once, and tell us: every online payment goes to this account.`,
    };
  if (n.about === 'bank_details')
    return {
      to,
      subject: `The bank details of ${n.store} were changed`,
      body: `Hello ${n.owner},\n\nThe bank details of ${n.store} were changed by ${n.by} at ${n.at}. They now end in ${n.now || '(no digits)'}.\n\nIf this wasn't you, sign in, put the right details back at once, and tell us: shoppers who pay by transfer are shown these details.`,
    };
  const now = n.now
    ? `It is now ${n.now}.`
    : 'It has none now: the store is at its Forgeworks address only.';
  return {
    to,
    subject: `The domain of ${n.store} was changed`,
    body: `Hello ${n.owner},\n\nThe domain of ${n.store} was changed by ${n.by} at ${n.at}. ${now}\n\nIf this wasn't you, sign in, put the right domain back at once, and tell us: shoppers' order links go to the store's domain.`,
  };
};
