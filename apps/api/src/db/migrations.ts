/**
 * Versioned schema changes, applied in order at start, each in its own transaction. Never edit a
 * released migration: add the next one.
 */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('marketer', 'owner', 'store_admin', 'admin')),
  password_hash text NOT NULL,
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otps_user ON otps (user_id, created_at DESC);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  number text NOT NULL,
  message text NOT NULL,
  address text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every variant of a name with at most one character deleted. Two names are within edit
-- distance 1 only if these sets meet, so a GIN index finds the candidates without a scan.
CREATE FUNCTION deletion_keys(s text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT k) FROM (
    SELECT s AS k
    UNION ALL
    SELECT overlay(s PLACING '' FROM i FOR 1) FROM generate_series(1, length(s)) AS i
  ) AS variants
$$;

CREATE TABLE businesses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  name_key text NOT NULL,
  name_keys text[] GENERATED ALWAYS AS (deletion_keys(name_key)) STORED,
  marketer_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX businesses_marketer ON businesses (marketer_id, created_at DESC);
CREATE INDEX businesses_name_keys ON businesses USING gin (name_keys);

CREATE TABLE articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid NOT NULL REFERENCES users(id),
  title text NOT NULL,
  slug text NOT NULL UNIQUE,
  excerpt text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('published', 'draft', 'archived')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_author ON articles (author_id, created_at DESC);
CREATE INDEX articles_published ON articles (created_at DESC) WHERE status = 'published';

CREATE TABLE media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_name text NOT NULL UNIQUE,
  type text NOT NULL,
  size integer NOT NULL,
  uploader_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failures per key (login per account and address) with a lock that grows.
CREATE TABLE throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- One row per counted event (contact, OTP requests) for rate limits over a window.
CREATE TABLE rate_events (key text NOT NULL, at timestamptz NOT NULL DEFAULT now());
CREATE INDEX rate_events_key_at ON rate_events (key, at);
`,
  },
  {
    version: 2,
    name: 'atomic limiters, decaying locks',
    sql: `
-- Failures decay with quiet time, so a lock never lasts for ever.
ALTER TABLE throttle ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Token buckets: one row per key, taken from and refilled in one atomic statement.
CREATE TABLE rate_buckets (key text PRIMARY KEY, tokens float8 NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
DROP TABLE rate_events;

CREATE INDEX otps_expires ON otps (expires_at);
`,
  },
  {
    version: 3,
    name: 'indexed slug prefix search',
    sql: `CREATE INDEX articles_slug_prefix ON articles (slug text_pattern_ops);`,
  },
  {
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
  },
  {
    version: 5,
    name: 'business details and handled leads',
    sql: `
-- A business's details and where it stands; deleted_at is a soft delete (undo un-deletes it).
ALTER TABLE businesses
  ADD COLUMN contact_person text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN status text NOT NULL DEFAULT 'to_contact'
    CHECK (status IN ('to_contact', 'contacted', 'interested', 'won', 'lost')),
  ADD COLUMN notes text NOT NULL DEFAULT '',
  ADD COLUMN next_follow_up date,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN deleted_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
CREATE INDEX contact_messages_unread ON contact_messages (id DESC) WHERE handled_at IS NULL;
`,
  },
  {
    version: 7,
    name: 'deactivated users',
    sql: `ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;`,
  },
  {
    version: 8,
    name: 'demo workspaces',
    sql: `
-- /demo/admin works on a demo workspace of the caller's own ('demo:<user id>'), never on 'live'.
ALTER TABLE businesses ADD COLUMN workspace text NOT NULL DEFAULT 'live';
DROP INDEX businesses_marketer;
CREATE INDEX businesses_marketer ON businesses (workspace, marketer_id, created_at DESC);
-- 'Try the demo' visitors: accounts with no password that end with their workspace.
ALTER TABLE users ADD COLUMN demo_until timestamptz;
CREATE INDEX users_demo_until ON users (demo_until) WHERE demo_until IS NOT NULL;
CREATE TABLE demo_workspaces (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX demo_workspaces_seeded ON demo_workspaces (seeded_at);
`,
  },
];
