import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 4,
  name: 'stores, products, variants and orders',
  sql: `
-- A business may be seeded with no recorder (the agency's demo store); owners own businesses.
ALTER TABLE businesses ALTER COLUMN marketer_id DROP NOT NULL;
ALTER TABLE businesses ADD COLUMN owner_id uuid REFERENCES users(id);
CREATE INDEX businesses_owner ON businesses (owner_id, created_at DESC) WHERE owner_id IS NOT NULL;

CREATE TABLE stores (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL UNIQUE REFERENCES businesses(id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  contact_email text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  delivery_zones jsonb NOT NULL DEFAULT '[]',
  pickup_address text NOT NULL DEFAULT '',
  bank_details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Store admins see only the stores they are given.
CREATE TABLE store_admins (
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (store_id, user_id)
);
CREATE INDEX store_admins_user ON store_admins (user_id);

-- Prices are integer kobo. price_kobo/price_max_kobo and search_text are kept by the writer
-- (from the variants and texts) so lists filter and sort without touching variants.
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  details text NOT NULL DEFAULT '',
  delivery text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  price_suffix text NOT NULL DEFAULT '',
  mods json NOT NULL DEFAULT '[]',
  media jsonb NOT NULL DEFAULT '[]',
  rating_value real NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  popularity integer NOT NULL DEFAULT 0,
  price_kobo integer NOT NULL DEFAULT 0,
  price_max_kobo integer NOT NULL DEFAULT 0,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, slug)
);
CREATE INDEX products_store_created ON products (store_id, created_at DESC);
CREATE INDEX products_store_price ON products (store_id, price_kobo);
CREATE INDEX products_tags ON products USING gin (tags);

CREATE TABLE variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position integer NOT NULL,
  mods jsonb NOT NULL DEFAULT '{}',
  qty integer NOT NULL CHECK (qty >= 0),
  price_kobo integer NOT NULL CHECK (price_kobo >= 0)
);
CREATE INDEX variants_product ON variants (product_id, position);

CREATE SEQUENCE order_numbers START 1001;
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number bigint NOT NULL UNIQUE DEFAULT nextval('order_numbers'),
  store_id uuid NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  access_key text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'confirmed', 'delivered', 'cancelled')),
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  fulfilment text NOT NULL CHECK (fulfilment IN ('delivery', 'pickup')),
  address text NOT NULL DEFAULT '',
  zone text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  payment text NOT NULL CHECK (payment IN ('pay_on_delivery', 'bank_transfer')),
  subtotal_kobo bigint NOT NULL,
  delivery_fee_kobo bigint NOT NULL,
  total_kobo bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_store_created ON orders (store_id, created_at DESC);

CREATE TABLE order_lines (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id uuid REFERENCES products(id) ON DELETE SET NULL,
  variant_id uuid REFERENCES variants(id) ON DELETE SET NULL,
  name text NOT NULL,
  image text NOT NULL DEFAULT '',
  options jsonb NOT NULL DEFAULT '[]',
  unit_price_kobo integer NOT NULL,
  qty integer NOT NULL CHECK (qty > 0)
);
CREATE INDEX order_lines_order ON order_lines (order_id);
CREATE INDEX order_lines_variant ON order_lines (variant_id);
`,
};
