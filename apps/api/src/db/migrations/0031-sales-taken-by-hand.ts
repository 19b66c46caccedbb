import type { Migration } from './types.ts';

/**
 * Sales a store records by hand (docs/product-rules.md, "Sales taken by hand").
 *
 * - `orders.by_hand`: a sale the store recorded by hand; its `source` (migration 30) says where it
 *   was made ('walk_in', 'whatsapp', 'phone', 'instagram').
 * - `orders.paid_with`: how a sale taken by hand was paid (cash, bank_transfer, pos), '' otherwise.
 * - `order_lines.list_price_kobo` and `price_reason`: a line sold at another price keeps the price
 *   it was listed at and why it changed.
 */
export const migration: Migration = {
  version: 31,
  name: 'sales taken by hand',
  sql: `
ALTER TABLE orders ADD COLUMN by_hand boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN paid_with text NOT NULL DEFAULT ''
  CHECK (paid_with IN ('', 'cash', 'bank_transfer', 'pos'));
ALTER TABLE order_lines ADD COLUMN list_price_kobo integer;
ALTER TABLE order_lines ADD COLUMN price_reason text NOT NULL DEFAULT '';
`,
};
