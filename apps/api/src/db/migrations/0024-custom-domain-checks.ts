import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 24,
  name: 'custom domain checks',
  sql: `
-- A custom domain counts only once it is checked (docs/product-rules.md, "A store's address"):
-- 'not_connected' (its name does not resolve to the platform), 'points_here' (it does, but the
-- store's token is not answered over HTTPS yet), 'secure' (both). Links use it only when secure.
-- domain_token is what the store site answers at /.well-known/forgeworks-domain/<token>;
-- domain_problem says, in the owner's words, what the last check found wrong.
ALTER TABLE stores
  ADD COLUMN domain_state text NOT NULL DEFAULT 'not_connected'
    CHECK (domain_state IN ('not_connected', 'points_here', 'secure')),
  ADD COLUMN domain_token text,
  ADD COLUMN domain_checked_at timestamptz,
  ADD COLUMN domain_problem text NOT NULL DEFAULT '';
-- A domain typed before checks existed is checked again from the start.
UPDATE stores SET domain_token = md5(random()::text || id::text) WHERE custom_domain IS NOT NULL;
-- The sweep takes the stores whose check is oldest.
CREATE INDEX stores_domain_due ON stores (domain_checked_at NULLS FIRST) WHERE custom_domain IS NOT NULL;
`,
};
