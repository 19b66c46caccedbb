import type { Migration } from './types.ts';

/**
 * Leads join their business (docs/product-rules.md, "Leads"): `contact_messages.attached_to` is
 * the business a lead was added to ("Add to …" or "Convert to business"), apart from
 * `business_id` (the business whose demo store it was sent from), which stays as it was sent.
 */
export const migration: Migration = {
  version: 33,
  name: 'leads join their business',
  sql: `
ALTER TABLE contact_messages ADD COLUMN attached_to uuid REFERENCES businesses(id) ON DELETE SET NULL;
`,
};
