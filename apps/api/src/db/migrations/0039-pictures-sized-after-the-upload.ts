import type { Migration } from './types.ts';

/**
 * Pictures sized after the upload (docs/product-rules.md, "Uploads"; decision 060): an upload is
 * answered once its file is stored as it came, and `pending` until a queue has re-encoded and
 * sized it. The partial index finds the few waiting uploads a stopped instance left behind.
 */
export const migration: Migration = {
  version: 39,
  name: 'pictures sized after the upload',
  sql: `
ALTER TABLE media ADD COLUMN pending boolean NOT NULL DEFAULT false;
CREATE INDEX media_pending ON media (created_at) WHERE pending;
`,
};
