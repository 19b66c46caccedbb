import type { Migration } from './types.ts';

export const migration: Migration = {
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
};
