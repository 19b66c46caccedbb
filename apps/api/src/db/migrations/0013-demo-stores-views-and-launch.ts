import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 13,
  name: 'demo stores for prospects, their views, and launch',
  sql: `
-- A demo store made from a business of the outreach list (docs/product-rules.md, "From prospect
-- to store"): who made it and when, its last counted view (expiry counts from it), and when it
-- became the business's live store.
ALTER TABLE stores
  ADD COLUMN prospect_demo_at timestamptz,
  ADD COLUMN prospect_demo_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN last_viewed_at timestamptz,
  ADD COLUMN launched_at timestamptz;
CREATE INDEX stores_prospect_demo ON stores (coalesce(last_viewed_at, prospect_demo_at))
  WHERE is_demo AND prospect_demo_at IS NOT NULL;

-- One row per visitor per Lagos day per demo store. visitor and address are SHA-256 hashes under
-- that day's salt (view_salts), which is deleted once the day is over: no cookie, no IP kept, and
-- yesterday's hashes cannot be linked to anyone again (decision record 012).
CREATE TABLE store_views (
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor bytea NOT NULL,
  address bytea NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, day, visitor)
);
CREATE INDEX store_views_address ON store_views (store_id, day, address);
CREATE TABLE view_salts (
  day date PRIMARY KEY,
  salt bytea NOT NULL
);

-- A lead sent from a demo store's "Make it yours" form belongs to the business it was made for.
ALTER TABLE contact_messages ADD COLUMN business_id uuid REFERENCES businesses(id) ON DELETE SET NULL;
`,
};
