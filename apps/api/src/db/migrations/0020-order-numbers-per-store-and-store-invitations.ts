import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 20,
  name: 'order numbers per store, store invitations',
  sql: `
-- Each store numbers its own orders (#1001, #1002 …): one counter row per store, raised by the
-- order's transaction (an upsert: parallel orders wait for the row and get distinct numbers).
-- Orders placed before keep their numbers; a store goes on from its highest.
CREATE TABLE store_order_numbers (
  store_id uuid PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
  last bigint NOT NULL
);
INSERT INTO store_order_numbers (store_id, last)
  SELECT store_id, max(number) FROM orders GROUP BY store_id;
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_number_key;
CREATE UNIQUE INDEX orders_store_number ON orders (store_id, number);

-- An owner asks a person who already has a store admin account to run their store: they join
-- only when they accept with the mailed link (its token is kept as a SHA-256 hash).
CREATE TABLE store_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  email text NOT NULL,
  name text NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (store_id, email)
);
`,
};
