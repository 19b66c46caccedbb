import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 17,
  name: 'discount codes, fulfilment kinds, article covers and slugs',
  sql: `
-- Discount codes per store (docs/product-rules.md, "Discount codes"). value is a percentage (1-100)
-- or kobo; used counts redemptions and is only raised by a conditional UPDATE under the code's row
-- lock (orders take it like the last unit of stock), so it never passes max_uses.
CREATE TABLE discount_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value integer NOT NULL CHECK (value > 0),
  min_order_kobo bigint NOT NULL DEFAULT 0 CHECK (min_order_kobo >= 0),
  starts_on date,
  ends_on date,
  max_uses integer CHECK (max_uses > 0),
  max_uses_per_shopper integer CHECK (max_uses_per_shopper > 0),
  used integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'percent' OR value <= 100),
  CHECK (max_uses IS NULL OR used <= max_uses),
  CHECK (used >= 0)
);
CREATE UNIQUE INDEX discount_codes_store_code ON discount_codes (store_id, upper(code));
-- One row per order that used a code; shoppers are told apart by phone digits and by e-mail.
CREATE TABLE discount_redemptions (
  order_id uuid PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  discount_id uuid NOT NULL REFERENCES discount_codes(id) ON DELETE CASCADE,
  phone_key text NOT NULL,
  email_key text NOT NULL,
  amount_kobo bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discount_redemptions_phone ON discount_redemptions (discount_id, phone_key);
CREATE INDEX discount_redemptions_email ON discount_redemptions (discount_id, email_key);
-- The order keeps the code and what it took off (kobo), for the receipt and the analytics.
ALTER TABLE orders ADD COLUMN discount_code text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN discount_kobo bigint NOT NULL DEFAULT 0;

-- How each product reaches the shopper: shipped, e-mailed (digital) or booked (a service). An
-- order with nothing to ship has fulfilment 'none': no address, no fee, no pay on delivery.
ALTER TABLE products ADD COLUMN fulfilment text NOT NULL DEFAULT 'shipped'
  CHECK (fulfilment IN ('shipped', 'digital', 'service'));
UPDATE products p SET fulfilment = 'digital' FROM stores s
 WHERE s.id = p.store_id AND s.slug = 'snailhouse' AND p.slug = 'p20';
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_fulfilment_check;
ALTER TABLE orders ADD CONSTRAINT orders_fulfilment_check CHECK (fulfilment IN ('delivery', 'pickup', 'none'));

-- Articles: a cover picture (its Open Graph card) and the slugs an article had before, so an old
-- link still finds it after its address was edited.
ALTER TABLE articles ADD COLUMN cover_url text NOT NULL DEFAULT '';
CREATE TABLE article_old_slugs (
  slug text PRIMARY KEY,
  article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE
);
`,
};
