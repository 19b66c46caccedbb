import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 22,
  name: 'two-step sign-in',
  sql: `
-- Two-step sign-in (docs/product-rules.md, "Signing in"): an admin's or owner's authenticator
-- secret, encrypted with a key derived from the token secret (never sent again after setup).
-- Set up but not yet confirmed while on_since is NULL. last_step is the last 30-second step a
-- code was accepted for: a code is good once.
CREATE TABLE two_step_secrets (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text NOT NULL,
  on_since timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Ten recovery codes per turn-on, each good once; only their keyed hashes are kept.
CREATE TABLE two_step_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX two_step_recovery_codes_user ON two_step_recovery_codes (user_id);
`,
};
