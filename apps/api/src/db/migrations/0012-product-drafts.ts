import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 12,
  name: 'product drafts',
  sql: `
-- An item saved as a draft is the store's own until it is published: shoppers' lists, item pages,
-- search and checkout see 'active' items only (docs/product-rules.md, "Drafts").
ALTER TABLE products ADD COLUMN status text NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'draft'));
`,
};
