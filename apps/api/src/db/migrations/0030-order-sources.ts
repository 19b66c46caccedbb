import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 30,
  name: 'order sources',
  sql: `
-- Where an order came from: 'checkout' (the store's checkout page, and every order before this
-- migration) or 'whatsapp' (the shopper pressed "Order on WhatsApp" and sent it to the store in a
-- chat). Plain text, checked by the API's contract (ORDER_SOURCES), so another source (a sale the
-- store records by hand) is one more word there, not a migration.
ALTER TABLE orders ADD COLUMN source text NOT NULL DEFAULT 'checkout';
`,
};
