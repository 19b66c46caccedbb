import {
  maskBankDetails,
  type ManagedStore,
  type OrderStatus,
  type PaymentStatus,
  type Product,
  type Role,
  type TeamMember,
} from '@agency/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context, User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { changePaymentStatus } from '../orders/payment-queries.ts';
import { changeOrderStatus } from '../orders/status-queries.ts';
import { updateMember } from '../people/queries.ts';
import { memberState, orderStatusOf, storeOwner } from './queries.ts';
import { type AuditActor, changedFields, recordAfter, recordEvent } from './record.ts';

/**
 * One call per audited change, made from the module that changes (docs/product-rules.md, "The
 * audit log"). Transactional changes record in their transaction (recordEvent), the others right
 * after (recordAfter).
 */

const actorOf = (user: Pick<User, 'id' | 'email' | 'role'> & { workspace?: string }) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  workspace: user.workspace,
});

/** Sign-ins, failed sign-ins and refusals while locked: an onSend hook of the auth plugin. */
export function auditSignIns(app: FastifyInstance, ctx: Context): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || !request.routeOptions.url?.endsWith('/auth/login'))
      return payload;
    const body = request.body as { email?: unknown; workspace?: unknown } | undefined;
    const email =
      typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 200) : '';
    const answer = readJson(payload);
    const nobody: AuditActor = { id: null, email, role: null };
    const status = reply.statusCode;
    if (status === 200 && typeof answer.id === 'string')
      await recordAfter(
        ctx.db,
        request,
        { id: answer.id, email, role: String(answer.role) },
        {
          action: 'auth.sign_in',
          target: { type: 'user', id: answer.id },
          details: body?.workspace === 'demo' ? { workspace: 'demo' } : {},
        },
      );
    else if (status === 401 || status === 403)
      await recordAfter(ctx.db, request, nobody, {
        action: 'auth.sign_in_failed',
        details: { reason: status === 403 ? 'deactivated' : 'invalid_credentials' },
      });
    else if (status === 429 && /failed attempts|locked/i.test(String(answer.message)))
      await recordAfter(ctx.db, request, nobody, {
        action: 'auth.locked',
        details: { retry_after: reply.getHeader('retry-after') ?? null },
      });
    return payload;
  });
}

function readJson(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'string') return {};
  try {
    const value = JSON.parse(payload) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function auditInvite(
  db: Queryable,
  request: FastifyRequest,
  admin: User,
  member: TeamMember,
): Promise<void> {
  await recordAfter(db, request, actorOf(admin), {
    action: 'people.invited',
    target: { type: 'user', id: member.id },
    details: { email: member.email, name: member.name, role: member.role },
  });
}

/** people's updateMember, with its role change and (de)activation recorded in one transaction. */
export async function updateMemberAudited(
  ctx: Context,
  request: FastifyRequest,
  admin: User,
  id: string,
  change: { role: Role | null; active: boolean | null },
): Promise<TeamMember | undefined> {
  return ctx.db.transaction(async (tx) => {
    const before = await memberState(tx, id);
    const member = await updateMember(tx, id, change);
    if (!before || !member) return member;
    const target = { type: 'user', id: member.id };
    if (before.role !== member.role)
      await recordEvent(tx, request, actorOf(admin), {
        action: 'people.role_changed',
        target,
        details: { email: member.email, role: { before: before.role, after: member.role } },
      });
    if (before.active !== member.active)
      await recordEvent(tx, request, actorOf(admin), {
        action: member.active ? 'people.reactivated' : 'people.deactivated',
        target,
        details: { email: member.email },
      });
    return member;
  });
}

const formatLagosTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at)} (Lagos time)`;

/**
 * After PATCH /stores/:store: which fields changed, before and after (bank details masked), and
 * a notice to the store's owner when the bank details changed.
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

const variantLabel = (mods: Record<string, string>) => Object.values(mods).join(' / ');

/**
 * Per variant of an edited product that is kept, its price and stock before and after (in the
 * edit's transaction). `variants`: the edit's list (kept ones carry their id), if it had one.
 */
export async function auditProductEdit(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  before: Product,
  variants:
    | readonly { id?: string; mods?: Record<string, string>; qty: number; price_kobo: number }[]
    | undefined,
): Promise<void> {
  for (const variant of variants ?? []) {
    const was =
      before.variants.find((v) => variant.id && v.id === variant.id) ??
      before.variants.find((v) => JSON.stringify(v.mods) === JSON.stringify(variant.mods ?? {}));
    if (!was) continue;
    const about = { product_id: before.id, product: before.name, variant: variantLabel(was.mods) };
    const base = { storeId: before.store_id, target: { type: 'variant', id: was.id } };
    if (was.price_kobo !== variant.price_kobo)
      await recordEvent(tx, request, actorOf(user), {
        ...base,
        action: 'catalogue.price_changed',
        details: { ...about, price_kobo: { before: was.price_kobo, after: variant.price_kobo } },
      });
    if (was.qty !== variant.qty)
      await recordEvent(tx, request, actorOf(user), {
        ...base,
        action: 'catalogue.stock_changed',
        details: { ...about, qty: { before: was.qty, after: variant.qty } },
      });
  }
}

export async function auditItemDeleted(
  db: Queryable,
  request: FastifyRequest,
  user: User,
  product: Pick<Product, 'id' | 'name' | 'slug' | 'store_id'>,
): Promise<void> {
  await recordAfter(db, request, actorOf(user), {
    action: 'catalogue.item_deleted',
    storeId: product.store_id,
    target: { type: 'product', id: product.id },
    details: { name: product.name, slug: product.slug },
  });
}

/** orders' changeOrderStatus, with the change recorded in its transaction. */
export async function changeOrderStatusAudited(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  storeId: string,
  orderId: string,
  next: OrderStatus,
) {
  const before = await orderStatusOf(tx, storeId, orderId);
  const order = await changeOrderStatus(tx, storeId, orderId, next);
  if (before && before.status !== order.status)
    await recordEvent(tx, request, actorOf(user), {
      action: 'orders.status_changed',
      storeId,
      target: { type: 'order', id: order.id },
      details: { number: before.number, status: { before: before.status, after: order.status } },
    });
  return order;
}

/** orders' changePaymentStatus (marked paid, refunded, or unpaid again), recorded in its transaction. */
export async function changePaymentStatusAudited(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  storeId: string,
  orderId: string,
  next: PaymentStatus,
) {
  const { before, order } = await changePaymentStatus(tx, storeId, orderId, next);
  if (before !== order.payment_status)
    await recordEvent(tx, request, actorOf(user), {
      action: 'orders.payment_changed',
      storeId,
      target: { type: 'order', id: order.id },
      details: {
        number: order.number,
        payment_status: { before, after: order.payment_status },
        total_kobo: order.total_kobo,
      },
    });
  return order;
}

export async function auditBusinessDeleted(
  tx: Queryable,
  request: FastifyRequest,
  user: User & { workspace?: string },
  business: { id: string; name: string },
): Promise<void> {
  await recordEvent(tx, request, actorOf(user), {
    action: 'businesses.deleted',
    businessId: business.id,
    target: { type: 'business', id: business.id },
    details: { name: business.name },
  });
}

export async function auditArticleDeleted(
  db: Queryable,
  request: FastifyRequest,
  user: User,
  article: { id: string; title: string },
): Promise<void> {
  await recordAfter(db, request, actorOf(user), {
    action: 'blog.deleted',
    target: { type: 'article', id: article.id },
    details: { title: article.title },
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

/**
 * A CSV import or a template filled a store (in its transaction): how many items came in or
 * changed. One event for the file; an import's price and stock changes are in its counts.
 */
export async function auditCatalogueFilled(
  tx: Queryable,
  request: FastifyRequest,
  user: User,
  storeId: string,
  details:
    | { how: 'import'; created: number; updated: number; refused: number }
    | { how: 'template'; template: string; created: number },
): Promise<void> {
  const { how, ...counts } = details;
  await recordEvent(tx, request, actorOf(user), {
    action: how === 'import' ? 'catalogue.imported' : 'catalogue.template_applied',
    storeId,
    target: { type: 'store', id: storeId },
    details: counts,
  });
}
