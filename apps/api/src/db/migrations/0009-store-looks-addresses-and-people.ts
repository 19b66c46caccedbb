import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 9,
  name: 'store looks, addresses and people',
  sql: `
-- Every store is a tenant with its own identity (docs/product-rules.md, "Many stores"): nothing in
-- the storefront's code names a store. Defaults are a neutral look that passes contrast.
ALTER TABLE stores
  ADD COLUMN tagline text NOT NULL DEFAULT '',
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN logo_url text NOT NULL DEFAULT '',
  ADD COLUMN hero_url text NOT NULL DEFAULT '',
  ADD COLUMN primary_colour text NOT NULL DEFAULT '#1f5f8b',
  ADD COLUMN accent_colour text NOT NULL DEFAULT '#8a3b12',
  ADD COLUMN search_hint text NOT NULL DEFAULT 'Search the store…',
  ADD COLUMN delivery_promise text NOT NULL DEFAULT '',
  ADD COLUMN categories jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN social jsonb NOT NULL DEFAULT '{"instagram":"","facebook":"","x":"","tiktok":"","whatsapp":""}',
  -- A domain the owner added (shop.example.ng); each store also answers on {slug}.{STORE_DOMAIN}.
  ADD COLUMN custom_domain text,
  -- A store made by the agency to show a prospect (or the demo brand): marked as a demo.
  ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX stores_custom_domain ON stores (custom_domain) WHERE custom_domain IS NOT NULL;
-- The demo brand was the only store before this version.
UPDATE stores SET is_demo = true WHERE slug = 'snailhouse';

-- Invited people have an account before they have a password: joined_at is set when they first
-- set one (the invitation's code), so a store's people list can say who has not joined yet.
ALTER TABLE users ADD COLUMN joined_at timestamptz;
UPDATE users SET joined_at = created_at;
`,
};
