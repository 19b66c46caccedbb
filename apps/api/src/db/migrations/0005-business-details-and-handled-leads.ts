import type { Migration } from './types.ts';

export const migration: Migration = {
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
};
