import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 10,
  name: 'order limits, stock versions, staff sessions',
  sql: `
-- M2: what one order may take, per store (docs/product-rules.md, "Order limits"): units of one
-- variant, the order's value (kobo; 200000000 = N2,000,000), and how long a 'new' order nobody
-- confirmed holds its stock before it is cancelled.
ALTER TABLE stores ADD COLUMN max_units_per_variant integer NOT NULL DEFAULT 20
  CHECK (max_units_per_variant BETWEEN 1 AND 10000);
ALTER TABLE stores ADD COLUMN max_order_kobo bigint NOT NULL DEFAULT 200000000
  CHECK (max_order_kobo BETWEEN 100 AND 100000000000);
ALTER TABLE stores ADD COLUMN unconfirmed_order_hours integer NOT NULL DEFAULT 48
  CHECK (unconfirmed_order_hours BETWEEN 1 AND 720);
CREATE INDEX orders_new_created ON orders (created_at) WHERE status = 'new';
-- One mail per order, at most a few an hour per store; the rest go in a digest (orders/mail.ts).
ALTER TABLE orders ADD COLUMN mailed_at timestamptz;
UPDATE orders SET mailed_at = created_at;
CREATE INDEX orders_unmailed ON orders (store_id, created_at) WHERE mailed_at IS NULL;
-- L8: demo stores (stores.is_demo, migration 9) take demo orders only, cleared daily; the demo
-- brand shows fake bank details.
UPDATE stores SET bank_details = 'Demo Bank · account 0000000000 (demo)'
 WHERE slug = 'snailhouse' AND bank_details = 'Snailhouse Farms Ltd · GTBank · account 0123456789';
ALTER TABLE orders ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
UPDATE orders o SET is_demo = true FROM stores s WHERE s.id = o.store_id AND s.is_demo;
-- L4: an item save names the stock it saw; orders and cancels move the version on.
ALTER TABLE products ADD COLUMN stock_version integer NOT NULL DEFAULT 0;
-- L9: staff sessions end after a while without a request (last_seen_at, written at most a minute apart).
CREATE TABLE staff_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_user ON staff_sessions (user_id);
CREATE INDEX staff_sessions_seen ON staff_sessions (last_seen_at);
`,
};
