/**
 * What the audit log records of each domain event (docs/product-rules.md, "The audit log"): an
 * event maps to none, one or several entries. The actor, address and request id are the event's.
 */
import type { DomainEvent, EventType } from '../lib/events.ts';
import type { AuditEntry } from './record.ts';

const variantLabel = (mods: Record<string, string>) => Object.values(mods).join(' / ');

type Mapper<T extends EventType> = (event: DomainEvent<T>) => AuditEntry[];

/**
 * Per variant of an edited product that is kept, its price and stock before and after; the
 * product's status and categories when the edit changed them.
 */
const productEdited: Mapper<'catalogue.product_edited'> = ({ before, variants, status, tags }) => {
  const entries: AuditEntry[] = [];
  const item = {
    storeId: before.store_id,
    target: { type: 'product', id: before.id },
  };
  if (status !== undefined && status !== before.status)
    entries.push({
      ...item,
      action: 'catalogue.status_changed',
      details: { name: before.name, status: { before: before.status, after: status } },
    });
  const sorted = (list: readonly string[]) => [...list].sort().join(',');
  if (tags !== undefined && sorted(tags) !== sorted(before.tags))
    entries.push({
      ...item,
      action: 'catalogue.categories_changed',
      details: { name: before.name, tags: { before: before.tags, after: [...tags] } },
    });
  for (const variant of variants ?? []) {
    const was =
      before.variants.find((v) => variant.id && v.id === variant.id) ??
      before.variants.find((v) => JSON.stringify(v.mods) === JSON.stringify(variant.mods ?? {}));
    if (!was) continue;
    const about = { product_id: before.id, product: before.name, variant: variantLabel(was.mods) };
    const base = { storeId: before.store_id, target: { type: 'variant', id: was.id } };
    if (was.price_kobo !== variant.price_kobo)
      entries.push({
        ...base,
        action: 'catalogue.price_changed',
        details: { ...about, price_kobo: { before: was.price_kobo, after: variant.price_kobo } },
      });
    if (was.qty !== variant.qty)
      entries.push({
        ...base,
        action: 'catalogue.stock_changed',
        details: { ...about, qty: { before: was.qty, after: variant.qty } },
      });
  }
  return entries;
};

/** The entries of each event the audit log records; events not named here are not recorded. */
export const AUDIT_ENTRIES: { [T in EventType]?: Mapper<T> } = {
  'auth.signed_in': ({ userId, demo, twoStep }) => [
    {
      action: 'auth.sign_in',
      target: { type: 'user', id: userId },
      details: {
        ...(demo ? { workspace: 'demo' } : {}),
        ...(twoStep ? { two_step: twoStep } : {}),
      },
    },
  ],
  'auth.sign_in_failed': ({ reason }) => [{ action: 'auth.sign_in_failed', details: { reason } }],
  'auth.locked': ({ retryAfter }) => [
    { action: 'auth.locked', details: { retry_after: retryAfter ?? null } },
  ],
  'auth.two_step_changed': ({ userId, on }) => [
    { action: on ? 'auth.two_step_on' : 'auth.two_step_off', target: { type: 'user', id: userId } },
  ],
  'blog.article_deleted': ({ article }) => [
    {
      action: 'blog.deleted',
      target: { type: 'article', id: article.id },
      details: { title: article.title },
    },
  ],
  'businesses.deleted': ({ business }) => [
    {
      action: 'businesses.deleted',
      businessId: business.id,
      target: { type: 'business', id: business.id },
      details: { name: business.name },
    },
  ],
  'catalogue.product_edited': productEdited,
  'catalogue.item_deleted': ({ product }) => [
    {
      action: 'catalogue.item_deleted',
      storeId: product.store_id,
      target: { type: 'product', id: product.id },
      details: { name: product.name, slug: product.slug },
    },
  ],
  // One entry for the file; an import's price and stock changes are in its counts.
  'catalogue.filled': ({ storeId, details: { how, ...counts } }) => [
    {
      action: how === 'import' ? 'catalogue.imported' : 'catalogue.template_applied',
      storeId,
      target: { type: 'store', id: storeId },
      details: counts,
    },
  ],
  'orders.status_changed': ({ storeId, order, before, after }) => [
    {
      action: 'orders.status_changed',
      storeId,
      target: { type: 'order', id: order.id },
      details: {
        number: order.number,
        status: { before, after },
        ...(after === 'shipped'
          ? { carrier: order.carrier, tracking_url: order.tracking_url }
          : {}),
      },
    },
  ],
  'orders.recorded': ({ storeId, order }) => [
    {
      action: 'orders.recorded',
      storeId,
      target: { type: 'order', id: order.id },
      details: {
        number: order.number,
        source: order.source,
        total_kobo: order.total_kobo,
        paid_with: order.paid_with,
      },
    },
  ],
  'orders.payment_changed': ({ storeId, order, before, after }) => [
    {
      action: 'orders.payment_changed',
      storeId,
      target: { type: 'order', id: order.id },
      details: {
        number: order.number,
        payment_status: { before, after },
        total_kobo: order.total_kobo,
      },
    },
  ],
  'people.invited': ({ member }) => [
    {
      action: 'people.invited',
      target: { type: 'user', id: member.id },
      details: { email: member.email, name: member.name, role: member.role },
    },
  ],
  'people.member_changed': ({ member, before, after }) => {
    const target = { type: 'user', id: member.id };
    return [
      ...(before.role !== after.role
        ? [
            {
              action: 'people.role_changed' as const,
              target,
              details: { email: member.email, role: { before: before.role, after: after.role } },
            },
          ]
        : []),
      ...(before.active !== after.active
        ? [
            {
              action: after.active
                ? ('people.reactivated' as const)
                : ('people.deactivated' as const),
              target,
              details: { email: member.email },
            },
          ]
        : []),
    ];
  },
  'stores.settings_changed': ({ store, changed }) => [
    {
      action: 'store.settings_changed',
      storeId: store.id,
      target: { type: 'store', id: store.id },
      details: changed,
    },
  ],
  'stores.people_changed': ({ storeId, change, person }) => [
    {
      action: change,
      storeId,
      target: person ? { type: 'user', id: person.id } : { type: 'store', id: storeId },
      details: person?.email ? { email: person.email } : {},
    },
  ],
  'stores.disabled_changed': ({ store, disabled }) => [
    {
      action: disabled ? 'store.disabled' : 'store.enabled',
      storeId: store.id,
      target: { type: 'store', id: store.id },
      details: { slug: store.slug, name: store.name, kind: store.kind },
    },
  ],
  'stores.opened': ({ store }) => [
    {
      action: 'store.opened',
      storeId: store.id,
      target: { type: 'store', id: store.id },
      details: { slug: store.slug, name: store.name },
    },
  ],
  'catalogue.samples_removed': ({ storeId, slugs }) => [
    {
      action: 'catalogue.samples_removed',
      storeId,
      target: { type: 'store', id: storeId },
      details: { count: slugs.length, slugs: slugs.slice(0, 50) },
    },
  ],
  'stores.removed': ({ store }) => [
    {
      action: 'store.removed',
      storeId: store.id,
      target: { type: 'store', id: store.id },
      details: { slug: store.slug, name: store.name, kind: store.kind },
    },
  ],
};
