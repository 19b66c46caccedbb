/** Audit events of a store (store.*): its settings changed, who may run it changed. */
import { maskBankDetails, type ManagedStore } from '@agency/contract';
import type { FastifyRequest } from 'fastify';
import type { Context, User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { storeOwner } from './queries.ts';
import { actorOf, changedFields, recordAfter } from './record.ts';

const formatLagosTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at)} (Lagos time)`;

/**
 * After PATCH /stores/:store: which fields changed, before and after (bank details masked), and
 * a notice to the store's owner when the bank details or the domain changed.
 */
export async function auditStoreSettings(
  ctx: Context,
  request: FastifyRequest,
  user: User,
  store: ManagedStore,
  changes: Record<string, unknown>,
): Promise<void> {
  const diff = changedFields(store as unknown as Record<string, unknown>, changes);
  if (Object.keys(diff).length === 0) return;
  await recordAfter(ctx.db, request, actorOf(user), {
    action: 'store.settings_changed',
    storeId: store.id,
    target: { type: 'store', id: store.id },
    details: diff,
  });
  if (diff.custom_domain) domainNotice(ctx, user, store, String(diff.custom_domain.after ?? ''));
  if (!diff.bank_details) return;
  const at = formatLagosTime(new Date());
  const after = maskBankDetails(String(diff.bank_details.after ?? ''));
  ctx.background.run('bank details notice', async () => {
    const owner = await storeOwner(ctx.db, store.id);
    if (!owner) return;
    await ctx.mailer.send({
      to: owner.email,
      subject: `The bank details of ${store.name} were changed`,
      body: `Hello ${owner.name},\n\nThe bank details of ${store.name} were changed by ${user.name} (${user.email}) at ${at}. They now end in ${after.replace(/\D/g, '') || '(no digits)'}.\n\nIf this wasn't you or your store admin, sign in, put the right details back at once, and tell us: shoppers who pay by transfer are shown these details.`,
    });
  });
}

/**
 * The owner is told when the store's domain changed, as for bank details: the domain decides where
 * shoppers' order links (with their keys) point.
 */
function domainNotice(ctx: Context, user: User, store: ManagedStore, domain: string): void {
  const at = formatLagosTime(new Date());
  const now = domain
    ? `It is now ${domain}.`
    : 'It has none now: the store is at its Forgeworks address only.';
  ctx.background.run('domain notice', async () => {
    const owner = await storeOwner(ctx.db, store.id);
    if (!owner) return;
    await ctx.mailer.send({
      to: owner.email,
      subject: `The domain of ${store.name} was changed`,
      body: `Hello ${owner.name},\n\nThe domain of ${store.name} was changed by ${user.name} (${user.email}) at ${at}. ${now}\n\nIf this wasn't you, sign in, put the right domain back at once, and tell us: shoppers' order links go to the store's domain.`,
    });
  });
}

/** Who may run a store changed: a store made, a store admin added or removed, its owner invited. */
export async function auditStorePeople(
  db: Queryable,
  request: FastifyRequest,
  user: User,
  storeId: string,
  action: 'store.created' | 'store.admin_added' | 'store.admin_removed' | 'store.owner_invited',
  person?: { id: string; email?: string },
): Promise<void> {
  await recordAfter(db, request, actorOf(user), {
    action,
    storeId,
    target: person ? { type: 'user', id: person.id } : { type: 'store', id: storeId },
    details: person?.email ? { email: person.email } : {},
  });
}
