import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 21,
  name: 'stores an admin disabled',
  sql: `
-- An admin's takedown (docs/product-rules.md, "Client stores"): a disabled store is closed to
-- shoppers (its pages say so, no order is taken, no sitemap or store host names it) while its
-- managers still see it. NULL: open.
ALTER TABLE stores ADD COLUMN disabled_at timestamptz;
`,
};
