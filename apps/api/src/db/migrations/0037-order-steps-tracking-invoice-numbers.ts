import type { Migration } from './types.ts';

/**
 * Order steps (docs/product-rules.md, "Order steps"): a pickup order can be ready for pickup and
 * a delivery shipped, with who carries it and a tracking link. Each store numbers its invoices
 * (INV-0001 …) from the counter row its order numbers already use, raised in the order's
 * transaction, so parallel orders get distinct numbers and a number is never given twice; orders
 * placed before get theirs in the order they were placed.
 */
export const migration: Migration = {
  version: 37,
  name: 'order steps, tracking, invoice numbers',
  sql: `
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('new', 'confirmed', 'ready', 'shipped', 'delivered', 'cancelled'));
ALTER TABLE order_events DROP CONSTRAINT IF EXISTS order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('placed', 'confirmed', 'ready', 'shipped', 'paid', 'unpaid', 'refunded', 'delivered', 'cancelled'));
ALTER TABLE orders ADD COLUMN carrier text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN tracking_url text NOT NULL DEFAULT '';

ALTER TABLE orders ADD COLUMN invoice_number bigint;
UPDATE orders o SET invoice_number = n.invoice
  FROM (SELECT id, row_number() OVER (PARTITION BY store_id ORDER BY number, created_at) AS invoice
          FROM orders) n
 WHERE n.id = o.id;
ALTER TABLE orders ALTER COLUMN invoice_number SET NOT NULL;
CREATE UNIQUE INDEX orders_store_invoice ON orders (store_id, invoice_number);
ALTER TABLE store_order_numbers ADD COLUMN last_invoice bigint NOT NULL DEFAULT 0;
UPDATE store_order_numbers c
   SET last_invoice = (SELECT coalesce(max(invoice_number), 0) FROM orders WHERE store_id = c.store_id);
`,
};
