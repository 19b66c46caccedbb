import type { Migration } from './types.ts';

export const migration: Migration = {
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
};
