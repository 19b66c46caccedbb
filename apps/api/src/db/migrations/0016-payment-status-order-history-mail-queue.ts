import type { Migration } from './types.ts';

export const migration: Migration = {
  version: 16,
  name: 'payment status, order history, mail queue',
  sql: `
-- Every order is unpaid, paid or refunded (docs/product-rules.md, "Payment and history"). Orders
-- placed before this were never marked: delivered ones were paid (on delivery or before), the
-- rest wait.
ALTER TABLE orders ADD COLUMN payment_status text NOT NULL DEFAULT 'unpaid'
  CHECK (payment_status IN ('unpaid', 'paid', 'refunded'));
UPDATE orders SET payment_status = 'paid' WHERE status = 'delivered';
-- What a shopper quotes with a transfer: the store's name (5 letters) and the order's number.
ALTER TABLE orders ADD COLUMN payment_reference text NOT NULL DEFAULT '';
UPDATE orders o SET payment_reference =
    coalesce(nullif(upper(left(regexp_replace(s.slug, '[^a-zA-Z0-9]', '', 'g'), 5)), ''), 'ORDER') || '-' || o.number
  FROM stores s WHERE s.id = o.store_id;
CREATE INDEX orders_awaiting_payment ON orders (store_id)
  WHERE payment_status = 'unpaid' AND payment = 'bank_transfer' AND status <> 'cancelled';

-- An order's history: placed, confirmed, paid … one row per step, with its time.
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('placed', 'confirmed', 'paid', 'unpaid', 'refunded', 'delivered', 'cancelled')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order ON order_events (order_id, at, id);
-- Orders placed before: when they were placed, and their status now as of their last change.
INSERT INTO order_events (order_id, kind, at) SELECT id, 'placed', created_at FROM orders;
INSERT INTO order_events (order_id, kind, at)
  SELECT id, status, updated_at FROM orders WHERE status <> 'new';

-- Mails to shoppers, sent by the API's mail worker after the answer (lib/mail-queue.ts). One row
-- per event (dedupe_key is unique, so an event is queued once); a row is sent at most once.
CREATE TABLE mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  ref text NOT NULL,
  to_address text NOT NULL,
  dedupe_key text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'dropped')),
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX mail_queue_sending ON mail_queue (claimed_at) WHERE state = 'sending';
`,
};
