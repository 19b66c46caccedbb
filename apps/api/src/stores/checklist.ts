import { storeAdminPath } from '@agency/areas';
import type { ChecklistItem, StoreChecklist } from '@agency/contract';

/**
 * The launch checklist (docs/product-rules.md, "From prospect to store"): six items, each ticked
 * from the store's data by SQL (never by hand) and linked to the store admin screen that does it.
 * It credits only what the owner did: a template's sample items and delivery zones do not count
 * until the owner keeps or saves them (decision 044). The essentials are done before an owner may
 * open the store.
 */
export const CHECKLIST_SIZE = 6;

/** Products with at least one picture a launched store should show. */
export const MIN_PRODUCTS_WITH_PICTURES = 6;

/** Each item's condition for the store aliased `s`, in the checklist's order. */
const CONDITIONS: Record<string, string> = {
  c_identity: `s.tagline <> '' AND s.logo_url <> '' AND (s.contact_phone <> '' OR s.contact_email <> '')`,
  // Items shoppers see (not drafts, not a template's samples) with at least one picture.
  c_products: `(SELECT count(*) FROM products p WHERE p.store_id = s.id AND p.status = 'active'
      AND NOT p.sample AND jsonb_array_length(p.media) > 0) >= ${MIN_PRODUCTS_WITH_PICTURES}`,
  c_delivery: 'jsonb_array_length(s.delivery_zones) > 0 AND NOT s.sample_zones',
  // Transfers to the store's bank details, or online payments through its Paystack payouts.
  c_payment: `(s.bank_details <> '' OR EXISTS (SELECT 1 FROM store_payouts sp WHERE sp.store_id = s.id))`,
  // A domain counts once its check found it secure (stores/domain-check.ts), not when typed.
  c_domain: `s.custom_domain IS NOT NULL AND s.domain_state = 'secure'`,
  // A test order: placed and cancelled since the launch (a demo's orders are cleared then).
  c_test_order: `EXISTS (SELECT 1 FROM orders o WHERE o.store_id = s.id AND o.status = 'cancelled'
      AND (s.launched_at IS NULL OR o.created_at >= s.launched_at))`,
};

/** One boolean column per item (c_identity …), for the store aliased `s`. */
export const CHECKLIST_COLUMNS = Object.entries(CONDITIONS)
  .map(([name, condition]) => `(${condition}) AS ${name}`)
  .join(',\n  ');

/** How many of the items are done, as one SQL integer for the store aliased `s`. */
export const CHECKLIST_DONE = `(${Object.values(CONDITIONS)
  .map((condition) => `(CASE WHEN ${condition} THEN 1 ELSE 0 END)`)
  .join(' + ')})`;

export interface ChecklistRow {
  slug: string;
  name: string;
  is_demo: boolean;
  launched_at: string | null;
  opened_at: string | null;
  c_identity: boolean;
  c_products: boolean;
  c_delivery: boolean;
  c_payment: boolean;
  c_domain: boolean;
  c_test_order: boolean;
}

/**
 * The items in order, with their words and screens: each links to the settings page and field
 * (`#id`) that does it (apps/storefront/src/routes/admin/settings-pages.tsx).
 */
export function checklistOf(row: ChecklistRow): StoreChecklist {
  const at = (path: string, field = '') =>
    `${storeAdminPath(row.slug, path)}${field ? `#${field}` : ''}`;
  const items: ChecklistItem[] = [
    {
      key: 'identity',
      essential: true,
      label: 'Add a logo, a tagline and a phone number or e-mail',
      done: row.c_identity,
      link: at('settings/look', 'logo'),
    },
    {
      key: 'products',
      essential: true,
      label: `Put at least ${MIN_PRODUCTS_WITH_PICTURES} items with pictures in the store`,
      done: row.c_products,
      link: at('items'),
    },
    {
      key: 'delivery',
      essential: true,
      label: 'Set the delivery zones and their fees',
      done: row.c_delivery,
      link: at('settings/delivery', 'sa-zones'),
    },
    {
      key: 'payment',
      essential: true,
      label: 'Add the bank details buyers pay to',
      done: row.c_payment,
      link: at('settings/delivery', 'sa-pay'),
    },
    {
      key: 'domain',
      essential: false,
      label: 'Connect the store’s own domain',
      done: row.c_domain,
      link: at('settings/domain'),
    },
    {
      key: 'test_order',
      essential: false,
      label: 'Place a test order, then cancel it',
      done: row.c_test_order,
      link: at('orders'),
    },
  ];
  return {
    store: {
      slug: row.slug,
      name: row.name,
      is_demo: row.is_demo,
      launched_at: row.launched_at,
      opened_at: row.opened_at,
    },
    items,
    done: items.filter((i) => i.done).length,
    total: items.length,
  };
}

/** Columns a ChecklistRow is read with, for the store aliased `s`. */
export const CHECKLIST_ROW = `s.slug, s.name, s.is_demo, s.launched_at, s.opened_at, ${CHECKLIST_COLUMNS}`;

/**
 * What an owner must still do before opening the store, as one sentence naming each essential
 * left; null when every essential is done.
 */
export function missingEssentials(checklist: StoreChecklist): string | null {
  const left = checklist.items.filter((item) => item.essential && !item.done);
  if (left.length === 0) return null;
  const steps = left.map((item) => item.label.charAt(0).toLowerCase() + item.label.slice(1));
  return `${checklist.store.name} cannot open yet. Still to do: ${steps.join('; ')}.`;
}
