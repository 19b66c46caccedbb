import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 19,
  name: 'uploads outlive their uploader',
  sql: `
-- An account with uploads could not be removed (media.uploader_id had no ON DELETE): a demo
-- visitor who had uploaded a picture got 500 on sign-out, and the sweep of expired visitors failed
-- on them for ever. Removing a visitor now deletes the uploads nothing else shows (demo/queries.ts);
-- a picture still shown elsewhere stays, and only forgets who uploaded it.
ALTER TABLE media ALTER COLUMN uploader_id DROP NOT NULL;
ALTER TABLE media DROP CONSTRAINT media_uploader_id_fkey;
ALTER TABLE media ADD CONSTRAINT media_uploader_id_fkey
  FOREIGN KEY (uploader_id) REFERENCES users(id) ON DELETE SET NULL;
-- Removing an account finds its uploads by this, not by reading every row.
CREATE INDEX media_uploader ON media (uploader_id);
`,
};
