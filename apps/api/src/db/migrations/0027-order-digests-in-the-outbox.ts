import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 27,
  name: 'order digests in the outbox',
  sql: `
-- The store's digest of orders placed past its hourly order mails is queued in the outbox
-- (mail_queue, kind 'store-digest') in the sweep's transaction that claims them, and written by
-- the mail worker when it sends it: the orders it claimed carry the digest's key, by which the
-- worker finds them. NULL: mailed on its own, or not mailed yet.
ALTER TABLE orders ADD COLUMN digest_key text;
CREATE INDEX orders_digest_key ON orders (digest_key) WHERE digest_key IS NOT NULL;
`,
};
