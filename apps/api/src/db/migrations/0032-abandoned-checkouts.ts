import type { Migration } from './types.ts';

/**
 * Carts that come back (docs/product-rules.md, "Abandoned checkouts"; decision 054).
 *
 * - `carts`: a checkout's cart, kept once the shopper typed a phone number or e-mail. `id` is the
 *   random id the browser made; `access_key` is the restore link's secret (the id alone opens
 *   nothing). `lines` are as an order takes them; `shown` and `value_kobo` are what the store's
 *   list shows (names, options and prices when it was last saved).
 * - `restored_at`: a restore link opened it; `order_id`/`converted_at`: an order was placed with it,
 *   and `recovered` when that order came after a restore (analytics counts those).
 */
export const migration: Migration = {
  version: 32,
  name: 'abandoned checkouts',
  sql: `
CREATE TABLE carts (
  id uuid PRIMARY KEY,
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  access_key text NOT NULL,
  lines jsonb NOT NULL,
  shown jsonb NOT NULL DEFAULT '[]',
  value_kobo bigint NOT NULL DEFAULT 0,
  name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  restored_at timestamptz,
  order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
  converted_at timestamptz,
  recovered boolean NOT NULL DEFAULT false
);
CREATE INDEX carts_abandoned ON carts (store_id, updated_at DESC) WHERE converted_at IS NULL;
CREATE INDEX carts_recovered ON carts (store_id, converted_at) WHERE recovered;
`,
};
