/**
 * What the audit log records (docs/product-rules.md, "The audit log"). No zod here: the admin's
 * and owner's screens import this through '@agency/contract/rules'.
 *
 * Every action is spelled once, here: how the screens name it, and whether it is about a store
 * (an owner sees only those; the others have no store_id). The lists below derive from it.
 */
const ACTIONS = {
  'auth.sign_in': { label: 'Signed in', store: false },
  'auth.sign_in_failed': { label: 'Sign-in failed', store: false },
  'auth.locked': { label: 'Sign-in locked', store: false },
  'auth.two_step_on': { label: 'Two-step sign-in turned on', store: false },
  'auth.two_step_off': { label: 'Two-step sign-in turned off', store: false },
  'people.invited': { label: 'Person invited', store: false },
  'people.role_changed': { label: 'Role changed', store: false },
  'people.deactivated': { label: 'Person deactivated', store: false },
  'people.reactivated': { label: 'Person reactivated', store: false },
  'store.settings_changed': { label: 'Store settings changed', store: true },
  'store.created': { label: 'Store made', store: true },
  'store.admin_added': { label: 'Store admin added', store: true },
  'store.admin_removed': { label: 'Store admin removed', store: true },
  'store.owner_invited': { label: 'Owner invited', store: true },
  'store.disabled': { label: 'Store disabled', store: true },
  'store.enabled': { label: 'Store enabled', store: true },
  'store.removed': { label: 'Store removed', store: true },
  'store.opened': { label: 'Store opened', store: true },
  'catalogue.samples_removed': { label: 'Sample items removed', store: true },
  'catalogue.price_changed': { label: 'Price changed', store: true },
  'catalogue.stock_changed': { label: 'Stock changed', store: true },
  'catalogue.item_deleted': { label: 'Item deleted', store: true },
  'catalogue.status_changed': { label: 'Item published or made a draft', store: true },
  'catalogue.categories_changed': { label: 'Item categories changed', store: true },
  'catalogue.imported': { label: 'Items imported (CSV)', store: true },
  'catalogue.template_applied': { label: 'Template applied', store: true },
  'orders.status_changed': { label: 'Order status changed', store: true },
  'orders.payment_changed': { label: 'Order payment changed', store: true },
  'orders.recorded': { label: 'Sale recorded by hand', store: true },
  'businesses.deleted': { label: 'Business deleted', store: true },
  'blog.deleted': { label: 'Article deleted', store: false },
} as const satisfies Record<string, { label: string; store: boolean }>;

export type AuditAction = keyof typeof ACTIONS;

/** Every action, in the table's order (the log's filter lists them so). */
export const AUDIT_ACTIONS = Object.keys(ACTIONS) as [AuditAction, ...AuditAction[]];

/** How the screens name each action. */
export const AUDIT_ACTION_LABELS = Object.fromEntries(
  AUDIT_ACTIONS.map((action) => [action, ACTIONS[action].label]),
) as Record<AuditAction, string>;

/** Actions an owner may see: those about a store. */
export const STORE_AUDIT_ACTIONS: readonly AuditAction[] = AUDIT_ACTIONS.filter(
  (action) => ACTIONS[action].store,
);

/** One page of the log holds this many events. */
export const AUDIT_PAGE_SIZE = 50;

/** How long an event is kept, in days (then the hourly sweep deletes it). */
export const AUDIT_RETENTION_DAYS = 730;

/** What bank details look like in the log and in mails: the last 4 digits only. */
export function maskBankDetails(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  return digits.length > 0 ? `••••${digits.slice(-4)}` : '••••';
}
