import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 23,
  name: 'stores open when their owner opens them; template items are samples',
  sql: `
-- A store opens to shoppers when its owner opens it (docs/product-rules.md, "From prospect to
-- store"; decision 044). NULL: launched and not opened yet, so it says "opening soon" and takes no
-- orders. Every store that exists now, and any store made without a launch, is open: only a
-- launch sets it back to NULL. A demo store ignores it (a demo is always open).
ALTER TABLE stores ADD COLUMN opened_at timestamptz DEFAULT now();
-- The delivery zones came from a template and the owner has not saved them yet: the checklist
-- does not count them as set.
ALTER TABLE stores ADD COLUMN sample_zones boolean NOT NULL DEFAULT false;
-- An item a template put in the store. Outside a demo store a sample is shown to its managers
-- only and never sold, until its owner keeps or edits it.
ALTER TABLE products ADD COLUMN sample boolean NOT NULL DEFAULT false;
`,
};
