import type { Migration } from './types.ts';

/**
 * Where an order came from, and sales a store records by hand (docs/product-rules.md, "Sales taken
 * by hand").
 *
 * - `orders.source`: 'shop' for a shopper's checkout (every order so far), else where a sale taken
 *   by hand was made ('walk_in', 'whatsapp', 'phone', 'instagram'). No CHECK: shopper orders sent
 *   on WhatsApp add their own value. IF NOT EXISTS: another migration may have added it first.
 * - `orders.paid_with`: how a sale taken by hand was paid (cash, bank_transfer, pos), '' otherwise.
 * - `order_lines.list_price_kobo` and `price_reason`: a line sold at another price keeps the price
 *   it was listed at and why it changed.
 */
export const migration: Migration = {
  version: 31,
  name: 'order sources and sales taken by hand',
  sql: `
ALTER TABLE orders ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'shop';
ALTER TABLE orders ADD COLUMN IF NOT EXISTS paid_with text NOT NULL DEFAULT ''
  CHECK (paid_with IN ('', 'cash', 'bank_transfer', 'pos'));
ALTER TABLE order_lines ADD COLUMN list_price_kobo integer;
ALTER TABLE order_lines ADD COLUMN price_reason text NOT NULL DEFAULT '';
`,
};
