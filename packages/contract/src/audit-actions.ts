/**
 * What the audit log records (docs/product-rules.md, "The audit log"). No zod here: the admin's
 * and owner's screens import this through '@agency/contract/rules'.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.locked',
  'auth.two_step_on',
  'auth.two_step_off',
  'people.invited',
  'people.role_changed',
  'people.deactivated',
  'people.reactivated',
  'store.settings_changed',
  'store.created',
  'store.admin_added',
  'store.admin_removed',
  'store.owner_invited',
  'store.disabled',
  'store.enabled',
  'store.removed',
  'catalogue.price_changed',
  'catalogue.stock_changed',
  'catalogue.item_deleted',
  'catalogue.imported',
  'catalogue.template_applied',
  'orders.status_changed',
  'orders.payment_changed',
  'businesses.deleted',
  'blog.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the screens name each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.locked': 'Sign-in locked',
  'auth.two_step_on': 'Two-step sign-in turned on',
  'auth.two_step_off': 'Two-step sign-in turned off',
  'people.invited': 'Person invited',
  'people.role_changed': 'Role changed',
  'people.deactivated': 'Person deactivated',
  'people.reactivated': 'Person reactivated',
  'store.settings_changed': 'Store settings changed',
  'store.created': 'Store made',
  'store.admin_added': 'Store admin added',
  'store.admin_removed': 'Store admin removed',
  'store.owner_invited': 'Owner invited',
  'store.disabled': 'Store disabled',
  'store.enabled': 'Store enabled',
  'store.removed': 'Store removed',
  'catalogue.price_changed': 'Price changed',
  'catalogue.stock_changed': 'Stock changed',
  'catalogue.item_deleted': 'Item deleted',
  'catalogue.imported': 'Items imported (CSV)',
  'catalogue.template_applied': 'Template applied',
  'orders.status_changed': 'Order status changed',
  'orders.payment_changed': 'Order payment changed',
  'businesses.deleted': 'Business deleted',
  'blog.deleted': 'Article deleted',
};

/** Actions an owner may see: those about a store (the others have no store_id). */
export const STORE_AUDIT_ACTIONS: readonly AuditAction[] = [
  'store.settings_changed',
  'store.created',
  'store.admin_added',
  'store.admin_removed',
  'store.owner_invited',
  'store.disabled',
  'store.enabled',
  'store.removed',
  'catalogue.price_changed',
  'catalogue.stock_changed',
  'catalogue.item_deleted',
  'catalogue.imported',
  'catalogue.template_applied',
  'orders.status_changed',
  'orders.payment_changed',
  'businesses.deleted',
];

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
