import type { Migration } from './types.ts';

export const migration: Migration = {
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
};
