import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 14,
  name: 'business timeline',
  sql: `
-- A business's timeline (docs/product-rules.md, "A business's page"): notes are added, never
-- written over, and every status change is recorded, each with who and when. businesses.notes
-- keeps the latest note, so the list, search and older clients read what they always read.
CREATE TABLE business_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('note', 'status')),
  body text NOT NULL DEFAULT '',
  from_status text,
  to_status text
);
CREATE INDEX business_events_business ON business_events (business_id, at DESC, id DESC);

-- What each business's notes box held becomes its first entry, by whoever recorded it.
INSERT INTO business_events (business_id, at, author_id, kind, body)
  SELECT id, coalesce(updated_at, created_at), marketer_id, 'note', notes
    FROM businesses WHERE notes <> '';
`,
};
