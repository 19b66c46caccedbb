import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 11,
  name: 'audit log',
  sql: `
-- Who did what and when (docs/product-rules.md, "The audit log"). Append-only: no foreign keys,
-- so an event outlives its actor, store and target; rows change never and go only when older
-- than the retention period (the sweep in audit/queries.ts).
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,
  actor_email text NOT NULL DEFAULT '',
  actor_role text,
  action text NOT NULL,
  store_id uuid,
  target_type text,
  target_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_address text,
  request_id text
);
CREATE INDEX audit_events_at ON audit_events (at DESC, id DESC);
CREATE INDEX audit_events_action ON audit_events (action, at DESC);
CREATE INDEX audit_events_actor ON audit_events (actor_id, at DESC);
CREATE INDEX audit_events_store ON audit_events (store_id, at DESC) WHERE store_id IS NOT NULL;

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '730 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
`,
};
